package roundtable.core.crypto;

import java.math.BigInteger;
import org.bouncycastle.math.ec.ECPoint;
import org.bouncycastle.util.BigIntegers;

/**
 * k·P for a point P that is multiplied again and again (the generator, a table's joint key, the
 * seats' keys): with windows of w bits, a table of j·2^(w·i)·P for j = 1..2^(w−1) and every window
 * i of the scalar, in affine coordinates, so that a product is one addition a window and no
 * doubling. The scalar is read as signed digits in [−2^(w−1) + 1, 2^(w−1)]: a window above
 * 2^(w−1) becomes its value − 2^w and carries one into the next.
 *
 * <p>The table is kept as field elements of our own ({@link Fe}) and a product is summed on a
 * {@link Jacobian} point (issue 19: about half the time of BouncyCastle's additions). With 8-bit
 * windows the table has 4,097 points (about 0.33 MB) and a product is at most 33 additions; with
 * 5-bit windows, 849 points and at most 53 additions. The product is the same point as
 * {@code P.multiply(k)}. Like BouncyCastle's default (wNAF) multiplier, it does not run in
 * constant time: which table entries are read depends on the scalar.
 */
final class FixedBase {
  private static final int BITS = 256;

  private final int width;
  private final int half;
  private final int windows;
  /**
   * Point [i·half + j − 1] = j·2^(w·i)·P for each window i, then [windows·half] = 2^(w·windows)·P
   * for the last carry; point m's x is at 10·m (five limbs), its y at 10·m + 5.
   */
  private final long[] table;

  FixedBase(ECPoint point, int width) {
    if (point.isInfinity()) {
      throw new IllegalArgumentException("no table for the point at infinity");
    }
    if (width < 2 || width > 8) {
      throw new IllegalArgumentException("windows of 2 to 8 bits, not " + width);
    }
    this.width = width;
    this.half = 1 << (width - 1);
    this.windows = (BITS + width - 1) / width;
    int count = windows * half + 1;
    Jacobian[] t = new Jacobian[count];
    Jacobian unit = Jacobian.of(point); // affine (Z = 1), for cheaper additions
    for (int i = 0; i < windows; i++) {
      Jacobian acc = unit.copy();
      t[i * half] = unit;
      for (int j = 1; j < half; j++) {
        acc.addAffine(unit.x, unit.y);
        t[i * half + j] = acc.copy();
      }
      acc.twice(); // the next window's unit, 2^w times this one
      unit = Jacobian.of(Jacobian.toPoints(acc)[0]);
    }
    t[windows * half] = unit;
    long[][] xs = new long[count][5];
    long[][] ys = new long[count][5];
    Jacobian.toAffine(t, xs, ys);
    table = new long[10 * count];
    for (int m = 0; m < count; m++) {
      System.arraycopy(xs[m], 0, table, 10 * m, 5);
      System.arraycopy(ys[m], 0, table, 10 * m + 5, 5);
    }
  }

  /** k·P, affine (k is reduced mod n first if it is not in [0, n)). */
  ECPoint multiply(BigInteger k) {
    Jacobian acc = new Jacobian();
    addTo(acc, k);
    return Jacobian.toPoints(acc)[0];
  }

  /** acc += k·P (k reduced mod n first if it is not in [0, n)). */
  void addTo(Jacobian acc, BigInteger k) {
    if (k.signum() < 0 || k.compareTo(Group.N) >= 0) {
      k = k.mod(Group.N);
    }
    long[] words = new long[BITS / 64 + 1]; // k in 64-bit words, least significant first, then 0
    byte[] bytes = BigIntegers.asUnsignedByteArray(BITS / 8, k);
    for (int i = 0; i < bytes.length; i++) {
      words[i >>> 3] |= (bytes[bytes.length - 1 - i] & 0xFFL) << (8 * (i & 7));
    }
    long[] x = new long[5];
    long[] y = new long[5];
    int carry = 0;
    for (int i = 0; i <= windows; i++) {
      int digit;
      if (i < windows) {
        digit = window(words, i * width) + carry;
        carry = digit > half ? 1 : 0;
        digit -= carry << width;
      } else {
        digit = carry; // 2^(w·windows)·P, at the last index
      }
      if (digit != 0) {
        int m = 10 * (i * half + Math.abs(digit) - 1);
        System.arraycopy(table, m, x, 0, 5);
        System.arraycopy(table, m + 5, y, 0, 5);
        if (digit < 0) {
          Fe.neg(y, y);
        }
        acc.addAffine(x, y);
      }
    }
  }

  /** The {@code width} bits of the scalar from bit {@code from} (0 is the lowest; 0 above 255). */
  private int window(long[] words, int from) {
    int shift = from & 63;
    long bits = words[from >>> 6] >>> shift;
    if (shift + width > 64) {
      bits |= words[(from >>> 6) + 1] << (64 - shift);
    }
    return (int) bits & ((1 << width) - 1);
  }
}
