package roundtable.desktop.client.graal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import roundtable.core.graal.Graal;
import roundtable.core.graal.GraalState;
import roundtable.core.table.Applied;
import roundtable.core.table.TableConfig;
import roundtable.core.table.Viewer;
import roundtable.desktop.client.board.RandomGame;
import roundtable.desktop.client.board.Seen;

/**
 * Graal tables for the board's tests: whole games between random players holding their seats'
 * secrets (open cards, as in an open log), and the positions met on the way.
 */
final class Table {
  static final List<String> NAMES = List.of("Alice", "Bob", "Carol", "Dave", "Erin", "Fay");

  private Table() {}

  static List<Applied<GraalState>> randomGame(int players, long seed) {
    return randomGame(players, Map.of(), seed);
  }

  static List<Applied<GraalState>> randomGame(int players, Map<String, String> options, long seed) {
    return RandomGame.play(Graal.GAME, TableConfig.of(Graal.GAME, players, options, true), seed);
  }

  /** The states of a game, the set-up first. */
  static List<GraalState> states(int players, long seed) {
    List<GraalState> states = new ArrayList<>();
    states.add(Graal.GAME.setup(TableConfig.of(Graal.GAME, players, Map.of(), true)));
    randomGame(players, seed).forEach(a -> states.add(a.state()));
    return states;
  }

  /** The first state of a game that fits. */
  static GraalState first(int players, long seed, Predicate<GraalState> fits) {
    return states(players, seed).stream().filter(fits).findFirst().orElseThrow();
  }

  static List<String> names(int players) {
    return NAMES.subList(0, players);
  }

  /** A seat looking (open cards: every seat reads its own cards without secrets). */
  static Seen seat(int seat, int players) {
    return new Seen(Viewer.seat(seat), roundtable.core.table.Knowledge.NOTHING, names(players));
  }

  static Seen spectator(int players) {
    return Seen.spectator(names(players));
  }

  static GraalState seenBy(GraalState s, Seen seen) {
    return Graal.GAME.view(s, seen.viewer());
  }
}
