package roundtable.net.link;

import java.security.GeneralSecurityException;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/** HKDF with HMAC-SHA256 (RFC 5869): extract a pseudorandom key, then expand it to the bytes wanted. */
final class Hkdf {
  private static final int HASH_BYTES = 32;

  private Hkdf() {}

  /** PRK = HMAC-SHA256(salt, ikm). */
  static byte[] extract(byte[] salt, byte[] ikm) throws GeneralSecurityException {
    return hmac(salt.length == 0 ? new byte[HASH_BYTES] : salt).doFinal(ikm);
  }

  /** T(1) | T(2) | ... cut to {@code length}, where T(i) = HMAC-SHA256(prk, T(i-1) | info | i). */
  static byte[] expand(byte[] prk, byte[] info, int length) throws GeneralSecurityException {
    if (length > 255 * HASH_BYTES) {
      throw new IllegalArgumentException("HKDF output of " + length + " bytes is too long");
    }
    Mac mac = hmac(prk);
    byte[] out = new byte[length];
    byte[] t = new byte[0];
    for (int i = 1, done = 0; done < length; i++) {
      mac.update(t);
      mac.update(info);
      mac.update((byte) i);
      t = mac.doFinal();
      int n = Math.min(t.length, length - done);
      System.arraycopy(t, 0, out, done, n);
      done += n;
    }
    return out;
  }

  private static Mac hmac(byte[] key) throws GeneralSecurityException {
    Mac mac = Mac.getInstance("HmacSHA256");
    mac.init(new SecretKeySpec(key, "HmacSHA256"));
    return mac;
  }
}
