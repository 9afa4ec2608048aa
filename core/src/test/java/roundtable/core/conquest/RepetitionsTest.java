package roundtable.core.conquest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The positions a round has reached, and the digest the state hash reads of them. */
class RepetitionsTest {
  @Test
  void theSamePositionsGiveTheSameDigestWhateverTheirOrder() {
    Repetitions one = Repetitions.NONE.add(7).add(42).add(7).add(-3);
    Repetitions other = Repetitions.NONE.add(-3).add(7).add(42).add(7);
    assertEquals(one.digest(), other.digest());
    assertEquals(2, one.count(7));
  }

  @Test
  void aPositionSeenOnceMoreChangesTheDigest() {
    Repetitions twice = Repetitions.NONE.add(7).add(7);
    assertNotEquals(Repetitions.NONE.add(7).digest(), twice.digest());
    assertEquals(Repetitions.mix(7, 2), twice.digest(), "its count's share replaces the one before");
    assertEquals(0, Repetitions.NONE.digest());
  }

  @Test
  void countsAndDigestAgreeWithAPlainMapOverManyPositions() {
    // Keys alike in their low 40 or 60 bits fill buckets and split them far down; some keys come
    // back up to five times.
    SplittableRandom random = new SplittableRandom(18);
    long[] keys = new long[600];
    for (int i = 0; i < keys.length; i++) {
      long key = random.nextLong();
      keys[i] = switch (i % 4) {
        case 0 -> key;
        case 1 -> key << 40;
        case 2 -> (long) (i % 16) << 60;
        default -> keys[random.nextInt(i)];
      };
    }
    Map<Long, Integer> counts = new HashMap<>();
    Repetitions reps = Repetitions.NONE;
    for (int i = 0; i < 3_000; i++) {
      long key = keys[random.nextInt(keys.length)];
      if (counts.getOrDefault(key, 0) == 5) {
        continue;
      }
      Repetitions before = reps;
      reps = reps.add(key);
      counts.merge(key, 1, Integer::sum);
      assertEquals(counts.get(key) - 1, before.count(key), "the state before is unchanged");
    }
    long digest = 0;
    for (Map.Entry<Long, Integer> e : counts.entrySet()) {
      assertEquals(e.getValue(), reps.count(e.getKey()));
      digest += Repetitions.mix(e.getKey(), e.getValue());
    }
    for (long key : keys) {
      assertEquals(counts.getOrDefault(key, 0), reps.count(key));
    }
    assertEquals(0, reps.count(0x5EEDL));
    assertEquals(digest, reps.digest());
  }

  @Test
  void aPositionReachedMoreTimesThanABucketHolds() {
    Repetitions reps = Repetitions.NONE.add(1L << 63);
    for (int i = 1; i <= 12; i++) {
      reps = reps.add(7);
      assertEquals(i, reps.count(7));
    }
    assertEquals(1, reps.count(1L << 63));
    assertEquals(0, reps.count(7 | 1L << 63));
  }
}
