package roundtable.net.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static roundtable.net.session.SessionTest.SHORT;
import static roundtable.net.session.SessionTest.waitFor;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import roundtable.core.conquest.Conquest;
import roundtable.core.conquest.ConquestState;

/** A joiner and a spectator keep the table's options as the opener says them, to show them before the start. */
class TableOptionsHeardTest {
  @Test
  @Timeout(30)
  void theOptionsTheOpenerSaysAreKept() throws Exception {
    try (TableSession<ConquestState> opener = TableSession.host(PeerSetup.bots(Conquest.GAME, "kitchen",
        List.of("random"), 1), TableSpec.of(3, SHORT), LoopbackTable.LOOPBACK);
        TableSession<ConquestState> bob = TableSession.join(PeerSetup.bots(Conquest.GAME, "bob", List.of("random"), 2),
            opener.address());
        TableSession<ConquestState> eve = TableSession.spectate(PeerSetup.spectator(Conquest.GAME, "eve"),
            opener.address())) {
      waitFor(() -> !bob.tableOptions().isEmpty() && !eve.tableOptions().isEmpty());
      assertEquals(SHORT, bob.tableOptions());
      assertEquals(SHORT, eve.tableOptions());
      assertTrue(opener.tableOptions().isEmpty(), "the opener knows its own");
    }
  }
}
