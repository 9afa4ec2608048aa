package roundtable.core.crypto;

import java.math.BigInteger;
import java.util.List;
import java.util.random.RandomGenerator;
import org.bouncycastle.math.ec.ECPoint;

/** One seat's share x of the joint key, with X = xG. The secret is never printed. */
public record KeyShare(BigInteger secret, ECPoint publicKey) {
  public KeyShare {
    Group.requireScalar(secret, "secret key");
    if (!Group.multiplyG(secret).equals(publicKey)) {
      throw new IllegalArgumentException("public key is not secret·G");
    }
    publicKey = publicKey.normalize();
  }

  public static KeyShare of(BigInteger secret) {
    return new KeyShare(secret, Group.multiplyG(Group.requireScalar(secret, "secret key")).normalize());
  }

  public static KeyShare generate(RandomGenerator random) {
    return of(Group.randomScalar(random));
  }

  /** A proof that this seat knows its secret key, bound to {@code context} (table and seat). */
  public SchnorrProof proveKnowledge(String context, RandomGenerator random) {
    return SchnorrProof.prove(secret, context, random);
  }

  /** This seat's share x·c1 of the ciphertext's mask, with its Chaum–Pedersen proof. */
  public DecryptionShare decryptionShare(Ciphertext ciphertext, String context, RandomGenerator random) {
    return ChaumPedersenProof.share(secret, publicKey, ciphertext.c1(), context, random);
  }

  /** The joint public key Y = Σ X_i. */
  public static ECPoint jointKey(List<ECPoint> publicKeys) {
    if (publicKeys.isEmpty()) {
      throw new IllegalArgumentException("a joint key needs at least one share");
    }
    ECPoint sum = Group.CURVE.getInfinity();
    for (ECPoint x : publicKeys) {
      sum = sum.add(x);
    }
    if (sum.isInfinity()) {
      throw new IllegalArgumentException("the shares sum to the point at infinity");
    }
    return sum.normalize();
  }

  @Override
  public String toString() {
    return "KeyShare[publicKey=" + java.util.HexFormat.of().formatHex(Group.encode(publicKey)) + "]";
  }
}
