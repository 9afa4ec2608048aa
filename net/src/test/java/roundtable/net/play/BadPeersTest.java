package roundtable.net.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.Mockito.doThrow;
import static org.mockito.Mockito.spy;

import com.google.protobuf.ByteString;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import roundtable.core.conquest.Conquest;
import roundtable.core.conquest.ConquestState;
import roundtable.core.log.LogNotation;
import roundtable.core.table.Decision;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Prompt;
import roundtable.net.ProtocolException;
import roundtable.net.identity.Identity;
import roundtable.net.identity.Signer;
import roundtable.proto.Envelope;
import roundtable.proto.ErrorCode;
import roundtable.proto.GameAction;
import roundtable.proto.SignedEnvelope;
import roundtable.proto.StateHashCheck;

/**
 * Bad peers, one test each: three honest-so-far peers (peer i holds seat i) play a few moves of
 * conquest, then one of them, or an outsider, sends something wrong. Each is caught with the seat
 * and the author named, and the honest replicas' state does not change.
 */
class BadPeersTest {
  MemoryTable table;
  /** The seat the prompt names now (it must move), and a seat that is not named. */
  int mover;
  int other;
  String hashBefore;
  int stepBefore;

  @BeforeEach
  void playAFewMoves() {
    table = new MemoryTable(3, new int[] {0, 1, 2}, PlayTest.SHORT, 31);
    table.run(this::quietAfterSomeMoves, 100_000);
    Prompt prompt = replica(0).prompt();
    mover = prompt.seats().firstKey();
    other = (mover + 1) % 3;
    hashBefore = replica(0).stateHash();
    stepBefore = replica(0).step();
  }

  /** Nothing in flight, every peer on the same state, which asks one seat for a move. */
  private boolean quietAfterSomeMoves() {
    for (MemoryTable.Peer p : table.peers) {
      if (!p.inbox.isEmpty() || p.replica.step() != replica(0).step()) {
        return false;
      }
    }
    Prompt prompt = replica(0).prompt();
    return replica(0).step() >= 12 && prompt.seats().size() == 1 && prompt.seats().containsValue(Decision.MOVE);
  }

  Replica<?> replica(int peer) {
    return table.peer(peer).replica;
  }

  /** A GameAction signed by this signer, on the current state unless told. */
  static SignedEnvelope signed(Signer signer, int seat, String action, String stateHash, long sequence) {
    return signer.sign(signer.envelope().setAction(GameAction.newBuilder().setTableId(MemoryTable.TABLE)
        .setSeat(seat).setAction(action).setStateHash(ByteString.fromHex(stateHash)).setSequence(sequence)));
  }

  SignedEnvelope byPeerOf(int seat, int forSeat, String action, long sequence) {
    MemoryTable.Peer p = table.peer(seat);
    return signed(p.signer, forSeat, action, hashBefore, sequence);
  }

  long nextSequence(int peer) {
    return replica(peer).lastSequence(table.peer(peer).key) + 1;
  }

  List<String> legalMoves(int seat) {
    var r = table.peer(0).replica;
    return r.game().legalActions(r.state(), seat, Knowledge.NOTHING).stream()
        .map(a -> LogNotation.of(r.game()).format(a)).toList();
  }

  /** Delivers to an honest peer, which must refuse it with this cheat, naming the seat and author. */
  Verdict refusedBy(int honest, SignedEnvelope message, Cheat cheat, int seat, int authorPeer) {
    Received outcome = table.deliver(table.peer(honest), message);
    Verdict verdict = assertInstanceOf(Received.Refused.class, outcome, outcome.toString()).verdict();
    assertEquals(cheat, verdict.cheat(), verdict.toString());
    assertEquals(seat, verdict.seat());
    assertEquals(table.peer(authorPeer).fingerprint(), verdict.author());
    assertEquals(stepBefore, verdict.step());
    assertTrue(verdict.text().startsWith("seat " + seat + " (author " + verdict.author() + "), step " + stepBefore),
        verdict.text());
    assertEquals(List.of(), outcome.forward(), "a refused action is not forwarded");
    if (cheat == Cheat.REPLAY) {
      assertTrue(replica(honest).halted().isEmpty(), "a replay is named, and stops nothing (issue 26)");
    } else {
      assertEquals(verdict, replica(honest).halted().orElseThrow(), "the game stops");
    }
    return verdict;
  }

  void assertUnchanged(int... honest) {
    for (int peer : honest) {
      assertEquals(hashBefore, replica(peer).stateHash(), "peer " + peer + "'s state");
      assertEquals(stepBefore, replica(peer).step());
    }
  }

  @Test
  void whenThisPeersRulesFailOnAnActionNobodyIsCalledACheat() throws Exception {
    // The same table's log replayed into a replica whose rules throw (a bug here) on the last action.
    List<SignedEnvelope> log = replica(0).signedLog();
    Conquest broken = spy(Conquest.GAME);
    Replica<ConquestState> here = Replica.start(broken, table.start);
    for (SignedEnvelope signed : log.subList(0, log.size() - 1)) {
      assertInstanceOf(Received.Applied.class, here.receive(signed));
    }
    doThrow(new IllegalStateException("a bug")).when(broken).apply(any(), anyInt(), any());
    Received outcome = here.receive(log.get(log.size() - 1));

    Received.RulesFailed failed = assertInstanceOf(Received.RulesFailed.class, outcome, outcome.toString());
    assertTrue(failed.why().contains("a bug"), failed.why());
    assertTrue(here.halted().isEmpty(), "no verdict: the author is not named a cheat for this peer's bug");
    assertEquals(log.size() - 1, here.step(), "the state did not change");
    assertInstanceOf(Received.RulesFailed.class, here.receive(log.get(log.size() - 1)), "nothing more is applied");
  }

  @Test
  void anIllegalActionIsRefusedWithTheRulesReason() {
    Set<String> legal = Set.copyOf(legalMoves(mover));
    String illegal = List.of("blocked", "slide a1 a2", "unstack e5 e6 e7", "slide e5 e6").stream()
        .filter(t -> !legal.contains(t)).findFirst().orElseThrow();
    SignedEnvelope bad = byPeerOf(mover, mover, illegal, nextSequence(mover));
    Verdict verdict = refusedBy(other, bad, Cheat.ILLEGAL_ACTION, mover, mover);
    assertTrue(verdict.reason().startsWith("'" + illegal + "': "), verdict.reason());
    assertEquals(ErrorCode.ILLEGAL_ACTION, verdict.toPeerError().getCode());
    assertEquals(List.of(bad), verdict.evidence());
    assertUnchanged(other);
    // Once stopped, even a legal move is not applied.
    assertInstanceOf(Received.Halted.class, table.deliver(table.peer(other),
        byPeerOf(mover, mover, legalMoves(mover).get(0), nextSequence(mover) + 1)));
    assertUnchanged(other);
  }

  @Test
  void anActionOutOfTurnIsRefused() {
    String move = legalMoves(mover).get(0);
    SignedEnvelope bad = byPeerOf(other, other, move, nextSequence(other));
    Verdict verdict = refusedBy(mover, bad, Cheat.OUT_OF_TURN, other, other);
    assertTrue(verdict.reason().contains("the prompt names seats [" + mover + "]"), verdict.reason());
    assertEquals(ErrorCode.NOT_ALLOWED, verdict.toPeerError().getCode());
    assertUnchanged(mover);
  }

  @Test
  void anActionForASeatTheAuthorDoesNotHoldIsRefused() {
    SignedEnvelope bad = byPeerOf(other, mover, legalMoves(mover).get(0), nextSequence(other));
    Verdict verdict = refusedBy(mover, bad, Cheat.NOT_SEAT_HOLDER, mover, other);
    assertTrue(verdict.reason().contains("held by " + table.peer(mover).fingerprint()), verdict.reason());
    assertTrue(verdict.reason().contains("the author holds seats [" + other + "]"), verdict.reason());
    int third = 3 - mover - other;
    refusedBy(third, bad, Cheat.NOT_SEAT_HOLDER, mover, other);
    assertUnchanged(mover, third);
  }

  @Test
  void aForgedSignatureIsRefusedBeforeTheReplica() throws Exception {
    List<String> moves = legalMoves(mover);
    SignedEnvelope genuine = byPeerOf(mover, mover, moves.get(0), nextSequence(mover));
    Envelope envelope = Envelope.parseFrom(genuine.getEnvelope());
    Envelope changed = envelope.toBuilder().setAction(envelope.getAction().toBuilder().setAction(moves.get(1))).build();
    SignedEnvelope forged = genuine.toBuilder().setEnvelope(changed.toByteString()).build();
    ProtocolException refused = assertThrows(ProtocolException.class, () -> replica(other).receive(forged));
    assertEquals(ErrorCode.BAD_SIGNATURE, refused.code());
    assertTrue(refused.getMessage().contains(table.peer(mover).fingerprint()), refused.getMessage());
    // A key that signs an envelope naming another author fails the same way.
    Envelope claimed = changed.toBuilder().setAuthorKey(table.peer(mover).key).build();
    SignedEnvelope impostor = table.peer(other).signer.sign(changed.toBuilder()
        .setAuthorKey(table.peer(other).key).build()).toBuilder().setEnvelope(claimed.toByteString()).build();
    assertEquals(ErrorCode.BAD_SIGNATURE,
        assertThrows(ProtocolException.class, () -> replica(other).receive(impostor)).code());
    assertUnchanged(0, 1, 2);
    assertEquals(List.of(), replica(other).verdicts());
    // The genuine one still goes through.
    assertInstanceOf(Received.Applied.class, table.deliver(table.peer(other), genuine));
  }

  @Test
  void twoDifferentSignedActionsForOneStepAreEquivocation() {
    List<String> moves = legalMoves(mover);
    long seq = nextSequence(mover);
    SignedEnvelope first = byPeerOf(mover, mover, moves.get(0), seq);
    SignedEnvelope second = byPeerOf(mover, mover, moves.get(1), seq + 1);
    int third = 3 - mover - other;
    // Each honest peer applies whichever came first and catches the other, with both kept.
    assertInstanceOf(Received.Applied.class, table.deliver(table.peer(other), first));
    String afterFirst = replica(other).stateHash();
    Verdict verdict = refusedBy(other, second, Cheat.EQUIVOCATION, mover, mover);
    assertEquals(List.of(first, second), verdict.evidence());
    assertEquals(ErrorCode.EQUIVOCATION, verdict.toPeerError().getCode());
    assertEquals(afterFirst, replica(other).stateHash());
    assertInstanceOf(Received.Applied.class, table.deliver(table.peer(third), second));
    assertEquals(List.of(second, first), refusedBy(third, first, Cheat.EQUIVOCATION, mover, mover).evidence());
    assertEquals(stepBefore + 1, replica(third).step());
    // The applied one again is only a duplicate.
    assertInstanceOf(Received.Duplicate.class, table.deliver(table.peer(third), second));
  }

  @Test
  void theSameActionSignedAgainIsADuplicateNotEquivocation() {
    String move = legalMoves(mover).get(0);
    long seq = nextSequence(mover);
    assertInstanceOf(Received.Applied.class, table.deliver(table.peer(other), byPeerOf(mover, mover, move, seq)));
    Received again = table.deliver(table.peer(other), byPeerOf(mover, mover, move, seq + 1));
    assertInstanceOf(Received.Duplicate.class, again);
    assertEquals(List.of(), again.forward());
    assertEquals(List.of(), replica(other).verdicts());
  }

  @Test
  void aReplayedOldMessageIsRefusedByName() {
    // The first action the mover's peer ever signed, sent again as it was: a harmless duplicate.
    ByteString key = table.peer(mover).key;
    SignedEnvelope oldest = replica(other).signedLog().stream()
        .filter(s -> MemoryTable.author(s).equals(key)).findFirst().orElseThrow();
    Received again = table.deliver(table.peer(other), oldest);
    assertInstanceOf(Received.Duplicate.class, again);
    assertEquals(List.of(), again.forward());
    // A new action under that old sequence number: a replay, with both messages kept.
    SignedEnvelope replayed = byPeerOf(mover, mover, legalMoves(mover).get(0), 1);
    Verdict verdict = refusedBy(other, replayed, Cheat.REPLAY, mover, mover);
    assertTrue(verdict.reason().startsWith("sequence 1 was used already, by another message of this author"),
        verdict.reason());
    assertEquals(List.of(oldest, replayed), verdict.evidence());
    assertUnchanged(other);
  }

  @Test
  void anActionOnAStateTheTableHasLeftIsRefused() {
    String old = replica(other).log().entries().get(stepBefore - 2).stateHash();
    SignedEnvelope bad = signed(table.peer(mover).signer, mover, legalMoves(mover).get(0), old, nextSequence(mover));
    Verdict verdict = refusedBy(other, bad, Cheat.STALE_STATE, mover, mover);
    assertTrue(verdict.reason().startsWith("made on the state of step " + (stepBefore - 2) + "; "), verdict.reason());
    assertUnchanged(other);
  }

  @Test
  void aSpectatorThatTriesToActIsRefusedWithoutStoppingTheGame() {
    Identity spectator = Identity.generate();
    SignedEnvelope bad = signed(new Signer(spectator), mover, legalMoves(mover).get(0), hashBefore, 1);
    Received outcome = table.deliver(table.peer(other), bad);
    Verdict verdict = assertInstanceOf(Received.Refused.class, outcome).verdict();
    assertEquals(Cheat.NO_SEAT, verdict.cheat());
    assertFalse(verdict.stopsTheGame());
    assertTrue(replica(other).halted().isEmpty());
    assertEquals(mover, verdict.seat());
    assertEquals(spectator.fingerprint(), verdict.author());
    assertTrue(verdict.reason().endsWith("the author holds no seat"), verdict.reason());
    assertUnchanged(other);
  }

  @Test
  void anActionForAnotherTableIsRefusedWithoutStoppingTheGame() {
    MemoryTable.Peer p = table.peer(mover);
    SignedEnvelope elsewhere = p.signer.sign(p.signer.envelope().setAction(GameAction.newBuilder()
        .setTableId(ByteString.copyFrom(new byte[16])).setSeat(mover).setAction(legalMoves(mover).get(0))
        .setStateHash(ByteString.fromHex(hashBefore)).setSequence(nextSequence(mover))));
    Verdict verdict = assertInstanceOf(Received.Refused.class, table.deliver(table.peer(other), elsewhere)).verdict();
    assertEquals(Cheat.WRONG_TABLE, verdict.cheat());
    assertEquals(ErrorCode.WRONG_TABLE, verdict.toPeerError().getCode());
    assertFalse(replica(other).halted().isPresent());
    assertUnchanged(other);
  }

  @Test
  void aWrongStateHashCheckIsReportedAsADesyncWithItsStep() {
    MemoryTable.Peer liar = table.peer(mover);
    byte[] wrong = ByteString.fromHex(hashBefore).toByteArray();
    wrong[0] ^= 1;
    SignedEnvelope check = liar.signer.sign(liar.signer.envelope().setStateHashCheck(
        StateHashCheck.newBuilder().setStep(stepBefore).setStateHash(ByteString.copyFrom(wrong))));
    Received outcome = table.deliver(table.peer(other), check);
    Desync desync = assertInstanceOf(Received.HashDiffers.class, outcome).desync();
    assertEquals(stepBefore, desync.step());
    assertEquals(liar.fingerprint(), desync.author());
    assertEquals(hashBefore, desync.ours());
    assertTrue(desync.text().startsWith("desync at step " + stepBefore + ": "), desync.text());
    assertEquals(ErrorCode.DESYNC, desync.toPeerError().getCode());
    assertEquals(List.of(desync), replica(other).desyncs());
    // A right one agrees; one for a step not reached yet is compared when it is.
    SignedEnvelope right = liar.signer.sign(liar.signer.envelope().setStateHashCheck(
        StateHashCheck.newBuilder().setStep(stepBefore).setStateHash(ByteString.fromHex(hashBefore))));
    assertEquals(new Received.HashAgrees(stepBefore), table.deliver(table.peer(other), right));
    SignedEnvelope later = liar.signer.sign(liar.signer.envelope().setStateHashCheck(
        StateHashCheck.newBuilder().setStep(stepBefore + 1).setStateHash(ByteString.copyFrom(wrong))));
    assertInstanceOf(Received.HashNotCompared.class, table.deliver(table.peer(other), later));
    table.deliver(table.peer(other), byPeerOf(mover, mover, legalMoves(mover).get(0), nextSequence(mover)));
    assertEquals(stepBefore + 1, replica(other).desyncs().get(1).step());
    assertUnchanged(mover);
  }

  @Test
  void aStateHashCheckFromAKeyThatHoldsNoSeatIsNotCompared() {
    Identity spectator = Identity.generate();
    Signer signer = new Signer(spectator);
    byte[] wrong = ByteString.fromHex(hashBefore).toByteArray();
    wrong[0] ^= 1;
    SignedEnvelope check = signer.sign(signer.envelope().setStateHashCheck(
        StateHashCheck.newBuilder().setStep(stepBefore).setStateHash(ByteString.copyFrom(wrong))));
    Received outcome = table.deliver(table.peer(other), check);
    Received.Ignored ignored = assertInstanceOf(Received.Ignored.class, outcome);
    assertEquals("a state-hash check from " + spectator.fingerprint() + ", which holds no seat", ignored.what());
    assertEquals(List.of(), outcome.forward());
    assertEquals(List.of(), replica(other).desyncs());
    assertFalse(replica(other).halted().isPresent());
    // Nor is it kept for later: a made-up check for a step to come is ignored the same way.
    SignedEnvelope later = signer.sign(signer.envelope().setStateHashCheck(
        StateHashCheck.newBuilder().setStep(stepBefore + 1).setStateHash(ByteString.copyFrom(wrong))));
    assertInstanceOf(Received.Ignored.class, table.deliver(table.peer(other), later));
    table.deliver(table.peer(other), byPeerOf(mover, mover, legalMoves(mover).get(0), nextSequence(mover)));
    assertEquals(List.of(), replica(other).desyncs());
    assertEquals(stepBefore + 1, replica(other).step());
  }

  @Test
  void actionsAreFromSeveralPeersOfTheTable() {
    // The fixture: every peer signed actions, and all agree on the state before each test.
    Set<ByteString> authors = replica(0).signedLog().stream().map(MemoryTable::author).collect(Collectors.toSet());
    assertEquals(3, authors.size());
    assertUnchanged(0, 1, 2);
  }
}
