package roundtable.net.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.ByteString;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import roundtable.core.conquest.Conquest;
import roundtable.core.conquest.ConquestState;
import roundtable.core.log.LogNotation;
import roundtable.core.table.Knowledge;
import roundtable.net.play.Cheat;
import roundtable.net.play.Replica;
import roundtable.net.play.Verdict;
import roundtable.proto.GameAction;
import roundtable.proto.SignedEnvelope;

/** Whole bot games of conquest between sessions over real links on 127.0.0.1. */
class SessionTest {
  static final Map<String, String> SHORT = Map.of("match", "one-round", "move-limit", "150");

  @Test
  @Timeout(30)
  void fourPeersPlayAClockwiseGameToTheSameEnd() throws Exception {
    try (LoopbackTable table = new LoopbackTable(4, SHORT, 1)) {
      List<SessionEnd> ends = table.ends(20);
      assertAllAgree(ends);
      assertTrue(ends.get(0).steps() > 30, ends.get(0).toString());
      for (TableSession<ConquestState> peer : table.peers) {
        // The other peers' checks (a joiner hears the other joiners' only through the opener's relay).
        assertTrue(peer.hashesAgreed() >= 3, peer.fingerprint() + " compared " + peer.hashesAgreed() + " hashes");
      }
    }
  }

  @Test
  @Timeout(90)
  void fourPeersPlaySecretTokensToTheSameEnd() throws Exception {
    Map<String, String> options = Map.of("match", "one-round", "move-limit", "150", "turn-order", "tokens-secret");
    try (LoopbackTable table = new LoopbackTable(4, options, 2)) {
      assertAllAgree(table.ends(80));
    }
  }

  /**
   * The opener's seat stops acting after step 30 until the spectator has replayed the log, so it
   * joins halfway and then follows the rest of the game live.
   */
  @Test
  @Timeout(30)
  void aSpectatorWhoComesHalfwayReplaysTheLogAndEndsOnTheSameState() throws Exception {
    AtomicBoolean gateOpen = new AtomicBoolean(false);
    Seats.Maker<ConquestState> honest = Seats.local();
    Seats.Maker<ConquestState> gated = (replica, signer, players) ->
        Seats.gated(honest.make(replica, signer, players), () -> gateOpen.get() || replica.step() < 30);
    try (LoopbackTable table = new LoopbackTable(4, SHORT, 3, (p, setup) -> p == 0 ? setup.withSeats(gated) : setup)) {
      TableSession<ConquestState> opener = table.opener();
      waitFor(() -> opener.step() >= 30);
      assertFalse(opener.end().isDone(), "the game waits for the opener's seat");
      try (TableSession<ConquestState> spectator = TableSession.spectate(
          PeerSetup.spectator(Conquest.GAME, "watcher"), opener.address())) {
        waitFor(() -> spectator.step() >= 30);
        gateOpen.set(true);
        opener.nudge();
        List<SessionEnd> ends = table.ends(20);
        assertAllAgree(ends);
        SessionEnd watched = spectator.end().get(10, TimeUnit.SECONDS);
        assertEquals(ends.get(0), watched);
      }
    }
  }

  /** A joiner whose seats act for a seat it does not hold: every honest peer names the seat and stops. */
  @Test
  @Timeout(30)
  void aJoinerActingForAnotherSeatIsNamedByEveryHonestPeer() throws Exception {
    AtomicInteger victim = new AtomicInteger(-1);
    Seats.Maker<ConquestState> cheat = (replica, signer, players) -> {
      Seats honest = Seats.<ConquestState>local().make(replica, signer, players);
      return () -> {
        if (victim.get() < 0 && replica.step() >= 6) {
          for (int seat : replica.prompt().seats().keySet()) {
            if (!players.containsKey(seat)) {
              victim.set(seat);
              return List.of(actFor(replica, signer, seat));
            }
          }
        }
        return victim.get() < 0 ? honest.act() : List.of();
      };
    };
    int bad = 2;
    try (LoopbackTable table = new LoopbackTable(4, SHORT, 4, (p, setup) -> p == bad ? setup.withSeats(cheat) : setup)) {
      String badKey = table.peers.get(bad).fingerprint();
      for (int p = 0; p < 4; p++) {
        if (p == bad) {
          continue;
        }
        SessionEnd end = table.peers.get(p).end().get(20, TimeUnit.SECONDS);
        Verdict verdict = end.verdict().orElseThrow(() -> new AssertionError("no verdict: " + end));
        assertEquals(Cheat.NOT_SEAT_HOLDER, verdict.cheat(), verdict.text());
        assertEquals(victim.get(), verdict.seat());
        assertEquals(badKey, verdict.author());
        assertTrue(verdict.text().startsWith("seat " + victim.get() + " (author " + badKey + ")"), verdict.text());
        assertFalse(end.finished());
      }
    }
  }

  /** A legal move for a seat, signed by a peer that does not hold it. */
  static SignedEnvelope actFor(Replica<ConquestState> replica, roundtable.net.identity.Signer signer, int seat) {
    String move = replica.game().legalActions(replica.state(), seat, Knowledge.NOTHING).stream()
        .map(a -> LogNotation.of(replica.game()).format(a)).findFirst().orElse("pass");
    return signer.sign(signer.envelope().setAction(GameAction.newBuilder().setTableId(replica.tableId())
        .setSeat(seat).setAction(move).setStateHash(ByteString.fromHex(replica.basisHash(seat)))
        .setSequence(replica.lastSequence(ByteString.copyFrom(signer.identity().publicKey())) + 1000)));
  }

  static void assertAllAgree(List<SessionEnd> ends) {
    SessionEnd first = ends.get(0);
    assertTrue(first.finished(), first.toString());
    for (SessionEnd end : ends) {
      assertEquals(first, end);
      assertTrue(end.errors().isEmpty(), end.errors().toString());
    }
  }

  static void waitFor(java.util.function.BooleanSupplier condition) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(15);
    while (!condition.getAsBoolean()) {
      if (System.nanoTime() > deadline) {
        throw new AssertionError("timed out waiting");
      }
      Thread.sleep(5);
    }
  }
}
