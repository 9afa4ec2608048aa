package roundtable.core.crypto;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.bouncycastle.math.ec.ECAlgorithms;
import org.bouncycastle.math.ec.ECPoint;
import org.junit.jupiter.api.Test;

/** Our field and point arithmetic give the very numbers and points BouncyCastle gives. */
class VarBaseTest {
  private static final BigInteger P = Group.P;
  private static final BigInteger TOP = BigInteger.ONE.shiftLeft(256);

  /** Field values at the edges (0, 1, p − 1, p and above, 2^256 − 1), then random ones. */
  private static List<BigInteger> fieldValues() {
    List<BigInteger> v = new ArrayList<>();
    for (long small : new long[] {0, 1, 2, 3, 0x1000003D0L, 0x1000003D1L}) {
      v.add(BigInteger.valueOf(small));
      v.add(P.subtract(BigInteger.valueOf(small)));
      v.add(TOP.subtract(BigInteger.ONE).subtract(BigInteger.valueOf(small)));
    }
    v.add(P.add(BigInteger.ONE));
    for (int i = 0; i < 256; i += 13) {
      v.add(BigInteger.ONE.shiftLeft(i));
      v.add(BigInteger.ONE.shiftLeft(i).subtract(BigInteger.ONE));
    }
    SplittableRandom random = new SplittableRandom(19);
    for (int i = 0; i < 300; i++) {
      byte[] bytes = new byte[32];
      random.nextBytes(bytes);
      v.add(new BigInteger(1, bytes));
    }
    return v;
  }

  @Test
  void fieldOperationsAreThoseOfBigInteger() {
    List<BigInteger> values = fieldValues();
    long[] r = new long[5];
    for (int i = 0; i < values.size(); i++) {
      BigInteger a = values.get(i);
      long[] fa = Fe.of(a);
      assertEquals(a.mod(P), Fe.toBigInteger(fa), "of/to " + a.toString(16));
      Fe.sqr(r, fa);
      assertEquals(a.pow(2).mod(P), Fe.toBigInteger(r), "sqr " + a.toString(16));
      Fe.neg(r, fa);
      assertEquals(a.negate().mod(P), Fe.toBigInteger(r), "neg " + a.toString(16));
      Fe.mulSmall(r, fa, 8);
      assertEquals(a.shiftLeft(3).mod(P), Fe.toBigInteger(r), "8a " + a.toString(16));
      assertEquals(a.mod(P).signum() == 0, Fe.isZero(fa), "isZero " + a.toString(16));
      if (a.mod(P).signum() != 0) {
        Fe.inv(r, fa);
        assertEquals(a.modInverse(P), Fe.toBigInteger(r), "inv " + a.toString(16));
      }
      for (int j = i; j < Math.min(values.size(), i + 40); j++) {
        BigInteger b = values.get(j);
        long[] fb = Fe.of(b);
        Fe.mul(r, fa, fb);
        assertEquals(a.multiply(b).mod(P), Fe.toBigInteger(r), "mul " + a.toString(16) + " " + b.toString(16));
        Fe.add(r, fa, fb);
        assertEquals(a.add(b).mod(P), Fe.toBigInteger(r), "add");
        Fe.sub(r, fa, fb);
        assertEquals(a.subtract(b).mod(P), Fe.toBigInteger(r), "sub");
        Fe.sub(r, fb, fa);
        assertEquals(b.subtract(a).mod(P), Fe.toBigInteger(r), "sub");
      }
    }
  }

  /** Scalars at the edges of the range and of the GLV halves, then random ones. */
  private static List<BigInteger> scalars() {
    List<BigInteger> k = new ArrayList<>();
    for (int i = 0; i <= 260; i += 3) {
      k.add(BigInteger.ONE.shiftLeft(i).mod(Group.N));
      k.add(BigInteger.ONE.shiftLeft(i).subtract(BigInteger.ONE).mod(Group.N));
    }
    for (long small : new long[] {0, 1, 2, 3, 15, 16, 17}) {
      k.add(BigInteger.valueOf(small));
      k.add(Group.N.subtract(BigInteger.valueOf(small)).mod(Group.N));
    }
    k.add(Group.N.shiftRight(1));
    SplittableRandom random = new SplittableRandom(42);
    for (int i = 0; i < 60; i++) {
      k.add(Group.randomScalar(random));
    }
    return k;
  }

  @Test
  void productsAreThoseOfBouncyCastle() {
    SplittableRandom random = new SplittableRandom(7);
    List<ECPoint> points = new ArrayList<>(List.of(Group.G, CardPoints.of(5)));
    for (int i = 0; i < 3; i++) {
      points.add(Group.G.multiply(Group.randomScalar(random)).normalize());
    }
    for (ECPoint p : points) {
      for (BigInteger k : scalars()) {
        assertEquals(p.multiply(k).normalize(), VarBase.multiply(p, k), "k = " + k.toString(16));
      }
    }
    assertTrue(VarBase.multiply(Group.CURVE.getInfinity(), BigInteger.TEN).isInfinity());
    assertEquals(Group.G.multiply(BigInteger.TEN).normalize(), VarBase.multiply(Group.G, Group.N.add(BigInteger.TEN)));
    assertEquals(Group.G.multiply(Group.N.subtract(BigInteger.TEN)).normalize(), VarBase.multiply(Group.G, BigInteger.TEN.negate()));
  }

  private static ECPoint two(ECPoint p, BigInteger a, ECPoint q, BigInteger b) {
    return Jacobian.toPoints(VarBase.sumOfTwo(p, a, q, b))[0];
  }

  @Test
  void productsByOneTableAreThoseOfBouncyCastle() {
    ECPoint p = CardPoints.of(6);
    List<BigInteger> ks = scalars();
    ECPoint[] out = Jacobian.toPoints(VarBase.products(p, ks.toArray(BigInteger[]::new)));
    for (int i = 0; i < ks.size(); i++) {
      assertEquals(p.multiply(ks.get(i)).normalize(), out[i], "k = " + ks.get(i).toString(16));
    }
  }

  @Test
  void doubleProductsAreThoseOfBouncyCastle() {
    SplittableRandom random = new SplittableRandom(8);
    ECPoint p = CardPoints.of(9);
    ECPoint q = Group.G.multiply(Group.randomScalar(random)).normalize();
    List<BigInteger> ks = scalars();
    for (int i = 0; i < ks.size(); i++) {
      BigInteger a = ks.get(i);
      BigInteger b = ks.get((i * 7 + 3) % ks.size());
      assertEquals(ECAlgorithms.sumOfTwoMultiplies(p, a, q, b).normalize(), two(p, a, q, b));
      // the same point twice, and a point and its opposite: the loop meets P + P and P + (−P)
      assertEquals(p.multiply(a.add(b)).normalize(), two(p, a, p, b), "P twice");
      assertEquals(p.multiply(a.subtract(b)).normalize(), two(p, a, p.negate(), b), "P and −P");
    }
    assertTrue(two(p, BigInteger.ONE, p.negate(), BigInteger.ONE).isInfinity(), "P + (−P)");
    assertEquals(p.twice().normalize(), two(p, BigInteger.ONE, p, BigInteger.ONE), "P + P");
    assertEquals(q.multiply(BigInteger.TEN).normalize(), two(Group.CURVE.getInfinity(), BigInteger.ONE, q, BigInteger.TEN));
    assertEquals(p.multiply(BigInteger.TEN).normalize(), two(p, BigInteger.TEN, q, BigInteger.ZERO));
  }

  @Test
  void jacobianAdditionMeetsItsEdgeCases() {
    ECPoint p = CardPoints.of(4);
    long[] px = Fe.of(p.getAffineXCoord().toBigInteger());
    long[] py = Fe.of(p.getAffineYCoord().toBigInteger());
    long[] ny = new long[5];
    Fe.neg(ny, py);
    Jacobian a = new Jacobian();
    a.setAffine(px, py);
    a.twice();
    Jacobian b = new Jacobian();
    b.setAffine(px, py);
    b.addAffine(px, py); // P + P, affine
    assertEquals(p.twice().normalize(), Jacobian.toPoints(b)[0]);
    b.add(a); // 2P + 2P, Jacobian with different Z
    a.twice();
    assertEquals(Jacobian.toPoints(a)[0], Jacobian.toPoints(b)[0]);
    assertEquals(p.multiply(BigInteger.valueOf(4)).normalize(), Jacobian.toPoints(b)[0]);
    Jacobian c = new Jacobian();
    c.setAffine(px, py);
    c.addAffine(px, ny); // P + (−P)
    assertTrue(c.infinity);
    c.add(a); // ∞ + 4P
    assertEquals(Jacobian.toPoints(a)[0], Jacobian.toPoints(c)[0]);
    Jacobian minus = new Jacobian();
    minus.setAffine(px, ny);
    minus.twice();
    minus.twice(); // −4P
    c.add(minus);
    assertTrue(c.infinity);
    assertTrue(Jacobian.toPoints(c)[0].isInfinity());
  }
}
