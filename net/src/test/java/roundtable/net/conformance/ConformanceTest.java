package roundtable.net.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.ByteString;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import roundtable.core.canon.StateHash;
import roundtable.core.conquest.Conquest;
import roundtable.core.conquest.ConquestState;
import roundtable.core.game.MayAct;
import roundtable.core.log.LogNotation;
import roundtable.core.table.TableConfig;
import roundtable.net.conformance.DocLink.Got;
import roundtable.net.session.PeerSetup;
import roundtable.net.session.Seats;
import roundtable.net.session.SessionEnd;
import roundtable.net.session.TableSession;
import roundtable.net.session.TableSpec;
import roundtable.proto.Chat;
import roundtable.proto.Envelope;
import roundtable.proto.ErrorCode;
import roundtable.proto.GameAction;
import roundtable.proto.LogRequest;
import roundtable.proto.PeerError;
import roundtable.proto.Ready;
import roundtable.proto.Role;
import roundtable.proto.SeatKind;
import roundtable.proto.SeatRequest;
import roundtable.proto.SignedEnvelope;
import roundtable.proto.Start;

/**
 * The conformance suite (issue 26): a peer started here, spoken to over a TCP socket on 127.0.0.1
 * by {@link DocLink}, which knows only docs/protocol.md and docs/security.md (and the .proto file).
 * It watches a game to its end, checking the signatures, the state hashes and the first player's
 * draw by the documents, and sends each kind of bad frame and bad action, expecting the answer the
 * documents promise. The rules of the game are core's (the game's own, not the protocol's).
 */
class ConformanceTest {
  private static final InetSocketAddress LOOPBACK = new InetSocketAddress(InetAddress.getLoopbackAddress(), 0);
  private static final Map<String, String> SHORT = Map.of("match", "one-round", "move-limit", "150");
  private static final HexFormat HEX = HexFormat.of();

  /** A table of conquest whose seats (all bots of one peer) wait until the gate opens. */
  private static TableSession<ConquestState> host(List<String> bots, int players, AtomicBoolean gate)
      throws InterruptedException {
    Seats.Maker<ConquestState> honest = Seats.local();
    Seats.Maker<ConquestState> gated = (replica, signer, held) ->
        Seats.gated(honest.make(replica, signer, held), gate::get);
    return TableSession.host(PeerSetup.bots(Conquest.GAME, "conformance", bots, 11).withSeats(gated),
        TableSpec.of(players, SHORT), LOOPBACK);
  }

  private static DocLink link(TableSession<?> peer, Role role, String name) throws Exception {
    return DocLink.open(peer.address(), role, name, "conquest", PeerSetup.RULES_VERSION);
  }

  // ---- watching: the handshake as a spectator, the log, the game live to its end ----

  @Test
  @Timeout(60)
  void aSpectatorFromTheDocumentsWatchesAGameToItsEndAndAgreesWithEveryHash() throws Exception {
    AtomicBoolean gate = new AtomicBoolean(false);
    try (TableSession<ConquestState> peer = host(List.of("random", "random"), 2, gate);
        DocLink watcher = link(peer, Role.SPECTATOR, "doc watcher")) {
      // The opener's Hello: its table card, and its answer names the table.
      assertEquals(2, watcher.theirs.getTable().getPlayers());
      assertEquals(16, watcher.answer.getTableId().size());
      watcher.send(watcher.envelope().setLogRequest(LogRequest.newBuilder().setFromIndex(0)));
      Replay replay = null;
      boolean last = false;
      while (!last) {
        Got got = watcher.receive();
        assertNotNull(got, "the link stays up while the log comes");
        if (got.envelope().hasLogBatch()) {
          var batch = got.envelope().getLogBatch();
          if (batch.hasStart()) {
            Got start = DocLink.verify(batch.getStart().toByteArray());
            assertEquals(watcher.theirs.getIdentityKey(), start.envelope().getAuthorKey(), "the opener signs the Start");
            replay = new Replay(start.envelope().getStart(), watcher.answer.getTableId());
          }
          for (SignedEnvelope action : batch.getActionsList()) {
            replay.take(DocLink.verify(action.toByteArray()));
          }
          last = batch.getLast();
        }
      }
      assertNotNull(replay, "the log from 0 begins with the Start");

      gate.set(true);
      peer.nudge();
      SessionEnd end = null;
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(40);
      while (System.nanoTime() < deadline) {
        Got got = watcher.receiveWithin(500);
        if (got != null) {
          for (Got message : got.envelope().hasFeed() ? DocLink.unbundle(got) : List.of(got)) {
            replay.take(message);
          }
        }
        if (end == null && peer.end().isDone()) {
          end = peer.end().join();
        }
        if (end != null && replay.steps() == end.steps() && replay.checkedAt(end.steps())) {
          break;
        }
      }
      assertNotNull(end, "the game ended");
      assertTrue(end.finished(), end.toString());
      assertEquals(end.steps(), replay.steps(), "every action of the game came, in the log's order");
      assertEquals(end.stateHash(), replay.hash(), "the final state hash, by this spectator's own replay");
      assertTrue(replay.checkedAt(end.steps()), "the final state-hash check came and agreed");
      assertTrue(replay.checks >= 2, "state-hash checks every 16 steps: " + replay.checked.keySet() + " of " + end.steps());
      assertTrue(replay.firstPlayerChecked, "the first player's draw, checked by docs/security.md");
    }
  }

  /**
   * What the spectator understands of the game: the Start's seating, every action signed by the
   * seat's holder and made on a state already reached, applied by the rules in order; each state's
   * hash; the state-hash checks compared; the first player's draw checked by docs/security.md.
   */
  static final class Replay {
    private final Start start;
    private final ByteString tableId;
    private ConquestState state;
    private final List<String> hashes = new ArrayList<>();
    private final Map<String, Integer> reached = new HashMap<>();
    private final Map<Integer, String> commits = new TreeMap<>();
    private final Map<Integer, byte[]> values = new TreeMap<>();
    private final java.util.Set<ByteString> seen = new java.util.HashSet<>();
    private final Map<Long, String> checked = new HashMap<>();
    private Integer firstPlayer;
    boolean firstPlayerChecked;
    int checks;

    Replay(Start start, ByteString tableId) {
      this.start = start;
      this.tableId = tableId;
      assertEquals(tableId, start.getTableId());
      assertEquals("conquest", start.getGameId());
      state = Conquest.GAME.setup(TableConfig.of(Conquest.GAME, start.getPlayers(), start.getOptionsMap(), false));
      reach(StateHash.hex(state));
    }

    int steps() {
      return hashes.size() - 1;
    }

    String hash() {
      return hashes.get(steps());
    }

    boolean checkedAt(long step) {
      return checked.containsKey(step);
    }

    private void reach(String hash) {
      hashes.add(hash);
      reached.putIfAbsent(hash, steps());
    }

    void take(Got got) throws Exception {
      Envelope e = got.envelope();
      if (e.hasStateHashCheck()) {
        long step = e.getStateHashCheck().getStep();
        assertTrue(step <= steps(), "a check of step " + step + " comes after that step's action");
        assertEquals(hashes.get((int) step), DocLink.hex(e.getStateHashCheck().getStateHash()), "the check of step " + step);
        if (checked.put(step, DocLink.hex(e.getStateHashCheck().getStateHash())) == null) {
          checks++;
        }
        return;
      }
      if (!e.hasAction() || !seen.add(got.signed().getEnvelope())) {
        return;
      }
      GameAction a = e.getAction();
      assertEquals(tableId, a.getTableId());
      assertEquals(start.getSeats(a.getSeat()).getHolderKey(), e.getAuthorKey(), "the seat's holder signs its action");
      assertEquals(32, a.getStateHash().size());
      String named = DocLink.hex(a.getStateHash());
      assertTrue(reached.containsKey(named), "step " + steps() + ": the action names a state reached: " + named);
      if (firstPlayer != null && !a.getAction().startsWith("reveal") && !firstPlayerChecked) {
        assertEquals(firstPlayer.intValue(), a.getSeat(), "the seat drawn by docs/security.md plays first");
        firstPlayerChecked = true;
      }
      firstPlayerDraw(a.getSeat(), a.getAction());
      var action = LogNotation.of(Conquest.GAME).parse(a.getAction());
      state = MayAct.apply(Conquest.GAME, state, a.getSeat(), action).state();
      reach(StateHash.hex(state));
    }

    /** docs/security.md, "Commit-reveal": each reveal opens its commitment; the seed picks the first player. */
    private void firstPlayerDraw(int seat, String action) throws Exception {
      String[] w = action.split(" ");
      if (w[0].equals("commit")) {
        commits.put(seat, w[1]);
      } else if (w[0].equals("reveal")) {
        byte[] value = HEX.parseHex(w[1]);
        byte[] salt = HEX.parseHex(w[2]);
        assertEquals(commits.get(seat), HEX.formatHex(commitment(seat, "first player", value, salt)),
            "seat " + seat + "'s reveal opens its commitment");
        values.put(seat, value);
        if (values.size() == start.getPlayers()) {
          firstPlayer = pick(seed("first player", values.values()), start.getPlayers());
        }
      }
    }
  }

  /** SHA-256 of the tag, the seat (4 bytes), the purpose (1-byte length, UTF-8), the value, the salt. */
  static byte[] commitment(int seat, String purpose, byte[] value, byte[] salt) throws Exception {
    byte[] p = purpose.getBytes(StandardCharsets.UTF_8);
    return MessageDigest.getInstance("SHA-256").digest(DocLink.concat("roundtable/commit/v1".getBytes(
        StandardCharsets.US_ASCII), ByteBuffer.allocate(4).putInt(seat).array(), new byte[] {(byte) p.length}, p,
        value, salt));
  }

  /** The seed: SHA-256 of the purpose then each value, each after its 4-byte length, in seat order. */
  static byte[] seed(String purpose, java.util.Collection<byte[]> values) throws Exception {
    MessageDigest sha = MessageDigest.getInstance("SHA-256");
    byte[] p = purpose.getBytes(StandardCharsets.UTF_8);
    sha.update(ByteBuffer.allocate(4).putInt(p.length).array());
    sha.update(p);
    for (byte[] v : values) {
      sha.update(ByteBuffer.allocate(4).putInt(v.length).array());
      sha.update(v);
    }
    return sha.digest();
  }

  /** A number below n from the seed's stream (block 0, its first acceptable 4 bytes). */
  static int pick(byte[] seed, int n) throws Exception {
    long limit = (1L << 32) - (1L << 32) % n;
    for (int block = 0; ; block++) {
      ByteBuffer bytes = ByteBuffer.wrap(MessageDigest.getInstance("SHA-256")
          .digest(DocLink.concat(seed, ByteBuffer.allocate(4).putInt(block).array())));
      while (bytes.hasRemaining()) {
        long x = Integer.toUnsignedLong(bytes.getInt());
        if (x < limit) {
          return (int) (x % n);
        }
      }
    }
  }

  // ---- bad frames and bad actions: the answers the documents promise ----

  /** The first PeerError on the link (lobby messages before it are skipped), or null when it closed without one. */
  private static PeerError errorOn(DocLink link) throws Exception {
    for (Got got = link.receive(); got != null; got = link.receive()) {
      if (got.envelope().hasError()) {
        return got.envelope().getError();
      }
    }
    return null;
  }

  @Test
  @Timeout(60)
  void eachBadFrameGetsThePeerErrorOrTheCloseTheDocumentsPromise() throws Exception {
    AtomicBoolean gate = new AtomicBoolean(false); // the table waits at its first step throughout
    try (TableSession<ConquestState> peer = host(List.of("random", "random"), 2, gate)) {
      // A frame cut short: 40 bytes of 100, then nothing. "Framing": closed after 10 s, logged, no answer.
      DocLink cut = link(peer, Role.SPECTATOR, "cut short");
      long cutAt = System.nanoTime();
      cut.sendRaw(DocLink.concat(ByteBuffer.allocate(4).putInt(100).array(), new byte[40]));

      // A length over the cap: FRAME_TOO_LARGE as soon as the 4 bytes arrive, then the link closes.
      try (DocLink big = link(peer, Role.SPECTATOR, "over the cap")) {
        big.sendRaw(ByteBuffer.allocate(4).putInt(DocLink.MAX_FRAME + 1).array());
        PeerError error = errorOn(big);
        assertNotNull(error, "a PeerError before the close");
        assertEquals(ErrorCode.FRAME_TOO_LARGE, error.getCode(), error.getText());
        assertTrue(big.closedWithin(3_000));
      }
      // An envelope of another version: PROTOCOL_VERSION_MISMATCH, then the link closes.
      try (DocLink other = link(peer, Role.SPECTATOR, "version 2")) {
        other.send(other.envelope().setVersion(2).setChat(Chat.newBuilder().setText("hello from the future")));
        PeerError error = errorOn(other);
        assertNotNull(error, "a PeerError before the close");
        assertEquals(ErrorCode.PROTOCOL_VERSION_MISMATCH, error.getCode(), error.getText());
        assertTrue(other.closedWithin(3_000));
      }
      // A signature that does not verify: BAD_SIGNATURE, then the link closes.
      try (DocLink forger = link(peer, Role.SPECTATOR, "bad signature")) {
        SignedEnvelope signed = forger.sign(forger.envelope().setChat(Chat.newBuilder().setText("hi")).build());
        byte[] signature = signed.getSignature().toByteArray();
        signature[10] ^= 1;
        forger.sendBody(signed.toBuilder().setSignature(ByteString.copyFrom(signature)).build().toByteArray());
        PeerError error = errorOn(forger);
        assertNotNull(error, "a PeerError before the close");
        assertEquals(ErrorCode.BAD_SIGNATURE, error.getCode(), error.getText());
        assertTrue(forger.closedWithin(3_000));
      }
      // A sealed frame with one bit flipped in its ciphertext ("Encryption"): BAD_SIGNATURE, then the link closes.
      try (DocLink flipped = link(peer, Role.SPECTATOR, "flipped bit")) {
        flipped.sendSealed(flipped.sign(flipped.envelope().setChat(Chat.newBuilder().setText("hi")).build())
            .toByteArray(), 12);
        PeerError error = errorOn(flipped);
        assertNotNull(error, "a PeerError before the close");
        assertEquals(ErrorCode.BAD_SIGNATURE, error.getCode(), error.getText());
        assertTrue(flipped.closedWithin(3_000));
      }
      // An action by a spectator, for a seat it does not hold, on the table's very state: "Play":
      // refused (NOT_ALLOWED) to its author, the link closed, and the game goes on.
      try (DocLink spectator = link(peer, Role.SPECTATOR, "forger")) {
        spectator.send(spectator.envelope().setAction(GameAction.newBuilder().setTableId(spectator.answer.getTableId())
            .setSeat(0).setAction("commit " + "ab".repeat(32)).setStateHash(ByteString.fromHex(peer.stateHash()))
            .setSequence(1)));
        PeerError error = errorOn(spectator);
        assertNotNull(error, "a PeerError before the close");
        assertEquals(ErrorCode.NOT_ALLOWED, error.getCode(), error.getText());
        assertTrue(error.getText().contains("an action by a key that holds no seat"), error.getText());
        assertTrue(spectator.closedWithin(3_000));
      }
      // The cut-short link: closed within the 10 s of the document (and a little slack), with no answer.
      assertNull(errorOn(cut), "a frame cut short gets no answer, only the close");
      long waited = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - cutAt);
      assertTrue(waited >= 9_000 && waited < 13_000, "closed at its 10 s, not " + waited + " ms");
      cut.close();

      // None of it touched the game: it waits at its start, then plays to its end.
      assertFalse(peer.end().isDone());
      assertEquals(0, peer.step());
      gate.set(true);
      peer.nudge();
      SessionEnd end = peer.end().get(30, TimeUnit.SECONDS);
      assertTrue(end.finished(), end.toString());
    }
  }

  /**
   * A seat of this suite's own (joined by the documents' lobby): an action naming a state hash that
   * no peer reaches gets no answer and waits ("Play"); the same seat's honest action on the table's
   * state is then applied, and the game goes on.
   */
  @Test
  @Timeout(60)
  void anActionOnAFalseStateHashWaitsUnansweredAndTheGameGoesOn() throws Exception {
    AtomicBoolean gate = new AtomicBoolean(true);
    try (TableSession<ConquestState> peer = host(List.of("random"), 2, gate);
        DocLink player = link(peer, Role.SEAT_PLAYER, "doc player")) {
      player.send(player.envelope().setSeatRequest(SeatRequest.newBuilder().setKind(SeatKind.PERSON).setName("doc")));
      Start start = null;
      int mine = -1;
      while (start == null) {
        Got got = player.receive();
        assertNotNull(got, "the link stays up in the lobby");
        Envelope e = got.envelope();
        if (e.hasSeatAssignment()) {
          for (var seat : e.getSeatAssignment().getSeatsList()) {
            if (seat.getHolderKey().equals(player.key) && mine < 0) {
              mine = seat.getSeat();
              player.send(player.envelope().setReady(Ready.newBuilder()
                  .setLobbyRevision(e.getSeatAssignment().getLobbyRevision()).setReady(true)));
            }
          }
        } else if (e.hasStart()) {
          start = e.getStart();
        }
      }
      assertTrue(mine >= 0, "a seat was given");
      Replay replay = new Replay(start, player.answer.getTableId());
      String atStart = replay.hash();

      byte[] value = new byte[32];
      byte[] salt = new byte[16];
      new SecureRandom().nextBytes(value);
      new SecureRandom().nextBytes(salt);
      String commit = "commit " + HEX.formatHex(commitment(mine, "first player", value, salt));
      GameAction.Builder action = GameAction.newBuilder().setTableId(start.getTableId()).setSeat(mine).setAction(commit);
      player.send(player.envelope().setAction(action.clone().setStateHash(ByteString.copyFrom(new byte[32]))
          .setSequence(1)));
      // No answer, and nothing applied: whatever comes is the other seat's commitment.
      for (Got got = player.receiveWithin(1_500); got != null; got = player.receiveWithin(1_500)) {
        assertFalse(got.envelope().hasError(), "no answer to an action on a state not reached: "
            + got.envelope().getError());
        replay.take(got);
      }
      assertTrue(replay.steps() <= 1, "only the other seat's commitment is applied: " + replay.steps());
      assertFalse(peer.end().isDone(), "the game goes on");

      player.send(player.envelope().setAction(action.clone().setStateHash(ByteString.fromHex(atStart)).setSequence(2)));
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
      boolean revealed = false;
      while (!revealed && System.nanoTime() < deadline) {
        Got got = player.receiveWithin(500);
        if (got != null && got.envelope().hasAction()) {
          revealed = got.envelope().getAction().getAction().startsWith("reveal");
        }
        assertTrue(got == null || !got.envelope().hasError(), "no error: " + got);
      }
      assertTrue(revealed, "the other seat reveals: both commitments are in, the honest one applied");
      assertFalse(peer.end().isDone(), "the game goes on");
    }
  }
}
