package roundtable.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Graal, the card game, across separate {@code roundtable} JVMs on 127.0.0.1: a host and two
 * joiners, greedy bots, play a whole game (four rounds, the rulebook's shorter variant, then the
 * tournament) with every card dealt by mental poker, and a spectator that joins halfway agrees:
 * all four end on the same state hash, outcome and audit ({@link ProcessTable}).
 */
class GraalLanProcessTest {
  @Test
  @Timeout(300)
  void threePlayersAndAHalfwaySpectatorPlayGraalToTheSameEnd(@TempDir Path dir) throws Exception {
    List<String[]> joiners = List.of(new String[] {"alice", "greedy"}, new String[] {"bob", "greedy"});
    try (ProcessTable table = new ProcessTable(dir, peer -> List.of(), joiners)) {
      table.play(List.of("--game", "graal", "--name", "hall", "--players", "3", "--bots", "1", "--bot", "greedy",
          "--bind", "127.0.0.1", "--no-announce", "--stay", "3000", "--idle", "60", "--option", "round5=without"),
          address -> List.of(address, "--game", "graal"), 60);
      List<String> ending = table.assertSameEnd();
      assertEquals(3, ending.size(), table.host.transcript());
      assertTrue(ending.get(2).startsWith("audit: verified"), "the cards were dealt by mental poker: " + ending);
    }
  }
}
