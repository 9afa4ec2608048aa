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
 * <p>With 8-bit windows the table has 4,097 points (about 1 MB), takes about 4,400 additions and
 * one batch normalization to make, and a product is at most 33 additions; with 5-bit windows, 849
 * points (about 0.2 MB) and at most 53 additions. The product is the same point as
 * {@code P.multiply(k)}. Like BouncyCastle's default (wNAF) multiplier, it does not run in
 * constant time: which table entries are read depends on the scalar.
 */
final class FixedBase {
  private static final int BITS = 256;

  private final int width;
  private final int half;
  private final int windows;
  /** [i·half + j − 1] = j·2^(w·i)·P for each window i, then [windows·half] = 2^(w·windows)·P for the last carry. */
  private final ECPoint[] table;

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
    ECPoint[] t = new ECPoint[windows * half + 1];
    ECPoint unit = point.normalize();
    for (int i = 0; i < windows; i++) {
      ECPoint acc = unit;
      t[i * half] = unit;
      for (int j = 1; j < half; j++) {
        acc = acc.add(unit);
        t[i * half + j] = acc;
      }
      unit = acc.twice().normalize(); // the next window's unit, 2^w times this one, affine for cheaper additions
    }
    t[windows * half] = unit;
    Group.CURVE.normalizeAll(t);
    table = t;
  }

  /** k·P, not normalized (k is reduced mod n first if it is not in [0, n)). */
  ECPoint multiply(BigInteger k) {
    if (k.signum() < 0 || k.compareTo(Group.N) >= 0) {
      k = k.mod(Group.N);
    }
    byte[] bytes = BigIntegers.asUnsignedByteArray(BITS / 8, k);
    ECPoint acc = Group.CURVE.getInfinity();
    int carry = 0;
    for (int i = 0; i < windows; i++) {
      int digit = window(bytes, i * width) + carry;
      if (digit > half) {
        digit -= 1 << width;
        carry = 1;
      } else {
        carry = 0;
      }
      if (digit > 0) {
        acc = acc.add(table[i * half + digit - 1]);
      } else if (digit < 0) {
        acc = acc.subtract(table[i * half - digit - 1]);
      }
    }
    if (carry != 0) {
      acc = acc.add(table[windows * half]);
    }
    return acc;
  }

  /** The {@code width} bits of the big-endian scalar from bit {@code from} (0 is the lowest). */
  private int window(byte[] bytes, int from) {
    int value = 0;
    for (int b = 0; b < width; b++) {
      int bit = from + b;
      if (bit < BITS && ((bytes[bytes.length - 1 - (bit >>> 3)] >>> (bit & 7)) & 1) != 0) {
        value |= 1 << b;
      }
    }
    return value;
  }
}
