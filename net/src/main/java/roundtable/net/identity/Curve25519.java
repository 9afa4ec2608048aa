package roundtable.net.identity;

import static roundtable.net.identity.Field25519.mul;
import static roundtable.net.identity.Field25519.sqr;

import java.math.BigInteger;

/**
 * The constants of edwards25519 (RFC 8032 section 5.1) and the field's two exponentiations: the
 * inverse, and the square root of a ratio used to decode a point (section 5.1.3).
 */
final class Curve25519 {
  static final BigInteger P = BigInteger.ONE.shiftLeft(255).subtract(BigInteger.valueOf(19));
  /** d = −121665/121666. */
  static final long[] D = of(BigInteger.valueOf(-121665).multiply(BigInteger.valueOf(121666).modInverse(P)));
  static final long[] D2 = of(new BigInteger(1, toBig(D)).shiftLeft(1));
  /** √−1 = 2^((p−1)/4). */
  static final long[] SQRT_M1 = of(BigInteger.TWO.modPow(P.subtract(BigInteger.ONE).shiftRight(2), P));
  /** The base point B (section 5.1): y = 4/5, x positive (even). */
  static final long[] BASE_X = of(new BigInteger(
      "15112221349535400772501151409588531511454012693041857206046113283949847762202"));
  static final long[] BASE_Y = of(new BigInteger(
      "46316835694926478169428394003475163141307993866256225615783033603165251855960"));

  private Curve25519() {}

  /** The field element of a BigInteger (any sign), weak. */
  static long[] of(BigInteger v) {
    byte[] le = toLittleEndian(v.mod(P));
    long[] r = new long[5];
    Field25519.decode(r, le, 0);
    return r;
  }

  /** The canonical value of a field element. */
  static BigInteger toBigInteger(long[] a) {
    return new BigInteger(1, toBig(a));
  }

  private static byte[] toBig(long[] a) {
    byte[] le = new byte[32];
    long[] c = a.clone();
    Field25519.encode(le, 0, c);
    byte[] be = new byte[32];
    for (int i = 0; i < 32; i++) {
      be[i] = le[31 - i];
    }
    return be;
  }

  static byte[] toLittleEndian(BigInteger v) {
    byte[] be = v.toByteArray();
    byte[] le = new byte[32];
    for (int i = 0; i < Math.min(32, be.length); i++) {
      le[i] = be[be.length - 1 - i];
    }
    return le;
  }

  /** r = z^(2^k) by k squarings. */
  private static void sqrTimes(long[] r, long[] z, int k) {
    sqr(r, z);
    for (int i = 1; i < k; i++) {
      sqr(r, r);
    }
  }

  /**
   * The two chains of ref10: r = z^(2^252 − 3) when {@code inverse} is false (for the root), else
   * z^(p − 2) = z^(2^255 − 21) = 1/z. t0..t3 are scratch.
   */
  static void pow(long[] r, long[] z, boolean inverse, long[] t0, long[] t1, long[] t2, long[] t3) {
    sqr(t0, z); //                 z^2
    sqrTimes(t1, t0, 2); //        z^8
    mul(t1, z, t1); //             z^9
    mul(t0, t0, t1); //            z^11
    sqr(t2, t0); //                z^22
    mul(t1, t1, t2); //            z^31 = z^(2^5 − 1)
    sqrTimes(t2, t1, 5);
    mul(t1, t2, t1); //            2^10 − 1
    sqrTimes(t2, t1, 10);
    mul(t2, t2, t1); //            2^20 − 1
    sqrTimes(t3, t2, 20);
    mul(t2, t3, t2); //            2^40 − 1
    sqrTimes(t2, t2, 10);
    mul(t1, t2, t1); //            2^50 − 1
    sqrTimes(t2, t1, 50);
    mul(t2, t2, t1); //            2^100 − 1
    sqrTimes(t3, t2, 100);
    mul(t2, t3, t2); //            2^200 − 1
    sqrTimes(t2, t2, 50);
    mul(t1, t2, t1); //            2^250 − 1
    if (inverse) {
      sqrTimes(t1, t1, 5); //      2^255 − 32
      mul(r, t1, t0); //           2^255 − 21
    } else {
      sqrTimes(t1, t1, 2); //      2^252 − 4
      mul(r, t1, z); //            2^252 − 3
    }
  }
}
