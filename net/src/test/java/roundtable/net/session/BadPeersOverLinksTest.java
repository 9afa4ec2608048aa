package roundtable.net.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.ByteString;
import com.google.protobuf.InvalidProtocolBufferException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import roundtable.core.conquest.ConquestState;
import roundtable.net.Wire;
import roundtable.net.identity.Identity;
import roundtable.net.link.LinkGuard;
import roundtable.net.play.Cheat;
import roundtable.net.play.Replica;
import roundtable.net.play.Verdict;
import roundtable.proto.Chat;
import roundtable.proto.Envelope;
import roundtable.proto.ErrorCode;
import roundtable.proto.LogRequest;
import roundtable.proto.PeerError;
import roundtable.proto.Role;
import roundtable.proto.SignedEnvelope;
import roundtable.proto.StateHashCheck;

/**
 * Bad peers over real links on 127.0.0.1, one test each (issue 4, "How it is checked"): a table of
 * four ({@link PausedTable}: the opener and three joiners, each its own session, key, event loop
 * and executor) plays to a quiet point, where a cheating joiner, or a hand-driven peer on its own
 * link ({@link RawPeer}), does something wrong. Each is caught with the seat and the author named;
 * the honest peers (a spectator that came to watch included) keep their state and log, and either
 * all reach the same verdict, or, when only a link was at fault, play on to the same end.
 */
class BadPeersOverLinksTest {
  private static final int CHEAT = 2;
  /** A move the rules refuse on the state where the table waits: the first of these that is not a legal one. */
  private static final PausedTable.Cheat ILLEGAL_MOVE = (replica, signer, seat) -> {
    Set<String> legal = Set.copyOf(PausedTable.legalMoves(replica, seat));
    String illegal = List.of("slide a1 a2", "unstack e5 e6 e7", "slide e5 e6", "blocked").stream()
        .filter(m -> !legal.contains(m)).findFirst().orElseThrow();
    return List.of(PausedTable.action(replica, signer, seat, illegal, PausedTable.nextSequence(replica, signer)));
  };

  // ---- a joiner that cheats: every honest peer names it and stops, with its state and log kept ----

  @Test
  @Timeout(60)
  void anIllegalActionIsNamedByEveryHonestPeer() throws Exception {
    try (PausedTable t = new PausedTable(41, PausedTable.CHEAT_MOVES, CHEAT, ILLEGAL_MOVE)) {
      Paused at = pauseAndWatch(t);
      t.cheat();
      List<Verdict> verdicts = assertNamedByEveryHonestPeer(t, Cheat.ILLEGAL_ACTION, t.cheatSeat(), at.step, at);
      for (Verdict v : verdicts) {
        assertTrue(v.reason().startsWith("'" + action(t.sent.get(0)) + "': "), v.reason());
        assertEquals(t.sent, v.evidence());
        assertEquals(ErrorCode.ILLEGAL_ACTION, v.toPeerError().getCode());
      }
    }
  }

  /** The opener relays every action but has no power over them: its own illegal move is judged like any. */
  @Test
  @Timeout(60)
  void anIllegalActionOfTheOpenerIsNamedByEveryJoinerAndTheSpectator() throws Exception {
    try (PausedTable t = new PausedTable(53, PausedTable.CHEAT_MOVES, 0, ILLEGAL_MOVE)) {
      Paused at = pauseAndWatch(t);
      t.cheat();
      List<Verdict> verdicts = assertNamedByEveryHonestPeer(t, Cheat.ILLEGAL_ACTION, t.cheatSeat(), at.step, at);
      for (Verdict v : verdicts) {
        assertEquals(t.sent, v.evidence());
      }
      // The others' PeerErrors reach the cheating opener too, but a report is never an order: the
      // honest peers stopped on their own judgement, and the opener's game can only wait.
      assertFalse(t.opener().end().isDone() && t.opener().end().join().finished());
    }
  }

  @Test
  @Timeout(60)
  void anActionOutOfTurnIsNamedByEveryHonestPeer() throws Exception {
    try (PausedTable t = new PausedTable(42, PausedTable.ANOTHER_MOVES, CHEAT, (replica, signer, seat) -> {
      int mover = replica.prompt().seats().firstKey();
      String move = PausedTable.legalMoves(replica, mover).get(0); // a move that reads well, at the wrong time
      return List.of(PausedTable.action(replica, signer, seat, move, PausedTable.nextSequence(replica, signer)));
    })) {
      Paused at = pauseAndWatch(t);
      int mover = t.openerReplica().prompt().seats().firstKey();
      t.cheat();
      List<Verdict> verdicts = assertNamedByEveryHonestPeer(t, Cheat.OUT_OF_TURN, t.cheatSeat(), at.step, at);
      for (Verdict v : verdicts) {
        assertTrue(v.reason().contains("the prompt names seats [" + mover + "]"), v.reason());
        assertEquals(t.sent, v.evidence());
        assertEquals(ErrorCode.NOT_ALLOWED, v.toPeerError().getCode());
      }
    }
  }

  /** The cheat signs two different moves for the state it is asked on; whichever came first stands. */
  @Test
  @Timeout(60)
  void twoSignedActionsForOneStepAreEquivocationForEveryHonestPeer() throws Exception {
    try (PausedTable t = new PausedTable(43, PausedTable.CHEAT_MOVES, CHEAT, (replica, signer, seat) -> {
      List<String> moves = PausedTable.legalMoves(replica, seat);
      long next = PausedTable.nextSequence(replica, signer);
      return List.of(PausedTable.action(replica, signer, seat, moves.get(0), next),
          PausedTable.action(replica, signer, seat, moves.get(1), next + 1));
    })) {
      Paused at = pauseAndWatch(t);
      t.cheat();
      List<Verdict> verdicts = assertNamedByEveryHonestPeer(t, Cheat.EQUIVOCATION, t.cheatSeat(), at.step,
          new Paused(at.step + 1, null));
      for (Verdict v : verdicts) {
        assertEquals(t.sent, v.evidence(), "both signed actions are kept, the one applied first");
        assertEquals(ErrorCode.EQUIVOCATION, v.toPeerError().getCode());
      }
      assertEquals(t.sent.get(0), t.openerReplica().signedLog().get(at.step));
    }
  }

  /**
   * The cheat signs a new move under the sequence number of its first action: every honest peer
   * names it, and, nothing of it applied, the table plays on to one end (issue 26: one bad laptop
   * must not end everybody's game).
   */
  @Test
  @Timeout(60)
  void aSequenceNumberUsedAgainIsNamedAsAReplayByEveryHonestPeerAndTheGameGoesOn() throws Exception {
    try (PausedTable t = new PausedTable(44, PausedTable.CHEAT_MOVES, CHEAT, (replica, signer, seat) ->
        List.of(PausedTable.action(replica, signer, seat, PausedTable.legalMoves(replica, seat).get(0), 1)))) {
      Paused at = pauseAndWatch(t);
      ByteString cheatKey = t.openerReplica().seats().holder(t.cheatSeat()).orElseThrow();
      SignedEnvelope first = t.openerReplica().signedLog().stream()
          .filter(s -> author(s).equals(cheatKey)).findFirst().orElseThrow();
      t.cheat();
      for (Replica<ConquestState> honest : t.honestReplicas()) {
        SessionTest.waitFor(() -> !honest.verdicts().isEmpty());
        Verdict v = honest.verdicts().get(0);
        assertEquals(Cheat.REPLAY, v.cheat(), v.text());
        assertEquals(t.cheatSeat(), v.seat());
        assertEquals(t.cheatFingerprint(), v.author());
        assertTrue(v.reason().startsWith("sequence 1 was used already, by another message of this author"),
            v.reason());
        assertEquals(List.of(first, t.sent.get(0)), v.evidence(), "both messages under number 1 are kept");
        assertTrue(honest.halted().isEmpty(), "a replay stops nothing");
      }
      assertNothingChanged(t, at);
      t.release();
      assertSameEnd(t, false);
    }
  }

  /**
   * Issue 26's bad laptop: one seat of four sends a move under a sequence number it used already,
   * then a state-hash check with a false hash. Every honest peer names both, and the table plays on
   * to one end.
   */
  @Test
  @Timeout(60)
  void aReusedSequenceNumberAndAFalseHashFromOneSeatDoNotEndTheGame() throws Exception {
    try (PausedTable t = new PausedTable(45, PausedTable.CHEAT_MOVES, CHEAT, (replica, signer, seat) -> {
      byte[] wrong = ByteString.fromHex(replica.stateHash()).toByteArray();
      wrong[0] ^= 1;
      return List.of(PausedTable.action(replica, signer, seat, PausedTable.legalMoves(replica, seat).get(0), 1),
          signer.sign(signer.envelope().setStateHashCheck(StateHashCheck.newBuilder().setStep(replica.step())
              .setStateHash(ByteString.copyFrom(wrong)))));
    })) {
      Paused at = pause(t);
      t.cheat();
      for (Replica<ConquestState> honest : t.honestReplicas()) {
        SessionTest.waitFor(() -> !honest.verdicts().isEmpty() && !honest.desyncs().isEmpty());
        assertEquals(Cheat.REPLAY, honest.verdicts().get(0).cheat());
        assertEquals(t.cheatFingerprint(), honest.desyncs().get(0).author(), "the false hash is named");
        assertTrue(honest.halted().isEmpty());
      }
      assertNothingChanged(t, at);
      t.release();
      assertSameEnd(t, false);
      for (SessionEnd end : t.honestEnds(20)) {
        assertTrue(end.errors().stream().anyMatch(e -> e.startsWith("out of step: desync at step " + at.step)),
            end.errors().toString());
      }
    }
  }

  // ---- a peer on its own link: only that link closes, the table plays on to the same end ----

  /** An outsider sends a move of the seat to play under that seat's key, signed with its own. */
  @Test
  @Timeout(60)
  void aForgedSignatureClosesOnlyTheForgersLinkAndTheGameGoesOn() throws Exception {
    try (PausedTable t = new PausedTable(45); LoggedLines guard = new LoggedLines(LinkGuard.class)) {
      Paused at = pause(t);
      Replica<ConquestState> r = t.openerReplica();
      int mover = r.prompt().seats().firstKey();
      ByteString moverKey = r.seats().holder(mover).orElseThrow();
      try (RawPeer mallory = RawPeer.connect(t.opener().address(), Role.SPECTATOR, "mallory")) {
        SignedEnvelope own = PausedTable.action(r, mallory.signer, mover, PausedTable.legalMoves(r, mover).get(0),
            r.lastSequence(moverKey) + 1);
        Envelope claimed = Envelope.parseFrom(own.getEnvelope()).toBuilder().setAuthorKey(moverKey).build();
        mallory.send(SignedEnvelope.newBuilder().setEnvelope(claimed.toByteString())
            .setSignature(own.getSignature()).build());
        assertTrue(mallory.closedWithin(10), "the opener closes the forger's link");
        String line = guard.await(closing(mallory));
        assertTrue(line.endsWith("closed: BAD_SIGNATURE: signature of this action does not verify against its"
            + " author key " + Identity.fingerprint(moverKey.toByteArray())), line);
        List<PeerError> told = mallory.received.stream().filter(v -> v.envelope().hasError())
            .map(v -> v.envelope().getError()).toList();
        assertEquals(List.of(ErrorCode.BAD_SIGNATURE), told.stream().map(PeerError::getCode).toList(),
            "the forger is told why, before the link closes");
      }
      assertNothingChanged(t, at);
      assertTrue(r.verdicts().isEmpty(), "a forged action never reaches the rules: " + r.verdicts());
      t.release();
      assertSameEnd(t, true);
    }
  }

  /**
   * A spectator floods the chat (issue 26): no peer shows or relays more than five of its lines in
   * ten seconds, nor one over 500 characters, and the spectator is told why; the game goes on.
   */
  @Test
  @Timeout(60)
  void aChatFloodIsHeardFiveTimesAtMostAndALineTooLongNeverAndTheGameGoesOn() throws Exception {
    try (PausedTable t = new PausedTable(48)) {
      Paused at = pause(t);
      List<List<String>> heard = new ArrayList<>();
      for (TableSession<ConquestState> peer : t.honest()) {
        List<String> lines = new java.util.concurrent.CopyOnWriteArrayList<>();
        peer.onNews(n -> lines.add(n.line()));
        heard.add(lines);
      }
      try (RawPeer mallory = RawPeer.connect(t.opener().address(), Role.SPECTATOR, "mallory")) {
        mallory.send(mallory.signer.envelope().setChat(Chat.newBuilder().setText("x".repeat(501))));
        for (int i = 0; i < 20; i++) {
          mallory.send(mallory.signer.envelope().setChat(Chat.newBuilder().setText("spam " + i)));
        }
        mallory.barrier();
        Thread.sleep(300); // what the opener relayed reaches the others
        assertTrue(mallory.open(), "refused lines are no reason to close the link");
        List<String> told = mallory.received.stream().filter(v -> v.envelope().hasError())
            .map(v -> v.envelope().getError().getText()).toList();
        assertTrue(told.contains("chat refused: a chat line holds at most 500 characters"), told.toString());
        assertTrue(told.contains("chat refused: at most 5 chat lines every 10 s"), told.toString());
      }
      for (List<String> lines : heard) {
        List<String> chat = lines.stream().filter(l -> l.startsWith("chat ")).toList();
        assertEquals(5, chat.size(), chat.toString());
        assertTrue(chat.stream().allMatch(l -> l.matches("chat \\S+: spam [0-4]")), chat.toString());
      }
      assertNothingChanged(t, at);
      t.release();
      assertSameEnd(t, true);
    }
  }

  /** A frame recorded on a link and sent again as it was: the link's counter refuses it. */
  @Test
  @Timeout(60)
  void aSealedFrameSentAgainClosesThatLinkAndTheGameGoesOn() throws Exception {
    try (PausedTable t = new PausedTable(46); LoggedLines guard = new LoggedLines(LinkGuard.class)) {
      Paused at = pause(t);
      try (RawPeer mallory = RawPeer.connect(t.opener().address(), Role.SPECTATOR, "mallory")) {
        mallory.send(mallory.signer.envelope().setChat(Chat.newBuilder().setText("good game")));
        mallory.barrier();
        List<byte[]> frames = mallory.framesWritten();
        assertEquals(4, frames.size(), "hello, answer, chat, log request");
        mallory.sendRaw(frames.get(2));
        assertTrue(mallory.closedWithin(10), "the opener closes the link");
        String line = guard.await(closing(mallory));
        assertTrue(line.endsWith("closed: NOT_ALLOWED: sealed frame counter 0 is not above the last one, 1"
            + " (a replayed or reordered frame)"), line);
      }
      assertNothingChanged(t, at);
      t.release();
      assertSameEnd(t, true);
    }
  }

  /** A spectator asks for the log, then sends an action of it back as it was: a duplicate, dropped. */
  @Test
  @Timeout(60)
  void anOldSignedActionSentAgainIsDroppedAndTheGameGoesOn() throws Exception {
    try (PausedTable t = new PausedTable(47)) {
      Paused at = pause(t);
      try (RawPeer mallory = RawPeer.connect(t.opener().address(), Role.SPECTATOR, "mallory")) {
        mallory.send(mallory.signer.envelope().setLogRequest(LogRequest.newBuilder().setFromIndex(0)));
        mallory.barrier();
        List<SignedEnvelope> log = mallory.received.stream().filter(v -> v.envelope().hasLogBatch())
            .flatMap(v -> v.envelope().getLogBatch().getActionsList().stream()).toList();
        assertEquals(t.openerReplica().signedLog(), log, "the log as the opener holds it");
        mallory.send(log.get(at.step - 1)); // the last move, again
        mallory.send(log.get(0)); // and the first commitment of the draw
        mallory.barrier();
        assertTrue(mallory.open(), "a message seen already is no fault of the link");
      }
      assertNothingChanged(t, at);
      assertTrue(t.openerReplica().verdicts().isEmpty(), t.openerReplica().verdicts().toString());
      t.release();
      assertSameEnd(t, true);
    }
  }

  /** A frame body that is not a SignedEnvelope (sealed properly, so it reaches the decoder). */
  @Test
  @Timeout(60)
  void aMalformedFrameClosesThatLinkAndChangesNothing() throws Exception {
    try (PausedTable t = new PausedTable(48); LoggedLines guard = new LoggedLines(LinkGuard.class)) {
      Paused at = pause(t);
      try (RawPeer mallory = RawPeer.connect(t.opener().address(), Role.SEAT_PLAYER, "mallory")) {
        mallory.sendBody(new byte[] {0x0a, 0x7f, 0x01, 0x02}); // field 1: 127 bytes announced, 2 given
        assertTrue(mallory.closedWithin(10), "the opener closes the link");
        String line = guard.await(closing(mallory));
        assertTrue(line.contains("closed: malformed frame: "), line);
      }
      assertNothingChanged(t, at);
      t.release();
      assertSameEnd(t, true);
    }
  }

  /** A length prefix over the 1 MiB cap: refused as soon as the four bytes arrive. */
  @Test
  @Timeout(60)
  void anOversizedFrameClosesThatLinkAndChangesNothing() throws Exception {
    try (PausedTable t = new PausedTable(49); LoggedLines guard = new LoggedLines(LinkGuard.class)) {
      Paused at = pause(t);
      try (RawPeer mallory = RawPeer.connect(t.opener().address(), Role.SEAT_PLAYER, "mallory")) {
        mallory.sendRaw(ByteBuffer.allocate(Wire.LENGTH_BYTES + 64).putInt(Wire.MAX_FRAME_BYTES + 1).array());
        assertTrue(mallory.closedWithin(10), "the opener closes the link");
        String line = guard.await(closing(mallory));
        assertTrue(line.contains("closed: frame over the 1048576-byte cap"), line);
      }
      assertNothingChanged(t, at);
      t.release();
      assertSameEnd(t, true);
    }
  }

  // ---- a spectator that tries to act ----

  /** A spectator signs a move for the seat to play: it holds no seat, and every player says so. */
  @Test
  @Timeout(60)
  void aSpectatorThatSendsAnActionIsNamedByEveryHonestPeerAndTheGameGoesOn() throws Exception {
    try (PausedTable t = new PausedTable(50)) {
      Paused at = pauseAndWatch(t);
      Replica<ConquestState> r = t.openerReplica();
      int mover = r.prompt().seats().firstKey();
      try (RawPeer mallory = RawPeer.connect(t.opener().address(), Role.SPECTATOR, "mallory")) {
        SignedEnvelope bad = PausedTable.action(r, mallory.signer, mover, PausedTable.legalMoves(r, mover).get(0), 1);
        mallory.send(bad);
        for (Replica<ConquestState> honest : t.honestReplicas()) {
          SessionTest.waitFor(() -> !honest.verdicts().isEmpty());
          Verdict v = honest.verdicts().get(0);
          assertEquals(Cheat.NO_SEAT, v.cheat(), v.text());
          assertEquals(mover, v.seat());
          assertEquals(mallory.fingerprint(), v.author());
          assertTrue(v.reason().endsWith("the author holds no seat"), v.reason());
          assertEquals(List.of(bad), v.evidence());
          assertTrue(honest.halted().isEmpty(), "an action by a key holding no seat stops nothing");
        }
      }
      assertNothingChanged(t, at);
      t.release();
      assertSameEnd(t, true);
    }
  }

  /** A spectator reports a cheat that did not happen: the players judge for themselves and play on. */
  @Test
  @Timeout(60)
  void aSpectatorsPeerErrorDoesNotStopThePlayers() throws Exception {
    try (PausedTable t = new PausedTable(51)) {
      Paused at = pause(t);
      try (RawPeer mallory = RawPeer.connect(t.opener().address(), Role.SPECTATOR, "mallory")) {
        mallory.send(mallory.signer.envelope().setError(PeerError.newBuilder().setCode(ErrorCode.EQUIVOCATION)
            .setText("seat 1 signed two moves (it did not)")));
        mallory.barrier();
      }
      assertFalse(t.opener().end().isDone(), () -> "the opener stopped: " + t.opener().end().join());
      assertNothingChanged(t, at);
      t.release();
      assertSameEnd(t, false);
    }
  }

  /** A spectator's check with a made-up hash: players compare only the checks of players. */
  @Test
  @Timeout(60)
  void aSpectatorsStateHashCheckDoesNotStopThePlayers() throws Exception {
    try (PausedTable t = new PausedTable(52)) {
      Paused at = pause(t);
      try (RawPeer mallory = RawPeer.connect(t.opener().address(), Role.SPECTATOR, "mallory")) {
        byte[] wrong = ByteString.fromHex(at.hash).toByteArray();
        wrong[0] ^= 1;
        mallory.send(mallory.signer.envelope().setStateHashCheck(StateHashCheck.newBuilder().setStep(at.step)
            .setStateHash(ByteString.copyFrom(wrong))));
        mallory.barrier();
      }
      assertFalse(t.opener().end().isDone(), () -> "the opener stopped: " + t.opener().end().join());
      assertTrue(t.openerReplica().desyncs().isEmpty(), t.openerReplica().desyncs().toString());
      assertNothingChanged(t, at);
      t.release();
      assertSameEnd(t, true);
    }
  }

  // ---- helpers ----

  /** The step and state hash every peer stopped on. */
  record Paused(int step, String hash) {}

  private static Paused pause(PausedTable t) throws InterruptedException {
    int step = t.awaitPause();
    return new Paused(step, t.opener().stateHash());
  }

  private static Paused pauseAndWatch(PausedTable t) throws InterruptedException {
    Paused at = pause(t);
    TableSession<ConquestState> watcher = t.watch();
    assertEquals(at.hash, watcher.stateHash(), "the spectator replayed the log to the same state");
    return at;
  }

  private static List<Verdict> assertNamedByEveryHonestPeer(PausedTable t, Cheat cheat, int seat, int step,
      Paused kept) throws Exception {
    return assertNamedByEveryHonestPeer(t, cheat, seat, step, kept, t.cheatFingerprint());
  }

  /**
   * Every honest peer (the spectator included) stops with this verdict, naming the seat and the author;
   * each keeps the same state and the same signed log, the one it had when the table stopped.
   */
  private static List<Verdict> assertNamedByEveryHonestPeer(PausedTable t, Cheat cheat, int seat, int step,
      Paused kept, String author) throws Exception {
    List<SessionEnd> ends = t.honestEnds(20);
    List<Replica<ConquestState>> replicas = t.honestReplicas();
    assertEquals(t.cheatPeer < 0 ? 5 : 4, ends.size(), "the honest players and a spectator");
    // The same signed actions everywhere (the order inside a round of commitments may differ).
    Set<SignedEnvelope> log = Set.copyOf(replicas.get(0).signedLog());
    assertEquals(kept.step, log.size());
    List<Verdict> verdicts = new ArrayList<>();
    for (int i = 0; i < ends.size(); i++) {
      SessionEnd end = ends.get(i);
      Verdict v = end.verdict().orElseThrow(() -> new AssertionError("no verdict: " + end));
      assertEquals(cheat, v.cheat(), v.text());
      assertEquals(seat, v.seat(), v.text());
      assertEquals(author, v.author(), v.text());
      assertEquals(step, v.step(), v.text());
      assertTrue(v.text().startsWith("seat " + seat + " (author " + author + "), step " + step + ": "
          + cheat.words() + ": "), v.text());
      assertFalse(end.finished());
      assertEquals(kept.step, end.steps(), "the state it had: " + v.text());
      assertEquals(ends.get(0).stateHash(), end.stateHash());
      if (kept.hash != null) {
        assertEquals(kept.hash, end.stateHash(), "the state at the pause");
      }
      assertEquals(kept.step, replicas.get(i).signedLog().size());
      assertEquals(log, Set.copyOf(replicas.get(i).signedLog()), "the same signed log");
      verdicts.add(v);
    }
    return verdicts;
  }

  /** Every player is still on the state it stopped on. */
  private static void assertNothingChanged(PausedTable t, Paused at) {
    for (TableSession<ConquestState> peer : t.table.peers) {
      assertEquals(at.step, peer.step());
      assertEquals(at.hash, peer.stateHash());
      assertFalse(peer.end().isDone(), () -> "stopped: " + peer.end().join());
    }
  }

  /** The four players play to the end and agree on it; with {@code quiet}, no error was reported either. */
  private static void assertSameEnd(PausedTable t, boolean quiet) throws Exception {
    List<SessionEnd> ends = t.table.ends(30);
    SessionEnd first = ends.get(0);
    for (SessionEnd end : ends) {
      assertTrue(end.finished(), end.toString());
      assertEquals(first.outcome(), end.outcome());
      assertEquals(first.steps(), end.steps());
      assertEquals(first.stateHash(), end.stateHash());
      if (quiet) {
        assertEquals(first, end);
        assertEquals(List.of(), end.errors());
      }
    }
  }

  /** The log line of the opener closing this peer's link. */
  private static Predicate<String> closing(RawPeer peer) {
    return line -> line.startsWith("link " + peer.localAddress() + " closed: ");
  }

  private static ByteString author(SignedEnvelope signed) {
    try {
      return Envelope.parseFrom(signed.getEnvelope()).getAuthorKey();
    } catch (InvalidProtocolBufferException e) {
      throw new AssertionError(e);
    }
  }

  private static String action(SignedEnvelope signed) throws Exception {
    return Envelope.parseFrom(signed.getEnvelope()).getAction().getAction();
  }
}
