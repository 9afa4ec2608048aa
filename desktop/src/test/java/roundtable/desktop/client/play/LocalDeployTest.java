package roundtable.desktop.client.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import roundtable.core.graalwar.DeployPlan;
import roundtable.core.graalwar.DeployReveal;
import roundtable.core.graalwar.Graalwar;
import roundtable.core.graalwar.GraalwarState;
import roundtable.core.table.TableConfig;
import roundtable.desktop.client.play.BoardModel;
import roundtable.desktop.client.board.Picker;
import roundtable.desktop.client.graalwar.GraalwarBoard;

/** At a local table the person deploys its own army against a bot: committed, revealed, on the board. */
@Timeout(20)
class LocalDeployTest {
  @Test
  void thePersonsOwnDeploymentIsCommittedThenRevealedThroughTheTable() throws Exception {
    Graalwar game = Graalwar.GAME;
    Inbox inbox = new Inbox();
    try (LocalTable<GraalwarState> table = new LocalTable<>(game, TableConfig.of(game, 2, Map.of(), false),
        List.of(LocalTable.PERSON, "random"), 5, 0, inbox)) {
      BoardModel<GraalwarState> model = new BoardModel<>(table, new GraalwarBoard());
      table.open(model);
      inbox.runUntil(() -> model.draft().isPresent());
      DeployPlan plan = (DeployPlan) model.draft().orElseThrow().ready().orElseThrow().secret();
      model.commit();
      inbox.runUntil(() -> {
        model.animator().update(1_000); // as the screen's frames do: the board catches up, the buttons come
        model.tick();
        return model.buttons().stream().anyMatch(c -> c.action() instanceof DeployReveal);
      });
      Picker.Choice reveal = model.buttons().get(0);
      assertEquals(plan.reveal(), reveal.action(), "the person lifts the screen on its own plan");
      model.choose(reveal);
      inbox.runUntil(() -> !model.state().deploying());
      plan.deployment().soldiers().forEach((hole, piece) -> assertEquals(piece, model.state().board().piece(hole)));
      assertEquals(plan.deployment().castle(), model.state().board().castle(0));
      assertTrue(model.ending().isEmpty(), "and the battle goes on");
    }
  }
}
