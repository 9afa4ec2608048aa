package roundtable.net.link;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A session runs on its players' loop (issue 19): a spectator's write given there follows the
 * players' writes it made at once, so it does not wait behind the session's next tasks; given from
 * another thread it still passes through that loop first.
 */
class AfterPlayersTest {
  @Test
  @Timeout(10)
  void onThePlayersLoopTheTaskRunsAtOnceAheadOfTheLoopsNextTasks() throws Exception {
    try (PeerLinks links = new PeerLinks("alice")) {
      List<String> order = new CopyOnWriteArrayList<>();
      CountDownLatch done = new CountDownLatch(1);
      links.playersLoop().execute(() -> {
        links.playersLoop().execute(() -> {
          order.add("the session's next task");
          done.countDown();
        });
        links.afterPlayers().execute(() -> order.add("to the spectators"));
        order.add("the session goes on");
      });
      assertTrue(done.await(5, TimeUnit.SECONDS));
      assertEquals(List.of("to the spectators", "the session goes on", "the session's next task"), order);
    }
  }

  @Test
  @Timeout(10)
  void fromAnotherThreadTheTaskWaitsForWhatThePlayersLoopHadQueued() throws Exception {
    try (PeerLinks links = new PeerLinks("bob")) {
      List<String> order = new CopyOnWriteArrayList<>();
      CountDownLatch gate = new CountDownLatch(1);
      CountDownLatch done = new CountDownLatch(1);
      links.playersLoop().execute(() -> {
        await(gate);
        order.add("a player's write");
      });
      links.afterPlayers().execute(() -> {
        order.add("to the spectators");
        done.countDown();
      });
      assertTrue(order.isEmpty(), "nothing runs before the players' loop got through its queue");
      gate.countDown();
      assertTrue(done.await(5, TimeUnit.SECONDS));
      assertEquals(List.of("a player's write", "to the spectators"), order);
      assertTrue(links.playersLoop().submit(() -> Thread.currentThread().getName()).get().startsWith("table-bob"),
          "the loop is named after the table's peer");
    }
  }

  private static void await(CountDownLatch gate) {
    try {
      gate.await(5, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
