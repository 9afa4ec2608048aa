package roundtable.net.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import roundtable.core.conquest.Conquest;
import roundtable.core.conquest.ConquestState;
import roundtable.core.table.Decision;
import roundtable.net.ProtocolException;
import roundtable.proto.SignedEnvelope;

/** Arrival order: simultaneous actions in any order, and actions that arrive before the state they follow. */
class OrderTest {
  @Test
  void commitmentsInAnyOrderGiveTheSameState() throws ProtocolException {
    MemoryTable table = new MemoryTable(3, new int[] {0, 1, 2}, PlayTest.SHORT, 41);
    assertEquals(Set.of(Decision.RANDOMNESS), Set.copyOf(table.peer(0).replica.prompt().seats().values()));
    // Each peer commits for its seat on the first state, before hearing from the others.
    List<SignedEnvelope> commits = new ArrayList<>();
    for (MemoryTable.Peer p : table.peers) {
      List<SignedEnvelope> sent = p.local.act();
      assertEquals(1, sent.size());
      commits.add(sent.get(0));
    }
    Set<String> ends = new HashSet<>();
    Set<String> middles = new HashSet<>();
    for (int[] order : new int[][] {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}) {
      Replica<ConquestState> watcher = Replica.start(Conquest.GAME, table.start); // a spectator: no seat
      for (int i = 0; i < 3; i++) {
        assertInstanceOf(Outcome.Applied.class, watcher.receive(commits.get(order[i])));
        if (i < 2) {
          middles.add(watcher.stateHash());
          assertFalse(watcher.hashCheck().isPresent(), "no hash check inside the round");
        }
      }
      assertTrue(watcher.hashCheck().isPresent());
      ends.add(watcher.stateHash());
      assertEquals(List.of(), watcher.verdicts());
    }
    assertEquals(1, ends.size(), "one state after the round, whatever the order");
    assertTrue(middles.size() > 1, "the states inside the round differ by order");
    // And each peer, which applied its own commit first, gets there too.
    for (MemoryTable.Peer p : table.peers) {
      for (SignedEnvelope c : commits) {
        p.replica.receive(c);
      }
      assertEquals(ends.iterator().next(), p.replica.stateHash());
      Outcome inside = p.replica.receive(p.signer.sign(p.signer.envelope().setStateHashCheck(
          roundtable.proto.StateHashCheck.newBuilder().setStep(1)
              .setStateHash(com.google.protobuf.ByteString.copyFrom(new byte[32])))));
      assertInstanceOf(Outcome.HashNotCompared.class, inside, "step 1 is inside the round");
    }
  }

  @Test
  void anActionThatArrivesBeforeTheOneItFollowsIsHeldThenApplied() throws ProtocolException {
    MemoryTable table = new MemoryTable(2, new int[] {0, 1}, PlayTest.SHORT, 42);
    table.run(() -> table.peers.stream().allMatch(p -> p.inbox.isEmpty())
        && table.peer(0).replica.step() == table.peer(1).replica.step()
        && table.peer(0).replica.step() > 8
        && table.peer(0).replica.prompt().seats().containsValue(Decision.MOVE), 100_000);
    int mover = table.peer(0).replica.prompt().seats().firstKey();
    MemoryTable.Peer a = table.peer(mover);
    MemoryTable.Peer b = table.peer(1 - mover);
    SignedEnvelope first = a.local.act().get(0);
    assertInstanceOf(Outcome.Applied.class, b.replica.receive(first));
    SignedEnvelope second = b.local.act().get(0);
    // A spectator hears the second before the first.
    Replica<ConquestState> watcher = Replica.start(Conquest.GAME, table.start);
    for (SignedEnvelope s : a.replica.signedLog().subList(0, a.replica.step() - 1)) {
      assertInstanceOf(Outcome.Applied.class, watcher.receive(s));
    }
    assertInstanceOf(Outcome.Held.class, watcher.receive(second));
    assertEquals(1, watcher.heldCount());
    Outcome both = watcher.receive(first);
    assertEquals(List.of(first, second), both.forward());
    assertEquals(b.replica.stateHash(), watcher.stateHash());
    assertEquals(0, watcher.heldCount());
    assertNotEquals(a.replica.stateHash(), watcher.stateHash());
  }

  @Test
  void oneAuthorsMessagesMayArriveOutOfSequence() throws ProtocolException {
    // Peer 0 holds seats 0 and 2: it commits for both on the first state, as sequence 1 and 2.
    MemoryTable table = new MemoryTable(2, new int[] {0, 1, 0}, PlayTest.SHORT, 43);
    List<SignedEnvelope> commits = table.peer(0).local.act();
    assertEquals(2, commits.size());
    Replica<ConquestState> other = table.peer(1).replica;
    assertInstanceOf(Outcome.Applied.class, other.receive(commits.get(1)));
    assertInstanceOf(Outcome.Applied.class, other.receive(commits.get(0)), "a forwarded copy overtook it");
    assertEquals(2, other.lastSequence(table.peer(0).key));
    assertEquals(List.of(), other.verdicts());
  }

  @Test
  void aMoveChosenOutsideTheBotsIsSignedAppliedAndSent() throws ProtocolException {
    MemoryTable table = new MemoryTable(2, new int[] {0, 1}, PlayTest.SHORT, 44);
    table.run(() -> table.peers.stream().allMatch(p -> p.inbox.isEmpty())
        && table.peer(0).replica.step() == table.peer(1).replica.step()
        && table.peer(0).replica.prompt().seats().containsValue(Decision.MOVE), 100_000);
    int mover = table.peer(0).replica.prompt().seats().firstKey();
    MemoryTable.Peer a = table.peer(mover);
    var move = a.replica.game().legalActions(a.replica.state(), mover, roundtable.core.table.Knowledge.NOTHING).get(0);
    List<SignedEnvelope> sent = a.local.play(mover, move);
    assertEquals(1, sent.size());
    assertInstanceOf(Outcome.Applied.class, table.peer(1 - mover).replica.receive(sent.get(0)));
    assertEquals(a.replica.stateHash(), table.peer(1 - mover).replica.stateHash());
    assertThrows(IllegalArgumentException.class, () -> a.local.play(1 - mover, move), "not its seat");
  }
}
