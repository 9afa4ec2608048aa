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

/** Arrival order: simultaneous actions in any order make one log, and actions that arrive before the state they follow. */
class OrderTest {
  @Test
  void commitmentsInAnyOrderGiveTheSameLogStepByStep() throws ProtocolException {
    MemoryTable table = new MemoryTable(3, new int[] {0, 1, 2}, PlayTest.SHORT, 41);
    assertEquals(Set.of(Decision.RANDOMNESS), Set.copyOf(table.peer(0).replica.prompt().seats().values()));
    // Each peer commits for its seat on the first state, before hearing from the others.
    List<SignedEnvelope> commits = new ArrayList<>();
    for (MemoryTable.Peer p : table.peers) {
      List<SignedEnvelope> sent = p.local.act();
      assertEquals(1, sent.size());
      commits.add(sent.get(0));
    }
    Set<List<SignedEnvelope>> logs = new HashSet<>();
    for (int[] order : new int[][] {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}) {
      Replica<ConquestState> watcher = Replica.start(Conquest.GAME, table.start); // a spectator: no seat
      for (int i = 0; i < 3; i++) {
        int seat = order[i];
        Received outcome = watcher.receive(commits.get(seat));
        // seat s is applied once seats 0..s-1 are in: it waits for a lower seat it arrived before
        boolean lowerMissing = java.util.Arrays.stream(order, i + 1, 3).anyMatch(later -> later < seat);
        Class<? extends Received> expected = lowerMissing ? Received.Held.class : Received.Applied.class;
        assertEquals(expected, outcome.getClass(), "order " + java.util.Arrays.toString(order) + ", seat " + seat);
      }
      assertTrue(watcher.hashCheck().isPresent());
      logs.add(watcher.signedLog());
      assertEquals(List.of(), watcher.verdicts());
      assertEquals(0, watcher.heldCount());
    }
    assertEquals(Set.of(commits), logs, "one log, in seat order, whatever the order they arrive in");
    // And each peer, which signed its own commit first, gets the same log: its commit waited for its turn.
    for (MemoryTable.Peer p : table.peers) {
      for (SignedEnvelope c : commits) {
        p.replica.receive(c);
      }
      assertEquals(commits, p.replica.signedLog());
    }
  }

  @Test
  void aSeatThatSignedAndWaitsForItsTurnIsNotAskedAgain() throws ProtocolException {
    MemoryTable table = new MemoryTable(3, new int[] {0, 1, 2}, PlayTest.SHORT, 45);
    MemoryTable.Peer last = table.peer(2);
    List<SignedEnvelope> first = last.local.act();
    assertEquals(1, first.size(), "seat 2 commits and its commitment waits for seats 0 and 1");
    assertEquals(1, last.replica.heldCount());
    last.local.wake();
    assertEquals(List.of(), last.local.act(), "no second commitment for the same step");
    assertEquals(List.of(first.get(0)), last.replica.heldBy(last.key));
  }

  @Test
  void theSameActionHeardTwiceWhileItWaitsForItsTurnIsADuplicate() throws ProtocolException {
    MemoryTable table = new MemoryTable(3, new int[] {0, 1, 2}, PlayTest.SHORT, 48);
    SignedEnvelope last = table.peer(2).local.act().get(0);
    Replica<ConquestState> watcher = Replica.start(Conquest.GAME, table.start);
    assertInstanceOf(Received.Held.class, watcher.receive(new roundtable.net.link.Verified(last, envelopeOf(last))));
    // the same bytes again, relayed by another peer: nothing new, no verdict
    assertInstanceOf(Received.Duplicate.class, watcher.receive(new roundtable.net.link.Verified(last, envelopeOf(last))));
    assertEquals(List.of(), watcher.verdicts());
  }

  @Test
  void twoDifferentActionsOfOneSeatWaitingForTheSameStateAreEquivocation() throws ProtocolException {
    MemoryTable table = new MemoryTable(3, new int[] {0, 1, 2}, PlayTest.SHORT, 46);
    SignedEnvelope one = table.peer(2).local.act().get(0);
    Replica<ConquestState> watcher = Replica.start(Conquest.GAME, table.start);
    assertInstanceOf(Received.Held.class, watcher.receive(one));
    // the same seat's key signs another commitment on the same state
    MemoryTable.Peer again = table.peer(2);
    roundtable.proto.GameAction body = roundtable.proto.GameAction.newBuilder(envelopeOf(one).getAction())
        .setAction("commit " + "ab".repeat(32)).setSequence(9).build();
    SignedEnvelope two = again.signer.sign(again.signer.envelope().setAction(body));
    Received outcome = watcher.receive(two);
    assertInstanceOf(Received.Refused.class, outcome);
    assertEquals(Cheat.EQUIVOCATION, ((Received.Refused) outcome).verdict().cheat());
  }

  private static roundtable.proto.Envelope envelopeOf(SignedEnvelope signed) {
    try {
      return roundtable.proto.Envelope.parseFrom(signed.getEnvelope());
    } catch (com.google.protobuf.InvalidProtocolBufferException e) {
      throw new AssertionError(e);
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
    assertInstanceOf(Received.Applied.class, b.replica.receive(first));
    SignedEnvelope second = b.local.act().get(0);
    // A spectator hears the second before the first.
    Replica<ConquestState> watcher = Replica.start(Conquest.GAME, table.start);
    for (SignedEnvelope s : a.replica.signedLog().subList(0, a.replica.step() - 1)) {
      assertInstanceOf(Received.Applied.class, watcher.receive(s));
    }
    assertInstanceOf(Received.Held.class, watcher.receive(second));
    assertEquals(1, watcher.heldCount());
    Received both = watcher.receive(first);
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
    assertInstanceOf(Received.Held.class, other.receive(commits.get(1)), "seat 2's commit waits for seat 0's");
    assertEquals(List.of(commits.get(0)), other.receive(commits.get(0)).forward(), "a forwarded copy overtook it");
    List<SignedEnvelope> own = table.peer(1).local.act();
    assertEquals(commits.get(1), own.get(1), "seat 1's own commit lets seat 2's in after it");
    assertEquals(List.of(commits.get(0), own.get(0), commits.get(1)), other.signedLog().subList(0, 3));
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
    assertInstanceOf(Received.Applied.class, table.peer(1 - mover).replica.receive(sent.get(0)));
    assertEquals(a.replica.stateHash(), table.peer(1 - mover).replica.stateHash());
    assertThrows(IllegalArgumentException.class, () -> a.local.play(1 - mover, move), "not its seat");
  }
}
