package roundtable.net.identity;

/**
 * Arithmetic modulo p = 2^255 − 19 on five 51-bit limbs in a {@code long[5]}, least significant
 * first, for {@link EdPoint} (RFC 8032 section 5.1). Nothing is allocated.
 *
 * <p>"Weak" elements, which {@link #mul}, {@link #sqr} and {@link #carry} return: every limb below
 * 2^51 + 2^15 (not always below p). {@link #add} and {@link #sub} do not carry; {@link #mul} and
 * {@link #sqr} accept limbs below 2^53 + 2^16: a sum or difference of two weak elements, or the
 * difference of such a sum and a weak element.
 *
 * <p>A product's column is a sum of up to five 106-bit products (2^255 ≡ 19 folds the upper columns
 * down, so one factor is taken times 19). Each product is split as in {@code core}'s {@code Fe}:
 * its low 64 bits (summed wrapping) and its bits from 51 up ({@link #hi}); the column's part below
 * 2^51 is then w − h·2^51, exact, and h is carried to the next limb.
 */
final class Field25519 {
  static final long M = (1L << 51) - 1;
  /** 2p limb by limb, each above any weak limb, so a + 2p − b has no negative limb. */
  private static final long P2_0 = (M - 18) << 1;
  private static final long P2_N = M << 1;

  private Field25519() {}

  /** The bits from 51 up of x·y, given as (x·2^8)·(y·2^5) (or x·2^9, y·2^4), both below 2^63. */
  private static long hi(long x8, long y5) {
    return Math.multiplyHigh(x8, y5);
  }

  /** r = a·b; limbs of a and b below 2^53 + 2^16. r may be a or b. */
  static void mul(long[] r, long[] a, long[] b) {
    long a0 = a[0], a1 = a[1], a2 = a[2], a3 = a[3], a4 = a[4];
    long b0 = b[0], b1 = b[1], b2 = b[2], b3 = b[3], b4 = b[4];
    long c1 = b1 * 19, c2 = b2 * 19, c3 = b3 * 19, c4 = b4 * 19; // below 2^58
    long u0 = a0 << 8, u1 = a1 << 8, u2 = a2 << 8, u3 = a3 << 8, u4 = a4 << 8;
    long v0 = b0 << 5, v1 = b1 << 5, v2 = b2 << 5, v3 = b3 << 5, v4 = b4 << 5;
    long w1 = c1 << 5, w2 = c2 << 5, w3 = c3 << 5, w4 = c4 << 5;
    // Column k: Σ a_i·b_j over i + j = k, and 19·a_i·b_j over i + j = k + 5.
    long l0 = a0 * b0 + a1 * c4 + a2 * c3 + a3 * c2 + a4 * c1;
    long h0 = hi(u0, v0) + hi(u1, w4) + hi(u2, w3) + hi(u3, w2) + hi(u4, w1);
    long l1 = a0 * b1 + a1 * b0 + a2 * c4 + a3 * c3 + a4 * c2;
    long h1 = hi(u0, v1) + hi(u1, v0) + hi(u2, w4) + hi(u3, w3) + hi(u4, w2);
    long l2 = a0 * b2 + a1 * b1 + a2 * b0 + a3 * c4 + a4 * c3;
    long h2 = hi(u0, v2) + hi(u1, v1) + hi(u2, v0) + hi(u3, w4) + hi(u4, w3);
    long l3 = a0 * b3 + a1 * b2 + a2 * b1 + a3 * b0 + a4 * c4;
    long h3 = hi(u0, v3) + hi(u1, v2) + hi(u2, v1) + hi(u3, v0) + hi(u4, w4);
    long l4 = a0 * b4 + a1 * b3 + a2 * b2 + a3 * b1 + a4 * b0;
    long h4 = hi(u0, v4) + hi(u1, v3) + hi(u2, v2) + hi(u3, v1) + hi(u4, v0);
    reduce(r, l0, h0, l1, h1, l2, h2, l3, h3, l4, h4);
  }

  /** r = a², the cross products taken once and doubled (15 products); limbs of a below 2^53 + 2^16. */
  static void sqr(long[] r, long[] a) {
    long a0 = a[0], a1 = a[1], a2 = a[2], a3 = a[3], a4 = a[4];
    long d0 = a0 << 1, d1 = a1 << 1; //                                    below 2^54
    long n3 = a3 * 19, n4 = a4 * 19, e4 = a4 * 38, e3 = a3 * 38; //        below 2^58, 2^59
    // hi(x, y) wants x·2^8 and y·2^5; 38a·2^5 may pass 2^63, so x·2^9 and 38a·2^4 there.
    long l0 = a0 * a0 + a1 * e4 + a2 * e3;
    long h0 = hi(a0 << 8, a0 << 5) + hi(a1 << 9, e4 << 4) + hi(a2 << 9, e3 << 4);
    long l1 = d0 * a1 + a2 * e4 + a3 * n3;
    long h1 = hi(d0 << 8, a1 << 5) + hi(a2 << 9, e4 << 4) + hi(a3 << 8, n3 << 5);
    long l2 = d0 * a2 + a1 * a1 + a3 * e4;
    long h2 = hi(d0 << 8, a2 << 5) + hi(a1 << 8, a1 << 5) + hi(a3 << 9, e4 << 4);
    long l3 = d0 * a3 + d1 * a2 + a4 * n4;
    long h3 = hi(d0 << 8, a3 << 5) + hi(d1 << 8, a2 << 5) + hi(a4 << 8, n4 << 5);
    long l4 = d0 * a4 + d1 * a3 + a2 * a2;
    long h4 = hi(d0 << 8, a4 << 5) + hi(d1 << 8, a3 << 5) + hi(a2 << 8, a2 << 5);
    reduce(r, l0, h0, l1, h1, l2, h2, l3, h3, l4, h4);
  }

  /**
   * The weak element of Σ c_k·2^(51k), column k given as l_k, the wrapped low 64 bits of its
   * products, and h_k, their bits from 51 up summed (below 2^62.5): its part below 2^51·5 is then
   * l_k − h_k·2^51, and h_k goes to column k + 1; column 5 (h_4) is at 2^255 ≡ 19.
   */
  private static void reduce(long[] r, long l0, long h0, long l1, long h1, long l2, long h2,
      long l3, long h3, long l4, long h4) {
    long r0 = l0 - (h0 << 51) + 19 * (h4 & M); //  below 2^56
    long r1 = l1 - (h1 << 51) + h0 + 19 * (h4 >>> 51); // below 2^63
    long r2 = l2 - (h2 << 51) + h1;
    long r3 = l3 - (h3 << 51) + h2;
    long r4 = l4 - (h4 << 51) + h3;
    r1 += r0 >>> 51; r0 &= M;
    r2 += r1 >>> 51; r1 &= M;
    r3 += r2 >>> 51; r2 &= M;
    r4 += r3 >>> 51; r3 &= M;
    r0 += (r4 >>> 51) * 19; r4 &= M; // below 2^51 + 2^17
    r1 += r0 >>> 51; r0 &= M; //         r1 at most 2^51
    r[0] = r0;
    r[1] = r1;
    r[2] = r2;
    r[3] = r3;
    r[4] = r4;
  }

  /** r = a + b, not carried. */
  static void add(long[] r, long[] a, long[] b) {
    r[0] = a[0] + b[0];
    r[1] = a[1] + b[1];
    r[2] = a[2] + b[2];
    r[3] = a[3] + b[3];
    r[4] = a[4] + b[4];
  }

  /** r = a − b as a + 2p − b, not carried; b weak. */
  static void sub(long[] r, long[] a, long[] b) {
    r[0] = a[0] + P2_0 - b[0];
    r[1] = a[1] + P2_N - b[1];
    r[2] = a[2] + P2_N - b[2];
    r[3] = a[3] + P2_N - b[3];
    r[4] = a[4] + P2_N - b[4];
  }

  /** r = −a, carried; a weak. */
  static void neg(long[] r, long[] a) {
    sub(r, ZERO, a);
    carry(r);
  }

  private static final long[] ZERO = new long[5];

  /** Carries limbs below 2^62 into a weak element. */
  static void carry(long[] r) {
    long r0 = r[0], r1 = r[1], r2 = r[2], r3 = r[3], r4 = r[4];
    r1 += r0 >>> 51; r0 &= M;
    r2 += r1 >>> 51; r1 &= M;
    r3 += r2 >>> 51; r2 &= M;
    r4 += r3 >>> 51; r3 &= M;
    r0 += (r4 >>> 51) * 19; r4 &= M;
    r1 += r0 >>> 51; r0 &= M;
    r[0] = r0;
    r[1] = r1;
    r[2] = r2;
    r[3] = r3;
    r[4] = r4;
  }

  static void copy(long[] r, long[] a) {
    System.arraycopy(a, 0, r, 0, 5);
  }

  static void one(long[] r) {
    r[0] = 1;
    r[1] = r[2] = r[3] = r[4] = 0;
  }

  static void zero(long[] r) {
    r[0] = r[1] = r[2] = r[3] = r[4] = 0;
  }

  /** Reduces limbs below 2^62 to the value below p, each limb below 2^51. */
  static void canonical(long[] a) {
    carry(a);
    carry(a); // now below 2^255 + small: at most one p to take off
    // a ≥ p exactly when a + 19 reaches 2^255.
    long c = (a[0] + 19) >>> 51;
    c = (a[1] + c) >>> 51;
    c = (a[2] + c) >>> 51;
    c = (a[3] + c) >>> 51;
    c = (a[4] + c) >>> 51;
    a[0] += 19 * c;
    a[1] += a[0] >>> 51; a[0] &= M;
    a[2] += a[1] >>> 51; a[1] &= M;
    a[3] += a[2] >>> 51; a[2] &= M;
    a[4] += a[3] >>> 51; a[3] &= M;
    a[4] &= M;
  }

  /** Whether a (limbs below 2^62) is 0 mod p; a is left canonical. */
  static boolean isZero(long[] a) {
    canonical(a);
    return (a[0] | a[1] | a[2] | a[3] | a[4]) == 0;
  }

  /** Whether a ≡ b mod p; both are left canonical. */
  static boolean equal(long[] a, long[] b) {
    canonical(a);
    canonical(b);
    return a[0] == b[0] && a[1] == b[1] && a[2] == b[2] && a[3] == b[3] && a[4] == b[4];
  }

  /** The low bit of a's canonical value (RFC 8032's sign of x); a is left canonical. */
  static int lowBit(long[] a) {
    canonical(a);
    return (int) (a[0] & 1);
  }

  /** The 255 low bits of 32 little-endian bytes at off (bit 255 ignored), not reduced mod p. */
  static void decode(long[] r, byte[] b, int off) {
    long w0 = word(b, off), w1 = word(b, off + 8), w2 = word(b, off + 16), w3 = word(b, off + 24);
    r[0] = w0 & M;
    r[1] = ((w0 >>> 51) | (w1 << 13)) & M;
    r[2] = ((w1 >>> 38) | (w2 << 26)) & M;
    r[3] = ((w2 >>> 25) | (w3 << 39)) & M;
    r[4] = (w3 >>> 12) & M;
  }

  /** The canonical 32-byte little-endian encoding of a at off (bit 255 clear); a is left canonical. */
  static void encode(byte[] b, int off, long[] a) {
    canonical(a);
    putWord(b, off, a[0] | (a[1] << 51));
    putWord(b, off + 8, (a[1] >>> 13) | (a[2] << 38));
    putWord(b, off + 16, (a[2] >>> 26) | (a[3] << 25));
    putWord(b, off + 24, (a[3] >>> 39) | (a[4] << 12));
  }

  static long word(byte[] b, int off) {
    long w = 0;
    for (int i = 7; i >= 0; i--) {
      w = (w << 8) | (b[off + i] & 0xFF);
    }
    return w;
  }

  private static void putWord(byte[] b, int off, long w) {
    for (int i = 0; i < 8; i++) {
      b[off + i] = (byte) (w >>> (8 * i));
    }
  }
}
