package roundtable.net.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static roundtable.net.session.SessionTest.assertAllAgree;
import static roundtable.net.session.SessionTest.waitFor;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import roundtable.core.crypto.Audit;
import roundtable.core.morrigan.Morrigan;
import roundtable.core.morrigan.MorriganState;
import roundtable.net.identity.IdentityFile;

/**
 * Issue 16, DESIGN "A seat that leaves for good": in a morrigan game on mental poker, bob leaves on
 * purpose mid-game and his laptop goes. His seat publishes its key and seeds, signed; the others play
 * the game to its end with the open-handed bot in his seat, which no peer signs for, and agree on
 * every step, the end and the audit. The table does not wait for bob: his seats have left.
 */
class LeavingForGoodTest {
  @TempDir
  Path home;

  @Test
  @Timeout(150)
  void aPeerLeavesAMorriganGameOnPurposeAndTheOthersFinishIt() throws Exception {
    List<TableSession<MorriganState>> stay = new ArrayList<>();
    TableSession<MorriganState> bob = null;
    try (TableSession<MorriganState> opener = TableSession.host(PeerSetup.bots(Morrigan.GAME, "kitchen",
        List.of("random"), 21), TableSpec.of(3, Map.of()), LoopbackTable.LOOPBACK);
        IdentityFile bobsKey = IdentityFile.open(home, "bob")) {
      stay.add(opener);
      stay.add(TableSession.join(PeerSetup.bots(Morrigan.GAME, "alice", List.of("random"), 22), opener.address()));
      bob = TableSession.join(PeerSetup.bots(Morrigan.GAME, "bob", List.of("random"), 23)
          .keptIn(home, bobsKey.identity()), opener.address());
      // A short wait for an absent peer: had the table waited for bob, the game would be given up.
      for (TableSession<MorriganState> p : stay) {
        p.awayTimeout(Duration.ofSeconds(1));
      }
      TableSession<MorriganState> leaver = bob;
      waitFor(() -> opener.step() >= 60 && leaver.step() >= 60);

      String bobs = bobsKey.identity().fingerprint();
      assertEquals(1, TableStore.unfinished(home, bobs).size(), "a game in progress, to resume after a crash");
      bob.leaveForGood();
      waitFor(() -> leaver.leftSeats().size() == 1 && stay.stream().allMatch(p -> p.leftSeats().equals(leaver.leftSeats())));
      Set<Integer> left = bob.leftSeats();
      waitFor(() -> TableStore.unfinished(home, bobs).isEmpty());
      assertEquals(1, TableStore.kept(home, bobs).size(), "kept to replay, not to come back to: he left for good");
      bob.close(); // bob's laptop goes
      bob = null;

      List<SessionEnd> ends = new ArrayList<>();
      for (TableSession<MorriganState> p : stay) {
        ends.add(p.end().get(120, TimeUnit.SECONDS));
      }
      assertAllAgree(ends);
      assertTrue(ends.get(0).audit().orElseThrow() instanceof Audit.Verified, ends.get(0).audit().toString());
      assertFalse(ends.get(0).outcome().orElseThrow().text().startsWith("cheat"), ends.get(0).toString());
      assertEquals(left, opener.leftSeats(), "the seat that left stays left");
      assertTrue(ends.get(0).steps() > 60, ends.get(0).toString());
    } finally {
      stay.forEach(TableSession::close);
      if (bob != null) {
        bob.close();
      }
    }
  }
}
