package roundtable.net.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import roundtable.core.conquest.Conquest;
import roundtable.core.conquest.ConquestState;
import roundtable.core.crypto.Audit;
import roundtable.core.log.ActionLog;
import roundtable.core.log.LogFile;
import roundtable.core.replay.Replay;
import roundtable.core.table.Outcome;
import roundtable.net.ProtocolException;
import roundtable.proto.SignedEnvelope;

/** Whole bot games of conquest between replicas that pass signed actions in memory. */
class PlayTest {
  static final Map<String, String> SHORT = Map.of("match", "one-round", "move-limit", "150");

  @Test
  void twoPeersPlayAGameToTheSameEnd() {
    MemoryTable table = new MemoryTable(2, new int[] {0, 1}, SHORT, 21);
    table.run(() -> false, 200_000);
    assertAllAgree(table);
  }

  @Test
  void fourPeersPlayAGameToTheSameEnd() throws ProtocolException {
    MemoryTable table = new MemoryTable(4, new int[] {0, 1, 2, 3}, SHORT, 22);
    table.run(() -> false, 400_000);
    assertAllAgree(table);
    Replica<ConquestState> peer = table.peer(0).replica;

    // A spectator who comes late replays the signed log to the same state.
    Replica<ConquestState> spectator = Replica.start(Conquest.GAME, table.start);
    for (SignedEnvelope signed : peer.signedLog()) {
      assertInstanceOf(roundtable.net.play.Received.Applied.class, spectator.receive(signed));
    }
    assertEquals(peer.stateHash(), spectator.stateHash());
    // Each step's events are kept for the last one only: what a window animates as the log grows.
    int last = spectator.log().entries().size() - 1;
    assertTrue(spectator.applied(last).isPresent(), "the rules' result for the last step");
    assertEquals(spectator.state(), spectator.applied(last).get().state());
    assertTrue(spectator.applied(last - 1).isEmpty(), "older steps are not kept");
    assertEquals(peer.log().head(), spectator.log().head());

    // The replica's log is a save file that core's replay accepts, state hashes included.
    LogFile file = LogFile.of(LogFile.Header.of("conquest", peer.config(), OptionalLong.empty(), List.of()),
        peer.log().lines(true));
    Replay.Played<?> replayed = assertInstanceOf(Replay.Played.class, Replay.run(file.format()));
    assertEquals(peer.stateHash(), replayed.stateHash());
    assertEquals(peer.outcome(), replayed.outcome());
  }

  /**
   * Secret turn tokens, dealt and opened by mental poker every turn round: the keys, shuffles and
   * decryption shares travel as game actions. Three seats on two peers (one peer holds two seats, as
   * a person and its bot would), to keep the test short: each peer checks every proof.
   */
  @Test
  void secretTokensTravelAsGameActions() {
    Map<String, String> options = Map.of("match", "one-round", "move-limit", "150", "turn-order", "tokens-secret");
    MemoryTable table = new MemoryTable(2, new int[] {0, 1, 0}, options, 24);
    table.run(() -> false, 400_000);
    assertAllAgree(table);
    ActionLog log = table.peer(0).replica.log();
    assertTrue(log.entries().stream().anyMatch(e -> e.text().startsWith("shuffle")), "the tokens were shuffled");
    assertTrue(log.entries().stream().anyMatch(e -> e.text().startsWith("shares")), "the tokens were opened");
    assertTrue(log.entries().stream().anyMatch(e -> e.text().equals("show")), "a token was shown");
    for (MemoryTable.Peer p : table.peers) {
      Audit.Result audit = p.replica.log().audit(p.replica.game().hiddenCards(p.replica.state())).orElseThrow();
      assertTrue(audit.verified(), audit.text());
    }
  }

  /** Every replica ended the game, on the same state, outcome and log length, with nothing refused. */
  static void assertAllAgree(MemoryTable table) {
    MemoryTable.Peer first = table.peer(0);
    Outcome outcome = first.replica.outcome().orElseThrow(() -> new AssertionError("the game did not end: step "
        + first.replica.step() + ", prompt " + first.replica.prompt() + ", verdicts "
        + table.peers.stream().map(p -> p.replica.verdicts()).toList()));
    for (MemoryTable.Peer p : table.peers) {
      assertEquals(first.replica.stateHash(), p.replica.stateHash());
      assertEquals(outcome, p.replica.outcome().orElseThrow());
      assertEquals(first.replica.step(), p.replica.step());
      assertEquals(first.replica.signedLog().size(), p.replica.step());
      assertEquals(List.of(), p.replica.verdicts());
      assertEquals(List.of(), p.replica.desyncs());
      assertEquals(0, p.replica.heldCount());
    }
    assertTrue(table.outcomes.stream().anyMatch(o -> o instanceof roundtable.net.play.Received.HashAgrees),
        "state hashes were compared");
    assertTrue(table.outcomes.stream().anyMatch(o -> o instanceof roundtable.net.play.Received.Duplicate),
        "forwarded copies were seen and dropped");
  }
}
