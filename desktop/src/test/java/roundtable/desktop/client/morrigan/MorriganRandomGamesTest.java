package roundtable.desktop.client.morrigan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import roundtable.core.morrigan.Morrigan;
import roundtable.core.morrigan.MorriganState;
import roundtable.core.table.Applied;
import roundtable.core.table.TableConfig;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.RandomGame;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Seen;
import roundtable.desktop.client.board.Thing;

/** Whole random games driven through the board, as a seat and as a spectator see them, to the ending in words. */
class MorriganRandomGamesTest {
  private final Words fr = Words.of(Language.FRENCH);

  @ParameterizedTest
  @ValueSource(ints = {3, 4, 5})
  void aWholeGameAnimatesForASeatAndASpectator(int players) {
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

  /**
   * With mental poker a card laid face up waits for every seat's share before it is open: the
   * board draws those in-between states too (a spectator's view, every step through the board).
   */
  @Test
  void aMentalPokerGameAnimatesThroughItsProtocolSteps() {
    TableConfig config = TableConfig.of(Morrigan.GAME, 3, Map.of(), false);
    Seen seen = Table.spectator(3);
    MorriganBoard board = new MorriganBoard();
    MorriganState last = Morrigan.GAME.setup(config);
    board.scene(Table.view(last, seen), seen);
    for (Applied<MorriganState> a : RandomGame.play(Morrigan.GAME, config, 5)) {
      board.steps(Table.view(last, seen), new Applied<>(Table.view(a.state(), seen), a.events()), seen);
      String prompt = board.prompt(Table.view(a.state(), seen), Morrigan.GAME.prompt(a.state()), seen, fr);
      assertTrue(!prompt.contains("[morrigan"), prompt);
      last = a.state();
    }
    assertNotNull(last.outcome(), "the game ended");
  }
}
