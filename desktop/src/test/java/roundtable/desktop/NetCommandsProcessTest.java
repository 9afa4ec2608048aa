package roundtable.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The commands as separate JVMs on 127.0.0.1 (issue 4, "Multi-process tests on loopback"): a host
 * and three joiners play a whole bot game of conquest to the end, and a spectator that joins halfway
 * agrees too: all five end on the same state hash and outcome ({@link ProcessTable}).
 */
class NetCommandsProcessTest {
  private static List<String> host(String... options) {
    List<String> args = new ArrayList<>(List.of("--game", "conquest", "--name", "attic", "--players", "4",
        "--bots", "1", "--bind", "127.0.0.1", "--no-announce", "--stay", "3000", "--idle", "60"));
    for (String option : options) {
      args.addAll(List.of("--option", option));
    }
    return args;
  }

  /** Secret turn order: the tokens are dealt and shown by mental poker, and audited at the end. */
  @Test
  @Timeout(300)
  void fourPeersAndAHalfwaySpectatorPlaySecretTurnOrderToTheSameEnd(@TempDir Path dir) throws Exception {
    try (ProcessTable table = new ProcessTable(dir, peer -> List.of())) {
      table.play(host("turn-order=tokens-secret", "match=one-round", "move-limit=150"), address -> List.of(address), 80);
      List<String> ending = table.assertSameEnd();
      assertEquals(3, ending.size(), table.host.transcript());
      assertTrue(ending.get(2).startsWith("audit: verified"), "the secret tokens were dealt by mental poker: " + ending);
      assertTrue(table.host.lines().stream().anyMatch(l -> l.matches("\\d shuffle .{60,}…")), "hidden tokens were dealt");
      assertTrue(table.spectator.lines().stream().anyMatch(l -> l.matches("\\d shuffle .{60,}…")),
          "the spectator replayed the deal from the log");
    }
  }

  @Test
  @Timeout(300)
  void fourPeersAndAHalfwaySpectatorPlayClockwiseToTheSameEnd(@TempDir Path dir) throws Exception {
    try (ProcessTable table = new ProcessTable(dir, peer -> List.of())) {
      table.play(host("match=one-round", "move-limit=150"), address -> List.of(address), 20);
      List<String> ending = table.assertSameEnd();
      assertEquals(2, ending.size(), "no hidden cards, no audit: " + ending);
    }
  }

  @Test
  @Timeout(300)
  void twoArmiesAndAHalfwaySpectatorPlayGraalwarToTheSameEnd(@TempDir Path dir) throws Exception {
    try (ProcessTable table = new ProcessTable(dir, peer -> List.of(), List.<String[]>of(new String[] {"alice", "greedy"}))) {
      table.play(List.of("--game", "graalwar", "--name", "keep", "--players", "2", "--bots", "1", "--bot", "greedy",
          "--bind", "127.0.0.1", "--no-announce", "--stay", "3000", "--idle", "60", "--option", "move-limit=200"),
          // greedy armies can end a game within a dozen moves: the spectator comes after the first
          address -> List.of(address, "--game", "graalwar"), 5);
      List<String> ending = table.assertSameEnd();
      assertEquals(2, ending.size(), "the deployments are commit-reveal, no hidden cards to audit: " + ending);
    }
  }
}
