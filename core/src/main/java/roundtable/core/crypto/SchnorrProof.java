package roundtable.core.crypto;

import java.math.BigInteger;
import java.util.random.RandomGenerator;
import org.bouncycastle.math.ec.ECPoint;

/**
 * A proof of knowledge of x with X = xG (Schnorr, Fiat–Shamir), bound to a context string such
 * as the table and the seat: c = H(context, X, R), s = k + c·x with R = kG.
 */
public record SchnorrProof(BigInteger challenge, BigInteger response) {
  private static final String TAG = "roundtable/schnorr";

  public SchnorrProof {
    if (challenge.signum() < 0 || challenge.compareTo(Group.N) >= 0
        || response.signum() < 0 || response.compareTo(Group.N) >= 0) {
      throw new IllegalArgumentException("proof scalars must be in [0, n)");
    }
  }

  static SchnorrProof prove(BigInteger secret, String context, RandomGenerator random) {
    BigInteger k = Group.randomScalar(random);
    ECPoint publicKey = Group.multiplyG(secret);
    ECPoint r = Group.multiplyG(k);
    BigInteger c = Group.hashToScalar(TAG, context, publicKey, r);
    return new SchnorrProof(c, k.add(c.multiply(secret)).mod(Group.N));
  }

  /** True when this proves knowledge of the secret key of {@code publicKey} for {@code context}. */
  public boolean verify(ECPoint publicKey, String context) {
    if (publicKey.isInfinity()) {
      return false;
    }
    ECPoint r = Group.multiplyG(response).subtract(publicKey.multiply(challenge));
    return !r.isInfinity() && Group.hashToScalar(TAG, context, publicKey, r).equals(challenge);
  }
}
