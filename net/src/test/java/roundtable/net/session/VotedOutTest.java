package roundtable.net.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static roundtable.net.session.SessionTest.assertAllAgree;
import static roundtable.net.session.SessionTest.waitFor;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import roundtable.core.crypto.Audit;
import roundtable.core.morrigan.Morrigan;
import roundtable.core.morrigan.MorriganState;

/**
 * Issue 16, phase B: a morrigan table opened with seat-leaves=continue; bob's laptop goes mid-game
 * without a leave step. Once he is away past the timeout, the others vote him out (SeatBot, all of
 * them), publish their shares of his key, and every peer rebuilds it: the open-handed bot plays his
 * seat to the end, the peers agree on every step, the end and the audit, and a late spectator too.
 */
class VotedOutTest {
  @Test
  @Timeout(150)
  void aPeerGoneWithoutLeavingIsVotedOutAndTheOthersFinishTheGame() throws Exception {
    List<TableSession<MorriganState>> stay = new ArrayList<>();
    List<String> aliceNews = new CopyOnWriteArrayList<>();
    TableSession<MorriganState> bob = null;
    try (TableSession<MorriganState> opener = TableSession.host(PeerSetup.bots(Morrigan.GAME, "kitchen",
        List.of("random"), 31), TableSpec.of(3, Map.of("seat-leaves", "continue")), LoopbackTable.LOOPBACK)) {
      stay.add(opener);
      TableSession<MorriganState> alice = TableSession.join(PeerSetup.bots(Morrigan.GAME, "alice", List.of("random"), 32),
          opener.address());
      alice.onNews(n -> aliceNews.add(n.line()));
      stay.add(alice);
      bob = TableSession.join(PeerSetup.bots(Morrigan.GAME, "bob", List.of("random"), 33), opener.address());
      for (TableSession<MorriganState> p : stay) {
        p.awayTimeout(Duration.ofSeconds(2));
      }
      TableSession<MorriganState> gone = bob;
      waitFor(() -> opener.step() >= 60 && gone.step() >= 60);
      bob.close(); // no leave step: his laptop just goes
      bob = null;

      List<SessionEnd> ends = new ArrayList<>();
      for (TableSession<MorriganState> p : stay) {
        ends.add(p.end().get(120, TimeUnit.SECONDS));
      }
      assertAllAgree(ends);
      assertTrue(ends.get(0).finished(), ends.get(0).toString());
      assertTrue(ends.get(0).audit().orElseThrow() instanceof Audit.Verified, ends.get(0).audit().toString());
      assertFalse(ends.get(0).outcome().orElseThrow().text().startsWith("cheat"), ends.get(0).toString());
      assertEquals(1, opener.leftSeats().size(), "bob's seat was voted out and rebuilt");
      assertEquals(opener.leftSeats(), alice.leftSeats());
      assertTrue(aliceNews.stream().anyMatch(l -> l.contains("by vote")), aliceNews.toString());
      try (TableSession<MorriganState> late = TableSession.spectate(PeerSetup.spectator(Morrigan.GAME, "late"),
          alice.address())) {
        assertEquals(ends.get(0), late.end().get(30, TimeUnit.SECONDS), "a late spectator replays the rebuilding");
      }
    } finally {
      stay.forEach(TableSession::close);
      if (bob != null) {
        bob.close();
      }
    }
  }
}
