package roundtable.net.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.AdditionalAnswers.delegatesTo;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.Mockito.doAnswer;
import static org.mockito.Mockito.mock;
import static roundtable.net.session.SessionTest.waitFor;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import roundtable.core.bot.Player;
import roundtable.core.conquest.Conquest;
import roundtable.core.crypto.Audit;
import roundtable.core.morrigan.Morrigan;
import roundtable.core.morrigan.MorriganState;
import roundtable.core.conquest.ConquestState;
import roundtable.net.identity.IdentityFile;

/**
 * A table opened on the LAN where the opener's laptop holds every seat (its person and its bots, the
 * others only watch): its window is closed mid-game and the table opened again from what it kept.
 * Nobody else holds a seat to send it what it missed, so it does not wait for anyone: its seats play
 * on from the kept log to the end of the game.
 */
class OpenerAloneComesBackTest {
  @Test
  @Timeout(60)
  void anOpenerHoldingEverySeatComesBackAndPlaysOn(@TempDir Path home) throws Exception {
    Map<String, String> options = Map.of("match", "one-round", "move-limit", "150");
    try (IdentityFile key = IdentityFile.open(home, "kitchen")) {
      PeerSetup<ConquestState> bots = PeerSetup.bots(Conquest.GAME, "kitchen", List.of("random", "random"), 1)
          .keptIn(home, key.identity());
      // the seats stop deciding after 20 moves, as a window closed mid-game
      AtomicInteger moves = new AtomicInteger();
      PeerSetup<ConquestState> first = bots.withPlayers((seat, secrets) -> {
        Player<ConquestState> bot = bots.players().player(seat, secrets);
        Player<ConquestState> stops = mock(Player.class, delegatesTo(bot));
        doAnswer(call -> moves.incrementAndGet() > 20 ? Optional.empty()
            : bot.act(call.getArgument(0), call.getArgument(1), call.getArgument(2), call.getArgument(3)))
            .when(stops).act(any(), any(), anyInt(), any());
        return stops;
      });
      int before;
      try (TableSession<ConquestState> opened = TableSession.host(first, TableSpec.of(2, options), LoopbackTable.LOOPBACK)) {
        waitFor(() -> moves.get() > 20);
        before = opened.step();
      }
      List<TableStore> kept = TableStore.unfinishedOpenings(home, key.identity().fingerprint());
      assertEquals(1, kept.size(), "the game is kept, unfinished");

      List<String> news = new CopyOnWriteArrayList<>();
      PeerSetup<ConquestState> again = PeerSetup.bots(Conquest.GAME, "kitchen", List.of("random", "random"), 2)
          .keptIn(home, key.identity());
      try (TableSession<ConquestState> back = TableSession.reopen(again, kept.get(0), LoopbackTable.LOOPBACK)) {
        back.onNews(n -> news.add(n.line()));
        SessionEnd end = back.end().get(40, TimeUnit.SECONDS);
        assertTrue(end.finished(), end.toString());
        assertTrue(end.steps() > before, end + " after " + before);
      }
      assertTrue(news.stream().noneMatch(l -> l.contains("catching up")), news.toString());
    }
  }

  /**
   * The opener's laptop holds two seats; the third's player left the game for good and went
   * (issue 16): its seat is played by the open-handed bot every peer computes, so the opener,
   * closed and opened again, has nobody to catch up from either, and plays on alone to the end.
   */
  @Test
  @Timeout(120)
  void anOpenerWhoseOnlyOtherPlayerLeftForGoodComesBackAndPlaysOn(@TempDir Path home) throws Exception {
    try (IdentityFile key = IdentityFile.open(home, "kitchen")) {
      PeerSetup<MorriganState> bots = PeerSetup.bots(Morrigan.GAME, "kitchen", List.of("random", "random"), 5)
          .keptIn(home, key.identity());
      int before;
      try (TableSession<MorriganState> opened = TableSession.host(bots, TableSpec.of(3, Map.of()), LoopbackTable.LOOPBACK);
          TableSession<MorriganState> bob = TableSession.join(PeerSetup.bots(Morrigan.GAME, "bob", List.of("random"), 6),
              opened.address())) {
        waitFor(() -> opened.step() >= 40 && bob.step() >= 40);
        bob.leaveForGood();
        waitFor(() -> opened.leftSeats().size() == 1);
        before = opened.step();
      }
      List<TableStore> kept = TableStore.unfinishedOpenings(home, key.identity().fingerprint());
      assertEquals(1, kept.size(), "the game is kept, unfinished");

      List<String> news = new CopyOnWriteArrayList<>();
      PeerSetup<MorriganState> again = PeerSetup.bots(Morrigan.GAME, "kitchen", List.of("random", "random"), 7)
          .keptIn(home, key.identity());
      try (TableSession<MorriganState> back = TableSession.reopen(again, kept.get(0), LoopbackTable.LOOPBACK)) {
        back.onNews(n -> news.add(n.line()));
        SessionEnd end = back.end().get(90, TimeUnit.SECONDS);
        assertTrue(end.finished(), end.toString());
        assertTrue(end.steps() > before, end + " after " + before);
      }
      assertTrue(news.stream().noneMatch(l -> l.contains("catching up")), news.toString());
    }
  }

  /**
   * The same on mental poker, the window closed when the game was over and only seat 0 had sent
   * its audit step: seat 0, made anew, signs the same audit again, which the kept log has; that is
   * nothing to send, not an error, and the others' audits end the game.
   */
  @Test
  @Timeout(90)
  void anAuditKeptFromBeforeIsNotSentAgain(@TempDir Path home) throws Exception {
    try (IdentityFile key = IdentityFile.open(home, "kitchen"); LoggedLines log = new LoggedLines(Playing.class)) {
      PeerSetup<MorriganState> bots = PeerSetup.bots(Morrigan.GAME, "kitchen", List.of("random", "random", "random"), 3)
          .keptIn(home, key.identity());
      CountDownLatch audited = new CountDownLatch(1);
      AtomicReference<TableSession<MorriganState>> session = new AtomicReference<>();
      AtomicInteger over = new AtomicInteger(-1); // the step where the game ended, before seat 0's audit
      PeerSetup<MorriganState> first = bots.withPlayers((seat, secrets) -> {
        Player<MorriganState> bot = bots.players().player(seat, secrets);
        Player<MorriganState> late = mock(Player.class, delegatesTo(bot));
        doAnswer(call -> {
          if (seat.getSeat() != 0) {
            return Optional.empty(); // seats 1 and 2 have not sent their audits yet
          }
          over.compareAndSet(-1, session.get().step());
          audited.countDown();
          return bot.audit(call.getArgument(0), call.getArgument(1), call.getArgument(2));
        }).when(late).audit(any(), any(), anyInt());
        return late;
      });
      try (TableSession<MorriganState> opened = TableSession.host(first, TableSpec.of(3, Map.of()), LoopbackTable.LOOPBACK)) {
        session.set(opened);
        assertTrue(audited.await(60, TimeUnit.SECONDS), "the game is over and seat 0 audits");
        waitFor(() -> opened.step() > over.get()); // its audit applied, and so kept
      }
      List<TableStore> kept = TableStore.unfinishedOpenings(home, key.identity().fingerprint());
      PeerSetup<MorriganState> again = PeerSetup.bots(Morrigan.GAME, "kitchen", List.of("random", "random", "random"), 4)
          .keptIn(home, key.identity());
      try (TableSession<MorriganState> back = TableSession.reopen(again, kept.get(0), LoopbackTable.LOOPBACK)) {
        SessionEnd end = back.end().get(40, TimeUnit.SECONDS);
        assertTrue(end.audit().orElseThrow() instanceof Audit.Verified, end.toString());
      }
      assertTrue(log.all().stream().noneMatch(l -> l.contains("own action refused")), log.all().toString());
    }
  }
}
