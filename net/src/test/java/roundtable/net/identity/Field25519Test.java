package roundtable.net.identity;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The field GF(2^255 − 19) and the scalars mod L give the numbers BigInteger gives. */
class Field25519Test {
  private static final BigInteger P = Curve25519.P;
  private static final BigInteger LIMB = BigInteger.ONE.shiftLeft(51);
  /** The largest limb {@link Field25519#mul} and {@link Field25519#sqr} take. */
  private static final long MAX_LIMB = (1L << 53) + (1L << 16) - 1;

  private static BigInteger value(long[] limbs) {
    BigInteger v = BigInteger.ZERO;
    for (int i = 4; i >= 0; i--) {
      v = v.multiply(LIMB).add(BigInteger.valueOf(limbs[i]));
    }
    return v;
  }

  /** Elements as limbs: decoded edge values, limbs at their bounds, random limbs up to the bound. */
  private static List<long[]> elements() {
    List<long[]> v = new ArrayList<>();
    BigInteger top = BigInteger.ONE.shiftLeft(255);
    for (long small : new long[] {0, 1, 2, 18, 19, 20, 38}) {
      for (BigInteger b : new BigInteger[] {BigInteger.valueOf(small), P.subtract(BigInteger.valueOf(small)),
          top.subtract(BigInteger.ONE).subtract(BigInteger.valueOf(small))}) {
        if (b.signum() >= 0 && b.compareTo(top) < 0) {
          long[] r = new long[5];
          Field25519.decode(r, Curve25519.toLittleEndian(b), 0);
          v.add(r);
        }
      }
    }
    v.add(new long[] {MAX_LIMB, MAX_LIMB, MAX_LIMB, MAX_LIMB, MAX_LIMB});
    v.add(new long[] {Field25519.M, Field25519.M, Field25519.M, Field25519.M, Field25519.M});
    v.add(new long[] {MAX_LIMB, 0, MAX_LIMB, 0, MAX_LIMB});
    v.add(new long[] {0, 0, 0, 0, MAX_LIMB});
    SplittableRandom random = new SplittableRandom(25519);
    for (int i = 0; i < 300; i++) {
      long bound = i % 3 == 0 ? MAX_LIMB + 1 : 1L << 51;
      long[] r = new long[5];
      for (int j = 0; j < 5; j++) {
        r[j] = random.nextLong(bound);
      }
      v.add(r);
    }
    return v;
  }

  @Test
  void productsAndSquaresAreThoseOfBigInteger() {
    List<long[]> values = elements();
    long[] r = new long[5];
    for (int i = 0; i < values.size(); i++) {
      long[] a = values.get(i);
      BigInteger av = value(a);
      Field25519.sqr(r, a);
      assertEquals(av.pow(2).mod(P), value(r).mod(P), "sqr " + av.toString(16));
      assertWeak(r);
      for (int j = i; j < Math.min(values.size(), i + 30); j++) {
        long[] b = values.get(j);
        Field25519.mul(r, a, b);
        assertEquals(av.multiply(value(b)).mod(P), value(r).mod(P), "mul");
        assertWeak(r);
      }
    }
  }

  @Test
  void sumsDifferencesAndCanonicalFormsAreThoseOfBigInteger() {
    List<long[]> values = elements();
    long[] r = new long[5];
    for (int i = 0; i + 1 < values.size(); i++) {
      long[] a = values.get(i).clone();
      long[] b = values.get(i + 1).clone();
      Field25519.carry(a);
      Field25519.carry(b);
      assertWeak(a);
      BigInteger av = value(a);
      BigInteger bv = value(b);
      Field25519.add(r, a, b);
      assertEquals(av.add(bv).mod(P), value(r).mod(P), "add");
      Field25519.sub(r, a, b);
      assertEquals(av.subtract(bv).mod(P), value(r).mod(P), "sub");
      Field25519.neg(r, a);
      assertEquals(av.negate().mod(P), value(r).mod(P), "neg");
      long[] c = a.clone();
      Field25519.canonical(c);
      assertEquals(av.mod(P), value(c), "canonical");
      byte[] bytes = new byte[32];
      Field25519.encode(bytes, 0, a.clone());
      assertArrayEquals(Curve25519.toLittleEndian(av.mod(P)), bytes, "encode");
      assertEquals(av.mod(P).signum() == 0, Field25519.isZero(a.clone()), "isZero");
    }
  }

  @Test
  void powersAreThoseOfBigInteger() {
    long[][] t = new long[4][5];
    long[] r = new long[5];
    for (long[] a : elements()) {
      BigInteger av = value(a).mod(P);
      Curve25519.pow(r, a, false, t[0], t[1], t[2], t[3]);
      assertEquals(av.modPow(BigInteger.ONE.shiftLeft(252).subtract(BigInteger.valueOf(3)), P), value(r).mod(P));
      if (av.signum() != 0) {
        Curve25519.pow(r, a, true, t[0], t[1], t[2], t[3]);
        assertEquals(av.modInverse(P), value(r).mod(P));
      }
    }
  }

  @Test
  void scalarsAreReducedModL() {
    BigInteger l = EdMath.L;
    SplittableRandom random = new SplittableRandom(8032);
    List<BigInteger> values = new ArrayList<>();
    BigInteger top = BigInteger.ONE.shiftLeft(512);
    for (BigInteger b : new BigInteger[] {BigInteger.ZERO, BigInteger.ONE, l.subtract(BigInteger.ONE), l,
        l.add(BigInteger.ONE), l.shiftLeft(1), top.subtract(BigInteger.ONE), l.multiply(l),
        BigInteger.ONE.shiftLeft(252), BigInteger.ONE.shiftLeft(256).subtract(BigInteger.ONE)}) {
      values.add(b);
    }
    for (int i = 0; i < 500; i++) {
      byte[] bytes = new byte[64];
      random.nextBytes(bytes);
      BigInteger v = new BigInteger(1, bytes);
      values.add(i % 2 == 0 ? v : v.subtract(v.mod(l)).add(BigInteger.valueOf(i % 7)).mod(top));
    }
    long[] k = new long[8];
    for (BigInteger v : values) {
      byte[] h = new byte[64];
      byte[] be = v.toByteArray();
      for (int i = 0; i < Math.min(64, be.length); i++) {
        h[i] = be[be.length - 1 - i];
      }
      ScalarModL.reduce512(k, h);
      BigInteger got = BigInteger.ZERO;
      for (int i = 7; i >= 0; i--) {
        got = got.shiftLeft(32).add(BigInteger.valueOf(k[i]));
      }
      assertEquals(v.mod(l), got, v.toString(16));
    }
  }

  private static void assertWeak(long[] r) {
    for (long limb : r) {
      assertEquals(true, limb >= 0 && limb < (1L << 51) + (1L << 15), "weak limb " + Long.toHexString(limb));
    }
  }
}
