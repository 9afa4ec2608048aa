package roundtable.desktop.client.morrigan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import roundtable.core.morrigan.Morrigan;
import roundtable.core.morrigan.MorriganState;
import roundtable.core.table.Applied;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Seen;
import roundtable.desktop.client.board.Thing;

/** Whole random games driven through the board, as a seat and as a spectator see them, to the ending in words. */
class MorriganRandomGamesTest {
  @ParameterizedTest
  @ValueSource(ints = {3, 4, 5})
  void aWholeGameAnimatesForASeatAndASpectator(int players) {
    Words fr = Words.of(Language.FRENCH);
    for (Seen seen : List.of(Table.seat(players - 1, players), Table.spectator(players))) {
      MorriganBoard board = new MorriganBoard();
      List<Table.Step> game = Table.steps(players, 100 + players);
      board.scene(Table.view(game.get(0).before(), seen), seen);
      MorriganState last = null;
      for (Table.Step step : game) {
        Applied<MorriganState> a = step.applied();
        List<Scene> scenes = board.steps(Table.view(step.before(), seen),
            new Applied<>(Table.view(a.state(), seen), a.events()), seen);
        assertTrue(scenes.size() >= 1 && scenes.size() <= 2);
        for (Scene scene : scenes) {
          assertEquals(scene.things().size(), scene.things().stream().map(Thing::id).distinct().count());
        }
        last = a.state();
      }
      assertNotNull(last.outcome(), "the game ended");
      String ending = board.outcome(Table.view(last, seen), last.outcome(), fr);
      assertTrue(!ending.isEmpty() && !ending.contains("[morrigan"), ending);
    }
  }
}
