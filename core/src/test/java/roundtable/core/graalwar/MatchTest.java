package roundtable.core.graalwar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import roundtable.core.table.TableConfig;

/** "Le gagnant joue le premier au début de la partie suivante": the match option. */
class MatchTest {
  private static GraalwarState inMatch(GraalwarState s, Score score) {
    GraalwarState start = Graalwar.GAME.setup(TableConfig.of(Graalwar.GAME, 2, Map.of("match", "best-of-three"), true));
    return new GraalwarState(start.settings(), s.layout(), score, s.commitments(), s.deployments(), s.board(),
        s.toMove(), s.moves(), null);
  }

  @Test
  void leGagnantJoueLePremierAuDebutDeLaPartieSuivante() throws Exception {
    var s = inMatch(Position.bare().put("m20", "K").put("m10", "c").toMove(1), Score.START);
    var next = Graalwar.GAME.apply(s, 1, new Move.Step(Hole.parse("m10"), Hole.parse("m20"))).state();
    assertNull(next.outcome());
    assertEquals(new Score(2, 1, List.of(0, 1)), next.score());
    assertTrue(next.deploying(), "the screens go up again");
    var white = DeploymentTest.plan(0, 1);
    var blue = DeploymentTest.plan(1, 2);
    next = Graalwar.GAME.apply(next, 0, white.commit(0)).state();
    next = Graalwar.GAME.apply(next, 1, blue.commit(1)).state();
    next = Graalwar.GAME.apply(next, 0, white.reveal()).state();
    next = Graalwar.GAME.apply(next, 1, blue.reveal()).state();
    assertEquals(1, next.toMove(), "Blue won the first game and moves first in the second");
  }

  @Test
  void twoGamesWinTheMatch() throws Exception {
    var s = inMatch(Position.bare().put("m20", "k").put("m10", "C").toMove(0), new Score(2, 0, List.of(1, 0)));
    var applied = Graalwar.GAME.apply(s, 0, new Move.Step(Hole.parse("m10"), Hole.parse("m20")));
    assertEquals(List.of(0), applied.state().outcome().winners());
    assertEquals("White wins the match (games White 2, Blue 0)", applied.state().outcome().text());
  }
}
