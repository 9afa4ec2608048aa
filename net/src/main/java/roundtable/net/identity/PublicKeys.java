package roundtable.net.identity;

import com.google.protobuf.ByteString;
import java.util.LinkedHashMap;
import java.util.Map;
import roundtable.net.Wire;

/**
 * Raw Ed25519 public keys decoded to curve points, the most recent kept: a table has a handful of
 * authors, and decoding (a square root in the field) is a tenth of a check. Bounded, so a stream of
 * made-up keys costs memory for {@link #CAPACITY} of them at most. Thread-safe: every link's event
 * loop verifies.
 *
 * <p>A key whose signatures verified {@link #COMB_AT_USE} times gets a {@link Comb} of its multiples, which makes its
 * checks about three times as fast (issue 19; building one takes as long as about ten checks); the
 * {@link #COMBS} most recently used keys keep theirs (61 KB each). A key whose comb is dropped
 * counts its uses afresh, and needs twice as many as before for the next one: with more than
 * {@link #COMBS} authors taking turns, combs are not built over and over.
 */
final class PublicKeys {
  static final int CAPACITY = 256;
  static final int COMBS = 32;
  static final int COMB_AT_USE = 3;

  private static final Map<ByteString, AuthorKey> RECENT =
      new LinkedHashMap<>(CAPACITY * 2, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<ByteString, AuthorKey> eldest) {
          return size() > CAPACITY;
        }
      };

  /** The keys that have a comb, least recently used first; guards their counts too. */
  private static final Map<AuthorKey, Boolean> WITH_COMB =
      new LinkedHashMap<>(COMBS * 2, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<AuthorKey, Boolean> eldest) {
          if (size() > COMBS) {
            AuthorKey key = eldest.getKey();
            key.comb = null;
            key.uses = 0;
            key.combAtUse = (int) Math.min(1 << 20, 2L * key.combAtUse);
            return true;
          }
          return false;
        }
      };

  private PublicKeys() {}

  /** The key of raw bytes, or null when they are not 32 bytes or not an acceptable point. */
  static AuthorKey point(ByteString raw) {
    if (raw.size() != Wire.KEY_BYTES) {
      return null;
    }
    synchronized (RECENT) {
      AuthorKey known = RECENT.get(raw);
      if (known != null) {
        return known;
      }
    }
    AuthorKey key = AuthorKey.decode(raw.toByteArray());
    if (key != null) {
      synchronized (RECENT) {
        RECENT.put(raw, key);
      }
    }
    return key;
  }

  /** Whether the raw bytes are an Ed25519 public key (32 bytes, a point of the curve). */
  static boolean valid(byte[] raw) {
    return point(ByteString.copyFrom(raw)) != null;
  }

  /** The key's comb, if it has one (it then counts as used just now), else null. */
  static Comb combFor(AuthorKey key) {
    Comb comb = key.comb;
    if (comb != null) {
      synchronized (WITH_COMB) {
        WITH_COMB.get(key);
      }
    }
    return comb;
  }

  /**
   * Counts a signature that verified without a comb, and builds the key's comb on the {@link
   * #COMB_AT_USE}-th (or later one, after a comb was dropped), in the checking thread (another
   * thread checking meanwhile does without). Only checks that pass count: made-up signatures
   * under a key never make this peer build a comb for it.
   */
  static void verifiedWithoutComb(AuthorKey key) {
    synchronized (WITH_COMB) {
      if (key.comb != null || ++key.uses < key.combAtUse || key.building) {
        return;
      }
      key.building = true;
    }
    Comb comb = null;
    try {
      comb = Ed25519Verifier.combOf(key);
    } finally {
      synchronized (WITH_COMB) {
        key.building = false;
        if (comb != null) {
          key.comb = comb;
          WITH_COMB.put(key, Boolean.TRUE);
        }
      }
    }
  }
}
