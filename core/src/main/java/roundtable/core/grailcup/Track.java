package roundtable.core.grailcup;

import java.util.List;

/**
 * The printed track, as data (rules-gaps.md: the board is not in the rulebook's text): 46 squares,
 * index 0..45. Start squares are indices 0..8, printed 9..1; 45 is the finish, a Castle.
 */
public final class Track {
  public static final int SQUARES = 46;
  public static final int FINISH = 45;
  /** "Placez le Dragon sur la case rouge de la piste." */
  public static final int RED = 16;
  public static final List<Integer> VILLAGES = List.of(10, 17, 24, 32, 38);
  public static final List<Integer> CHURCHES = List.of(12, 18, 25, 33, 39);
  /** "La ligne d'arrivée est considérée comme un Château." */
  public static final List<Integer> CASTLES = List.of(14, 22, 30, 36, FINISH);
  /** Where a clover token lies: the three clover fields and the two Castles with clover. */
  public static final List<Integer> CLOVER_SPOTS = List.of(11, 20, 22, 28, 36);
  public static final int LANCES = 12;
  /** The pile of the face-down clover tokens in reserve. */
  public static final String RESERVE = "clover reserve";

  private Track() {}

  /** The start square of the knight whose Ally card at set-up shows this number. */
  static int startSquare(int ally) {
    return 9 - ally;
  }

  /** The printed name of a square: start squares are printed 9..1. */
  static String name(int square) {
    if (square <= 8) {
      return square + " (start " + (9 - square) + ")";
    }
    return String.valueOf(square);
  }

  static boolean isVillage(int square) {
    return VILLAGES.contains(square);
  }

  static boolean isCloverSpot(int square) {
    return CLOVER_SPOTS.contains(square);
  }

  /** The next square of this list strictly ahead of {@code from}, or -1. */
  static int nextOf(List<Integer> kind, int from) {
    for (int square : kind) {
      if (square > from) {
        return square;
      }
    }
    return -1;
  }

  /** The pile that holds the token lying on this clover spot. */
  public static String spotPile(int spot) {
    return "clover@" + spot;
  }

  /** A one-letter mark of what the square is, for diagrams. */
  static String kind(int square) {
    if (square == FINISH) {
      return "finish";
    }
    if (CASTLES.contains(square)) {
      return isCloverSpot(square) ? "castle+clover" : "castle";
    }
    if (CHURCHES.contains(square)) {
      return "church";
    }
    if (isVillage(square)) {
      return "village";
    }
    if (isCloverSpot(square)) {
      return "clover";
    }
    if (square == RED) {
      return "red";
    }
    return square <= 8 ? "start " + (9 - square) : "";
  }
}
