package roundtable.core.conquest;

import java.util.Map;
import roundtable.core.table.TableConfig;

/**
 * A test fixture in three lines: {@code Position.of(2).stack("c9", "rrr").stone("d4", "y").toMove(0)}.
 * Squares not named are empty, but for the Grails on e5.
 */
final class Position {
  private final byte[] codes = new byte[Square.COUNT];
  private final TableConfig config;

  private Position(TableConfig config) {
    this.config = config;
    codes[Square.GRAIL] = Board.GRAILS;
  }

  static Position of(int players) {
    return new Position(TableConfig.of(Conquest.GAME, players, Map.of(), true));
  }

  static Position of(int players, Map<String, String> options) {
    return new Position(TableConfig.of(Conquest.GAME, players, options, true));
  }

  /** Stones on a square, from the bottom up: "y", or "ryb" (blue on top). */
  Position put(String square, String stones) {
    int sq = Square.parse(square);
    int[] c = new int[stones.length()];
    for (int i = 0; i < c.length; i++) {
      c[i] = "rbyg".indexOf(stones.charAt(i));
    }
    codes[sq] = (byte) (c.length == 1 ? Board.single(c[0]) : Board.triple(c[0], c[1], c[2]));
    return this;
  }

  Board board() {
    return Board.of(codes);
  }

  /** The state with this board, the given seat to move, clockwise order. */
  ConquestState toMove(int seat) {
    ConquestState start = Conquest.GAME.setup(config);
    return new ConquestState(start.settings(), board(), 1, 0, start.grails(), null, seat, seat, 0, 0, null,
        Repetitions.NONE, start.rounds(), null);
  }
}
