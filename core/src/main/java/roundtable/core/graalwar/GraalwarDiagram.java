package roundtable.core.graalwar;

/**
 * The board as text, row 24 at the top: soldiers by letter (upper case White, lower case Blue:
 * K roi, P prince, D duc, C chevalier, S sergent, Q piquier, E écuyer, A archer), {@code #} a
 * donjon, {@code +} a cour, {@code ^} a rock, {@code "} a forest, {@code .} an open hole.
 */
final class GraalwarDiagram {
  private GraalwarDiagram() {}

  static String draw(GraalwarState s) {
    StringBuilder out = new StringBuilder();
    Board b = s.board();
    for (int row = Hole.SIZE - 1; row >= 0; row--) {
      out.append(String.format("%2d ", row + 1));
      for (int column = 0; column < Hole.SIZE; column++) {
        out.append(' ').append(symbol(s, b, Hole.at(column, row)));
      }
      out.append('\n');
    }
    out.append("   ");
    for (int column = 0; column < Hole.SIZE; column++) {
      out.append(' ').append((char) ('a' + column));
    }
    out.append('\n');
    if (s.outcome() != null) {
      out.append("over: ").append(s.outcome().text()).append('\n');
    } else if (s.deploying()) {
      out.append("deploying behind the screens\n");
    } else {
      out.append("to move: ").append(s.lineup().name(s.toMove())).append('\n');
    }
    return out.toString();
  }

  private static char symbol(GraalwarState s, Board b, int hole) {
    if (b != null && !b.isEmpty(hole)) {
      char c = b.piece(hole).letter();
      return b.side(hole) == 0 ? c : Character.toLowerCase(c);
    }
    if (b != null && b.isDonjon(hole)) {
      return '#';
    }
    if (b != null && b.isCour(hole)) {
      return '+';
    }
    return s.layout().isRock(hole) ? '^' : s.layout().isForest(hole) ? '"' : '.';
  }
}
