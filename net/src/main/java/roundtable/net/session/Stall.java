package roundtable.net.session;

import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;

/**
 * How long the table has not moved here, to say what it waits for once nothing has moved for
 * {@link #AFTER_NANOS}, and again every as long (10 s, 20 s, 30 s): every peer says it of its own
 * state, so a stalled table is never silent. Executor thread only.
 */
final class Stall {
  /** How long nothing moves here before this peer says what the table waits for. */
  static final long AFTER_NANOS = TimeUnit.SECONDS.toNanos(10);

  private int step = -1;
  /** When the stall was last said, or the step reached. */
  private long since;
  /** When the table reached the step it stalls at. */
  private long from;

  /**
   * The table is at {@code step} at {@code now}: how long it has stalled there, in whole periods
   * of {@link #AFTER_NANOS} (as seconds), when another period has passed since it was last said.
   */
  OptionalLong stalledFor(int at, long now) {
    if (at != step) {
      step = at;
      since = now;
      from = now;
      return OptionalLong.empty();
    }
    if (now - since < AFTER_NANOS) {
      return OptionalLong.empty();
    }
    since = now;
    return OptionalLong.of(TimeUnit.NANOSECONDS.toSeconds((now - from) / AFTER_NANOS * AFTER_NANOS));
  }
}
