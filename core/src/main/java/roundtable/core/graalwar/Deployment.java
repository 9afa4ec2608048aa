package roundtable.core.graalwar;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Where an army puts its soldiers behind the screen ("ils déploient leur armée à leur guise"),
 * and its château-fort if it is a chief's. Its text, the one a seat commits to, is one line:
 * {@code castle d1 d2 roi e1 prince f1 duc g1 chevalier h1 i1 ... archer a3 b3 c3 d3 e3 f3}: the
 * donjon then its cour, then each kind of soldier with its holes. A camp member's army has no
 * castle nor household: its text starts with its chevaliers.
 *
 * @param castle the château-fort, or null for an army without one
 */
public record Deployment(Castle castle, Map<Integer, Piece> soldiers) {
  public Deployment {
    soldiers = Collections.unmodifiableMap(new TreeMap<>(soldiers));
  }

  /** The canonical text: the castle, then the soldiers kind by kind, holes in board order. */
  public String text() {
    StringBuilder s = new StringBuilder();
    if (castle != null) {
      s.append("castle ").append(Hole.name(castle.donjon())).append(' ').append(Hole.name(castle.cour()));
    }
    for (Piece p : Piece.ALL) {
      List<Integer> holes = holesOf(p);
      if (!holes.isEmpty()) {
        s.append(s.length() > 0 ? " " : "").append(p.word());
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
    boolean hasCastle = w[0].equals("castle");
    if (hasCastle && w.length < 3) {
      throw new IllegalArgumentException("a deployment starts 'castle DONJON COUR', not '" + text.trim() + "'");
    }
    Castle castle = hasCastle ? new Castle(Hole.parse(w[1]), Hole.parse(w[2])) : null;
    Map<Integer, Piece> soldiers = new TreeMap<>();
    Piece kind = null;
    for (int i = hasCastle ? 3 : 0; i < w.length; i++) {
      if (w[i].isEmpty()) {
        throw new IllegalArgumentException("an empty deployment");
      }
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
   * Null when this deployment of a seat's army follows the rules, else why not, in English (see
   * {@link #fault}).
   */
  public String check(Lineup lineup, int seat, int army, Layout layout, Castle seatCastle) {
    return fault(lineup, seat, army, layout, seatCastle).map(f -> f.text(lineup, seat)).orElse(null);
  }

  /** The rule a deployment breaks, as data, so that a window can say it in its own language. */
  public enum Wrong {
    /** A chief's army without its château-fort. */
    NO_CASTLE,
    /** A château-fort in the army of a camp's member who is not its chief. */
    NOT_CHIEF,
    /** The château-fort outside the seat's ground. */
    CASTLE_OUTSIDE,
    /** Not the army's number of soldiers of a kind ({@code expected}, {@code found}). */
    COUNT,
    /** A soldier outside the seat's ground. */
    OUTSIDE,
    ROCK,
    /** A rider in a forest. */
    FOREST,
    ARCHER_IN_DONJON
  }

  /**
   * One broken rule of deployment: which, the soldier and its hole when a soldier breaks it (else
   * null and -1), and for {@link Wrong#COUNT} how many the army has and how many were placed.
   */
  public record Fault(Wrong wrong, Piece piece, int hole, int expected, int found) {
    /** The fault in English, as the rules refuse a reveal with it. */
    public String text(Lineup lineup, int seat) {
      String at = piece == null ? "" : "the " + piece.word() + " on " + Hole.name(hole);
      return switch (wrong) {
        case NO_CASTLE -> "a chief's army has its château-fort: write 'castle DONJON COUR' first";
        case NOT_CHIEF -> "only a camp's chief has a château-fort";
        case CASTLE_OUTSIDE -> "the château-fort must stand in " + ground(lineup, seat);
        case COUNT -> "this army has " + expected + " " + piece.word() + (expected != 1 ? "s" : "") + ", not " + found;
        case OUTSIDE -> at + " is outside " + ground(lineup, seat);
        case ROCK -> at + " stands on a rock";
        case FOREST -> at + " stands in a forest, where no rider goes";
        case ARCHER_IN_DONJON -> at + " is in the donjon, where no archer may enter";
      };
    }

    private static String ground(Lineup lineup, int seat) {
      int side = lineup.camp(seat);
      int[] columns = lineup.columns(seat);
      return Sides.name(side) + "'s kingdom (rows " + (side == 0 ? "1-12" : "13-24")
          + (columns[1] - columns[0] == Hole.SIZE ? ""
          : ", columns " + (char) ('a' + columns[0]) + "-" + (char) ('a' + columns[1] - 1)) + ")";
    }
  }

  /**
   * The first rule this deployment of a seat's army breaks, if any: the castle (a chief's army
   * only) and every soldier on the seat's ground, the exact army, nobody on a rock (but on the
   * castle, which may stand on one), no rider in a forest, no archer in the donjon. A second army
   * of the seat stands beside the castle its first army brought ({@code seatCastle}).
   */
  public Optional<Fault> fault(Lineup lineup, int seat, int army, Layout layout, Castle seatCastle) {
    int side = lineup.camp(seat);
    int[] columns = lineup.columns(seat);
    if ((castle != null) != Lineup.full(army)) {
      return Optional.of(new Fault(castle == null ? Wrong.NO_CASTLE : Wrong.NOT_CHIEF, null, -1, 0, 0));
    }
    if (castle != null && (!inside(castle.donjon(), side, columns) || !inside(castle.cour(), side, columns))) {
      return Optional.of(new Fault(Wrong.CASTLE_OUTSIDE, null, -1, 0, 0));
    }
    for (Piece p : Piece.ALL) {
      int n = holesOf(p).size();
      int count = p.household() && !Lineup.full(army) ? 0 : p.count();
      if (n != count) {
        return Optional.of(new Fault(Wrong.COUNT, p, -1, count, n));
      }
    }
    Castle home = castle != null ? castle : seatCastle;
    Board bare = Board.of(layout, home == null ? List.of() : List.of(home), new byte[Hole.COUNT]);
    for (var e : soldiers.entrySet()) {
      int hole = e.getKey();
      Piece p = e.getValue();
      if (!inside(hole, side, columns)) {
        return Optional.of(new Fault(Wrong.OUTSIDE, p, hole, 0, 0));
      }
      if (bare.barsTerrain(p, hole)) {
        return Optional.of(new Fault(bare.isRock(hole) ? Wrong.ROCK : Wrong.FOREST, p, hole, 0, 0));
      }
      if (p == Piece.ARCHER && home != null && hole == home.donjon()) {
        return Optional.of(new Fault(Wrong.ARCHER_IN_DONJON, p, hole, 0, 0));
      }
    }
    return Optional.empty();
  }

  private static boolean inside(int hole, int side, int[] columns) {
    return Hole.kingdom(hole) == side && Hole.column(hole) >= columns[0] && Hole.column(hole) < columns[1];
  }
}
