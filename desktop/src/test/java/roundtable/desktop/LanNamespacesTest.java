package roundtable.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real-LAN test of issue 4: the host, three joiners and a spectator that comes halfway, each a
 * {@code roundtable} JVM in its own network namespace on one bridge ({@link LanNamespaces}, made by
 * the test as root; skipped with a printed reason where it can't be made). Nobody is given an
 * address: the joiners find the table by its name on the LAN ({@code join --table NAME}), and so does
 * the spectator ({@code spectate --table NAME}). The joiners and the spectator sit in a /25 that
 * does not hold the opener's subnet broadcast, so the beacon can reach them only by multicast.
 */
class LanNamespacesTest {
  private static final List<String> PEERS = List.of("host", "alice", "bob", "carol", "spectator");

  @Test
  @Timeout(300)
  void fivePeersInTheirOwnNamespacesFindTheTableByMulticastAndPlayToTheSameEnd(@TempDir Path dir)
      throws Exception {
    try (LanNamespaces lan = LanNamespaces.make(PEERS)) {
      String opener = lan.address("host");
      for (String peer : PEERS) {
        String flags = lan.link(peer, LanNamespaces.LAN);
        assertTrue(flags.matches(".*<[^>]*\\bMULTICAST\\b[^>]*>.*") && flags.matches(".*<[^>]*\\bUP\\b[^>]*>.*"),
            peer + "'s interface is up and takes multicast: " + flags);
        assertTrue(lan.link(peer, "lo").matches(".*<[^>]*\\bUP\\b[^>]*>.*"), peer + "'s loopback is up");
        if (!peer.equals("host")) {
          assertFalse(lan.broadcastReaches(peer, opener),
              "the opener's subnet broadcast must not reach " + peer + ": multicast alone brings the beacon");
        }
      }
      String name = "lan-" + lan.namespace("host").split("-")[1]; // unique to this run
      List<String> host = new ArrayList<>(List.of("--game", "conquest", "--name", name, "--players", "4",
          "--bots", "1", "--stay", "3000", "--idle", "60"));
      for (String option : List.of("match=one-round", "move-limit=150")) {
        host.addAll(List.of("--option", option));
      }
      try (ProcessTable table = new ProcessTable(dir, lan::exec)) {
        table.play(host, address -> List.of("--table", name), 20);
        assertTrue(table.address.startsWith(opener + ":"), "the host shows its LAN address: " + table.address);
        table.assertSameEnd();
        for (PeerProcess peer : table.all()) {
          Matcher m = ProcessTable.TABLE.matcher(peer.lines().get(0));
          assertTrue(m.matches(), peer.transcript());
          assertEquals(name, m.group(1), peer.name + " found the table by its name\n" + peer.transcript());
          if (peer == table.spectator) {
            // Once the game has started, the lowest-seated joiner announces the table beside its opener.
            List<String> seated = PEERS.subList(0, PEERS.size() - 1).stream().map(lan::address).toList();
            assertTrue(seated.contains(m.group(2)), "the spectator went to a seated peer's announced address, not "
                + m.group(2) + "\n" + peer.transcript());
          } else {
            assertEquals(table.address, m.group(2) + ":" + m.group(3), peer.name + " went to the announced address");
          }
        }
      }
    }
  }
}
