package roundtable.core.graal;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.TreeMap;

/**
 * The discard pile's cards laid as another card (id to the key it counts as), in the order of the
 * ids, never changed once made: a pile made again with the same map keeps it rather than copying it
 * (issue 18). The pairs lie in one array (id, key, id, key, ...), read by a binary search: the rules
 * ask for a card's key at every lay, and a tree's nodes and boxed keys were as many objects to read.
 * Never empty: {@link #of} gives {@link Map#of()} for no card.
 */
final class LaidAs extends AbstractMap<Integer, Integer> {
  private final int[] pairs;

  private LaidAs(int[] pairs) {
    this.pairs = pairs;
  }

  /** The map itself if it is one of these, no map if it is empty, else a copy in the order of the ids. */
  static Map<Integer, Integer> of(Map<Integer, Integer> laidAs) {
    if (laidAs instanceof LaidAs || laidAs.isEmpty()) {
      return laidAs.isEmpty() ? Map.of() : laidAs;
    }
    int[] pairs = new int[2 * laidAs.size()];
    int i = 0;
    for (Map.Entry<Integer, Integer> e : new TreeMap<>(laidAs).entrySet()) {
      pairs[i++] = e.getKey();
      pairs[i++] = e.getValue();
    }
    return new LaidAs(pairs);
  }

  /** Where the id's pair starts, or -1. */
  private int find(Object id) {
    if (!(id instanceof Integer key)) {
      return -1;
    }
    int low = 0;
    int high = pairs.length / 2 - 1;
    while (low <= high) {
      int mid = (low + high) >>> 1;
      int at = pairs[2 * mid];
      if (at < key) {
        low = mid + 1;
      } else if (at > key) {
        high = mid - 1;
      } else {
        return 2 * mid;
      }
    }
    return -1;
  }

  @Override
  public Integer get(Object id) {
    int at = find(id);
    return at < 0 ? null : pairs[at + 1];
  }

  @Override
  public boolean containsKey(Object id) {
    return find(id) >= 0;
  }

  @Override
  public int size() {
    return pairs.length / 2;
  }

  @Override
  public boolean isEmpty() {
    return false;
  }

  @Override
  public Set<Entry<Integer, Integer>> entrySet() {
    return new AbstractSet<>() {
      @Override
      public Iterator<Entry<Integer, Integer>> iterator() {
        return new Iterator<>() {
          private int next;

          @Override
          public boolean hasNext() {
            return next < pairs.length;
          }

          @Override
          public Entry<Integer, Integer> next() {
            if (next >= pairs.length) {
              throw new NoSuchElementException();
            }
            Entry<Integer, Integer> e = Map.entry(pairs[next], pairs[next + 1]);
            next += 2;
            return e;
          }
        };
      }

      @Override
      public int size() {
        return pairs.length / 2;
      }
    };
  }
}
