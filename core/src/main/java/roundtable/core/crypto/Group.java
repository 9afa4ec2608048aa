package roundtable.core.crypto;

import java.io.ByteArrayOutputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.random.RandomGenerator;
import org.bouncycastle.asn1.x9.X9ECParameters;
import org.bouncycastle.crypto.ec.CustomNamedCurves;
import org.bouncycastle.math.ec.ECCurve;
import org.bouncycastle.math.ec.ECPoint;

/**
 * The group of secp256k1 (prime order {@link #N}, generator {@link #G}): point encoding, random
 * scalars drawn from a caller's generator, and a tagged hash to a scalar for Fiat–Shamir.
 */
public final class Group {
  private static final X9ECParameters PARAMS = CustomNamedCurves.getByName("secp256k1");

  public static final ECCurve CURVE = PARAMS.getCurve();
  /** The prime order of the group. */
  public static final BigInteger N = PARAMS.getN();
  /** The field prime. */
  public static final BigInteger P = CURVE.getField().getCharacteristic();
  /** The generator. */
  public static final ECPoint G = PARAMS.getG().normalize();
  /** Length of a compressed SEC1 encoding. */
  public static final int ENCODED_LENGTH = 33;

  private Group() {}

  /** The compressed SEC1 encoding (33 bytes) of a point other than infinity. */
  public static byte[] encode(ECPoint point) {
    if (point.isInfinity()) {
      throw new IllegalArgumentException("the point at infinity has no 33-byte encoding");
    }
    return point.getEncoded(true);
  }

  /** Reads a compressed SEC1 point; the message says what is wrong. */
  public static ECPoint decode(byte[] bytes) {
    if (bytes.length != ENCODED_LENGTH) {
      throw new IllegalArgumentException(
          "a point is " + ENCODED_LENGTH + " bytes (compressed SEC1), got " + bytes.length);
    }
    if (bytes[0] != 0x02 && bytes[0] != 0x03) {
      throw new IllegalArgumentException(
          String.format("a compressed point starts with 02 or 03, got %02x", bytes[0]));
    }
    byte[] xBytes = java.util.Arrays.copyOfRange(bytes, 1, bytes.length);
    if (new BigInteger(1, xBytes).compareTo(P) >= 0) {
      throw new IllegalArgumentException("x is not below the field prime");
    }
    ECPoint point;
    try {
      point = CURVE.decodePoint(bytes);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "no point of secp256k1 has x = " + HexFormat.of().formatHex(xBytes));
    }
    if (point.isInfinity() || !point.isValid()) {
      throw new IllegalArgumentException("not a point of the secp256k1 group");
    }
    return point;
  }

  /** A uniform scalar in [1, n), by rejection sampling from the caller's generator. */
  public static BigInteger randomScalar(RandomGenerator random) {
    byte[] bytes = new byte[32];
    while (true) {
      random.nextBytes(bytes);
      BigInteger k = new BigInteger(1, bytes);
      if (k.signum() > 0 && k.compareTo(N) < 0) {
        return k;
      }
    }
  }

  /** Checks that a scalar is in [1, n). */
  static BigInteger requireScalar(BigInteger k, String what) {
    if (k.signum() <= 0 || k.compareTo(N) >= 0) {
      throw new IllegalArgumentException(what + " must be in [1, n)");
    }
    return k;
  }

  /** SHA-256 of the tag and the parts, each prefixed with its 4-byte length, reduced mod n. */
  public static BigInteger hashToScalar(String tag, byte[]... parts) {
    return new BigInteger(1, sha256(tag, parts)).mod(N);
  }

  /** Hashes points by their encodings. */
  static BigInteger hashToScalar(String tag, String context, ECPoint... points) {
    byte[][] parts = new byte[points.length + 1][];
    parts[0] = context.getBytes(StandardCharsets.UTF_8);
    for (int i = 0; i < points.length; i++) {
      parts[i + 1] = encode(points[i]);
    }
    return hashToScalar(tag, parts);
  }

  static byte[] sha256(String tag, byte[]... parts) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    writePart(out, tag.getBytes(StandardCharsets.UTF_8));
    for (byte[] part : parts) {
      writePart(out, part);
    }
    try {
      return MessageDigest.getInstance("SHA-256").digest(out.toByteArray());
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java platform has SHA-256", e);
    }
  }

  private static void writePart(ByteArrayOutputStream out, byte[] part) {
    int n = part.length;
    out.write(n >>> 24);
    out.write(n >>> 16);
    out.write(n >>> 8);
    out.write(n);
    out.writeBytes(part);
  }
}
