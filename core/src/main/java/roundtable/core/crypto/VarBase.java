package roundtable.core.crypto;

import java.math.BigInteger;
import java.util.Arrays;
import org.bouncycastle.math.ec.ECPoint;
import org.bouncycastle.math.ec.WNafUtil;
import org.bouncycastle.math.ec.endo.GLVEndomorphism;

/**
 * Products by points met once or twice (a card's c1, a decryption share), on {@link Jacobian}
 * points instead of BouncyCastle's (issue 19): as BouncyCastle's multiplier does, each scalar is
 * split by the GLV endomorphism λ·(x, y) = (β·x, y) into two halves of about 128 bits, written in
 * width-5 wNAF, and the halves of a sum share one chain of doublings (Shamir's trick).
 * The odd multiples P, 3P, … 15P of each point are made affine together (one inversion), then each
 * nonzero digit is one mixed addition. Results are the same points as BouncyCastle's. Not constant
 * time, like BouncyCastle's default multiplier.
 */
final class VarBase {
  private static final int WIDTH = 5;
  private static final int ODD = 1 << (WIDTH - 2); // P, 3P, … (2·ODD − 1)P
  private static final GLVEndomorphism ENDO = (GLVEndomorphism) Group.CURVE.getEndomorphism();
  /** The β of λ·(x, y) = (β·x, y), read off BouncyCastle's map of G. */
  private static final long[] BETA = Fe.of(
      ENDO.getPointMap().map(Group.G).normalize().getAffineXCoord().toBigInteger()
          .multiply(Group.G.getAffineXCoord().toBigInteger().modInverse(Group.P)).mod(Group.P));

  private VarBase() {}

  /** k·p, affine. */
  static ECPoint multiply(ECPoint p, BigInteger k) {
    return Jacobian.toPoints(products(p, k))[0];
  }

  /** Each k·p, with one table of p for all (a share's x·c1 and k·c1). */
  static Jacobian[] products(ECPoint p, BigInteger... ks) {
    Jacobian[] results = new Jacobian[ks.length];
    Table[] table = tables(p);
    for (int i = 0; i < ks.length; i++) {
      results[i] = new Jacobian();
      accumulate(results[i], table, new BigInteger[] {ks[i]});
    }
    return results;
  }

  /** a·p + b·q in one chain of doublings (a check's s·c1 − c·D). */
  static Jacobian sumOfTwo(ECPoint p, BigInteger a, ECPoint q, BigInteger b) {
    Jacobian result = new Jacobian();
    accumulate(result, tables(p, q), new BigInteger[] {a, b});
    return result;
  }

  /** The affine odd multiples of a point and of its λ image; null for the point at infinity. */
  private static final class Table {
    final long[][] x = new long[2 * ODD][];
    final long[][] y = new long[2 * ODD][];
    final long[][] negY = new long[2 * ODD][];
  }

  /** The points' tables, made affine with one inversion for all. */
  private static Table[] tables(ECPoint... points) {
    Jacobian[] multiples = new Jacobian[points.length * ODD];
    int count = 0;
    for (ECPoint p : points) {
      if (!p.isInfinity()) {
        oddMultiples(p.normalize(), multiples, count);
        count += ODD;
      }
    }
    long[][] ax = new long[count][5];
    long[][] ay = new long[count][5];
    Jacobian.toAffine(Arrays.copyOf(multiples, count), ax, ay);
    Table[] tables = new Table[points.length];
    int from = 0;
    for (int i = 0; i < points.length; i++) {
      if (points[i].isInfinity()) {
        continue;
      }
      Table t = tables[i] = new Table();
      for (int j = 0; j < ODD; j++, from++) {
        t.x[j] = ax[from];
        t.x[ODD + j] = new long[5];
        Fe.mul(t.x[ODD + j], BETA, ax[from]);
        t.y[j] = t.y[ODD + j] = ay[from];
        t.negY[j] = t.negY[ODD + j] = new long[5];
        Fe.neg(t.negY[j], ay[from]);
      }
    }
    return tables;
  }

  /** acc = Σ k_i·(point of tables[i]); a missing table (infinity) or k_i ≡ 0 adds nothing. */
  private static void accumulate(Jacobian acc, Table[] tables, BigInteger[] scalars) {
    acc.setInfinity();
    int n = tables.length;
    byte[][] digits = new byte[2 * n][];
    boolean[] negative = new boolean[2 * n];
    int length = 0;
    for (int i = 0; i < n; i++) {
      BigInteger k = scalars[i].mod(Group.N);
      BigInteger[] halves = tables[i] == null || k.signum() == 0
          ? new BigInteger[] {BigInteger.ZERO, BigInteger.ZERO}
          : ENDO.decomposeScalar(k); // k ≡ halves[0] + halves[1]·λ (mod n)
      for (int h = 0; h < 2; h++) {
        negative[2 * i + h] = halves[h].signum() < 0;
        digits[2 * i + h] = WNafUtil.generateWindowNaf(WIDTH, halves[h].abs());
        length = Math.max(length, digits[2 * i + h].length);
      }
    }
    for (int bit = length - 1; bit >= 0; bit--) {
      acc.twice();
      for (int t = 0; t < 2 * n; t++) {
        byte[] d = digits[t];
        if (bit < d.length && d[bit] != 0) {
          Table table = tables[t >>> 1];
          int index = (t & 1) * ODD + (Math.abs(d[bit]) >>> 1);
          boolean minus = (d[bit] < 0) != negative[t];
          acc.addAffine(table.x[index], minus ? table.negY[index] : table.y[index]);
        }
      }
    }
  }

  /** P, 3P, … into out[from…], Jacobian: P + 2P + 2P … */
  private static void oddMultiples(ECPoint p, Jacobian[] out, int from) {
    out[from] = Jacobian.of(p);
    Jacobian twice = out[from].copy();
    twice.twice();
    for (int j = 1; j < ODD; j++) {
      out[from + j] = out[from + j - 1].copy();
      out[from + j].add(twice);
    }
  }
}
