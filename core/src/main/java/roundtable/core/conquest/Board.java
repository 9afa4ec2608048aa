package roundtable.core.conquest;

import java.util.Arrays;

/**
 * The 9×9 board: on each square nothing, a single stone, a stack of three, or the Grails. Stacks
 * are always of one or three stones: the moves of the rulebook never leave two. Immutable; each
 * square is a small code, and the board keeps a 64-bit hash of itself for the repetition rule.
 */
public final class Board {
  static final int EMPTY = 0;
  /** The black star with the three Grails: no stone ever enters it (rules-gaps.md). */
  static final int GRAILS = 69;
  private static final int CODES = 70;
  private static final long[] KEYS = zobristKeys();
  /** By square code, read by the move rules on every square they look at: stones, top colour, one colour. */
  private static final byte[] SIZE = new byte[CODES];
  private static final byte[] TOP = new byte[CODES];
  private static final boolean[] ONE_COLOUR = new boolean[CODES];

  static {
    for (int c = 0; c < CODES; c++) {
      boolean stack = c >= 5 && c < GRAILS;
      SIZE[c] = (byte) (c == EMPTY || c == GRAILS ? 0 : stack ? 3 : 1);
      TOP[c] = (byte) (c == EMPTY || c == GRAILS ? -1 : stack ? (c - 5) % 4 : c - 1);
      ONE_COLOUR[c] = stack && (c - 5) / 16 == (c - 5) % 4 && ((c - 5) / 4) % 4 == (c - 5) % 4;
    }
  }

  /** Start squares on each colour's edge: positions 2, 3, 5 and 6 (rules-gaps.md). */
  private static final int[] START_POSITIONS = {2, 3, 5, 6};

  private final byte[] codes;
  private final long hash;

  private Board(byte[] codes, long hash) {
    this.codes = codes;
    this.hash = hash;
  }

  /** Each colour's twelve stones in stacks of three on its four start squares; the Grails on e5. */
  public static Board start() {
    byte[] codes = new byte[Square.COUNT];
    codes[Square.GRAIL] = GRAILS;
    for (int p : START_POSITIONS) {
      codes[Square.at(p, 8)] = (byte) triple(Colour.RED.ordinal(), Colour.RED.ordinal(), Colour.RED.ordinal());
      codes[Square.at(8, p)] = (byte) triple(Colour.BLUE.ordinal(), Colour.BLUE.ordinal(), Colour.BLUE.ordinal());
      codes[Square.at(p, 0)] = (byte) triple(Colour.YELLOW.ordinal(), Colour.YELLOW.ordinal(), Colour.YELLOW.ordinal());
      codes[Square.at(0, p)] = (byte) triple(Colour.GREEN.ordinal(), Colour.GREEN.ordinal(), Colour.GREEN.ordinal());
    }
    return of(codes);
  }

  /** A board from square codes (tests and fixtures use {@link BoardBuilder}). */
  static Board of(byte[] codes) {
    long h = 0;
    for (int sq = 0; sq < Square.COUNT; sq++) {
      h ^= KEYS[sq * CODES + codes[sq]];
    }
    return new Board(codes.clone(), h);
  }

  static int single(int colour) {
    return 1 + colour;
  }

  /** A stack of three, listed from the bottom. */
  static int triple(int bottom, int middle, int top) {
    return 5 + bottom * 16 + middle * 4 + top;
  }

  public int size(int sq) {
    return SIZE[codes[sq]];
  }

  public boolean isEmpty(int sq) {
    return codes[sq] == EMPTY;
  }

  public boolean isGrails(int sq) {
    return codes[sq] == GRAILS;
  }

  /** The colour (ordinal) of the top stone, which owns the square; -1 when there is none. */
  public int top(int sq) {
    return TOP[codes[sq]];
  }

  /** The colour of the stone at this level, 0 the bottom. */
  public int stone(int sq, int level) {
    int c = codes[sq];
    if (c >= 1 && c <= 4 && level == 0) {
      return c - 1;
    }
    if (c >= 5 && c < GRAILS && level >= 0 && level < 3) {
      int v = c - 5;
      return level == 0 ? v / 16 : level == 1 ? (v / 4) % 4 : v % 4;
    }
    throw new IllegalArgumentException("no stone at level " + level + " on " + Square.name(sq));
  }

  /** A stack of three stones all of one colour. */
  public boolean isOneColourStack(int sq) {
    return ONE_COLOUR[codes[sq]];
  }

  /** This board with two or three squares changed (a move of two squares passes -1 as the third). */
  Board with(int sq1, int code1, int sq2, int code2, int sq3, int code3) {
    byte[] next = codes.clone();
    long h = set(next, hash, sq1, code1);
    h = set(next, h, sq2, code2);
    if (sq3 >= 0) {
      h = set(next, h, sq3, code3);
    }
    return new Board(next, h);
  }

  /** Puts the code on the square, and returns the hash changed to match. */
  private static long set(byte[] codes, long hash, int sq, int code) {
    long h = hash ^ KEYS[sq * CODES + codes[sq]] ^ KEYS[sq * CODES + code];
    codes[sq] = (byte) code;
    return h;
  }

  /** A 64-bit hash of the position, for counting repetitions. */
  public long hash() {
    return hash;
  }

  /** How many stones of this colour are on the board (always twelve: none is ever lost). */
  public int count(Colour colour) {
    int n = 0;
    for (int sq = 0; sq < Square.COUNT; sq++) {
      for (int level = 0; level < size(sq); level++) {
        if (stone(sq, level) == colour.ordinal()) {
          n++;
        }
      }
    }
    return n;
  }

  /** The square as text, bottom stone first: {@code ryb}, {@code g}, {@code .}, or {@code *} for the Grails. */
  public String describe(int sq) {
    if (isGrails(sq)) {
      return "*";
    }
    if (isEmpty(sq)) {
      return ".";
    }
    StringBuilder s = new StringBuilder();
    for (int level = 0; level < size(sq); level++) {
      s.append(Colour.ALL[stone(sq, level)].letter());
    }
    return s.toString();
  }

  byte[] codes() {
    return codes.clone();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Board b && Arrays.equals(codes, b.codes);
  }

  @Override
  public int hashCode() {
    return Long.hashCode(hash);
  }

  /** Fixed keys from SplitMix64, so every peer and every run counts positions alike. */
  private static long[] zobristKeys() {
    long[] keys = new long[Square.COUNT * CODES];
    long x = 0x5EED_C0DE_6A11L;
    for (int i = 0; i < keys.length; i++) {
      x += 0x9E3779B97F4A7C15L;
      long z = x;
      z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
      z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
      keys[i] = (i % CODES == EMPTY) ? 0 : z ^ (z >>> 31);
    }
    return keys;
  }
}
