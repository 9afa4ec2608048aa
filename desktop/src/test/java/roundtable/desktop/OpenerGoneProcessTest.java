package roundtable.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The laptop that opened the table is killed with SIGKILL mid-game and never comes back (issue 15):
 * the other seated peers, linked to each other since the start, and a spectator who was watching at
 * the opener play on to the end, on one state hash and outcome. Separate JVMs on 127.0.0.1.
 */
class OpenerGoneProcessTest {
  private static final Pattern TABLE = Pattern.compile("table: \\S+ \\S+ on 127\\.0\\.0\\.1:(\\d+)");

  static String address(PeerProcess host) throws Exception {
    Matcher m = TABLE.matcher(host.await(l -> TABLE.matcher(l).matches(), "table line", 30));
    assertTrue(m.matches());
    return "127.0.0.1:" + m.group(1);
  }

  static List<String> host(Path dir, String game, int bots, List<String> options) {
    List<String> args = new ArrayList<>(List.of("host", "--game", game, "--name", "attic", "--players", "3",
        "--bots", String.valueOf(bots), "--bind", "127.0.0.1", "--no-announce", "--idle", "90",
        "--home", dir.resolve("host").toString()));
    args.addAll(options);
    return args;
  }

  static List<String> join(Path dir, String address, String name, String bot) {
    // a strong bot seated by vote here thinks 20 iterations a move, not a second
    return List.of("join", address, "--name", name, "--bot", bot, "--idle", "90", "--away-timeout", "4",
        "--think-iterations", "20", "--home", dir.resolve(name).toString());
  }

  private static void killForGood(PeerProcess opener, PeerProcess watcher) throws Exception {
    opener.awaitActions(40, 90);
    watcher.awaitActions(40, 90);
    opener.process.destroyForcibly(); // SIGKILL on Linux: no Leave, nothing said
    assertTrue(opener.process.waitFor(10, TimeUnit.SECONDS));
  }

  static void assertSameEnd(List<PeerProcess> peers, boolean audited) throws Exception {
    for (PeerProcess peer : peers) {
      assertEquals(0, peer.finish(120), peer.transcript());
      assertEquals(end(peers.get(0)), end(peer), peer.transcript());
      assertTrue(end(peer).get(1).startsWith("outcome: ") && !end(peer).get(1).contains("unfinished"),
          peer.transcript());
      if (audited) {
        assertTrue(end(peer).get(2).startsWith("audit: verified"), peer.transcript());
      }
    }
  }

  /** The closing lines from {@code state-hash:} on (a spectator's morrigan diagram has an outcome line before). */
  private static List<String> end(PeerProcess peer) {
    List<String> ending = peer.ending();
    for (int i = 0; i < ending.size(); i++) {
      if (ending.get(i).startsWith("state-hash: ")) {
        return ending.subList(i, ending.size());
      }
    }
    return ending;
  }

  /**
   * Morrigan on mental poker, the opener holding no seat (it only opened the table): its death
   * takes no card and no seat with it, and the three players and the spectator finish, audit verified.
   */
  @Test
  @Timeout(240)
  void aMorriganTableWhoseOpenerDiesForGoodIsPlayedToItsEnd(@TempDir Path dir) throws Exception {
    try (PeerProcess opener = new PeerProcess(dir, "host", List.of(), host(dir, "morrigan", 0, List.of()))) {
      String address = address(opener);
      try (PeerProcess alice = new PeerProcess(dir, "alice", List.of(), join(dir, address, "alice", "greedy"));
          PeerProcess bob = new PeerProcess(dir, "bob", List.of(), join(dir, address, "bob", "random"));
          PeerProcess carol = new PeerProcess(dir, "carol", List.of(), join(dir, address, "carol", "greedy"));
          PeerProcess watcher = new PeerProcess(dir, "watcher", List.of(), List.of("spectate", address,
              "--idle", "90"))) {
        killForGood(opener, watcher);
        assertSameEnd(List.of(alice, bob, carol, watcher), true);
      }
    }
  }

  /**
   * Conquest (nothing hidden), the opener holding a seat: alice and bob play on at once, vote a bot
   * into the opener's seat once it has been away for their timeout, and end the game with the
   * spectator.
   */
  @Test
  @Timeout(180)
  void aConquestTableWhoseSeatedOpenerDiesForGoodIsPlayedToItsEnd(@TempDir Path dir) throws Exception {
    // Best of three rounds: the game goes on after the kill (a single round could end right then, and
    // alice and bob leave when it ends, before the watcher, who watched at the opener, reaches them)
    List<String> shortGame = List.of("--option", "move-limit=150");
    try (PeerProcess opener = new PeerProcess(dir, "host", List.of(), host(dir, "conquest", 1, shortGame))) {
      String address = address(opener);
      try (PeerProcess alice = new PeerProcess(dir, "alice", List.of(), join(dir, address, "alice", "greedy"));
          PeerProcess bob = new PeerProcess(dir, "bob", List.of(), join(dir, address, "bob", "random"));
          PeerProcess watcher = new PeerProcess(dir, "watcher", List.of(), List.of("spectate", address,
              "--idle", "90"))) {
        killForGood(opener, watcher);
        assertSameEnd(List.of(alice, bob, watcher), false);
        assertTrue(alice.lines().stream().anyMatch(l -> l.matches("news: seat 0 is played by a \\S+ bot of .* by vote")),
            alice.transcript());
      }
    }
  }
}
