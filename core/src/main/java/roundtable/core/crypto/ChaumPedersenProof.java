package roundtable.core.crypto;

import java.math.BigInteger;
import java.util.random.RandomGenerator;
import org.bouncycastle.math.ec.ECPoint;

/**
 * A proof that log_G(X) = log_H(D) (Chaum–Pedersen, Fiat–Shamir), bound to a context string:
 * A = kG, B = kH, c = H(context, X, H, D, A, B), s = k + c·x.
 */
public record ChaumPedersenProof(BigInteger challenge, BigInteger response) {
  private static final String TAG = "roundtable/chaum-pedersen";

  public ChaumPedersenProof {
    if (challenge.signum() < 0 || challenge.compareTo(Group.N) >= 0
        || response.signum() < 0 || response.compareTo(Group.N) >= 0) {
      throw new IllegalArgumentException("proof scalars must be in [0, n)");
    }
  }

  static ChaumPedersenProof prove(
      BigInteger x, ECPoint publicKey, ECPoint h, ECPoint d, String context, RandomGenerator random) {
    BigInteger k = Group.randomScalar(random);
    ECPoint a = Group.G.multiply(k);
    ECPoint b = h.multiply(k);
    BigInteger c = Group.hashToScalar(TAG, context, publicKey, h, d, a, b);
    return new ChaumPedersenProof(c, k.add(c.multiply(x)).mod(Group.N));
  }

  /** True when this proves log_G(publicKey) = log_h(d) for {@code context}. */
  public boolean verify(ECPoint publicKey, ECPoint h, ECPoint d, String context) {
    if (publicKey.isInfinity() || h.isInfinity() || d.isInfinity()) {
      return false;
    }
    ECPoint a = Group.G.multiply(response).subtract(publicKey.multiply(challenge));
    ECPoint b = h.multiply(response).subtract(d.multiply(challenge));
    return !a.isInfinity() && !b.isInfinity()
        && Group.hashToScalar(TAG, context, publicKey, h, d, a, b).equals(challenge);
  }
}
