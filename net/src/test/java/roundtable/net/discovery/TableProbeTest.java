package roundtable.net.discovery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import roundtable.core.conquest.Conquest;
import roundtable.core.conquest.ConquestState;
import roundtable.core.morrigan.Morrigan;
import roundtable.core.morrigan.MorriganState;
import roundtable.net.session.PeerSetup;
import roundtable.net.session.SessionEnd;
import roundtable.net.session.TableSession;
import roundtable.net.session.TableSpec;
import roundtable.proto.Role;
import roundtable.proto.TableCard;

/**
 * Joining by address without knowing the game: a probe reads the table's own Hello (its game, rules
 * version, id, seats, options, start) and closes; what is no table, or not there, is a typed
 * refusal, quickly. Loopback only.
 */
class TableProbeTest {
  private static final InetSocketAddress LOOPBACK = new InetSocketAddress(InetAddress.getLoopbackAddress(), 0);
  private static final Map<String, String> SHORT = Map.of("match", "one-round", "move-limit", "150");

  private static void waitFor(BooleanSupplier condition) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
    while (!condition.getAsBoolean()) {
      assertTrue(System.nanoTime() < deadline, "waited 20 s");
      Thread.sleep(20);
    }
  }

  @Test
  @Timeout(60)
  void aProbeLearnsTheGameSeatsAndOptionsOfAMorriganTableAndLeavesNoTrace() throws Exception {
    try (TableSession<MorriganState> opener = TableSession.host(PeerSetup.bots(Morrigan.GAME, "beltaine",
        List.of("greedy"), 1), TableSpec.of(3, Map.of()), LOOPBACK)) {
      waitFor(() -> opener.seatsTaken() == 1);
      TableProbe.Table table = TableProbe.probe(opener.address(), Role.SEAT_PLAYER);
      assertEquals("morrigan", table.gameId());
      assertEquals(PeerSetup.RULES_VERSION, table.rulesVersion());
      assertEquals(opener.tableId(), table.tableId());
      assertEquals(opener.fingerprint(), table.openerFingerprint());
      assertEquals("beltaine", table.openerName());
      TableCard card = table.card().orElseThrow();
      assertEquals(3, card.getPlayers());
      assertEquals(1, card.getSeatsTaken());
      assertEquals(2, card.getSeatsFree());
      assertFalse(card.getStarted());
      assertFalse(table.full());
      table.check(null, true, PeerSetup.RULES_VERSION, false); // nothing stops a joiner
      table.check("morrigan", true, PeerSetup.RULES_VERSION, false);
      TableProbe.Refused wrong = assertThrows(TableProbe.Refused.class,
          () -> table.check("conquest", true, PeerSetup.RULES_VERSION, true));
      assertEquals(TableProbe.Why.GAME_MISMATCH, wrong.why());
      assertTrue(wrong.getMessage().contains("plays morrigan, not conquest"), wrong.getMessage());
      TableProbe.Refused rules = assertThrows(TableProbe.Refused.class,
          () -> table.check(null, true, PeerSetup.RULES_VERSION + "-other", true));
      assertEquals(TableProbe.Why.RULES_MISMATCH, rules.why());
      Thread.sleep(200);
      assertEquals(1, opener.seatsTaken(), "a probe takes no seat");
      assertEquals(0, opener.spectators(), "nor watches");
    }
  }

  @Test
  @Timeout(60)
  void aProbeSaysTheOptionsAndThatTheTableIsFullThenStarted() throws Exception {
    try (TableSession<ConquestState> opener = TableSession.host(PeerSetup.bots(Conquest.GAME, "kitchen",
        List.of(PeerSetup.PERSON), 1), TableSpec.of(2, SHORT), LOOPBACK)) {
      opener.ready(false); // the opener's person holds the start back
      try (TableSession<ConquestState> alice = TableSession.join(PeerSetup.bots(Conquest.GAME, "alice",
          List.of("random"), 2), opener.address())) {
        waitFor(() -> opener.seatsTaken() == 2);
        TableProbe.Table full = TableProbe.probe(opener.address(), Role.SEAT_PLAYER);
        assertEquals(SHORT, full.card().orElseThrow().getOptionsMap());
        assertTrue(full.full());
        TableProbe.Refused refused = assertThrows(TableProbe.Refused.class,
            () -> full.check(null, true, PeerSetup.RULES_VERSION, true));
        assertEquals(TableProbe.Why.FULL, refused.why());
        full.check(null, false, PeerSetup.RULES_VERSION, false); // a spectator may still come
        opener.ready(true);
        waitFor(() -> opener.step() > 0);
        TableProbe.Table started = TableProbe.probe(opener.address(), Role.SEAT_PLAYER);
        assertTrue(started.started());
        assertFalse(started.full(), "a started table is not 'full': it is started");
        assertEquals(TableProbe.Why.STARTED, assertThrows(TableProbe.Refused.class,
            () -> started.check(null, true, PeerSetup.RULES_VERSION, false)).why());
        started.check(null, true, PeerSetup.RULES_VERSION, true); // a peer that keeps its games may come back
        assertTrue(alice.end().get(40, TimeUnit.SECONDS).finished(), "the probes did not disturb the game");
      }
    }
  }

  @Test
  @Timeout(30)
  void nothingListeningIsUnreachableAtOnce() throws Exception {
    int port;
    try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      port = s.getLocalPort();
    }
    long t0 = System.nanoTime();
    TableProbe.Refused refused = assertThrows(TableProbe.Refused.class,
        () -> TableProbe.probe(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), Role.SEAT_PLAYER));
    assertEquals(TableProbe.Why.UNREACHABLE, refused.why());
    assertTrue(refused.getMessage().startsWith("cannot reach 127.0.0.1:" + port), refused.getMessage());
    assertTrue(System.nanoTime() - t0 < TimeUnit.SECONDS.toNanos(4), "at once");
  }

  @Test
  @Timeout(30)
  void aListenerThatIsNoTableIsSaidSo() throws Exception {
    try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      Thread server = new Thread(() -> {
        try (Socket c = s.accept(); OutputStream out = c.getOutputStream(); InputStream in = c.getInputStream()) {
          out.write("HTTP/1.0 400 Bad Request\r\n\r\n".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
          out.flush();
          in.read(new byte[1024]);
        } catch (IOException e) {
          // the probe went
        }
      });
      server.setDaemon(true);
      server.start();
      TableProbe.Refused refused = assertThrows(TableProbe.Refused.class, () -> TableProbe.probe(
          new InetSocketAddress(InetAddress.getLoopbackAddress(), s.getLocalPort()), Role.SEAT_PLAYER));
      assertEquals(TableProbe.Why.NOT_A_TABLE, refused.why(), refused.getMessage());
    }
  }

  @Test
  @Timeout(30)
  void aListenerThatSaysNothingHasNotAnsweredAfterTheWait() throws Exception {
    try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      TableProbe.Refused refused = assertThrows(TableProbe.Refused.class, () -> TableProbe.probe(
          new InetSocketAddress(InetAddress.getLoopbackAddress(), s.getLocalPort()), Role.SPECTATOR,
          Duration.ofSeconds(1)));
      assertEquals(TableProbe.Why.NO_ANSWER, refused.why());
      assertTrue(refused.getMessage().contains("within 1 s"), refused.getMessage());
      assertEquals(List.of("1"), refused.details());
    }
  }

  /** A table whose laptop closes it while the probe waits: closed, not "no table" (the window said so). */
  @Test
  @Timeout(30)
  void aListenerThatClosesTheLinkBeforeAnyHelloIsSaidToHaveClosedIt() throws Exception {
    try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      Thread server = new Thread(() -> {
        try (Socket c = s.accept()) {
          c.getInputStream().read(new byte[16]); // the probe's hello begins; then the table goes
        } catch (IOException e) {
          // the probe went
        }
      });
      server.setDaemon(true);
      server.start();
      TableProbe.Refused refused = assertThrows(TableProbe.Refused.class, () -> TableProbe.probe(
          new InetSocketAddress(InetAddress.getLoopbackAddress(), s.getLocalPort()), Role.SPECTATOR));
      assertEquals(TableProbe.Why.CLOSED, refused.why(), refused.getMessage());
    }
  }

  /** A session sent to a table of another game ends at once with the refusal, instead of waiting. */
  @Test
  @Timeout(30)
  void aJoinerRefusedAtTheHandshakeEndsAtOnce() throws Exception {
    try (TableSession<MorriganState> opener = TableSession.host(PeerSetup.bots(Morrigan.GAME, "beltaine",
        List.of("greedy"), 1), TableSpec.of(3, Map.of()), LOOPBACK);
        TableSession<ConquestState> wrong = TableSession.join(PeerSetup.bots(Conquest.GAME, "j1",
            List.of("greedy"), 2), opener.address())) {
      SessionEnd end = wrong.end().get(5, TimeUnit.SECONDS);
      assertFalse(end.finished());
      assertTrue(end.toString().contains("GAME_MISMATCH"), end.toString());
      assertEquals(1, opener.seatsTaken());
    }
  }
}
