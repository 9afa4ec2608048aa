package roundtable.net.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** A table that does not move is said to wait every ten seconds, for 10 s, 20 s, ...; a move starts again. */
class StallTest {
  private static final long SECOND = 1_000_000_000L;

  @Test
  void aStallIsSaidEveryTenSecondsAndAMoveStartsItAgain() {
    Stall stall = new Stall();
    assertEquals(OptionalLong.empty(), stall.stalledFor(5, 0));
    assertEquals(OptionalLong.empty(), stall.stalledFor(5, 9 * SECOND));
    assertEquals(OptionalLong.of(10), stall.stalledFor(5, 10 * SECOND));
    assertEquals(OptionalLong.empty(), stall.stalledFor(5, 15 * SECOND), "said at 10 s: not again before 20 s");
    assertEquals(OptionalLong.of(20), stall.stalledFor(5, 21 * SECOND));
    assertEquals(OptionalLong.empty(), stall.stalledFor(6, 22 * SECOND), "the table moved");
    assertEquals(OptionalLong.empty(), stall.stalledFor(6, 31 * SECOND));
    assertEquals(OptionalLong.of(10), stall.stalledFor(6, 32 * SECOND));
  }
}
