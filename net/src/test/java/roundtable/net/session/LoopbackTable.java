package roundtable.net.session;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;
import roundtable.core.conquest.Conquest;
import roundtable.core.conquest.ConquestState;

/**
 * A conquest table on 127.0.0.1 in one JVM: an opener holding seat 0 and a joiner per other seat,
 * each a {@link TableSession} with its own identity, event loop group and executor.
 */
final class LoopbackTable implements AutoCloseable {
  static final InetSocketAddress LOOPBACK = new InetSocketAddress(InetAddress.getLoopbackAddress(), 0);

  final List<TableSession<ConquestState>> peers = new ArrayList<>();

  /** @param change lets a test change a peer's setup (by index, 0 = the opener) before it joins */
  LoopbackTable(int players, Map<String, String> options, long seed,
      BiFunction<Integer, PeerSetup<ConquestState>, PeerSetup<ConquestState>> change)
      throws InterruptedException {
    TableSpec spec = TableSpec.of(players, options);
    for (int p = 0; p < players; p++) {
      PeerSetup<ConquestState> setup = change.apply(p,
          PeerSetup.bots(Conquest.GAME, "peer" + p, List.of("random"), seed * 100 + p));
      peers.add(p == 0 ? TableSession.host(setup, spec, LOOPBACK)
          : TableSession.join(setup, opener().address()));
    }
  }

  LoopbackTable(int players, Map<String, String> options, long seed) throws InterruptedException {
    this(players, options, seed, (p, setup) -> setup);
  }

  TableSession<ConquestState> opener() {
    return peers.get(0);
  }

  /** Every peer's end, waiting at most this long for all. */
  List<SessionEnd> ends(long seconds) throws Exception {
    CompletableFuture.allOf(peers.stream().map(TableSession::end).toArray(CompletableFuture[]::new))
        .get(seconds, TimeUnit.SECONDS);
    return peers.stream().map(p -> p.end().join()).toList();
  }

  @Override
  public void close() {
    peers.forEach(TableSession::close);
  }
}
