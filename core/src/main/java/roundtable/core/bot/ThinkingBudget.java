package roundtable.core.bot;

import java.time.Duration;
import java.util.function.LongSupplier;

/**
 * How long the strong bot thinks about a move: a number of search iterations (deterministic: the
 * same seed gives the same move, for tests and logs), or a time per move read from a clock. The
 * clock is the caller's, as core reads none of its own (DESIGN, "core: no clock").
 *
 * @param iterations the most iterations per move
 * @param nanos the most time per move in nanoseconds, or 0 for no time limit
 * @param clock nanoseconds from any origin; read only when {@code nanos} is not 0
 */
public record ThinkingBudget(int iterations, long nanos, LongSupplier clock) {
  public ThinkingBudget {
    if (iterations < 1) {
      throw new IllegalArgumentException("a thinking budget needs at least one iteration");
    }
  }

  /** Exactly this many iterations per move. */
  public static ThinkingBudget iterations(int iterations) {
    return new ThinkingBudget(iterations, 0, () -> 0);
  }

  /** As many iterations as this time allows, by this clock. */
  public static ThinkingBudget time(Duration perMove, LongSupplier clock) {
    return new ThinkingBudget(Integer.MAX_VALUE, perMove.toNanos(), clock);
  }

  long deadline() {
    return nanos == 0 ? 0 : clock.getAsLong() + nanos;
  }

  boolean pastDeadline(long deadline) {
    return nanos != 0 && clock.getAsLong() - deadline >= 0;
  }
}
