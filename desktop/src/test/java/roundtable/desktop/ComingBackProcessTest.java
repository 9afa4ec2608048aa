package roundtable.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A peer's process is killed with SIGKILL in the middle of a secret turn-order game (hidden tokens
 * by mental poker); the same command started again comes back from what it kept in its folder, and
 * the game ends the same way for everyone, audit verified. Once for a joiner, once for the opener.
 */
class ComingBackProcessTest {
  private static final Pattern TABLE = Pattern.compile("table: \\S+ conquest on 127\\.0\\.0\\.1:(\\d+)");
  private static final List<String> SECRET = List.of("--option", "match=one-round", "--option", "move-limit=150",
      "--option", "turn-order=tokens-secret");

  private static PeerProcess start(Path dir, String name, List<String> args) throws Exception {
    return new PeerProcess(dir, name, List.of(), args);
  }

  private static List<String> hostArgs(Path dir) {
    List<String> args = new java.util.ArrayList<>(List.of("host", "--game", "conquest", "--name", "attic",
        "--players", "3", "--bots", "1", "--bind", "127.0.0.1", "--no-announce", "--stay", "2000", "--idle", "60",
        "--home", dir.resolve("host").toString()));
    args.addAll(SECRET);
    return args;
  }

  private static List<String> joinArgs(Path dir, String address, String name, String bot) {
    return List.of("join", address, "--name", name, "--bot", bot, "--idle", "60", "--home", dir.resolve(name).toString());
  }

  private static String address(PeerProcess host) throws Exception {
    Matcher m = TABLE.matcher(host.await(l -> TABLE.matcher(l).matches(), "table line", 30));
    assertTrue(m.matches());
    return "127.0.0.1:" + m.group(1);
  }

  private static void killMidGame(PeerProcess peer) throws Exception {
    peer.awaitActions(40, 60);
    peer.process.destroyForcibly(); // SIGKILL on Linux: no shutdown hook, nothing flushed by Java
    assertTrue(peer.process.waitFor(10, TimeUnit.SECONDS));
  }

  private static void assertSameEnd(List<PeerProcess> peers) throws Exception {
    for (PeerProcess peer : peers) {
      assertEquals(0, peer.finish(90), peer.transcript());
      assertEquals(3, peer.ending().size(), peer.transcript());
      assertTrue(peer.ending().get(2).startsWith("audit: verified"), peer.transcript());
      assertEquals(peers.get(0).ending(), peer.ending(), peer.transcript());
    }
  }

  @Test
  @Timeout(150)
  void aJoinerKilledMidGameComesBackAndTheGameEnds(@TempDir Path dir) throws Exception {
    try (PeerProcess host = start(dir, "host", hostArgs(dir))) {
      String address = address(host);
      try (PeerProcess alice = start(dir, "alice", joinArgs(dir, address, "alice", "greedy"));
          PeerProcess first = start(dir, "bob-1", joinArgs(dir, address, "bob", "random"))) {
        killMidGame(first);
        try (PeerProcess again = start(dir, "bob-2", joinArgs(dir, address, "bob", "random"))) {
          assertSameEnd(List.of(host, alice, again));
          assertTrue(again.lines().stream().anyMatch(l -> l.startsWith("news: back at the table with the ")),
              again.transcript());
          assertTrue(host.lines().stream().anyMatch(l -> l.matches("news: seat \\d \\(bob random\\) is away: .*")),
              host.transcript());
          assertTrue(host.lines().stream().anyMatch(l -> l.matches("news: seat \\d \\(bob random\\) is back")),
              host.transcript());
        }
      }
    }
  }

  @Test
  @Timeout(150)
  void anOpenerKilledMidGameOpensTheTableAgainAndTheGameEnds(@TempDir Path dir) throws Exception {
    try (PeerProcess first = start(dir, "host-1", hostArgs(dir))) {
      String address = address(first);
      try (PeerProcess alice = start(dir, "alice", joinArgs(dir, address, "alice", "greedy"));
          PeerProcess bob = start(dir, "bob", joinArgs(dir, address, "bob", "random"))) {
        killMidGame(first);
        try (PeerProcess again = start(dir, "host-2", hostArgs(dir))) {
          assertEquals(address, address(again), "the same table on the same port");
          assertSameEnd(List.of(again, alice, bob));
          // alice and bob stay linked to each other: for them the opener's seat was away, then back
          assertTrue(alice.lines().stream().anyMatch(l -> l.matches("news: seat 0 \\(attic \\S+\\) is away: .*")),
              alice.transcript());
          assertTrue(alice.lines().stream().anyMatch(l -> l.matches("news: seat 0 \\(attic \\S+\\) is back")),
              alice.transcript());
        }
      }
    }
  }
}
