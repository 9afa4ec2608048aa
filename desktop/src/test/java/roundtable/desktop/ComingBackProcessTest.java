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
import roundtable.desktop.NetCommandsProcessTest.Peer;

/**
 * A joiner's process is killed with SIGKILL in the middle of a secret turn-order game; the same
 * command started again comes back from what it kept in its folder, and the game ends the same way
 * for everyone.
 */
class ComingBackProcessTest {
  private static final Pattern TABLE = Pattern.compile("table: \\S+ conquest on 127\\.0\\.0\\.1:(\\d+)");
  private static final Pattern ACTION = Pattern.compile("\\d .*");

  @Test
  @Timeout(120)
  void aJoinerKilledMidGameComesBackAndTheGameEnds(@TempDir Path dir) throws Exception {
    List<String> hostArgs = new ArrayList<>(List.of("host", "--game", "conquest", "--name", "attic", "--players", "3",
        "--bots", "1", "--bind", "127.0.0.1", "--no-announce", "--stay", "2000", "--idle", "60",
        "--home", dir.resolve("host").toString(), "--option", "match=one-round", "--option", "move-limit=150",
        "--option", "turn-order=tokens-secret"));
    try (Peer host = new Peer(dir, "host", hostArgs.toArray(String[]::new))) {
      Matcher m = TABLE.matcher(String.valueOf(host.next()));
      assertTrue(m.matches(), host.lines.toString());
      String address = "127.0.0.1:" + m.group(1);
      String[] bob = {"join", address, "--name", "bob", "--bot", "random", "--idle", "60",
          "--home", dir.resolve("bob").toString()};
      try (Peer alice = new Peer(dir, "alice", "join", address, "--name", "alice", "--bot", "greedy", "--idle", "60",
              "--home", dir.resolve("alice").toString());
          Peer first = new Peer(dir, "bob-1", bob)) {
        int actions = 0;
        while (actions < 40) {
          String line = first.next();
          assertTrue(line != null, "bob's first process ended early: " + first.lines);
          actions += ACTION.matcher(line).matches() ? 1 : 0;
        }
        first.process.destroyForcibly(); // SIGKILL on Linux: no shutdown hook, nothing flushed by Java
        assertTrue(first.process.waitFor(10, TimeUnit.SECONDS));
        try (Peer again = new Peer(dir, "bob-2", bob)) {
          for (Peer peer : List.of(host, alice, again)) {
            assertEquals(0, peer.finish(), peer.lines.toString());
            assertTrue(peer.end().get(0).matches("state-hash: [0-9a-f]{64}"), peer.lines.toString());
            assertTrue(peer.end().get(2).startsWith("audit: verified"), peer.lines.toString());
            assertEquals(host.end(), peer.end());
          }
          assertTrue(host.lines.stream().anyMatch(l -> l.matches("news: seat \\d \\(bob random\\) is away: .*")),
              host.lines.toString());
          assertTrue(host.lines.stream().anyMatch(l -> l.matches("news: seat \\d \\(bob random\\) is back")),
              host.lines.toString());
        }
      }
    }
  }

  /** The opener itself is killed: started again with the same name and folder, it opens the table again. */
  @Test
  @Timeout(120)
  void anOpenerKilledMidGameOpensTheTableAgainAndTheGameEnds(@TempDir Path dir) throws Exception {
    String[] hostArgs = {"host", "--game", "conquest", "--name", "attic", "--players", "3", "--bots", "1",
        "--bind", "127.0.0.1", "--no-announce", "--stay", "2000", "--idle", "60", "--home", dir.resolve("host").toString(),
        "--option", "match=one-round", "--option", "move-limit=150", "--option", "turn-order=tokens-secret"};
    Peer first = new Peer(dir, "host-1", hostArgs);
    try (first) {
      Matcher m = TABLE.matcher(String.valueOf(first.next()));
      assertTrue(m.matches(), first.lines.toString());
      String address = "127.0.0.1:" + m.group(1);
      try (Peer alice = new Peer(dir, "alice", "join", address, "--name", "alice", "--bot", "greedy", "--idle", "60",
              "--home", dir.resolve("alice").toString());
          Peer bob = new Peer(dir, "bob", "join", address, "--name", "bob", "--bot", "random", "--idle", "60",
              "--home", dir.resolve("bob").toString())) {
        int actions = 0;
        while (actions < 40) {
          String line = first.next();
          assertTrue(line != null, "the first opener ended early: " + first.lines);
          actions += ACTION.matcher(line).matches() ? 1 : 0;
        }
        first.process.destroyForcibly();
        assertTrue(first.process.waitFor(10, TimeUnit.SECONDS));
        try (Peer again = new Peer(dir, "host-2", hostArgs)) {
          assertEquals(first.lines.get(0), again.next(), "the same table on the same port");
          for (Peer peer : List.of(again, alice, bob)) {
            assertEquals(0, peer.finish(), peer.lines.toString());
            assertTrue(peer.end().get(2).startsWith("audit: verified"), peer.lines.toString());
            assertEquals(again.end(), peer.end());
          }
          assertTrue(alice.lines.stream().anyMatch(l -> l.startsWith("news: the link to the table is back")),
              alice.lines.toString());
        }
      }
    }
  }
}
