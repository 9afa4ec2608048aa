package roundtable.desktop;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Grail Cup across separate peer processes on 127.0.0.1: a host with a greedy bot and two joining
 * greedy bots play a whole game (the Allies drafted and the clover tokens dealt by mental poker,
 * the Village die rolled by commit-reveal), and a spectator that joins halfway agrees: all four
 * end on the same state hash and outcome ({@link ProcessTable}).
 */
class GrailCupLanProcessTest {
  @Test
  @Timeout(300)
  void threeKnightsAndAHalfwaySpectatorRaceToTheSameEnd(@TempDir Path dir) throws Exception {
    List<String[]> joiners = List.of(new String[] {"alice", "greedy"}, new String[] {"bob", "greedy"});
    try (ProcessTable table = new ProcessTable(dir, peer -> List.of(), joiners)) {
      table.play(List.of("--game", "grailcup", "--name", "grail", "--players", "3", "--bots", "1", "--bot", "greedy",
          "--bind", "127.0.0.1", "--no-announce", "--stay", "3000", "--idle", "60"),
          address -> List.of(address, "--game", "grailcup"), 60);
      List<String> ending = table.assertSameEnd();
      assertTrue(ending.get(1).startsWith("outcome: "), ending.toString());
      assertTrue(table.host.lines().stream().anyMatch(l -> l.matches("\\d shuffle .{60,}…")),
          "the Allies and the tokens were shuffled by mental poker");
    }
  }
}
