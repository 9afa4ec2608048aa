package roundtable.net.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static roundtable.net.session.SessionTest.assertAllAgree;
import static roundtable.net.session.SessionTest.waitFor;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import roundtable.core.crypto.Audit;
import roundtable.core.morrigan.Morrigan;
import roundtable.core.morrigan.MorriganState;
import roundtable.core.table.Decision;
import roundtable.core.table.Prompt;
import roundtable.net.identity.IdentityFile;
import roundtable.proto.SignedEnvelope;

/**
 * The case of issue 22: in a morrigan game on mental poker, bob's process dies after it signed and
 * sent its part of a round that every seat owes (decryption shares), before the table put the round
 * in order. It comes back with what it kept and sends the same bytes again: no second, different
 * share for that step (which every peer would judge equivocation), and the game ends on one state.
 */
class ComingBackMidRoundTest {
  /**
   * The opener's seat 0 holds back its part of the first round from step 10 on that seats 0 and 2
   * both owe, until the gate opens; {@code holding} says when it does.
   */
  private static PeerSetup<MorriganState> openerHoldingBack(AtomicBoolean gate, AtomicBoolean holding) {
    Seats.Maker<MorriganState> honest = Seats.local();
    return PeerSetup.bots(Morrigan.GAME, "kitchen", List.of("random"), 11).withSeats((replica, signer, players) -> {
      return Seats.gated(honest.make(replica, signer, players), () -> {
        if (gate.get() || replica.step() < 10 || !owes(replica.prompt(), 0) || !owes(replica.prompt(), 2)) {
          return true;
        }
        holding.set(true);
        return false;
      });
    });
  }

  /** Whether the seat owes its part of a round (shares, commitments), not a move. */
  private static boolean owes(Prompt prompt, int seat) {
    return prompt.names(seat) && prompt.seats().get(seat) != Decision.MOVE;
  }

  @Test
  @Timeout(150)
  void aPeerKilledBetweenSigningItsShareAndTheTablesOrderComesBackAndTheGameEnds(@TempDir Path home)
      throws Exception {
    AtomicBoolean gate = new AtomicBoolean(false);
    AtomicBoolean holding = new AtomicBoolean(false);
    List<TableSession<MorriganState>> peers = new ArrayList<>();
    try (TableSession<MorriganState> opener = TableSession.host(openerHoldingBack(gate, holding), TableSpec.of(3, Map.of()),
        LoopbackTable.LOOPBACK); IdentityFile bobsKey = IdentityFile.open(home, "bob")) {
      peers.add(opener);
      peers.add(TableSession.join(PeerSetup.bots(Morrigan.GAME, "alice", List.of("random"), 12), opener.address()));
      TableSession<MorriganState> first = TableSession.join(PeerSetup.bots(Morrigan.GAME, "bob", List.of("random"), 13)
          .keptIn(home, bobsKey.identity()), opener.address());
      TableStore bobs = TableStore.of(home, opener.tableId(), bobsKey.identity().fingerprint());
      // Bob signed and sent his part of the round; it waits for seat 0's, everywhere, his own log included.
      waitFor(() -> holding.get() && first.step() == opener.step() && !bobs.pending().isEmpty());
      List<SignedEnvelope> signed = bobs.pending();
      int stalled = opener.step();
      first.close(); // the process dies before the table could put the round in order
      assertEquals(stalled, opener.step(), "the round still waits for seat 0");

      TableSession<MorriganState> again = TableSession.join(PeerSetup.bots(Morrigan.GAME, "bob", List.of("random"), 14)
          .keptIn(home, bobsKey.identity()), opener.address());
      peers.add(again);
      waitFor(() -> again.step() >= stalled);
      gate.set(true);
      opener.nudge();
      List<SessionEnd> ends = new ArrayList<>();
      for (TableSession<MorriganState> p : peers) {
        ends.add(p.end().get(120, TimeUnit.SECONDS));
      }
      assertAllAgree(ends);
      assertTrue(ends.get(0).audit().orElseThrow() instanceof Audit.Verified, ends.get(0).audit().toString());
      assertFalse(ends.get(0).verdict().isPresent(), "no equivocation: bob sent the same bytes again");
      assertEquals(List.of(), bobs.pending(), "what waited is in the log now");
      assertTrue(bobs.log().containsAll(signed), "the same bytes bob signed before he died");
    } finally {
      peers.forEach(TableSession::close);
    }
  }
}
