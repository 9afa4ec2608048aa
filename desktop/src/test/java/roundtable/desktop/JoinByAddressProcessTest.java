package roundtable.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 15, part 3: {@code join HOST:PORT} and {@code spectate HOST:PORT} without {@code --game}
 * ask the table its game (TableProbe) and sit at a morrigan table; every refusal (another game
 * than {@code --game}, a started table, nobody there) ends the joiner at once with exit 1 and the
 * reason on stderr. Separate JVMs on 127.0.0.1.
 */
class JoinByAddressProcessTest {
  /** Well under what a hung joiner would take (it used to wait for --idle). */
  private static final long QUICK = 20;

  @Test
  @Timeout(300)
  void aJoinerWithoutGameSitsAtAMorriganTableAndEveryRefusalEndsAtOnce(@TempDir Path dir) throws Exception {
    List<PeerProcess> peers = new ArrayList<>();
    try {
      PeerProcess host = start(peers, dir, "host", List.of("host", "--game", "morrigan", "--name", "beltaine",
          "--players", "3", "--bots", "2", "--bot", "greedy", "--bind", "127.0.0.1", "--no-announce", "--stay",
          "3000", "--idle", "60", "--home", dir.resolve("home-host").toString()));
      Matcher m = ProcessTable.TABLE.matcher(host.await(l -> ProcessTable.TABLE.matcher(l).matches(), "table line",
          ProcessTable.WAIT));
      assertTrue(m.matches());
      String address = m.group(2) + ":" + m.group(3);

      PeerProcess wrong = start(peers, dir, "wrong", List.of("join", address, "--game", "conquest", "--name", "x",
          "--bot", "greedy", "--idle", "60", "--home", dir.resolve("home-wrong").toString()));
      assertEquals(1, wrong.finish(QUICK), wrong.transcript());
      assertTrue(wrong.transcript().contains("roundtable: the table at " + address + " plays morrigan, not conquest"),
          wrong.transcript());

      PeerProcess j1 = start(peers, dir, "j1", List.of("join", address, "--name", "j1", "--bot", "greedy",
          "--idle", "60", "--home", dir.resolve("home-j1").toString()));
      assertTrue(j1.await(l -> l.startsWith("table: "), "table line", ProcessTable.WAIT)
          .equals("table: - morrigan on " + address), j1.transcript());
      host.awaitActions(10, ProcessTable.WAIT);

      long t0 = System.nanoTime();
      PeerProcess late = start(peers, dir, "late", List.of("join", address, "--name", "late", "--bot", "greedy",
          "--idle", "60", "--home", dir.resolve("home-late").toString()));
      assertEquals(1, late.finish(QUICK), late.transcript());
      assertTrue(late.transcript().contains("the game has started"), late.transcript());
      System.out.println("a joiner of a started table ended after "
          + TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0) + " ms");

      PeerProcess spectator = start(peers, dir, "spectator", List.of("spectate", address, "--name", "s",
          "--idle", "60"));
      for (PeerProcess peer : List.of(host, j1, spectator)) {
        assertEquals(0, peer.finish(ProcessTable.WAIT), peer.transcript());
      }
      List<String> ending = ending(host);
      assertTrue(ending.size() == 3 && ending.get(0).matches("state-hash: [0-9a-f]{64}")
          && ending.get(1).startsWith("outcome: ") && !ending.get(1).equals("outcome: unfinished"), host.transcript());
      assertEquals(ending, ending(j1), j1.transcript());
      assertEquals(ending, ending(spectator), spectator.transcript());
      assertEquals(host.actions(), j1.actions());
    } finally {
      peers.forEach(PeerProcess::close);
    }
  }

  @Test
  @Timeout(60)
  void aJoinerWhereNobodyListensEndsAtOnce(@TempDir Path dir) throws Exception {
    int port;
    try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      port = s.getLocalPort();
    }
    try (PeerProcess joiner = new PeerProcess(dir, "joiner", List.of(), List.of("join", "127.0.0.1:" + port,
        "--name", "x", "--bot", "greedy", "--seed", "1"))) {
      assertEquals(1, joiner.finish(QUICK), joiner.transcript());
      assertTrue(joiner.transcript().contains("roundtable: cannot reach 127.0.0.1:" + port), joiner.transcript());
    }
  }

  private static PeerProcess start(List<PeerProcess> peers, Path dir, String name, List<String> args)
      throws Exception {
    PeerProcess peer = new PeerProcess(dir, name, List.of(), args);
    peers.add(peer);
    return peer;
  }

  /** A peer's last lines from its state hash on: the hash, the outcome, the audit (Morrigan's diagram has its own). */
  private static List<String> ending(PeerProcess peer) {
    List<String> lines = peer.lines();
    for (int i = lines.size() - 1; i >= 0; i--) {
      if (lines.get(i).startsWith("state-hash: ")) {
        return lines.subList(i, lines.size()).stream()
            .filter(l -> l.startsWith("state-hash: ") || l.startsWith("outcome: ") || l.startsWith("audit: ")).toList();
      }
    }
    return List.of();
  }
}
