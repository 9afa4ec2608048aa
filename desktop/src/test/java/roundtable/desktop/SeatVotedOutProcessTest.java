package roundtable.desktop;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 16 across separate JVMs: a morrigan table opened with {@code seat-leaves=continue}; bob's
 * laptop dies for good mid-game (SIGKILL, no leave step). Past the away timeout the other two vote
 * him out, publish their shares of his escrowed key and rebuild it; the open-handed bot plays his
 * seat, and the two players and a spectator end on one state hash and outcome, the
 * audit verified.
 */
class SeatVotedOutProcessTest {
  @Test
  @Timeout(240)
  void aSeatWhoseLaptopDiesIsVotedOutAndTheOthersFinishTheCardGame(@TempDir Path dir) throws Exception {
    List<String> host = new java.util.ArrayList<>(OpenerGoneProcessTest.host(dir, "morrigan", 1,
        List.of("--bot", "greedy", "--option", "seat-leaves=continue", "--away-timeout", "5")));
    try (PeerProcess opener = new PeerProcess(dir, "host", List.of(), host)) {
      String address = OpenerGoneProcessTest.address(opener);
      try (PeerProcess alice = new PeerProcess(dir, "alice", List.of(), OpenerGoneProcessTest.join(dir, address,
          "alice", "greedy"));
          PeerProcess bob = new PeerProcess(dir, "bob", List.of(), OpenerGoneProcessTest.join(dir, address, "bob",
              "greedy"));
          PeerProcess watcher = new PeerProcess(dir, "watcher", List.of(), List.of("spectate", address,
              "--idle", "90"))) {
        bob.awaitActions(60, 120);
        bob.process.destroyForcibly(); // SIGKILL: no leave step, his laptop just goes
        assertTrue(bob.process.waitFor(10, TimeUnit.SECONDS));
        OpenerGoneProcessTest.assertSameEnd(List.of(opener, alice, watcher), true);
        assertTrue(alice.lines().stream().anyMatch(l -> l.matches("news: .*by vote.*")), alice.transcript());
        assertTrue(alice.lines().stream().anyMatch(l -> l.matches("\\d unescrow .*")),
            "the others published their shares of bob's key\n" + alice.transcript());
      }
    }
  }
}
