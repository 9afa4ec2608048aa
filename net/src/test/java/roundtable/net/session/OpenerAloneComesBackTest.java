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
import java.util.concurrent.TimeUnit;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import roundtable.core.bot.Player;
import roundtable.core.conquest.Conquest;
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
}
