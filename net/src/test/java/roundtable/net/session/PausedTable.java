package roundtable.net.session;

import com.google.protobuf.ByteString;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.BiPredicate;
import roundtable.core.conquest.Conquest;
import roundtable.core.conquest.ConquestState;
import roundtable.core.log.LogNotation;
import roundtable.core.table.Decision;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Notation;
import roundtable.core.table.Prompt;
import roundtable.net.identity.Signer;
import roundtable.net.play.Replica;
import roundtable.proto.GameAction;
import roundtable.proto.SignedEnvelope;

/**
 * A four-seat clockwise conquest table on 127.0.0.1 ({@link LoopbackTable}: the opener and three
 * joiners, one seat each) that plays on its own until the first step from {@value #FROM} on where a
 * test's condition holds, and waits there, every peer on that same state, until {@link #release}.
 * One joiner may be a cheat: while the table waits, {@link #cheat} makes it send what the test's
 * {@link Cheat} signs, once. A spectator may come to watch while it waits ({@link #watch}).
 */
final class PausedTable implements AutoCloseable {
  /** The earliest step to stop at: past the joint draw of the first player (4 commits, 4 reveals). */
  static final int FROM = 12;
  static final Map<String, String> CLOCKWISE = Map.of("match", "one-round", "move-limit", "150");

  /** What the cheat sends, signed with its own key, on the state where the table waits. */
  @FunctionalInterface
  interface Cheat {
    List<SignedEnvelope> send(Replica<ConquestState> replica, Signer signer, int seat);
  }

  /** Where to stop: the prompt, and the cheat's seat (-1 without a cheat). */
  @FunctionalInterface
  interface Where extends BiPredicate<Prompt, Integer> {}

  /** The prompt asks one seat for a move. */
  static final Where ANY_MOVE = (prompt, cheat) -> prompt.seats().size() == 1
      && prompt.seats().containsValue(Decision.MOVE);
  /** The prompt asks the cheat's seat, alone, for a move. */
  static final Where CHEAT_MOVES = (prompt, cheat) -> ANY_MOVE.test(prompt, cheat) && prompt.names(cheat);
  /** The prompt asks another seat, alone, for a move. */
  static final Where ANOTHER_MOVES = (prompt, cheat) -> ANY_MOVE.test(prompt, cheat) && !prompt.names(cheat);

  final LoopbackTable table;
  /** The peer (index in {@link LoopbackTable#peers}) that cheats; -1 for none. */
  final int cheatPeer;
  /** What the cheat sent. */
  final List<SignedEnvelope> sent = new CopyOnWriteArrayList<>();
  private final Where where;
  private final Cheat cheat;
  private final AtomicReference<ByteString> cheatKey = new AtomicReference<>();
  private final AtomicReferenceArray<Replica<ConquestState>> replicas = new AtomicReferenceArray<>(4);
  private final AtomicIntegerArray pausedAt = new AtomicIntegerArray(new int[] {-1, -1, -1, -1});
  private final AtomicBoolean cheatNow = new AtomicBoolean();
  private final AtomicBoolean cheated = new AtomicBoolean();
  private final List<TableSession<ConquestState>> watchers = new ArrayList<>();
  private final List<Replica<ConquestState>> watched = new CopyOnWriteArrayList<>();
  private volatile boolean released;

  PausedTable(long seed, Where where, int cheatPeer, Cheat cheat) throws InterruptedException {
    this.where = where;
    this.cheatPeer = cheatPeer;
    this.cheat = cheat;
    this.table = new LoopbackTable(4, CLOCKWISE, seed, (p, setup) -> {
      if (p == cheatPeer) {
        cheatKey.set(ByteString.copyFrom(setup.identity().publicKey()));
      }
      return setup.withSeats(gate(p));
    });
  }

  /** A table without a cheat that waits at the first step from {@value #FROM} that asks one seat to move. */
  PausedTable(long seed) throws InterruptedException {
    this(seed, ANY_MOVE, -1, null);
  }

  private Seats.Maker<ConquestState> gate(int peer) {
    Seats.Maker<ConquestState> honest = Seats.local();
    return (replica, signer, players) -> {
      replicas.set(peer, replica);
      Seats seats = honest.make(replica, signer, players);
      return () -> {
        if (peer == cheatPeer && cheatNow.get() && cheated.compareAndSet(false, true)) {
          List<SignedEnvelope> bad = cheat.send(replica, signer, cheatSeat(replica));
          sent.addAll(bad);
          return bad;
        }
        if (waits(peer, replica)) {
          return List.of();
        }
        List<SignedEnvelope> out = seats.act();
        waits(peer, replica); // the state this peer's own move led to may be the one to stop on
        return out;
      };
    };
  }

  /** Whether this peer waits now: it does from the first state to stop on until released. */
  private boolean waits(int peer, Replica<ConquestState> replica) {
    if (!released && pausedAt.get(peer) < 0 && replica.step() >= FROM
        && where.test(replica.prompt(), cheatSeat(replica))) {
      pausedAt.set(peer, replica.step());
    }
    return !released && pausedAt.get(peer) >= 0;
  }

  private int cheatSeat(Replica<ConquestState> replica) {
    ByteString key = cheatKey.get();
    return key == null ? -1 : replica.seats().seatsOf(key).first();
  }

  /** Waits until every peer stopped on the same step; that step. */
  int awaitPause() throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (!paused()) {
      if (System.nanoTime() > deadline) {
        StringBuilder why = new StringBuilder("the table did not stop on one step:");
        for (int p = 0; p < 4; p++) {
          TableSession<ConquestState> peer = table.peers.get(p);
          why.append(" peer ").append(p).append(" at step ").append(peer.step()).append(" (stopped at ")
              .append(pausedAt.get(p)).append(peer.end().isDone() ? ", ended: " + peer.end().join() : "")
              .append(");");
        }
        throw new AssertionError(why);
      }
      Thread.sleep(5);
    }
    return pausedAt.get(0);
  }

  private boolean paused() {
    int at = pausedAt.get(0);
    for (int p = 0; p < 4; p++) {
      if (pausedAt.get(p) < 0 || pausedAt.get(p) != at || table.peers.get(p).step() != at) {
        return false;
      }
    }
    return true;
  }

  /** A spectator that comes now, replays the log and follows live; back once it reached the pause. */
  TableSession<ConquestState> watch() throws InterruptedException {
    int at = awaitPause();
    Seats.Maker<ConquestState> keep = (replica, signer, players) -> {
      watched.add(replica);
      return List::of;
    };
    TableSession<ConquestState> watcher = TableSession.spectate(
        PeerSetup.spectator(Conquest.GAME, "watcher").withSeats(keep), opener().address());
    watchers.add(watcher);
    SessionTest.waitFor(() -> watcher.step() == at);
    return watcher;
  }

  /** The cheat sends its envelopes now. */
  void cheat() {
    cheatNow.set(true);
    table.peers.get(cheatPeer).nudge();
  }

  /** The table plays on to its end. */
  void release() {
    released = true;
    table.peers.forEach(TableSession::nudge);
  }

  TableSession<ConquestState> opener() {
    return table.opener();
  }

  /** The peers that play honestly: every one but the cheat, then the spectators that came. */
  List<TableSession<ConquestState>> honest() {
    List<TableSession<ConquestState>> honest = new ArrayList<>();
    for (int p = 0; p < 4; p++) {
      if (p != cheatPeer) {
        honest.add(table.peers.get(p));
      }
    }
    honest.addAll(watchers);
    return honest;
  }

  /** The replica of each honest peer, in the order of {@link #honest}. */
  List<Replica<ConquestState>> honestReplicas() {
    List<Replica<ConquestState>> out = new ArrayList<>();
    for (int p = 0; p < 4; p++) {
      if (p != cheatPeer) {
        out.add(replicas.get(p));
      }
    }
    out.addAll(watched);
    return out;
  }

  /** The replica of the opener (which never cheats). */
  Replica<ConquestState> openerReplica() {
    return replicas.get(0);
  }

  /** The seat the cheat holds. */
  int cheatSeat() {
    return cheatSeat(openerReplica());
  }

  String cheatFingerprint() {
    return table.peers.get(cheatPeer).fingerprint();
  }

  /** Every honest peer's end, waiting at most this long for all. */
  List<SessionEnd> honestEnds(long seconds) throws Exception {
    List<SessionEnd> ends = new ArrayList<>();
    for (TableSession<ConquestState> peer : honest()) {
      ends.add(peer.end().get(seconds, TimeUnit.SECONDS));
    }
    return ends;
  }

  /** The legal moves of a seat on the replica's state, in the game's notation. */
  static List<String> legalMoves(Replica<ConquestState> replica, int seat) {
    Notation notation = LogNotation.of(replica.game());
    return replica.game().legalActions(replica.state(), seat, Knowledge.NOTHING).stream()
        .map(notation::format).toList();
  }

  /** A GameAction for the seat, on the state the replica is at, signed by this signer. */
  static SignedEnvelope action(Replica<ConquestState> replica, Signer signer, int seat, String action,
      long sequence) {
    return signer.sign(signer.envelope().setAction(GameAction.newBuilder().setTableId(replica.tableId())
        .setSeat(seat).setAction(action).setStateHash(ByteString.fromHex(replica.stateHash()))
        .setSequence(sequence)));
  }

  /** The next sequence number of this signer at the table. */
  static long nextSequence(Replica<ConquestState> replica, Signer signer) {
    return replica.lastSequence(ByteString.copyFrom(signer.identity().publicKey())) + 1;
  }

  @Override
  public void close() {
    watchers.forEach(TableSession::close);
    table.close();
  }
}
