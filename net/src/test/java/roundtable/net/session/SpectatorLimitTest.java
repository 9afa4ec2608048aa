package roundtable.net.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static roundtable.net.session.SessionTest.SHORT;
import static roundtable.net.session.SessionTest.waitFor;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import roundtable.core.conquest.Conquest;
import roundtable.core.conquest.ConquestState;
import roundtable.net.Wire;
import roundtable.net.link.Verified;
import roundtable.proto.ErrorCode;
import roundtable.proto.PeerError;
import roundtable.proto.Role;

/**
 * A peer takes at most {@link Wire#MAX_SPECTATORS} spectators (issue 26): one more is told why
 * (TABLE_FULL), logged and closed, is sent nothing of the table, and the game plays to its end for
 * the others.
 */
class SpectatorLimitTest {
  @Test
  @Timeout(60)
  void theSpectatorOverTheLimitIsRefusedWithTheReasonAndTheGameGoesOn() throws Exception {
    AtomicBoolean gateOpen = new AtomicBoolean(false);
    Seats.Maker<ConquestState> honest = Seats.local();
    Seats.Maker<ConquestState> gated = (replica, signer, players) ->
        Seats.gated(honest.make(replica, signer, players), gateOpen::get);
    List<RawPeer> watchers = new ArrayList<>();
    try (LoggedLines log = new LoggedLines(TableSession.class);
        TableSession<ConquestState> opener = TableSession.host(PeerSetup.bots(Conquest.GAME, "kitchen",
            List.of("random", "random"), 7).withSeats(gated), TableSpec.of(2, SHORT), LoopbackTable.LOOPBACK)) {
      for (int i = 0; i < Wire.MAX_SPECTATORS; i++) {
        watchers.add(RawPeer.connect(opener.address(), Role.SPECTATOR, "watcher" + i));
      }
      waitFor(() -> opener.spectators() == Wire.MAX_SPECTATORS);

      try (RawPeer late = RawPeer.connect(opener.address(), Role.SPECTATOR, "late")) {
        assertTrue(late.closedWithin(10), "the spectator over the limit is closed");
        List<Verified> got = List.copyOf(late.received);
        assertEquals(1, got.size(), "nothing but the refusal: " + got);
        PeerError error = got.get(0).envelope().getError();
        assertEquals(ErrorCode.TABLE_FULL, error.getCode());
        assertEquals("this peer takes at most " + Wire.MAX_SPECTATORS + " spectators, and has as many", error.getText());
        log.await(line -> line.contains("spectator " + late.fingerprint() + " ") && line.contains("refused: "
            + error.getText()));
        assertEquals(Wire.MAX_SPECTATORS, opener.spectators(), "the refused one never counted");

        gateOpen.set(true);
        opener.nudge();
        SessionEnd end = opener.end().get(30, TimeUnit.SECONDS);
        assertTrue(end.finished(), end.toString());
        assertTrue(end.errors().isEmpty(), end.errors().toString());
        assertEquals(1, late.received.size(), "the refused spectator was sent nothing of the game");
        waitFor(() -> watchers.get(0).received.stream().anyMatch(v -> v.envelope().hasFeed()));
      }
    } finally {
      watchers.forEach(RawPeer::close);
    }
  }
}
