package roundtable.core.crypto;

import org.bouncycastle.math.ec.ECPoint;

/** A seat's decryption share d = x·c1 with a proof that log_G(X) = log_c1(d). */
public record DecryptionShare(ECPoint share, ChaumPedersenProof proof) {
  public DecryptionShare {
    if (share.isInfinity()) {
      throw new IllegalArgumentException("a decryption share can't be the point at infinity");
    }
    share = share.normalize();
  }

  /** True when the proof shows this share was made with the secret key of {@code publicKey}. */
  public boolean verify(ECPoint publicKey, Ciphertext ciphertext, String context) {
    return proof.verify(publicKey, ciphertext.c1(), share, context);
  }

  /** Like {@link #verify} but throws, saying what failed. */
  public void check(ECPoint publicKey, Ciphertext ciphertext, String context) {
    if (!verify(publicKey, ciphertext, context)) {
      throw new IllegalArgumentException(
          "decryption share's proof does not verify: not made with the secret key of that public"
              + " key for that ciphertext and context '" + context + "'");
    }
  }
}
