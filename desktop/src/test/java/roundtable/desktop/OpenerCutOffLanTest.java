package roundtable.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 15 on a real LAN of network namespaces ({@link LanNamespaces}; skipped with its reason where
 * they can't be made): the laptop that opened a conquest table is cut off the LAN mid-game (its
 * interface goes down: no FIN, no RST, its process still running). The three joiners, who found the
 * table by its name, play on: they vote a bot into the opener's seat once it has been away for their
 * timeout, and the lowest seat still there keeps the table announced, so a spectator started after
 * the cut finds it by its name, at that peer's address, and ends with them.
 */
class OpenerCutOffLanTest {
  private static final List<String> PEERS = List.of("host", "alice", "bob", "carol", "late");
  private static final Pattern TABLE = Pattern.compile("table: (\\S+) conquest on (\\S+):(\\d+)");

  @Test
  @Timeout(300)
  void theOpenerCutOffTheLanMidGameAndTheOthersPlayOnStillListed(@TempDir Path dir) throws Exception {
    try (LanNamespaces lan = LanNamespaces.make(PEERS)) {
      String name = "cut-" + lan.namespace("host").split("-")[1];
      List<String> host = new ArrayList<>(List.of("host", "--game", "conquest", "--name", name, "--players", "4",
          "--bots", "1", "--idle", "90", "--option", "match=one-round", "--option", "move-limit=150",
          "--home", dir.resolve("host").toString()));
      List<PeerProcess> players = new ArrayList<>();
      try (PeerProcess opener = new PeerProcess(dir, "host", lan.exec("host"), host)) {
        opener.await(l -> TABLE.matcher(l).matches(), "table line", 30);
        for (String joiner : List.of("alice", "bob", "carol")) {
          players.add(new PeerProcess(dir, joiner, lan.exec(joiner), List.of("join", "--table", name, "--name", joiner,
              "--bot", "random", "--idle", "90", "--away-timeout", "4", "--think-iterations", "20", "--home",
              dir.resolve(joiner).toString())));
        }
        opener.awaitActions(30, 90);
        lan.cut("host");
        try (PeerProcess late = new PeerProcess(dir, "late", lan.exec("late"), List.of("spectate", "--table", name,
            "--idle", "90"))) {
          List<PeerProcess> all = new ArrayList<>(players);
          all.add(late);
          for (PeerProcess peer : all) {
            assertEquals(0, peer.finish(150), peer.transcript());
            assertEquals(players.get(0).ending(), peer.ending(), peer.transcript());
            assertTrue(!peer.ending().get(1).contains("unfinished"), peer.transcript());
          }
          Matcher found = TABLE.matcher(late.lines().get(0));
          assertTrue(found.matches(), late.transcript());
          assertEquals(name, found.group(1), late.transcript());
          assertTrue(!found.group(2).equals(lan.address("host")),
              "the late spectator found the table at a seated peer's address, not the opener's: " + late.lines().get(0));
          assertTrue(players.get(0).lines().stream().anyMatch(l -> l.matches("news: seat 0 is played by a \\S+ bot .*by vote")),
              players.get(0).transcript());
        } finally {
          players.forEach(PeerProcess::close);
        }
      }
    }
  }
}
