package roundtable.net.identity;

import static roundtable.net.identity.Field25519.add;
import static roundtable.net.identity.Field25519.carry;
import static roundtable.net.identity.Field25519.mul;
import static roundtable.net.identity.Field25519.sqr;
import static roundtable.net.identity.Field25519.sub;

import java.math.BigInteger;

/**
 * The checks BouncyCastle 1.82's Ed25519 makes on a point's 32 bytes, and its decoding (RFC 8032
 * section 5.1.3): y is the low 255 bits, little-endian, and bit 255 the sign of x.
 * <ul>
 *   <li>{@link #canonical}: y below p ({@code checkPointVar}, made on a signature's R);
 *   <li>{@link #keyBytesAcceptable}: y neither 0, 1, p − 1 nor above, nor the y of a point of order
 *       8 ({@code checkPointFullVar}, made on a public key: every point of small order has such a y);
 *   <li>{@link #decode}: x² = (y² − 1)/(d·y² + 1) has a root, and x = 0 does not come with sign 1
 *       ({@code decodePointVar}).
 * </ul>
 */
final class EdEncoding {
  private static final long[] P_WORDS = words(Curve25519.P);
  /** The two y of the four points of order 8 (the other two of small order have y = 0 and y = ±1). */
  private static final long[] ORDER8_Y1 = words(new BigInteger(
      "2707385501144840649318225287225658788936804267575313519463743609750303402022"));
  private static final long[] ORDER8_Y2 = words(Curve25519.P.subtract(new BigInteger(
      "2707385501144840649318225287225658788936804267575313519463743609750303402022")));

  private EdEncoding() {}

  private static long[] words(BigInteger v) {
    byte[] le = Curve25519.toLittleEndian(v);
    return new long[] {Field25519.word(le, 0), Field25519.word(le, 8), Field25519.word(le, 16),
        Field25519.word(le, 24)};
  }

  /** The i-th 64-bit word of y (bit 255, the sign, cleared). */
  private static long yWord(byte[] p, int off, int i) {
    long w = Field25519.word(p, off + 8 * i);
    return i == 3 ? w & Long.MAX_VALUE : w;
  }

  /** y compared with the words of v: negative, zero or positive. */
  private static int compareY(byte[] p, int off, long[] v) {
    for (int i = 3; i >= 0; i--) {
      int c = Long.compareUnsigned(yWord(p, off, i), v[i]);
      if (c != 0) {
        return c;
      }
    }
    return 0;
  }

  /** Whether y is below p: BouncyCastle's {@code checkPointVar}, R's check. */
  static boolean canonical(byte[] p, int off) {
    return compareY(p, off, P_WORDS) < 0;
  }

  /** BouncyCastle's {@code checkPointFullVar}, a public key's check before decoding. */
  static boolean keyBytesAcceptable(byte[] p, int off) {
    boolean high = (yWord(p, off, 1) | yWord(p, off, 2) | yWord(p, off, 3)) == 0;
    long y0 = yWord(p, off, 0);
    if (high && Long.compareUnsigned(y0, 1) <= 0) {
      return false; //                                 y = 0 or 1
    }
    long[] pMinusOne = {P_WORDS[0] - 1, P_WORDS[1], P_WORDS[2], P_WORDS[3]};
    if (compareY(p, off, pMinusOne) >= 0) {
      return false; //                                 y = p − 1 or not below p
    }
    return compareY(p, off, ORDER8_Y1) != 0 && compareY(p, off, ORDER8_Y2) != 0;
  }

  /**
   * Decodes (x, y) from the bytes (y taken below 2^255 as it is: check {@link #canonical} first),
   * or false (RFC 8032 section 5.1.3): x = u·v³·(u·v⁷)^((p−5)/8) with u = y² − 1, v = d·y² + 1;
   * if v·x² = −u, x·√−1 instead; neither: no point. x = 0 with sign 1 is no point either; else x
   * is negated when its low bit is not the sign. s: eight scratch elements.
   */
  static boolean decode(byte[] p, int off, long[] x, long[] y, long[][] s) {
    long[] u = s[0], v = s[1], v3 = s[2], w = s[3];
    int sign = (p[off + 31] >>> 7) & 1;
    Field25519.decode(y, p, off);
    sqr(u, y);
    mul(v, u, Curve25519.D);
    add(v, v, ONE); //                                 v = d·y² + 1
    sub(u, u, ONE); //                                 u = y² − 1
    carry(u);
    carry(v);
    sqr(v3, v);
    mul(v3, v3, v); //                                 v³
    sqr(w, v3);
    mul(w, w, v);
    mul(w, w, u); //                                   u·v⁷
    Curve25519.pow(w, w, false, s[4], s[5], s[6], s[7]);
    mul(x, u, v3);
    mul(x, x, w); //                                   the candidate root
    long[] check = s[4];
    sqr(check, x);
    mul(check, check, v); //                           v·x²
    if (!Field25519.equal(check, u)) {
      Field25519.neg(u, u);
      if (!Field25519.equal(check, u)) {
        return false;
      }
      mul(x, x, Curve25519.SQRT_M1);
    }
    if (Field25519.isZero(x) && sign == 1) {
      return false;
    }
    if (Field25519.lowBit(x) != sign) {
      Field25519.neg(x, x);
    }
    return true;
  }

  private static final long[] ONE = {1, 0, 0, 0, 0};
}
