package roundtable.core.canon;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** SHA-256, which every Java runtime must provide. */
public final class Sha256 {
  private Sha256() {}

  public static byte[] digest(byte[]... parts) {
    MessageDigest md = newDigest();
    for (byte[] part : parts) {
      md.update(part);
    }
    return md.digest();
  }

  public static MessageDigest newDigest() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java runtime provides SHA-256", e);
    }
  }

  public static String hex(byte[] bytes) {
    return HexFormat.of().formatHex(bytes);
  }
}
