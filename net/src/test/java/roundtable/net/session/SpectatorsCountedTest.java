package roundtable.net.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static roundtable.net.session.SessionTest.SHORT;
import static roundtable.net.session.SessionTest.waitFor;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import roundtable.core.conquest.Conquest;
import roundtable.core.conquest.ConquestState;

/** The opener counts the spectators linked to it, for its announcement. */
class SpectatorsCountedTest {
  @Test
  @Timeout(30)
  void theOpenerCountsSpectatorsComingAndGoing() throws Exception {
    try (TableSession<ConquestState> opener = TableSession.host(PeerSetup.bots(Conquest.GAME, "kitchen",
        List.of("random"), 1), TableSpec.of(2, SHORT), LoopbackTable.LOOPBACK)) {
      assertEquals(0, opener.spectators());
      try (TableSession<ConquestState> eve = TableSession.spectate(PeerSetup.spectator(Conquest.GAME, "eve"),
              opener.address());
          TableSession<ConquestState> sam = TableSession.spectate(PeerSetup.spectator(Conquest.GAME, "sam"),
              opener.address())) {
        waitFor(() -> opener.spectators() == 2);
        try (TableSession<ConquestState> bob = TableSession.join(PeerSetup.bots(Conquest.GAME, "bob",
            List.of("random"), 2), opener.address())) {
          waitFor(() -> opener.seatsTaken() == 2);
          assertEquals(2, opener.spectators(), "a player is not a spectator");
          assertEquals(0, bob.spectators(), "only the opener counts");
        }
      }
      waitFor(() -> opener.spectators() == 0);
    }
  }
}
