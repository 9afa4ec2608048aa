package roundtable.net.identity;

import java.math.BigInteger;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * edwards25519 in affine coordinates on BigInteger, slow and plain (RFC 8032 section 5.1), for the
 * tests to build points and signatures independently of the code under test.
 */
final class EdMath {
  static final BigInteger P = BigInteger.ONE.shiftLeft(255).subtract(BigInteger.valueOf(19));
  static final BigInteger L = BigInteger.ONE.shiftLeft(252)
      .add(new BigInteger("27742317777372353535851937790883648493"));
  static final BigInteger D = BigInteger.valueOf(-121665).multiply(BigInteger.valueOf(121666).modInverse(P)).mod(P);
  static final BigInteger[] O = {BigInteger.ZERO, BigInteger.ONE};
  static final BigInteger[] B = decode(Curve25519.toLittleEndian(
      BigInteger.valueOf(4).multiply(BigInteger.valueOf(5).modInverse(P)).mod(P)));

  private EdMath() {}

  static BigInteger[] add(BigInteger[] p, BigInteger[] q) {
    BigInteger xx = p[0].multiply(q[0]);
    BigInteger yy = p[1].multiply(q[1]);
    BigInteger dxy = D.multiply(xx).multiply(yy).mod(P);
    BigInteger x = p[0].multiply(q[1]).add(p[1].multiply(q[0]))
        .multiply(BigInteger.ONE.add(dxy).modInverse(P)).mod(P);
    BigInteger y = yy.add(xx).multiply(BigInteger.ONE.subtract(dxy).mod(P).modInverse(P)).mod(P);
    return new BigInteger[] {x, y};
  }

  static BigInteger[] negate(BigInteger[] p) {
    return new BigInteger[] {p[0].negate().mod(P), p[1]};
  }

  static BigInteger[] times(BigInteger n, BigInteger[] p) {
    BigInteger[] r = O;
    for (int i = n.bitLength() - 1; i >= 0; i--) {
      r = add(r, r);
      if (n.testBit(i)) {
        r = add(r, p);
      }
    }
    return r;
  }

  static byte[] encode(BigInteger[] p) {
    byte[] b = Curve25519.toLittleEndian(p[1]);
    b[31] |= (byte) (p[0].testBit(0) ? 0x80 : 0);
    return b;
  }

  /** The point of 32 bytes, y reduced mod p (lenient), or null when x² has no root. */
  static BigInteger[] decode(byte[] b) {
    byte[] c = b.clone();
    boolean sign = (c[31] & 0x80) != 0;
    c[31] &= 0x7F;
    BigInteger y = little(c).mod(P);
    BigInteger u = y.multiply(y).subtract(BigInteger.ONE).mod(P);
    BigInteger v = D.multiply(y).multiply(y).add(BigInteger.ONE).mod(P);
    BigInteger xx = u.multiply(v.modInverse(P)).mod(P);
    BigInteger x = xx.modPow(P.add(BigInteger.valueOf(3)).shiftRight(3), P);
    if (!x.multiply(x).subtract(xx).mod(P).equals(BigInteger.ZERO)) {
      x = x.multiply(BigInteger.TWO.modPow(P.subtract(BigInteger.ONE).shiftRight(2), P)).mod(P);
    }
    if (!x.multiply(x).subtract(xx).mod(P).equals(BigInteger.ZERO)) {
      return null;
    }
    if (x.testBit(0) != sign) {
      x = x.negate().mod(P);
    }
    return new BigInteger[] {x, y};
  }

  static BigInteger little(byte[] b) {
    byte[] be = new byte[b.length];
    for (int i = 0; i < b.length; i++) {
      be[i] = b[b.length - 1 - i];
    }
    return new BigInteger(1, be);
  }

  /** The eight points of small order: O, (0, −1), (±√−1, 0), and the four of order 8. */
  static List<BigInteger[]> smallOrder() {
    List<BigInteger[]> points = new ArrayList<>();
    BigInteger y8 = new BigInteger("2707385501144840649318225287225658788936804267575313519463743609750303402022");
    for (BigInteger y : new BigInteger[] {BigInteger.ONE, P.subtract(BigInteger.ONE), BigInteger.ZERO, y8,
        P.subtract(y8)}) {
      for (int sign = 0; sign < 2; sign++) {
        byte[] b = Curve25519.toLittleEndian(y);
        b[31] |= (byte) (sign << 7);
        BigInteger[] p = decode(b);
        if (p != null && points.stream().noneMatch(q -> Arrays.equals(q, p))) {
          points.add(p);
        }
      }
    }
    return points;
  }

  /** The secret scalar a of a 32-byte seed (RFC 8032 section 5.1.5): SHA-512's low half, clamped. */
  static BigInteger secretScalar(byte[] seed) throws Exception {
    byte[] h = Arrays.copyOf(MessageDigest.getInstance("SHA-512").digest(seed), 32);
    h[0] &= (byte) 248;
    h[31] &= 127;
    h[31] |= 64;
    return little(h);
  }

  /** k = SHA-512(R ‖ A ‖ M) mod L for the bytes given. */
  static BigInteger challenge(byte[] r, byte[] a, byte[] m) throws Exception {
    MessageDigest sha = MessageDigest.getInstance("SHA-512");
    sha.update(r);
    sha.update(a);
    sha.update(m);
    return little(sha.digest()).mod(L);
  }
}
