package roundtable.core.conquest;

/**
 * Squares of the 9×9 board as indices 0..80: file a..i west to east, rank 1..9 south to north
 * (a1 is the south-west corner, red's edge is rank 9). The Grail stands on e5.
 */
public final class Square {
  public static final int SIZE = 9;
  public static final int COUNT = SIZE * SIZE;
  public static final int GRAIL = at(4, 4);
  /** The eight squares round the Grail: a side that holds them all wins the round. */
  public static final int[] RING = {at(3, 3), at(4, 3), at(5, 3), at(3, 4), at(5, 4), at(3, 5), at(4, 5), at(5, 5)};

  private static final int[][] NEIGHBOURS = new int[COUNT][];

  static {
    for (int sq = 0; sq < COUNT; sq++) {
      int[] found = new int[8];
      int n = 0;
      for (int dy = -1; dy <= 1; dy++) {
        for (int dx = -1; dx <= 1; dx++) {
          int x = file(sq) + dx;
          int y = rank(sq) + dy;
          if ((dx != 0 || dy != 0) && x >= 0 && x < SIZE && y >= 0 && y < SIZE) {
            found[n++] = at(x, y);
          }
        }
      }
      NEIGHBOURS[sq] = java.util.Arrays.copyOf(found, n);
    }
  }

  private Square() {}

  public static int at(int file, int rank) {
    return rank * SIZE + file;
  }

  public static int file(int sq) {
    return sq % SIZE;
  }

  public static int rank(int sq) {
    return sq / SIZE;
  }

  /** The up to eight squares that touch this one, by a side or a corner. */
  public static int[] neighbours(int sq) {
    return NEIGHBOURS[sq];
  }

  public static boolean touching(int a, int b) {
    return a != b && Math.abs(file(a) - file(b)) <= 1 && Math.abs(rank(a) - rank(b)) <= 1;
  }

  public static String name(int sq) {
    return "" + (char) ('a' + file(sq)) + (rank(sq) + 1);
  }

  /** The square named like {@code c9}; the message says what is wrong with the name. */
  public static int parse(String name) {
    if (name.length() != 2 || name.charAt(0) < 'a' || name.charAt(0) > 'i'
        || name.charAt(1) < '1' || name.charAt(1) > '9') {
      throw new IllegalArgumentException("'" + name + "' is not a square (a1 to i9)");
    }
    return at(name.charAt(0) - 'a', name.charAt(1) - '1');
  }
}
