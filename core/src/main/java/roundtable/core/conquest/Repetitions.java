package roundtable.core.conquest;

import java.util.Arrays;

/**
 * How often each position has been reached by each side's move this round (rules-gaps.md: the
 * third time is a warning, the fourth time that side loses). Immutable and persistent: an 8-way
 * trie on the 64-bit position key, so adding one position copies one short path, not the whole
 * history of a long round. Its leaves are buckets of up to eight keys, a key once for each time
 * it was reached: every move adds a position, and a path of small nodes and one bucket is fewer
 * bytes to copy and fewer objects to read than a 32-way trie with an object per position (issue
 * 18: in `bench rules` that trie took about half of {@code apply}'s time).
 */
final class Repetitions {
  private static final int BITS = 3;
  private static final int SLOTS = 1 << BITS;
  /** A fuller bucket is split by the next bits of its keys. */
  private static final int BUCKET = 8;
  static final Repetitions NONE = new Repetitions(new Object[SLOTS], 0);

  /** A node: each slot null, a node, or a bucket (a {@code long[]} of keys). */
  private final Object[] root;
  /**
   * What the state hash reads of the positions counted, kept as they are added so that hashing a
   * state costs the same late in a long round as early (issue 19): the sum, modulo 2^64, of
   * {@link #mix} of each (position, count). Equal sets give equal digests, whatever their order.
   */
  private final long digest;

  private Repetitions(Object[] root, long digest) {
    this.root = root;
    this.digest = digest;
  }

  long digest() {
    return digest;
  }

  /** One position's share of the digest: MurmurHash3's 64-bit finalizer of key XOR count × φ·2^64. */
  static long mix(long key, int count) {
    long h = key ^ (count * 0x9E3779B97F4A7C15L);
    h ^= h >>> 33;
    h *= 0xFF51AFD7ED558CCDL;
    h ^= h >>> 33;
    h *= 0xC4CEB9FE1A85EC53L;
    h ^= h >>> 33;
    return h;
  }

  int count(long key) {
    Object[] node = root;
    for (int shift = 0; ; shift += BITS) {
      Object slot = node[slot(key, shift)];
      if (slot == null) {
        return 0;
      }
      if (slot instanceof long[] bucket) {
        int n = 0;
        for (long k : bucket) {
          if (k == key) {
            n++;
          }
        }
        return n;
      }
      node = (Object[]) slot;
    }
  }

  Repetitions add(long key) {
    int before = count(key);
    long next = digest + mix(key, before + 1) - (before == 0 ? 0 : mix(key, before));
    return new Repetitions(insert(root, key, 0), next);
  }

  private static Object[] insert(Object[] node, long key, int shift) {
    Object[] copy = node.clone();
    int i = slot(key, shift);
    Object slot = node[i];
    if (slot == null) {
      copy[i] = new long[] {key};
    } else if (slot instanceof long[] bucket && (bucket.length < BUCKET || shift + BITS >= Long.SIZE)) {
      long[] more = Arrays.copyOf(bucket, bucket.length + 1);
      more[bucket.length] = key;
      copy[i] = more;
    } else if (slot instanceof long[] bucket) {
      Object[] below = new Object[SLOTS];
      for (long k : bucket) {
        below = insert(below, k, shift + BITS);
      }
      copy[i] = insert(below, key, shift + BITS);
    } else {
      copy[i] = insert((Object[]) slot, key, shift + BITS);
    }
    return copy;
  }

  private static int slot(long key, int shift) {
    return (int) (key >>> shift) & (SLOTS - 1);
  }
}
