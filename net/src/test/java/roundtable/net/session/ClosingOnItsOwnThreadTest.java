package roundtable.net.session;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static roundtable.net.session.SessionTest.waitFor;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import roundtable.core.conquest.Conquest;
import roundtable.core.conquest.ConquestState;

/**
 * A peer closed from a listener its session calls on its own thread (here, on hearing a chat line):
 * the listener is not held up, and the peer still says Leave, which the session's thread could not
 * have written while it waited for it.
 */
class ClosingOnItsOwnThreadTest {
  @Test
  @Timeout(value = 30, threadMode = Timeout.ThreadMode.SEPARATE_THREAD) // a close that waits for itself hangs
  void aPeerClosedFromItsOwnThreadLeavesWithoutWaitingForItself() throws Exception {
    try (TableSession<ConquestState> opener = TableSession.host(PeerSetup.bots(Conquest.GAME, "kitchen",
            List.of("random"), 1), TableSpec.of(3, Map.of()), LoopbackTable.LOOPBACK);
        TableSession<ConquestState> alice = TableSession.join(PeerSetup.bots(Conquest.GAME, "alice",
            List.of("random"), 2), opener.address())) {
      waitFor(() -> opener.seating().getSeatsCount() > 0 && alice.seating().getSeatsList().stream()
          .filter(s -> !s.getHolderKey().isEmpty()).count() == 2);
      CompletableFuture<Long> closedIn = new CompletableFuture<>();
      alice.onNews(news -> {
        if (news instanceof TableNews.Chat chat && !chat.mine()) {
          long start = System.nanoTime();
          alice.close();
          closedIn.complete(System.nanoTime() - start);
        }
      });
      opener.say("alice, time to go");
      long nanos = closedIn.get(10, TimeUnit.SECONDS);
      assertTrue(nanos < TimeUnit.MILLISECONDS.toNanos(250), "close waited on its own thread: " + nanos + " ns");
      // her Leave reached the opener: her lobby seat is free again
      waitFor(() -> opener.seating().getSeatsList().stream().filter(s -> !s.getHolderKey().isEmpty()).count() == 1);
    }
  }
}
