package roundtable.net.session;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.AdditionalAnswers.delegatesTo;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.Mockito.doAnswer;
import static org.mockito.Mockito.mock;
import static roundtable.net.session.SessionTest.SHORT;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import roundtable.core.bot.Player;
import roundtable.core.conquest.Conquest;
import roundtable.core.conquest.ConquestState;
import roundtable.proto.Role;

/**
 * A session may be busy for seconds on its own thread (a peer whose bots play several mental-poker
 * seats in one go): its links are not, so a watcher who comes meanwhile has its handshake answered at
 * once and is not taken for a silent link. (The session once ran on its links' event loop: a
 * spectator then got no answer within 15 s from such a host.)
 */
class BusySessionTest {
  @Test
  @Timeout(60)
  void aWatcherShakesHandsWhileTheSessionIsBusyDeciding() throws Exception {
    CountDownLatch deciding = new CountDownLatch(1);
    CountDownLatch decided = new CountDownLatch(1);
    PeerSetup<ConquestState> bots = PeerSetup.bots(Conquest.GAME, "kitchen", List.of("random", "random"), 1);
    PeerSetup<ConquestState> slow = bots.withPlayers((seat, secrets) -> {
      Player<ConquestState> bot = bots.players().player(seat, secrets);
      Player<ConquestState> thinking = mock(Player.class, delegatesTo(bot));
      doAnswer(call -> {
        deciding.countDown();
        decided.await(20, TimeUnit.SECONDS); // holds the session's thread, as a long run of its own seats does
        return bot.act(call.getArgument(0), call.getArgument(1), call.getArgument(2), call.getArgument(3));
      }).when(thinking).act(any(), any(), anyInt(), any());
      return thinking;
    });
    try (TableSession<ConquestState> opener = TableSession.host(slow, TableSpec.of(2, SHORT), LoopbackTable.LOOPBACK)) {
      assertTrue(deciding.await(10, TimeUnit.SECONDS), "a seat is deciding on the session's thread");
      long start = System.nanoTime();
      try (RawPeer watcher = RawPeer.connect(opener.address(), Role.SPECTATOR, "eve")) {
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        assertTrue(millis < 5_000, "the handshake waited for the session: " + millis + " ms");
      } finally {
        decided.countDown();
      }
    }
  }

  /**
   * A peer whose bots hold every seat plays its seats a few actions at a time, so a watcher who
   * comes meanwhile gets the log and follows the game live, rather than when it is over.
   */
  @Test
  @Timeout(60)
  void aPeerHoldingEverySeatLetsAWatcherFollowTheGameLive() throws Exception {
    PeerSetup<ConquestState> bots = PeerSetup.bots(Conquest.GAME, "kitchen", List.of("random", "random"), 3);
    CountDownLatch watcherIn = new CountDownLatch(1);
    PeerSetup<ConquestState> waiting = bots.withPlayers((seat, secrets) -> {
      Player<ConquestState> bot = bots.players().player(seat, secrets);
      Player<ConquestState> held = mock(Player.class, delegatesTo(bot));
      doAnswer(call -> {
        watcherIn.await(20, TimeUnit.SECONDS); // the game waits for the watcher, then plays on
        Thread.sleep(5); // 150 moves: under a second in all, in one go or not
        return bot.act(call.getArgument(0), call.getArgument(1), call.getArgument(2), call.getArgument(3));
      }).when(held).act(any(), any(), anyInt(), any());
      return held;
    });
    try (TableSession<ConquestState> opener = TableSession.host(waiting, TableSpec.of(2, SHORT), LoopbackTable.LOOPBACK);
        TableSession<ConquestState> watcher = TableSession.spectate(PeerSetup.spectator(Conquest.GAME, "eve"),
            opener.address())) {
      watcherIn.countDown();
      while (watcher.step() == 0 && !opener.end().isDone()) {
        Thread.sleep(1);
      }
      int seenHere = watcher.step();
      opener.end().get(30, TimeUnit.SECONDS);
      int wholeGame = opener.step();
      assertTrue(seenHere > 0 && seenHere < wholeGame, "the watcher's first step " + seenHere + " of a game of "
          + wholeGame + ": it got nothing before the game was over");
    }
  }
}
