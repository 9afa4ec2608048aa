package roundtable.core.grailcup;

import static roundtable.core.grailcup.Play.name;

import java.util.ArrayList;
import java.util.List;
import roundtable.core.hidden.CardRef;

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
    if (!s.asideUp().isEmpty()) {
      b.append("Allies face up:");
      s.asideUp().forEach(c -> b.append(' ').append(s.cards().publicFace(new CardRef(c)).orElse(0)));
      b.append('\n');
    }
    b.append("Allies kept:");
    for (int seat = 0; seat < s.players(); seat++) {
      b.append(' ').append(name(seat)).append('=');
      List<String> kept = new ArrayList<>();
      for (int card : s.chosen().get(seat)) {
        kept.add(s.cards().publicFace(new CardRef(card)).stream().mapToObj(String::valueOf).findFirst().orElse("?"));
      }
      b.append(kept.isEmpty() ? "-" : String.join(",", kept));
    }
    b.append('\n');
    if (s.curse() > 0) {
      b.append(name(s.curser())).append(" cursed Ally ").append(s.curse()).append('\n');
    }
    if (s.squire() >= 0) {
      b.append(name(s.squire())).append("'s Squire: ").append(name(s.squireTarget())).append(" will be first\n");
    }
    return b.toString();
  }
}
