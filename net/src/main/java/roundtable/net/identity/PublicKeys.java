package roundtable.net.identity;

import com.google.protobuf.ByteString;
import java.util.LinkedHashMap;
import java.util.Map;
import org.bouncycastle.math.ec.rfc8032.Ed25519;
import roundtable.net.Wire;

/**
 * Raw Ed25519 public keys decoded to curve points, the most recent kept: a table has a handful of
 * authors, and decoding (a square root in the field) is a tenth of a check. Bounded, so a stream of
 * made-up keys costs memory for {@link #CAPACITY} of them at most. Thread-safe: every link's event
 * loop verifies.
 */
final class PublicKeys {
  static final int CAPACITY = 256;

  private static final Map<ByteString, Ed25519.PublicPoint> RECENT =
      new LinkedHashMap<>(CAPACITY * 2, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<ByteString, Ed25519.PublicPoint> eldest) {
          return size() > CAPACITY;
        }
      };

  private PublicKeys() {}

  /** The point of a raw 32-byte key, or null when it is not 32 bytes or not a point of the curve. */
  static Ed25519.PublicPoint point(ByteString raw) {
    if (raw.size() != Wire.KEY_BYTES) {
      return null;
    }
    synchronized (RECENT) {
      Ed25519.PublicPoint known = RECENT.get(raw);
      if (known != null) {
        return known;
      }
    }
    Ed25519.PublicPoint point = Ed25519.validatePublicKeyPartialExport(raw.toByteArray(), 0);
    if (point != null) {
      synchronized (RECENT) {
        RECENT.put(raw, point);
      }
    }
    return point;
  }

  /** Whether the raw bytes are an Ed25519 public key (32 bytes, a point of the curve). */
  static boolean valid(byte[] raw) {
    return point(ByteString.copyFrom(raw)) != null;
  }
}
