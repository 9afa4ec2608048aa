package roundtable.core.grailcup;

import static roundtable.core.grailcup.Play.name;

import java.util.List;

/** The position as text: the squares with something on them, the knights in their order, the Lances. */
final class GrailCupDiagram {
  private GrailCupDiagram() {}

  static String draw(GrailCupState s) {
    StringBuilder b = new StringBuilder();
    b.append("Grail Cup, round ").append(s.round());
    if (s.chancellor() >= 0) {
      b.append(", Chancellor ").append(name(s.chancellor()));
    }
    b.append(", seal ").append(s.seal() >= 0 ? name(s.seal()) : "-").append('\n');
    for (int sq = Track.FINISH; sq >= 0; sq--) {
      List<Integer> knights = s.knightsOn(sq);
      String kind = Track.kind(sq);
      if (knights.isEmpty() && sq != s.dragon() && kind.isEmpty()) {
        continue;
      }
      StringBuilder line = new StringBuilder(String.format("%2d %-14s", sq, kind));
      if (sq == s.dragon()) {
        line.append(" DRAGON");
      }
      for (int k : knights) {
        line.append(' ').append(name(k));
      }
      b.append(line.toString().stripTrailing()).append('\n');
    }
    b.append("Lances:");
    for (int seat = 0; seat < s.players(); seat++) {
      b.append(' ').append(name(seat)).append('=').append(s.lances().get(seat));
    }
    b.append(" (reserve ").append(s.lanceReserve()).append(")\n");
    return b.toString();
  }
}
