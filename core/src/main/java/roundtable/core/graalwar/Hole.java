package roundtable.core.graalwar;

/**
 * The 24×24 holes of the pegboard as indices 0..575: column a..x west to east, row 1..24 south to
 * north (a1 is the south-west corner). White's kingdom is rows 1–12, the other one rows 13–24.
 */
public final class Hole {
  public static final int SIZE = 24;
  public static final int COUNT = SIZE * SIZE;
  /** "Chacun possède un royaume : la moitié du plateau de jeu": 12 rows each. */
  public static final int KINGDOM_DEPTH = SIZE / 2;
  /** The eight directions as {dx, dy}: the four straight ones first, then the diagonals. */
  static final int[][] DIRECTIONS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

  private Hole() {}

  public static int at(int column, int row) {
    return row * SIZE + column;
  }

  public static int column(int hole) {
    return hole % SIZE;
  }

  public static int row(int hole) {
    return hole / SIZE;
  }

  public static boolean onBoard(int column, int row) {
    return column >= 0 && column < SIZE && row >= 0 && row < SIZE;
  }

  /** The side whose kingdom holds this hole: 0 (white, south) or 1 (north). */
  public static int kingdom(int hole) {
    return row(hole) < KINGDOM_DEPTH ? 0 : 1;
  }

  /** The hole facing this one across the frontier (the mirror of the layout). */
  public static int mirror(int hole) {
    return at(column(hole), SIZE - 1 - row(hole));
  }

  /** Two holes side by side, not at a corner. */
  public static boolean besideStraight(int a, int b) {
    return Math.abs(column(a) - column(b)) + Math.abs(row(a) - row(b)) == 1;
  }

  public static String name(int hole) {
    return "" + (char) ('a' + column(hole)) + (row(hole) + 1);
  }

  /** The hole named like {@code c12}; the message says what is wrong with the name. */
  public static int parse(String name) {
    if (name.length() >= 2 && name.length() <= 3 && name.charAt(0) >= 'a' && name.charAt(0) <= 'x') {
      try {
        int row = Integer.parseInt(name.substring(1));
        if (row >= 1 && row <= SIZE && name.charAt(1) != '0' && name.charAt(1) != '+') {
          return at(name.charAt(0) - 'a', row - 1);
        }
      } catch (NumberFormatException e) {
        // falls through to the message below
      }
    }
    throw new IllegalArgumentException("'" + name + "' is not a hole (a1 to x24)");
  }
}
