package roundtable.net.identity;

/**
 * Scalars modulo the group order L = 2^252 + 27742317777372353535851937790883648493 (RFC 8032
 * section 5.1), as eight 32-bit limbs in {@code long}s, least significant first, and the digits the
 * scalar multiplications take. Nothing is allocated.
 */
final class ScalarModL {
  private static final long M32 = 0xFFFFFFFFL;
  static final long[] L = {
    0x5CF5D3EDL, 0x5812631AL, 0xA2F79CD6L, 0x14DEF9DEL, 0, 0, 0, 0x10000000L};

  private ScalarModL() {}

  /** The eight limbs of 32 little-endian bytes at off. */
  static void decode(long[] n, byte[] b, int off) {
    for (int i = 0; i < 8; i++) {
      int o = off + 4 * i;
      n[i] = (b[o] & 0xFF) | (b[o + 1] & 0xFF) << 8 | (b[o + 2] & 0xFF) << 16 | (b[o + 3] & 0xFFL) << 24;
    }
  }

  /** Whether n is below L: BouncyCastle's {@code Scalar25519.checkVar}, S's check. */
  static boolean belowL(long[] n) {
    for (int i = 7; i >= 0; i--) {
      if (n[i] != L[i]) {
        return n[i] < L[i];
      }
    }
    return false;
  }

  /**
   * k = h mod L for the 64 little-endian bytes of a SHA-512 digest, by Horner's rule 16 bits at a
   * time: with k below L, t = k·2^16 + w is below 2^269, and t − q·L for q = ⌊t / 2^252⌋ (below
   * 2^17) is (t mod 2^252) − q·(L − 2^252), between −L and L: L is added back when negative.
   */
  static void reduce512(long[] k, byte[] h) {
    java.util.Arrays.fill(k, 0, 8, 0);
    for (int i = 62; i >= 0; i -= 2) {
      long top = (h[i] & 0xFF) | ((h[i + 1] & 0xFF) << 8);
      for (int j = 0; j < 8; j++) { //                 k·2^16 + w, its bits from 256 up in top
        long v = (k[j] << 16) | top;
        k[j] = v & M32;
        top = v >>> 32;
      }
      long q = (k[7] >>> 28) | (top << 4);
      long borrow = 0;
      for (int j = 0; j < 8; j++) {
        long v = k[j] - q * L[j] + borrow;
        k[j] = v & M32;
        borrow = v >> 32;
      }
      if (top + borrow < 0) {
        addL(k);
      }
    }
  }

  /** n + L, mod 2^256. */
  private static void addL(long[] n) {
    long c = 0;
    for (int j = 0; j < 8; j++) {
      long v = n[j] + L[j] + c;
      n[j] = v & M32;
      c = v >>> 32;
    }
  }

  /**
   * The comb's digits of n (below L) over {@code bits} positions, as bits of m in 64-bit words:
   * n, made odd by adding L when even (n + L times a point differs from n times it by L times it,
   * which 8 times is the neutral element: the cofactored equation does not see it), is
   * Σ_{i < bits} (2·m_i − 1)·2^i for m = (n − 1)/2 + 2^(bits−1) (BouncyCastle's
   * {@code toSignedDigits}). n is changed.
   */
  static void combDigits(long[] m, long[] n, int bits) {
    if ((n[0] & 1) == 0) {
      addL(n);
    }
    for (int i = 0; i < 4; i++) {
      m[i] = ((n[2 * i] | (n[2 * i + 1] << 32)) >>> 1) | (i < 3 ? n[2 * i + 2] << 63 : 0);
    }
    m[4] = 0;
    m[(bits - 1) >>> 6] |= 1L << ((bits - 1) & 63);
  }

  /**
   * Radix-16 digits of n (below 2^253) between −8 and 8, 64 of them, n = Σ e_i·16^i (ref10's
   * {@code ge_scalarmult_base} recoding).
   */
  static void radix16(byte[] e, long[] n) {
    for (int i = 0; i < 64; i++) {
      e[i] = (byte) ((n[i >>> 3] >>> (4 * (i & 7))) & 15);
    }
    int carry = 0;
    for (int i = 0; i < 63; i++) {
      e[i] += carry;
      carry = (e[i] + 8) >> 4;
      e[i] -= carry << 4;
    }
    e[63] += carry;
  }
}
