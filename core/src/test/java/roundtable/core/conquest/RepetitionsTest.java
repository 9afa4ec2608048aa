package roundtable.core.conquest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

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
}
