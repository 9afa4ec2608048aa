package roundtable.core.graal;

import java.util.AbstractMap;
import java.util.Collections;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The discard pile's cards laid as another card (id to the key it counts as), in the order of the
 * ids, never changed once made: a pile made again with the same map keeps it rather than copying it
 * (issue 18).
 */
final class LaidAs extends AbstractMap<Integer, Integer> {
  private final SortedMap<Integer, Integer> byId;

  private LaidAs(SortedMap<Integer, Integer> byId) {
    this.byId = byId;
  }

  /** The map itself if it is one of these, no map if it is empty, else a sorted copy. */
  static Map<Integer, Integer> of(Map<Integer, Integer> laidAs) {
    if (laidAs instanceof LaidAs || laidAs.isEmpty()) {
      return laidAs.isEmpty() ? Map.of() : laidAs;
    }
    return new LaidAs(Collections.unmodifiableSortedMap(new TreeMap<>(laidAs)));
  }

  @Override
  public Integer get(Object id) {
    return byId.get(id);
  }

  @Override
  public boolean containsKey(Object id) {
    return byId.containsKey(id);
  }

  @Override
  public int size() {
    return byId.size();
  }

  @Override
  public Set<Entry<Integer, Integer>> entrySet() {
    return byId.entrySet();
  }
}
