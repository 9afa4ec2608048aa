package roundtable.core.conquest;

/**
 * The position as text: rank 9 (red's edge) at the top, each square its stones from the bottom up
 * ({@code ryb}: red under yellow under blue, blue owns it), {@code .} empty, {@code *} the Grails.
 */
final class ConquestDiagram {
  private ConquestDiagram() {}

  static String draw(ConquestState s) {
    StringBuilder out = new StringBuilder();
    for (int rank = Square.SIZE - 1; rank >= 0; rank--) {
      out.append(rank + 1).append(' ');
      for (int file = 0; file < Square.SIZE; file++) {
        out.append(String.format(" %3s", s.board().describe(Square.at(file, rank))));
      }
      out.append('\n');
    }
    out.append("  ");
    for (int file = 0; file < Square.SIZE; file++) {
      out.append("   ").append((char) ('a' + file));
    }
    out.append('\n');
    out.append("round ").append(s.round()).append("; Grails: ")
        .append(s.lineup().sideName(0)).append(' ').append(s.grails().get(0)).append(", ")
        .append(s.lineup().sideName(1)).append(' ').append(s.grails().get(1)).append('\n');
    if (s.outcome() != null) {
      out.append("over: ").append(s.outcome().text()).append('\n');
    } else if (s.toMove() >= 0) {
      out.append("to move: ").append(Conquest.who(s, s.toMove()).english()).append('\n');
    }
    return out.toString();
  }
}
