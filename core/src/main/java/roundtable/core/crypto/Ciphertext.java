package roundtable.core.crypto;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.bouncycastle.math.ec.ECPoint;

/** An EC-ElGamal ciphertext (c1, c2) = (rG, M + rY) of a point M under the joint key Y. */
public record Ciphertext(ECPoint c1, ECPoint c2) {
  public Ciphertext {
    if (c1.isInfinity() || c2.isInfinity()) {
      throw new IllegalArgumentException("a ciphertext point can't be the point at infinity");
    }
    c1 = c1.normalize();
    c2 = c2.normalize();
  }

  /** Encrypts {@code message} under {@code jointKey} with the caller's random r in [1, n). */
  public static Ciphertext encrypt(ECPoint message, ECPoint jointKey, BigInteger r) {
    Group.requireScalar(r, "r");
    ECPoint[] c = {Group.multiplyG(r), message.add(Group.jointKeyTable(jointKey).multiply(r))};
    Group.normalizeAll(c);
    return new Ciphertext(c[0], c[1]);
  }

  /** The same plaintext under a fresh mask: (c1 + r'G, c2 + r'Y). */
  public Ciphertext remask(ECPoint jointKey, BigInteger r) {
    return remaskAll(List.of(this), jointKey, List.of(r)).get(0);
  }

  /**
   * Each ciphertext re-masked with its own r (as {@link #remask} does one), the sums kept in
   * Jacobian coordinates and made affine together.
   */
  static List<Ciphertext> remaskAll(List<Ciphertext> in, ECPoint jointKey, List<BigInteger> r) {
    if (in.size() != r.size()) {
      throw new IllegalArgumentException(in.size() + " ciphertexts and " + r.size() + " masks");
    }
    FixedBase g = Group.generatorTable();
    FixedBase y = Group.jointKeyTable(jointKey);
    Jacobian[] sums = new Jacobian[2 * in.size()];
    for (int j = 0; j < in.size(); j++) {
      BigInteger rj = Group.requireScalar(r.get(j), "r");
      sums[2 * j] = Jacobian.of(in.get(j).c1);
      g.addTo(sums[2 * j], rj);
      sums[2 * j + 1] = Jacobian.of(in.get(j).c2);
      y.addTo(sums[2 * j + 1], rj);
    }
    ECPoint[] points = Jacobian.toPoints(sums);
    List<Ciphertext> out = new ArrayList<>(in.size());
    for (int j = 0; j < in.size(); j++) {
      out.add(new Ciphertext(points[2 * j], points[2 * j + 1]));
    }
    return out;
  }

  /**
   * M = c2 − Σ d_i. The caller checks each share's proof first, and passes one share per seat
   * of the joint key.
   */
  public ECPoint open(List<DecryptionShare> shares) {
    ECPoint m = c2;
    for (DecryptionShare d : shares) {
      m = m.subtract(d.share());
    }
    return m.normalize();
  }
}
