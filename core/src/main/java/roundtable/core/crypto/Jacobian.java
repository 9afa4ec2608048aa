package roundtable.core.crypto;

import java.util.Arrays;
import org.bouncycastle.math.ec.ECPoint;

/**
 * A mutable point of secp256k1 (y² = x³ + 7) in Jacobian coordinates (x = X/Z², y = Y/Z³), changed
 * in place by doubling and additions so that a product allocates nothing in its loop (issue 19).
 * Each point keeps its own scratch elements, made at its first doubling or addition. The formulas
 * are the usual ones for a = 0: doubling 3M + 3S, adding an affine point 8M + 3S, adding a
 * Jacobian point 12M + 4S. BouncyCastle's points come in and go out affine ({@link #of},
 * {@link #toPoints}).
 */
final class Jacobian {
  final long[] x = new long[5];
  final long[] y = new long[5];
  final long[] z = new long[5];
  boolean infinity = true;

  private long[] t1, t2, t3, t4, t5, t6;

  /** BouncyCastle's point p. */
  static Jacobian of(ECPoint p) {
    Jacobian j = new Jacobian();
    if (!p.isInfinity()) {
      ECPoint a = p.normalize();
      j.setAffine(Fe.of(a.getAffineXCoord().toBigInteger()), Fe.of(a.getAffineYCoord().toBigInteger()));
    }
    return j;
  }

  Jacobian copy() {
    Jacobian j = new Jacobian();
    j.set(this);
    return j;
  }

  private void scratch() {
    if (t1 == null) {
      t1 = new long[5];
      t2 = new long[5];
      t3 = new long[5];
      t4 = new long[5];
      t5 = new long[5];
      t6 = new long[5];
    }
  }

  void setInfinity() {
    infinity = true;
  }

  void setAffine(long[] ax, long[] ay) {
    System.arraycopy(ax, 0, x, 0, 5);
    System.arraycopy(ay, 0, y, 0, 5);
    Fe.one(z);
    infinity = false;
  }

  void set(Jacobian p) {
    System.arraycopy(p.x, 0, x, 0, 5);
    System.arraycopy(p.y, 0, y, 0, 5);
    System.arraycopy(p.z, 0, z, 0, 5);
    infinity = p.infinity;
  }

  /** this = 2·this (dbl-2009-l with D = 4XY²; secp256k1 has no point of order 2). */
  void twice() {
    if (infinity) {
      return;
    }
    scratch();
    Fe.mul(t1, y, z);
    Fe.add(z, t1, t1); //          Z3 = 2YZ
    Fe.sqr(t1, x); //              A = X²
    Fe.sqr(t2, y); //              B = Y²
    Fe.sqr(t3, t2); //             C = B²
    Fe.mul(t4, x, t2);
    Fe.mulSmall(t4, t4, 4); //     D = 4XB
    Fe.mulSmall(t5, t1, 3); //     E = 3A
    Fe.sqr(t6, t5); //             F = E²
    Fe.add(t1, t4, t4);
    Fe.sub(x, t6, t1); //          X3 = F − 2D
    Fe.sub(t1, t4, x);
    Fe.mul(t1, t5, t1);
    Fe.mulSmall(t3, t3, 8);
    Fe.sub(y, t1, t3); //          Y3 = E(D − X3) − 8C
  }

  /** this += (ax, ay), an affine point (madd-2007-bl without its squarings trick). */
  void addAffine(long[] ax, long[] ay) {
    if (infinity) {
      setAffine(ax, ay);
      return;
    }
    scratch();
    Fe.sqr(t1, z); //              Z1²
    Fe.mul(t2, ax, t1); //         U2 = x2·Z1²
    Fe.mul(t1, t1, z);
    Fe.mul(t1, ay, t1); //         S2 = y2·Z1³
    Fe.sub(t2, t2, x); //          H = U2 − X1
    Fe.sub(t1, t1, y); //          R = S2 − Y1
    finishAdd(t2, t1, null);
  }

  /** this += p. */
  void add(Jacobian p) {
    if (p.infinity) {
      return;
    }
    if (infinity) {
      set(p);
      return;
    }
    scratch();
    Fe.sqr(t1, p.z);
    Fe.mul(t3, x, t1); //          U1 = X1·Z2²
    Fe.mul(t1, t1, p.z);
    Fe.mul(t4, y, t1); //          S1 = Y1·Z2³
    Fe.sqr(t1, z);
    Fe.mul(t2, p.x, t1); //        U2 = X2·Z1²
    Fe.mul(t1, t1, z);
    Fe.mul(t1, p.y, t1); //        S2 = Y2·Z1³
    System.arraycopy(t3, 0, x, 0, 5);
    System.arraycopy(t4, 0, y, 0, 5);
    Fe.mul(z, z, p.z); //          from here on, as adding (U2, S2) to (U1, S1, Z1·Z2)
    Fe.sub(t2, t2, x);
    Fe.sub(t1, t1, y);
    finishAdd(t2, t1, p);
  }

  /**
   * The common end of both additions, given H = U2 − X1 and R = S2 − Y1 (in t2 and t1): equal
   * points are doubled (the other one, which is p or the affine point, is the same as this).
   */
  private void finishAdd(long[] h, long[] r, Jacobian p) {
    if (Fe.isZero(h)) {
      if (Fe.isZero(r)) {
        twice(); // x and y are U1 and S1 here, z is Z1·Z2, so this is still the same point
      } else {
        infinity = true;
      }
      return;
    }
    Fe.mul(z, z, h); //            Z3 = Z1·H (Z1·Z2·H)
    Fe.sqr(t3, h); //              HH
    Fe.mul(t4, h, t3); //          HHH
    Fe.mul(t5, x, t3); //          V = X1·HH
    Fe.sqr(t6, r);
    Fe.sub(t6, t6, t4);
    Fe.add(t3, t5, t5);
    Fe.sub(x, t6, t3); //          X3 = R² − HHH − 2V
    Fe.sub(t5, t5, x);
    Fe.mul(t5, r, t5);
    Fe.mul(t4, y, t4);
    Fe.sub(y, t5, t4); //          Y3 = R(V − X3) − Y1·HHH
  }

  /** BouncyCastle's affine points of these, with one field inversion for all. */
  static ECPoint[] toPoints(Jacobian... points) {
    Jacobian[] finite = Arrays.stream(points).filter(p -> !p.infinity).toArray(Jacobian[]::new);
    long[][] xs = new long[finite.length][5];
    long[][] ys = new long[finite.length][5];
    toAffine(finite, xs, ys);
    ECPoint[] out = new ECPoint[points.length];
    int f = 0;
    for (int i = 0; i < points.length; i++) {
      if (points[i].infinity) {
        out[i] = Group.CURVE.getInfinity();
      } else {
        out[i] = Group.CURVE.createPoint(Fe.toBigInteger(xs[f]), Fe.toBigInteger(ys[f]));
        f++;
      }
    }
    return out;
  }

  /**
   * The affine coordinates of points none of which is at infinity, into xs and ys, with one
   * inversion for all (Montgomery's trick: invert the product of the Z, then peel it back).
   */
  static void toAffine(Jacobian[] points, long[][] xs, long[][] ys) {
    int count = points.length;
    if (count == 0) {
      return;
    }
    long[][] prefix = new long[count][];
    prefix[0] = points[0].z;
    for (int i = 1; i < count; i++) {
      prefix[i] = new long[5];
      Fe.mul(prefix[i], prefix[i - 1], points[i].z);
    }
    long[] inv = new long[5];
    Fe.inv(inv, prefix[count - 1]);
    long[] zi = new long[5];
    long[] zi2 = new long[5];
    for (int i = count - 1; i >= 0; i--) {
      if (i > 0) {
        Fe.mul(zi, inv, prefix[i - 1]); // 1/Z_i
        Fe.mul(inv, inv, points[i].z); //  1/(Z_0 … Z_{i−1})
      } else {
        System.arraycopy(inv, 0, zi, 0, 5);
      }
      Fe.sqr(zi2, zi);
      Fe.mul(xs[i], points[i].x, zi2);
      Fe.mul(zi2, zi2, zi);
      Fe.mul(ys[i], points[i].y, zi2);
    }
  }
}
