package roundtable.core.crypto;

import java.math.BigInteger;
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
    return new Ciphertext(Group.G.multiply(r), message.add(jointKey.multiply(r)));
  }

  /** The same plaintext under a fresh mask: (c1 + r'G, c2 + r'Y). */
  public Ciphertext remask(ECPoint jointKey, BigInteger r) {
    Group.requireScalar(r, "r");
    return new Ciphertext(c1.add(Group.G.multiply(r)), c2.add(jointKey.multiply(r)));
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
