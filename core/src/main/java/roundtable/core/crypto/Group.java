package roundtable.core.crypto;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.bouncycastle.asn1.x9.X9ECParameters;
import org.bouncycastle.crypto.ec.CustomNamedCurves;
import org.bouncycastle.math.ec.ECCurve;
import org.bouncycastle.math.ec.ECPoint;

/**
 * The group of secp256k1 (prime order {@link #N}, generator {@link #G}): point encoding, random
 * scalars drawn from a caller's generator, a tagged hash to a scalar for Fiat–Shamir, and products
 * by the generator, the joint keys and the seats' keys through precomputed tables ({@link FixedBase}).
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

  /** Tables of the joint keys (8-bit windows), the most recently used kept. */
  private static final Tables JOINT_KEYS = new Tables(8, 4);
  /**
   * Tables of the seats' keys, the most recently used kept: 8-bit windows too (1 MB each), since
   * every check of a decryption share multiplies one, and a product takes 33 additions instead of
   * the 53 of 5-bit windows (about 11 µs less a check; issue 19).
   */
  private static final Tables SEAT_KEYS = new Tables(8, 16);

  private Group() {}

  /** The generator's table, made on first use. */
  private static final class GeneratorTable {
    static final FixedBase TABLE = new FixedBase(G, 8);
  }

  /** k·G by the generator's table, affine. */
  static ECPoint multiplyG(BigInteger k) {
    return GeneratorTable.TABLE.multiply(k);
  }

  /** The generator's table, for sums kept in Jacobian coordinates ({@link FixedBase#addTo}). */
  static FixedBase generatorTable() {
    return GeneratorTable.TABLE;
  }

  /**
   * The table of a joint key, which every re-masking multiplies: made on first use (about as long
   * as 75 products by BouncyCastle's multiplier), then kept while among the most recently used.
   */
  static FixedBase jointKeyTable(ECPoint jointKey) {
    return JOINT_KEYS.of(jointKey);
  }

  /**
   * The table of a seat's public key, which every check of its decryption shares multiplies: made
   * on first use (about as long as 75 products by BouncyCastle's multiplier, once a game), then
   * kept while among the most recently used.
   */
  static FixedBase keyTable(ECPoint publicKey) {
    return SEAT_KEYS.of(publicKey);
  }

  /** A small cache of tables by point; a table is made outside the lock. */
  private static final class Tables {
    private final int width;
    private final Map<ECPoint, FixedBase> byPoint;

    Tables(int width, int capacity) {
      this.width = width;
      this.byPoint = new LinkedHashMap<>(2 * capacity, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<ECPoint, FixedBase> eldest) {
          return size() > capacity;
        }
      };
    }

    FixedBase of(ECPoint point) {
      ECPoint key = point.normalize();
      synchronized (byPoint) {
        FixedBase table = byPoint.get(key);
        if (table != null) {
          return table;
        }
      }
      FixedBase table = new FixedBase(key, width);
      synchronized (byPoint) {
        FixedBase other = byPoint.putIfAbsent(key, table);
        return other == null ? table : other;
      }
    }
  }

  /** Normalizes the points in place, with one field inversion for all of them. */
  static void normalizeAll(ECPoint... points) {
    CURVE.normalizeAll(points);
  }

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

  /** Hashes points by their encodings (those not yet normalized are normalized together). */
  static BigInteger hashToScalar(String tag, String context, ECPoint... points) {
    ECPoint[] normal = points.clone();
    normalizeAll(normal);
    byte[][] parts = new byte[normal.length + 1][];
    parts[0] = context.getBytes(StandardCharsets.UTF_8);
    for (int i = 0; i < normal.length; i++) {
      parts[i + 1] = encode(normal[i]);
    }
    return hashToScalar(tag, parts);
  }

  static byte[] sha256(String tag, byte[]... parts) {
    MessageDigest digest;
    try {
      digest = MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java platform has SHA-256", e);
    }
    byte[] length = new byte[4];
    writePart(digest, length, tag.getBytes(StandardCharsets.UTF_8));
    for (byte[] part : parts) {
      writePart(digest, length, part);
    }
    return digest.digest();
  }

  /** The part's length in 4 bytes, big-endian, then the part. */
  private static void writePart(MessageDigest digest, byte[] length, byte[] part) {
    int n = part.length;
    length[0] = (byte) (n >>> 24);
    length[1] = (byte) (n >>> 16);
    length[2] = (byte) (n >>> 8);
    length[3] = (byte) n;
    digest.update(length);
    digest.update(part);
  }
}
