package roundtable.desktop.cli;

import com.google.protobuf.ByteString;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import roundtable.core.bot.Player;
import roundtable.core.conquest.ConquestState;
import roundtable.net.identity.Signer;
import roundtable.net.play.Replica;
import roundtable.net.session.Seats;
import roundtable.proto.SignedEnvelope;

/**
 * Every peer's apply times of the actions. The wrapper of a peer's seats notes the time of each step
 * its replica reached since it was last asked (by step: cheap, so the bench adds little garbage of
 * its own); the steps are matched to the actions' signatures once the game is over, from each
 * peer's own log (simultaneous actions may be logged in another order at another peer).
 */
final class Stamps {
  private final Peer[] peers;
  private final int players;

  /** One peer's stamps: written by its session's thread, read once it caught up (volatile {@code seen}). */
  private static final class Peer {
    volatile Replica<ConquestState> replica;
    volatile long started;
    long[] at = new long[1024];
    volatile int seen;
  }

  /** @param players the peers 0 to players − 1 hold the seats; the others watch */
  Stamps(int peers, int players) {
    this.players = players;
    this.peers = new Peer[peers];
    for (int i = 0; i < peers; i++) {
      this.peers[i] = new Peer();
    }
  }

  Seats.Maker<ConquestState> peer(int index) {
    return (Replica<ConquestState> replica, Signer signer, Map<Integer, Player<ConquestState>> seated) -> {
      Seats honest = Seats.<ConquestState>local().make(replica, signer, seated);
      Peer peer = peers[index];
      peer.started = System.nanoTime();
      peer.replica = replica;
      return Seats.watched(honest, () -> stamp(peer, System.nanoTime()), () -> stamp(peer, System.nanoTime()));
    };
  }

  private static void stamp(Peer peer, long now) {
    int step = peer.replica.step();
    int seen = peer.seen;
    if (step > seen) {
      if (step > peer.at.length) {
        peer.at = Arrays.copyOf(peer.at, Math.max(step, 2 * peer.at.length));
      }
      Arrays.fill(peer.at, seen, step, now);
      peer.seen = step;
    }
  }

  void awaitAll(int steps, long deadline) throws InterruptedException {
    for (Peer peer : peers) {
      while (peer.seen < steps && System.nanoTime() < deadline) {
        Thread.sleep(1);
      }
    }
  }

  /** The opener's signed log. */
  List<SignedEnvelope> log() {
    return peers[0].replica.signedLog();
  }

  long started() {
    return Arrays.stream(peers).mapToLong(p -> p.started).max().orElse(0);
  }

  /** A peer's apply time of each action it applied, by signature. */
  private Map<ByteString, Long> applied(Peer peer) {
    List<SignedEnvelope> log = peer.replica.signedLog();
    Map<ByteString, Long> times = new HashMap<>();
    for (int i = 0; i < Math.min(log.size(), peer.seen); i++) {
      times.put(log.get(i).getSignature(), peer.at[i]);
    }
    return times;
  }

  /** For each action every peer applied, the last apply time (for the crowd's JVM to report). */
  Map<ByteString, Long> lastApplied() {
    Map<ByteString, Long> last = null;
    for (Peer peer : peers) {
      Map<ByteString, Long> times = applied(peer);
      if (last == null) {
        last = times;
      } else {
        last.keySet().retainAll(times.keySet());
        last.replaceAll((signature, t) -> Math.max(t, times.get(signature)));
      }
    }
    return last == null ? Map.of() : last;
  }

  /**
   * Last apply minus first (the author's), for each action sent once every peer had started: at
   * every peer of this JVM, and at the seated peers only.
   */
  List<long[]> latencies() {
    long allStarted = started();
    List<Map<ByteString, Long>> applied = Arrays.stream(peers).map(this::applied).toList();
    List<long[]> out = new ArrayList<>();
    for (SignedEnvelope action : log()) {
      ByteString key = action.getSignature();
      long first = Long.MAX_VALUE;
      long last = Long.MIN_VALUE;
      long lastPlayer = Long.MIN_VALUE;
      boolean everywhere = true;
      for (int i = 0; i < applied.size(); i++) {
        Long t = applied.get(i).get(key);
        if (t == null) {
          everywhere = false;
          break;
        }
        first = Math.min(first, t);
        last = Math.max(last, t);
        if (i < players) {
          lastPlayer = Math.max(lastPlayer, t);
        }
      }
      if (everywhere && first >= allStarted) {
        out.add(new long[] {last - first, lastPlayer - first});
      }
    }
    return out;
  }

  /**
   * The crowd's last apply minus the author's stamp, for each action sent once every peer of this
   * JVM had started: a spectator of the crowd that started late (its JVM is at the lowest priority)
   * counts with the wait, whether it applied the action live or from the log.
   */
  List<Long> toCrowd(Crowd.Result crowd) {
    long allStarted = started();
    Map<ByteString, Long> first = new HashMap<>();
    for (Peer peer : peers) {
      applied(peer).forEach((signature, t) -> first.merge(signature, t, Math::min));
    }
    List<Long> out = new ArrayList<>();
    for (SignedEnvelope action : log()) {
      Long author = first.get(action.getSignature());
      Long last = crowd.lastApplied().get(action.getSignature());
      if (author != null && last != null && author >= allStarted) {
        out.add(last - author);
      }
    }
    return out;
  }
}
