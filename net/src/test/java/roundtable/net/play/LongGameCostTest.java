package roundtable.net.play;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import roundtable.core.conquest.Conquest;
import roundtable.core.conquest.ConquestState;
import roundtable.proto.SignedEnvelope;

/**
 * Issue 19: a long game costs no more per action than a short one: no quadratic path left in the
 * replica, its log, the hash chain or the state hash. (It found one: conquest's state hash wrote
 * every position of the round at every step, so the last 100 actions of an 1,804-action game
 * allocated 2.9 times what the first 100 did; it now reads a digest kept as moves are made.) The cost is counted in bytes allocated on this thread (what a
 * copy of the whole log would show at once), not in time, which a loaded machine makes noisy.
 */
class LongGameCostTest {
  private static final int WINDOW = 100;

  @Test
  void theLastActionsOfALongGameCostNoMoreThanItsFirst() {
    MemoryTable table = new MemoryTable(2, new int[] {0, 1}, Map.of("move-limit", "600"), 41);
    table.run(() -> false, 2_000_000);
    List<SignedEnvelope> log = table.peer(0).replica.signedLog();
    assertTrue(log.size() >= 8 * WINDOW, "a long game: " + log.size() + " actions");
    for (int warm = 0; warm < 2; warm++) {
      replay(log, 0, log.size(), Replica.start(Conquest.GAME, table.start)); // the JIT settles first
    }
    Replica<ConquestState> replica = Replica.start(Conquest.GAME, table.start);
    long first = replay(log, 0, WINDOW, replica);
    replay(log, WINDOW, log.size() - WINDOW, replica);
    long last = replay(log, log.size() - WINDOW, log.size(), replica);
    assertTrue(last < 3 * first / 2, "bytes for the last " + WINDOW + " actions of " + log.size() + ": " + last
        + ", for the first " + WINDOW + ": " + first);
  }

  /** Feeds actions [from, to) of the log to the replica; the bytes this thread allocated meanwhile. */
  private static long replay(List<SignedEnvelope> log, int from, int to, Replica<ConquestState> replica) {
    com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long before = threads.getCurrentThreadAllocatedBytes();
    for (SignedEnvelope signed : log.subList(from, to)) {
      try {
        assertInstanceOf(Received.Applied.class, replica.receive(signed));
      } catch (roundtable.net.ProtocolException e) {
        throw new AssertionError(e);
      }
    }
    return threads.getCurrentThreadAllocatedBytes() - before;
  }
}
