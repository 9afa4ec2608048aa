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

  /**
   * The decryption share D = xH with its proof (k drawn from the caller's generator, A = kG,
   * B = kH), the three points made affine together.
   */
  static DecryptionShare share(BigInteger x, ECPoint publicKey, ECPoint h, String context, RandomGenerator random) {
    BigInteger k = Group.randomScalar(random);
    Jacobian[] db = VarBase.products(h, x, k); // one table of h for both
    Jacobian a = new Jacobian();
    Group.generatorTable().addTo(a, k);
    ECPoint[] dab = Jacobian.toPoints(db[0], a, db[1]);
    BigInteger c = Group.hashToScalar(TAG, context, publicKey, h, dab[0], dab[1], dab[2]);
    return new DecryptionShare(dab[0], new ChaumPedersenProof(c, k.add(c.multiply(x)).mod(Group.N)));
  }

  /** True when this proves log_G(publicKey) = log_h(d) for {@code context}. */
  public boolean verify(ECPoint publicKey, ECPoint h, ECPoint d, String context) {
    if (publicKey.isInfinity() || h.isInfinity() || d.isInfinity()) {
      return false;
    }
    // a = sG − cX by the tables of G and of the seat's key; b = sH − cD in one pass (VarBase);
    // both made affine together.
    Jacobian sum = new Jacobian();
    Group.generatorTable().addTo(sum, response);
    Group.keyTable(publicKey).addTo(sum, challenge.negate());
    ECPoint[] ab = Jacobian.toPoints(sum, VarBase.sumOfTwo(h, response, d, challenge.negate()));
    return !ab[0].isInfinity() && !ab[1].isInfinity()
        && Group.hashToScalar(TAG, context, publicKey, h, d, ab[0], ab[1]).equals(challenge);
  }
}
