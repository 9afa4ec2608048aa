package roundtable.core.graal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** The laid-as map over one array reads as the sorted map it was made from. */
class LaidAsTest {
  @Test
  void readsAsTheSortedMap() {
    SplittableRandom random = new SplittableRandom(18);
    for (int n = 0; n < 40; n++) {
      Map<Integer, Integer> map = new TreeMap<>();
      for (int i = 0; i < n; i++) {
        map.put(random.nextInt(200), random.nextInt(60));
      }
      Map<Integer, Integer> laid = LaidAs.of(map);
      assertEquals(map, laid);
      assertEquals(laid, map);
      assertEquals(map.hashCode(), laid.hashCode());
      assertEquals(map.isEmpty(), laid.isEmpty());
      assertEquals(new ArrayList<>(map.entrySet()), new ArrayList<>(laid.entrySet()), "in the order of the ids");
      for (int id = -1; id <= 200; id++) {
        assertEquals(map.get(id), laid.get(id));
        assertEquals(map.containsKey(id), laid.containsKey(id));
      }
      assertEquals(null, laid.get("7"));
      assertSame(laid, LaidAs.of(laid));
      assertEquals(laid, LaidAs.of(new TreeMap<>(laid)));
    }
    assertSame(Map.of(), LaidAs.of(new TreeMap<>()));
    assertEquals(List.of(Map.entry(2, 5), Map.entry(9, 1)), List.copyOf(LaidAs.of(Map.of(9, 1, 2, 5)).entrySet()));
  }
}
