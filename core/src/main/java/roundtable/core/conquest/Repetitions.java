package roundtable.core.conquest;

import java.util.Arrays;

/**
 * How often each position has been reached by each side's move this round (rules-gaps.md: the
 * third time is a warning, the fourth time that side loses). Immutable: keys sorted, copied on
 * each change.
 */
final class Repetitions {
  static final Repetitions NONE = new Repetitions(new long[0], new int[0]);
  private final long[] keys;
  private final int[] counts;

  private Repetitions(long[] keys, int[] counts) {
    this.keys = keys;
    this.counts = counts;
  }

  int count(long key) {
    int i = Arrays.binarySearch(keys, key);
    return i >= 0 ? counts[i] : 0;
  }

  Repetitions add(long key) {
    int i = Arrays.binarySearch(keys, key);
    if (i >= 0) {
      int[] c = counts.clone();
      c[i]++;
      return new Repetitions(keys, c);
    }
    int at = -i - 1;
    long[] k = new long[keys.length + 1];
    int[] c = new int[counts.length + 1];
    System.arraycopy(keys, 0, k, 0, at);
    System.arraycopy(counts, 0, c, 0, at);
    k[at] = key;
    c[at] = 1;
    System.arraycopy(keys, at, k, at + 1, keys.length - at);
    System.arraycopy(counts, at, c, at + 1, counts.length - at);
    return new Repetitions(k, c);
  }

  int size() {
    return keys.length;
  }

  long[] keys() {
    return keys.clone();
  }

  int[] counts() {
    return counts.clone();
  }
}
