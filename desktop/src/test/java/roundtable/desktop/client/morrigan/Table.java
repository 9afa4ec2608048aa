package roundtable.desktop.client.morrigan;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import roundtable.core.morrigan.Morrigan;
import roundtable.core.morrigan.MorriganEvent;
import roundtable.core.morrigan.MorriganState;
import roundtable.core.table.Applied;
import roundtable.core.table.TableConfig;
import roundtable.core.table.Viewer;
import roundtable.desktop.client.board.RandomGame;
import roundtable.desktop.client.board.Seen;

/**
 * Morrigan tables for the board's tests: whole random games with open cards (Alice, Bob, Carol,
 * Dave and Eve at the table), and the first position of such a game that shows what a test needs.
 */
final class Table {
  static final List<String> NAMES = List.of("Alice", "Bob", "Carol", "Dave", "Eve");

  private Table() {}

  static List<Applied<MorriganState>> game(int players, long seed) {
    return RandomGame.play(Morrigan.GAME, TableConfig.of(Morrigan.GAME, players, Map.of(), true), seed);
  }

  /** The first applied action of a random game (seeds from 1 on) whose new state passes the test. */
  static Applied<MorriganState> find(int players, Predicate<Applied<MorriganState>> wanted) {
    for (long seed = 1; seed < 60; seed++) {
      for (Applied<MorriganState> a : game(players, seed)) {
        if (wanted.test(a)) {
          return a;
        }
      }
    }
    throw new AssertionError("no such position in 60 random games");
  }

  /** Each applied action of a random game with the state before it. */
  static List<Step> steps(int players, long seed) {
    List<Step> steps = new ArrayList<>();
    MorriganState before = Morrigan.GAME.setup(TableConfig.of(Morrigan.GAME, players, Map.of(), true));
    for (Applied<MorriganState> a : game(players, seed)) {
      steps.add(new Step(before, a));
      before = a.state();
    }
    return steps;
  }

  record Step(MorriganState before, Applied<MorriganState> applied) {}

  static Seen seat(int seat, int players) {
    return new Seen(new Viewer.Seat(seat), roundtable.core.table.Knowledge.NOTHING, NAMES.subList(0, players));
  }

  static Seen spectator(int players) {
    return Seen.spectator(NAMES.subList(0, players));
  }

  /** The state as this viewer is shown it. */
  static MorriganState view(MorriganState s, Seen seen) {
    return Morrigan.GAME.view(s, seen.viewer());
  }

  /** Whether the action's events tell of such a thing (a record of {@code MorriganEvent}). */
  static boolean happened(Applied<MorriganState> a, Class<? extends MorriganEvent> what) {
    return a.events().stream().anyMatch(what::isInstance);
  }
}
