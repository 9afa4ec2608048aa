package roundtable.net.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static roundtable.net.session.SessionTest.SHORT;
import static roundtable.net.session.SessionTest.waitFor;

import java.util.List;
import java.util.Map;
import java.util.Optional;
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
        List.of("random"), 1), TableSpec.of(3, SHORT, "greedy"), LoopbackTable.LOOPBACK);
        TableSession<ConquestState> bob = TableSession.join(PeerSetup.bots(Conquest.GAME, "bob", List.of("random"), 2),
            opener.address());
        TableSession<ConquestState> eve = TableSession.spectate(PeerSetup.spectator(Conquest.GAME, "eve"),
            opener.address())) {
      waitFor(() -> bob.tableOptions().isPresent() && eve.tableOptions().isPresent());
      assertEquals(Optional.of(SHORT), bob.tableOptions());
      assertEquals(Optional.of(SHORT), eve.tableOptions());
      assertTrue(opener.tableOptions().isEmpty(), "the opener knows its own");
      assertEquals(Optional.of("greedy"), bob.takeoverBot(), "the bot voted into the place of a peer away too long");
      assertEquals(Optional.of("greedy"), eve.takeoverBot());
      assertEquals(Optional.of("greedy"), opener.takeoverBot());
    }
  }

  /** A table of default options says so: a watcher shows the defaults, not "not said yet" for ever. */
  @Test
  @Timeout(30)
  void aTableOfDefaultOptionsIsHeardAsSuch() throws Exception {
    try (TableSession<ConquestState> opener = TableSession.host(PeerSetup.bots(Conquest.GAME, "kitchen",
        List.of("random"), 1), TableSpec.of(3, Map.of()), LoopbackTable.LOOPBACK);
        TableSession<ConquestState> eve = TableSession.spectate(PeerSetup.spectator(Conquest.GAME, "eve"),
            opener.address())) {
      waitFor(() -> eve.tableOptions().isPresent());
      assertEquals(Optional.of(Map.of()), eve.tableOptions());
    }
  }
}
