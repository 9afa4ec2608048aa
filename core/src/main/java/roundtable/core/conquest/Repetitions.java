package roundtable.core.conquest;

import java.util.Arrays;

/**
 * How often each position has been reached by each side's move this round (rules-gaps.md: the
 * third time is a warning, the fourth time that side loses). Immutable and persistent: a 32-way
 * trie on the 64-bit position key, so adding one position copies one short path, not the whole
 * history of a long round.
 */
final class Repetitions {
  static final Repetitions NONE = new Repetitions(new Object[32], 0);
  private static final int BITS = 5;

  private final Object[] root;
  private final int size;

  /** One counted position. */
  private record Leaf(long key, int count) {}

  private Repetitions(Object[] root, int size) {
    this.root = root;
    this.size = size;
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
    boolean fresh = count(key) == 0;
    return new Repetitions(insert(root, key, 0), fresh ? size + 1 : size);
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

  /** Every (key, count), sorted by key: the canonical form for the state hash. */
  long[][] entries() {
    long[][] out = new long[size][];
    int[] n = {0};
    collect(root, out, n);
    Arrays.sort(out, (a, b) -> Long.compare(a[0], b[0]));
    return out;
  }

  private static void collect(Object[] node, long[][] out, int[] n) {
    for (Object slot : node) {
      if (slot instanceof Leaf leaf) {
        out[n[0]++] = new long[] {leaf.key(), leaf.count()};
      } else if (slot != null) {
        collect((Object[]) slot, out, n);
      }
    }
  }
}
