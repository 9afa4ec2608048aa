package roundtable.desktop.client.graal;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import roundtable.core.graal.Graal;
import roundtable.core.graal.GraalState;
import roundtable.core.table.Applied;
import roundtable.core.table.Event;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Seen;

/** Whole random games driven through the board, 3 to 6 players: every scene drawn, every line said. */
class GraalRandomGamesTest {
  private final Words en = Words.of(Language.ENGLISH);
  private final Words fr = Words.of(Language.FRENCH);

  @ParameterizedTest
  @ValueSource(ints = {3, 4, 5, 6})
  void aRandomGameGoesThroughTheBoardToItsEnd(int players) {
    List<Applied<GraalState>> game = Table.randomGame(players, 40 + players);
    GraalBoard board = new GraalBoard();
    Seen seat = Table.seat(players - 1, players);
    Seen spectator = Table.spectator(players);
    GraalState before = Graal.GAME.setup(roundtable.core.table.TableConfig.of(Graal.GAME, players, java.util.Map.of(), true));
    board.scene(Table.seenBy(before, seat), seat);
    for (Applied<GraalState> a : game) {
      for (Seen seen : List.of(seat, spectator)) {
        GraalState shown = Table.seenBy(a.state(), seen);
        List<Scene> steps = board.steps(Table.seenBy(before, seen), new Applied<>(shown, a.events()), seen);
        assertFalse(steps.isEmpty());
        for (Words w : List.of(en, fr)) {
          String prompt = board.prompt(shown, Graal.GAME.prompt(a.state()), seen, w);
          assertFalse(prompt.contains("[graal."), prompt);
        }
      }
      for (Event e : a.events()) {
        assertTrue(e instanceof roundtable.core.graal.GraalEvent, "an event in words only: " + e.text());
        assertFalse(board.event(e, en).contains("[graal."), e.text());
        assertFalse(board.event(e, fr).contains("[graal."), e.text());
      }
      before = a.state();
    }
    GraalState end = game.get(game.size() - 1).state();
    assertTrue(end.outcome() != null);
    assertFalse(board.outcome(end, end.outcome(), fr).contains("[graal."));
  }
}
