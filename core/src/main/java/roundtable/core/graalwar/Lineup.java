package roundtable.core.graalwar;

import java.util.ArrayList;
import java.util.List;

/**
 * Who plays which army, in which camp, and when (rules-gaps.md, "Camps"). Seats alternate camps:
 * even seats are White's camp (south), odd seats Blue's (north); seats 0 and 1 are the chiefs,
 * whose armies (0 and 1) alone have the château-fort and the household. Each seat commands the
 * army of its number; with three players the lone seat 1 also commands army 3, without the
 * household. Camps alternate turns; inside a camp its members take turns in seat order. Each
 * member of a camp deploys in its own stretch of columns of the kingdom (not in the rulebook).
 */
public record Lineup(int players) {
  public Lineup {
    if (players < 2 || players > 6) {
      throw new IllegalArgumentException("graalwar is played by 2 to 6 players, not " + players);
    }
  }

  public int camp(int seat) {
    return campOf(seat);
  }

  /** The camp of a seat, at any table: even seats are White's camp, odd seats Blue's. */
  public static int campOf(int seat) {
    return seat % 2;
  }

  /** The seats of a camp, the chief first. */
  public List<Integer> members(int camp) {
    List<Integer> out = new ArrayList<>();
    for (int seat = camp; seat < players; seat += 2) {
      out.add(seat);
    }
    return out;
  }

  /** The armies this seat commands. */
  public List<Integer> armies(int seat) {
    return players == 3 && seat == 1 ? List.of(1, 3) : List.of(seat);
  }

  /** The chiefs' armies bring the château-fort and the maison du roi. */
  public static boolean full(int army) {
    return army < 2;
  }

  /** The armies of a seat as a bit mask: those of {@link #armies}, read at every move. */
  int armyMask(int seat) {
    return players == 3 && seat == 1 ? 1 << 1 | 1 << 3 : 1 << seat;
  }

  /** The armies of a camp as a bit mask. */
  int campMask(int camp) {
    int mask = 0;
    for (int seat : members(camp)) {
      mask |= armyMask(seat);
    }
    return mask;
  }

  /**
   * The seat that plays the given move of the battle (0 the first) when this camp moves first:
   * camps alternate, members rotate.
   */
  public int toMove(int moves, int first) {
    return rotation(moves, first).get(0);
  }

  /** The members of the camp that plays this move, the one whose turn it is first, then the next ones. */
  List<Integer> rotation(int moves, int first) {
    List<Integer> out = new ArrayList<>();
    for (int k = 0; k < campSize((moves + first) % 2); k++) {
      out.add(inTurn(moves, first, k));
    }
    return out;
  }

  /** How many seats a camp has: {@link #members}' size. */
  int campSize(int camp) {
    return (players - camp + 1) / 2;
  }

  /** The k-th of {@link #rotation}, without the list (read at every move). */
  int inTurn(int moves, int first, int k) {
    int camp = (moves + first) % 2;
    return camp + 2 * ((moves / 2 + k) % campSize(camp));
  }

  /** The first column of the seat's stretch of its kingdom, and one past its last. */
  public int[] columns(int seat) {
    List<Integer> members = members(camp(seat));
    int i = members.indexOf(seat);
    return new int[] {i * Hole.SIZE / members.size(), (i + 1) * Hole.SIZE / members.size()};
  }

  /** "White", "Blue", and for the other members of a camp "White 2", "Blue 3". */
  public String name(int seat) {
    return Sides.name(camp(seat)) + (seat < 2 ? "" : " " + (seat / 2 + 1));
  }
}
