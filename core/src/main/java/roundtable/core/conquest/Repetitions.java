package roundtable.core.conquest;


/**
 * How often each position has been reached by each side's move this round (rules-gaps.md: the
 * third time is a warning, the fourth time that side loses). Immutable and persistent: a 32-way
 * trie on the 64-bit position key, so adding one position copies one short path, not the whole
 * history of a long round.
 */
final class Repetitions {
  static final Repetitions NONE = new Repetitions(new Object[32], 0, 0);
  private static final int BITS = 5;

  private final Object[] root;
  private final int size;
  /**
   * What the state hash reads of the positions counted, kept as they are added so that hashing a
   * state costs the same late in a long round as early (issue 19): the sum, modulo 2^64, of
   * {@link #mix} of each (position, count). Equal sets give equal digests, whatever their order.
   */
  private final long digest;

  /** One counted position. */
  private record Leaf(long key, int count) {}

  private Repetitions(Object[] root, int size, long digest) {
    this.root = root;
    this.size = size;
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
      if (slot instanceof Leaf leaf) {
        return leaf.key() == key ? leaf.count() : 0;
      }
      if (slot == null) {
        return 0;
      }
      node = (Object[]) slot;
    }
  }

  Repetitions add(long key) {
    int before = count(key);
    long next = digest + mix(key, before + 1) - (before == 0 ? 0 : mix(key, before));
    return new Repetitions(insert(root, key, 0), before == 0 ? size + 1 : size, next);
  }

  private static Object[] insert(Object[] node, long key, int shift) {
    Object[] copy = node.clone();
    int i = slot(key, shift);
    Object slot = node[i];
    if (slot == null) {
      copy[i] = new Leaf(key, 1);
    } else if (slot instanceof Leaf leaf && leaf.key() == key) {
      copy[i] = new Leaf(key, leaf.count() + 1);
    } else if (slot instanceof Leaf leaf) {
      Object[] below = new Object[32];
      below[slot(leaf.key(), shift + BITS)] = leaf;
      copy[i] = insert(below, key, shift + BITS);
    } else {
      copy[i] = insert((Object[]) slot, key, shift + BITS);
    }
    return copy;
  }

  private static int slot(long key, int shift) {
    return (int) (key >>> shift) & 31;
  }
}
