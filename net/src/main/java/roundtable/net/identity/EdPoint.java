package roundtable.net.identity;

import static roundtable.net.identity.Field25519.add;
import static roundtable.net.identity.Field25519.carry;
import static roundtable.net.identity.Field25519.mul;
import static roundtable.net.identity.Field25519.sqr;
import static roundtable.net.identity.Field25519.sub;

/**
 * A mutable point of edwards25519 (−x² + y² = 1 + d·x²·y²) in extended coordinates (X:Y:Z:T),
 * x = X/Z, y = Y/Z, x·y = T/Z (RFC 8032 section 5.1.4), with its own scratch space: nothing is
 * allocated. The formulas are RFC 8032's, complete: they hold for every pair of points.
 *
 * <p>Other points come in "Niels" form (y + x, y − x, 2d·x·y) for an affine point (Z = 1), or in
 * "cached" form (Y + X, Y − X, 2Z, 2d·T); adding either takes its negation too.
 */
final class EdPoint {
  final long[] x = new long[5];
  final long[] y = new long[5];
  final long[] z = new long[5];
  final long[] t = new long[5];
  private final long[] a = new long[5];
  private final long[] b = new long[5];
  private final long[] c = new long[5];
  private final long[] d = new long[5];

  void setNeutral() {
    Field25519.zero(x);
    Field25519.one(y);
    Field25519.one(z);
    Field25519.zero(t);
  }

  void set(EdPoint p) {
    Field25519.copy(x, p.x);
    Field25519.copy(y, p.y);
    Field25519.copy(z, p.z);
    Field25519.copy(t, p.t);
  }

  /** This point from affine coordinates (weak elements). */
  void setAffine(long[] ax, long[] ay) {
    Field25519.copy(x, ax);
    Field25519.copy(y, ay);
    Field25519.one(z);
    mul(t, ax, ay);
  }

  /** This point negated: (−X : Y : Z : −T). */
  void negate() {
    Field25519.neg(x, x);
    Field25519.neg(t, t);
  }

  /** Doubles this point (RFC 8032 section 5.1.4, "dbl-2008-hwcd"); T only when asked for. */
  void dbl(boolean withT) {
    sqr(a, x); //                  A = X²
    sqr(b, y); //                  B = Y²
    sqr(c, z);
    add(c, c, c); //               C = 2Z²
    add(d, x, y);
    sqr(d, d); //                  (X + Y)²
    add(x, a, b); //               H = A + B
    sub(d, x, d); //               E = H − (X + Y)²
    sub(a, a, b); //               G = A − B
    add(b, c, a);
    carry(b); //                   F = C + G
    if (withT) {
      mul(t, d, x); //             T = E·H
    }
    mul(y, a, x); //               Y = G·H
    mul(x, d, b); //               X = E·F
    mul(z, b, a); //               Z = F·G
  }

  /** Adds the affine point (ypx, ymx, xy2d) = (y + x, y − x, 2d·x·y), or its negation. */
  void addNiels(long[] ypx, long[] ymx, long[] xy2d, boolean negate) {
    sub(a, y, x);
    mul(a, a, negate ? ypx : ymx); // A = (Y − X)·(y2 − x2)
    add(b, y, x);
    mul(b, b, negate ? ymx : ypx); // B = (Y + X)·(y2 + x2)
    mul(c, t, xy2d); //               C = T·2d·x2·y2 (negated below)
    add(d, z, z); //                  D = 2Z
    finish(negate);
  }

  /** Adds the point in cached form (ypx, ymx, z2, t2d) = (Y + X, Y − X, 2Z, 2d·T), or its negation. */
  void addCached(long[] ypx, long[] ymx, long[] z2, long[] t2d, boolean negate) {
    sub(a, y, x);
    mul(a, a, negate ? ypx : ymx);
    add(b, y, x);
    mul(b, b, negate ? ymx : ypx);
    mul(c, t, t2d);
    mul(d, z, z2);
    finish(negate);
  }

  /** E = B − A, F = D − C, G = D + C, H = B + A; X = E·F, Y = G·H, T = E·H, Z = F·G. */
  private void finish(boolean negate) {
    sub(x, b, a); //                 E
    add(y, b, a); //                 H
    if (negate) { //                 −C
      add(b, d, c); //               F
      sub(a, d, c); //               G
    } else {
      sub(b, d, c);
      add(a, d, c);
    }
    mul(t, x, y);
    mul(x, x, b);
    mul(y, a, y);
    mul(z, b, a);
  }

  /** Writes this point's cached form (Y + X, Y − X, 2Z, 2d·T) into the four elements. */
  void toCached(long[] ypx, long[] ymx, long[] z2, long[] t2d) {
    add(ypx, y, x);
    carry(ypx);
    sub(ymx, y, x);
    carry(ymx);
    add(z2, z, z);
    carry(z2);
    mul(t2d, t, Curve25519.D2);
  }

  /** Whether this is the neutral element (0, 1): X = 0 and Y = Z ≠ 0, as BouncyCastle tests it. */
  boolean isNeutral() {
    return Field25519.isZero(x) && !Field25519.isZero(y) && Field25519.equal(y, z);
  }
}
