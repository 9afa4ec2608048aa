package roundtable.core.random;

import java.util.Arrays;
import java.util.HexFormat;

/** An immutable byte string compared by value, written in hex. */
public final class Bytes {
  private final byte[] bytes;

  private Bytes(byte[] bytes) {
    this.bytes = bytes;
  }

  public static Bytes of(byte[] bytes) {
    return new Bytes(bytes.clone());
  }

  /** Reads hex; the message says what is wrong. */
  public static Bytes fromHex(String hex) {
    if (hex.length() % 2 != 0) {
      throw new IllegalArgumentException("odd number of hex digits in '" + hex + "'");
    }
    try {
      return new Bytes(HexFormat.of().parseHex(hex));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("not hex: '" + hex + "'");
    }
  }

  public byte[] toArray() {
    return bytes.clone();
  }

  public int length() {
    return bytes.length;
  }

  public String hex() {
    return HexFormat.of().formatHex(bytes);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Bytes other && Arrays.equals(bytes, other.bytes);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(bytes);
  }

  @Override
  public String toString() {
    return hex();
  }
}
