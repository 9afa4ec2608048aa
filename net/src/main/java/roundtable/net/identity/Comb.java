package roundtable.net.identity;

/**
 * A fixed-base comb (Lim and Lee; BouncyCastle's is the same with 4 teeth) for multiples of one
 * point X: the digits of {@link ScalarModL#combDigits}, bits = blocks·teeth·spacing of them, each
 * ±1. Digit i = c + spacing·(teeth·b + j) (column c, block b, tooth j) weighs 2^i, so
 * [n]X = Σ_c 2^c · Σ_b Σ_j ±[2^(spacing·(teeth·b + j))]X: a column's sum over a block's teeth is one
 * of 2^teeth signed sums, half of them the negations of the other half. The table keeps the half
 * whose top tooth is +, as affine Niels points; a product is spacing − 1 doublings and
 * blocks·spacing additions, immutable once built (shared between threads).
 */
final class Comb {
  /** Longs per entry: y + x, y − x, 2d·x·y, five limbs each. */
  private static final int ENTRY = 15;

  final int teeth;
  final int blocks;
  final int spacing;
  private final long[] table;

  private Comb(int teeth, int blocks, int spacing) {
    this.teeth = teeth;
    this.blocks = blocks;
    this.spacing = spacing;
    this.table = new long[blocks * (1 << (teeth - 1)) * ENTRY];
  }

  int bits() {
    return blocks * teeth * spacing;
  }

  /** The table's size in bytes (its long[]). */
  long bytes() {
    return 16 + 8L * table.length;
  }

  /**
   * Adds column c's terms, [Σ_b ±(block b's teeth sum)]·X, to acc, negated when asked (for −[n]X).
   * s: scratch for one entry (three elements).
   */
  void addColumn(EdPoint acc, long[] digits, int c, boolean negate, long[][] s) {
    int half = 1 << (teeth - 1);
    for (int b = 0; b < blocks; b++) {
      int v = 0;
      int first = c + spacing * teeth * b;
      for (int j = teeth - 1; j >= 0; j--) {
        int i = first + spacing * j;
        v = (v << 1) | (int) ((digits[i >>> 6] >>> (i & 63)) & 1);
      }
      boolean top = v >= half; //     the top tooth is +: the entry itself, else its complement negated
      int index = top ? v - half : (~v) & (half - 1);
      int off = (b * half + index) * ENTRY;
      System.arraycopy(table, off, s[0], 0, 5);
      System.arraycopy(table, off + 5, s[1], 0, 5);
      System.arraycopy(table, off + 10, s[2], 0, 5);
      acc.addNiels(s[0], s[1], s[2], top == negate);
    }
  }

  /** [n]X (or −[n]X) into acc from the digits of n, for one comb alone. */
  void multiply(EdPoint acc, long[] digits, boolean negate, long[][] s) {
    acc.setNeutral();
    for (int c = spacing - 1; c >= 0; c--) {
      if (c < spacing - 1) {
        acc.dbl(true);
      }
      addColumn(acc, digits, c, negate, s);
    }
  }

  /** The comb of the point (x, y) (affine, weak). Allocates; takes a few hundred microseconds. */
  static Comb build(long[] x, long[] y, int teeth, int blocks, int spacing) {
    Comb comb = new Comb(teeth, blocks, spacing);
    int half = 1 << (teeth - 1);
    EdPoint[] entries = new EdPoint[blocks * half];
    EdPoint tooth = new EdPoint();
    tooth.setAffine(x, y);
    EdPoint[] teethOfBlock = new EdPoint[teeth];
    long[][] cached = {new long[5], new long[5], new long[5], new long[5]};
    for (int b = 0; b < blocks; b++) {
      for (int j = 0; j < teeth; j++) { // [2^(spacing·(teeth·b + j))]X
        teethOfBlock[j] = new EdPoint();
        teethOfBlock[j].set(tooth);
        for (int k = 0; k < spacing; k++) {
          tooth.dbl(true);
        }
      }
      // Entry 0: the top tooth minus all others; entry u: entry (u without its top bit j) + 2·tooth j.
      EdPoint first = new EdPoint();
      first.set(teethOfBlock[teeth - 1]);
      for (int j = 0; j < teeth - 1; j++) {
        teethOfBlock[j].toCached(cached[0], cached[1], cached[2], cached[3]);
        first.addCached(cached[0], cached[1], cached[2], cached[3], true);
      }
      entries[b * half] = first;
      for (int j = 0; j < teeth - 1; j++) {
        EdPoint twice = new EdPoint();
        twice.set(teethOfBlock[j]);
        twice.dbl(true);
        twice.toCached(cached[0], cached[1], cached[2], cached[3]);
        for (int u = 1 << j; u < 2 << j; u++) {
          EdPoint e = new EdPoint();
          e.set(entries[b * half + u - (1 << j)]);
          e.addCached(cached[0], cached[1], cached[2], cached[3], false);
          entries[b * half + u] = e;
        }
      }
    }
    comb.storeAffine(entries);
    return comb;
  }

  /**
   * Writes the entries as affine Niels points: all Z inverted with one inversion (Montgomery's
   * trick: the running products, one inverse, then back down).
   */
  private void storeAffine(EdPoint[] entries) {
    int n = entries.length;
    long[][] prefix = new long[n][5];
    Field25519.copy(prefix[0], entries[0].z);
    for (int i = 1; i < n; i++) {
      Field25519.mul(prefix[i], prefix[i - 1], entries[i].z);
    }
    long[] inv = new long[5];
    long[][] t = {new long[5], new long[5], new long[5], new long[5]};
    Curve25519.pow(inv, prefix[n - 1], true, t[0], t[1], t[2], t[3]);
    long[] zInv = new long[5];
    long[] ax = new long[5];
    long[] ay = new long[5];
    for (int i = n - 1; i >= 0; i--) {
      if (i > 0) {
        Field25519.mul(zInv, inv, prefix[i - 1]); // 1/Z_i
        Field25519.mul(inv, inv, entries[i].z); //   1/(Z_0 ··· Z_(i−1))
      } else {
        Field25519.copy(zInv, inv);
      }
      EdPoint e = entries[i];
      Field25519.mul(ax, e.x, zInv);
      Field25519.mul(ay, e.y, zInv);
      int off = i * ENTRY;
      long[] r = t[0];
      Field25519.add(r, ay, ax);
      Field25519.canonical(r);
      System.arraycopy(r, 0, table, off, 5);
      Field25519.sub(r, ay, ax);
      Field25519.canonical(r);
      System.arraycopy(r, 0, table, off + 5, 5);
      Field25519.mul(r, ax, ay);
      Field25519.mul(r, r, Curve25519.D2);
      Field25519.canonical(r);
      System.arraycopy(r, 0, table, off + 10, 5);
    }
  }
}
