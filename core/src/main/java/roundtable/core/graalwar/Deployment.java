package roundtable.core.graalwar;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Where a side puts its château-fort and its soldiers behind the screen ("ils déploient leur
 * armée à leur guise"). Its text, the one a seat commits to, is one line:
 * {@code castle d1 d2 roi e1 prince f1 duc g1 chevalier h1 i1 ... archer a3 b3 c3 d3 e3 f3}: the
 * donjon then its cour, then each kind of soldier with its holes.
 */
public record Deployment(Castle castle, Map<Integer, Piece> soldiers) {
  public Deployment {
    soldiers = Collections.unmodifiableMap(new TreeMap<>(soldiers));
  }

  /** The canonical text: the castle, then the soldiers kind by kind, holes in board order. */
  public String text() {
    StringBuilder s = new StringBuilder("castle ").append(Hole.name(castle.donjon())).append(' ')
        .append(Hole.name(castle.cour()));
    for (Piece p : Piece.ALL) {
      List<Integer> holes = holesOf(p);
      if (!holes.isEmpty()) {
        s.append(' ').append(p.word());
        holes.forEach(h -> s.append(' ').append(Hole.name(h)));
      }
    }
    return s.toString();
  }

  List<Integer> holesOf(Piece piece) {
    List<Integer> holes = new ArrayList<>();
    soldiers.forEach((h, p) -> {
      if (p == piece) {
        holes.add(h);
      }
    });
    return holes;
  }

  /** Reads a deployment's text; the message says what is wrong with it. */
  public static Deployment parse(String text) {
    String[] w = text.trim().split("\\s+");
    if (w.length < 3 || !w[0].equals("castle")) {
      throw new IllegalArgumentException("a deployment starts 'castle DONJON COUR', not '" + text.trim() + "'");
    }
    Castle castle = new Castle(Hole.parse(w[1]), Hole.parse(w[2]));
    Map<Integer, Piece> soldiers = new TreeMap<>();
    Piece kind = null;
    for (int i = 3; i < w.length; i++) {
      if (Character.isDigit(w[i].charAt(w[i].length() - 1))) {
        if (kind == null) {
          throw new IllegalArgumentException("the hole " + w[i] + " comes before any soldier's name");
        }
        int hole = Hole.parse(w[i]);
        if (soldiers.put(hole, kind) != null) {
          throw new IllegalArgumentException("two soldiers on " + w[i]);
        }
      } else {
        kind = Piece.byWord(w[i]);
      }
    }
    return new Deployment(castle, soldiers);
  }

  /**
   * Null when this deployment follows the rules for this side on this ground, else why not: the
   * castle and every soldier in the side's own kingdom, the exact army, nobody on a rock (but on
   * the castle, which may stand on one), no rider in a forest, no archer in the donjon.
   */
  public String check(int side, Layout layout) {
    String kingdom = Sides.name(side) + "'s kingdom (rows " + (side == 0 ? "1-12" : "13-24") + ")";
    if (Hole.kingdom(castle.donjon()) != side || Hole.kingdom(castle.cour()) != side) {
      return "the château-fort must stand in " + kingdom;
    }
    for (Piece p : Piece.ALL) {
      int n = holesOf(p).size();
      if (n != p.count()) {
        return "an army has " + p.count() + " " + p.word() + (p.count() > 1 ? "s" : "") + ", this one " + n;
      }
    }
    Board ground = Board.of(layout, List.of(castle), new byte[Hole.COUNT]);
    for (var e : soldiers.entrySet()) {
      int hole = e.getKey();
      Piece p = e.getValue();
      String at = "the " + p.word() + " on " + Hole.name(hole);
      if (Hole.kingdom(hole) != side) {
        return at + " is outside " + kingdom;
      }
      if (ground.barsTerrain(p, hole)) {
        return at + " stands " + (ground.isRock(hole) ? "on a rock" : "in a forest, where no rider goes");
      }
      if (p == Piece.ARCHER && hole == castle.donjon()) {
        return at + " is in the donjon, where no archer may enter";
      }
    }
    return null;
  }
}
