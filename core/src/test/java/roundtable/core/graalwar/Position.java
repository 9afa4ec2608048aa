package roundtable.core.graalwar;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import roundtable.core.table.TableConfig;

/**
 * A test fixture in a few lines: {@code Position.bare().put("e5", "K").put("e9", "a").toMove(0)}.
 * Letters as in the diagram: upper case White, lower case Blue (K roi, P prince, D duc, C
 * chevalier, S sergent, Q piquier, E écuyer, A archer). The castles stand in the corners, White's
 * donjon a1 with its cour a2, Blue's a24 with a23, unless moved; the ground is open unless given.
 */
final class Position {
  private final byte[] terrain;
  private final byte[] codes = new byte[Hole.COUNT];
  private final Castle[] castles = {new Castle(Hole.parse("a1"), Hole.parse("a2")),
      new Castle(Hole.parse("a24"), Hole.parse("a23"))};
  private final Layout base;

  private Position(Layout base) {
    this.base = base;
    this.terrain = base == null ? new byte[Hole.COUNT] : base.codes();
  }

  /** Open ground, no rock nor forest. */
  static Position bare() {
    return new Position(null);
  }

  static Position classic() {
    return new Position(Layout.CLASSIC);
  }

  Position rock(String... holes) {
    for (String h : holes) {
      terrain[Hole.parse(h)] = Layout.ROCK;
    }
    return this;
  }

  Position forest(String... holes) {
    for (String h : holes) {
      terrain[Hole.parse(h)] = Layout.FOREST;
    }
    return this;
  }

  Position castle(int side, String donjon, String cour) {
    castles[side] = new Castle(Hole.parse(donjon), Hole.parse(cour));
    return this;
  }

  Position put(String hole, String letter) {
    char c = letter.charAt(0);
    int side = Character.isUpperCase(c) ? 0 : 1;
    for (Piece p : Piece.ALL) {
      if (p.letter() == Character.toUpperCase(c)) {
        codes[Hole.parse(hole)] = (byte) Board.code(side, p);
        return this;
      }
    }
    throw new IllegalArgumentException("no soldier " + letter);
  }

  Layout layout() {
    return base != null ? base : Layout.unchecked("test", terrain);
  }

  Board board() {
    Layout layout = base != null && java.util.Arrays.equals(terrain, base.codes()) ? base
        : Layout.unchecked("test", terrain);
    return Board.of(layout, List.of(castles), codes);
  }

  /** The battle under way with this board, this side to move. */
  GraalwarState toMove(int side) {
    return toMove(side, Map.of());
  }

  GraalwarState toMove(int side, Map<String, String> options) {
    GraalwarState start = Graalwar.GAME.setup(TableConfig.of(Graalwar.GAME, 2, options, true));
    Board b = board();
    return new GraalwarState(start.settings(), b.layout(), start.score(), start.commitments(), List.of("x", "x"), b,
        side, 0, null);
  }

  /** Where the soldier on this hole can go, in board order (shots left out). */
  static List<String> targets(GraalwarState s, String hole) {
    List<Move> moves = new ArrayList<>();
    MoveRules.generateFrom(s.board(), Hole.parse(hole), moves);
    List<String> out = new ArrayList<>();
    moves.stream().filter(m -> m instanceof Move.Step).map(m -> ((Move.Step) m).to()).sorted()
        .forEach(h -> out.add(Hole.name(h)));
    return out;
  }

  /** The shots of the archer on this hole, as "target>landing", in generation order. */
  static List<String> shots(GraalwarState s, String hole) {
    List<Move> moves = new ArrayList<>();
    MoveRules.generateFrom(s.board(), Hole.parse(hole), moves);
    List<String> out = new ArrayList<>();
    for (Move m : moves) {
      if (m instanceof Move.Shot shot) {
        out.add(Hole.name(shot.target()) + ">" + Hole.name(shot.landing()));
      }
    }
    return out;
  }
}
