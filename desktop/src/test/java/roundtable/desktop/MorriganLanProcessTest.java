package roundtable.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Morrigan across separate JVMs on 127.0.0.1: a host with a greedy bot and two greedy joiners play
 * a whole game, every card dealt, laid and flipped by mental poker, and a spectator that joins
 * halfway replays the log: all four end on the same state hash and outcome ({@link ProcessTable}).
 */
class MorriganLanProcessTest {
  @Test
  @Timeout(300)
  void threeKnightsAndAHalfwaySpectatorPlayMorriganToTheSameEnd(@TempDir Path dir) throws Exception {
    List<String[]> joiners = List.of(new String[] {"alice", "greedy"}, new String[] {"bob", "greedy"});
    try (ProcessTable table = new ProcessTable(dir, peer -> List.of(), joiners)) {
      table.play(List.of("--game", "morrigan", "--name", "beltaine", "--players", "3", "--bots", "1", "--bot",
          "greedy", "--bind", "127.0.0.1", "--no-announce", "--stay", "3000", "--idle", "60"),
          address -> List.of(address, "--game", "morrigan"), 60);
      // Not table.assertSameEnd(): Morrigan's diagram, which a spectator prints as it comes, ends
      // with its own "outcome: " line, which that check would take for the ending.
      for (PeerProcess peer : table.all()) {
        assertEquals(0, peer.finish(ProcessTable.WAIT), peer.transcript());
      }
      List<String> ending = ending(table.host);
      assertTrue(ending.size() == 3 && ending.get(0).matches("state-hash: [0-9a-f]{64}")
          && ending.get(1).startsWith("outcome: ") && !ending.get(1).equals("outcome: unfinished"),
          table.host.transcript());
      assertTrue(ending.get(2).startsWith("audit: verified"), "the cards were dealt by mental poker: " + ending);
      for (PeerProcess peer : table.all()) {
        assertEquals(ending, ending(peer), peer.transcript());
        assertEquals(table.host.actions(), peer.actions(), peer.name + " applied every action");
      }
      assertTrue(table.spectatorCameAt < table.host.actions(), "the spectator came halfway, at action "
          + table.spectatorCameAt + " of " + table.host.actions());
    }
  }

  /** A peer's last lines from its state hash on: the hash, the outcome, the audit. */
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
