package roundtable.core.random;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import roundtable.core.canon.Sha256;

/**
 * Commit-reveal: a seat commits to SHA-256(tag, seat, purpose, value, salt) and later reveals the
 * value and the salt. The seat and the purpose are inside the hash, so nobody can reuse another
 * seat's commitment or an old one.
 */
public final class Commitment {
  public static final int VALUE_BYTES = 32;
  public static final int MIN_SALT_BYTES = 16;
  private static final byte[] TAG = "roundtable/commit/v1".getBytes(StandardCharsets.UTF_8);

  private Commitment() {}

  public static Bytes digest(int seat, String purpose, Bytes value, Bytes salt) {
    MessageDigest md = Sha256.newDigest();
    md.update(TAG);
    md.update(new byte[] {(byte) (seat >>> 24), (byte) (seat >>> 16), (byte) (seat >>> 8), (byte) seat});
    byte[] p = purpose.getBytes(StandardCharsets.UTF_8);
    md.update((byte) p.length);
    md.update(p);
    md.update(value.toArray());
    md.update(salt.toArray());
    return Bytes.of(md.digest());
  }

  /** Null when the reveal opens the commitment, else what is wrong with it. */
  public static String check(int seat, String purpose, Bytes committed, Reveal reveal) {
    if (reveal.value().length() != VALUE_BYTES) {
      return "a revealed value has " + VALUE_BYTES + " bytes, not " + reveal.value().length();
    }
    if (reveal.salt().length() < MIN_SALT_BYTES) {
      return "a salt has at least " + MIN_SALT_BYTES + " bytes, not " + reveal.salt().length();
    }
    if (!digest(seat, purpose, reveal.value(), reveal.salt()).equals(committed)) {
      return "the reveal does not match seat " + seat + "'s commitment for " + purpose;
    }
    return null;
  }
}
