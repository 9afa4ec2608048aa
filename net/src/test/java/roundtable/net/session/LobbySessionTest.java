package roundtable.net.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static roundtable.net.session.SessionTest.SHORT;
import static roundtable.net.session.SessionTest.assertAllAgree;
import static roundtable.net.session.SessionTest.waitFor;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import roundtable.core.conquest.Conquest;
import roundtable.core.conquest.ConquestState;
import roundtable.proto.Seat;
import roundtable.proto.SeatKind;

/** The lobby over real links: people's seats and Ready, a peer leaving the lobby, a full table. */
class LobbySessionTest {
  private static PeerSetup<ConquestState> peer(String name, String kind, long seed) {
    return PeerSetup.bots(Conquest.GAME, name, List.of(kind), seed);
  }

  @Test
  @Timeout(60)
  void peopleTakeTheirSeatsSayTheyAreReadyAndTheGameIsPlayedToItsEnd() throws Exception {
    List<TableSession<ConquestState>> peers = new ArrayList<>();
    try {
      TableSession<ConquestState> opener = TableSession.host(peer("kitchen", "random", 1), TableSpec.of(3, SHORT),
          LoopbackTable.LOOPBACK);
      peers.add(opener);
      peers.add(TableSession.join(peer("alice", PeerSetup.PERSON, 2), opener.address()));
      peers.add(TableSession.join(peer("bob", PeerSetup.PERSON, 3), opener.address()));
      List<SessionEnd> ends = new ArrayList<>();
      for (TableSession<ConquestState> p : peers) {
        ends.add(p.end().get(40, TimeUnit.SECONDS));
      }
      assertAllAgree(ends);
      List<Seat> seats = opener.seating().getSeatsList();
      assertEquals(List.of(SeatKind.BOT, SeatKind.PERSON, SeatKind.PERSON), seats.stream().map(Seat::getKind).toList());
      assertEquals("kitchen random", seats.get(0).getName());
      assertEquals(java.util.Set.of("alice", "bob"), java.util.Set.of(seats.get(1).getName(), seats.get(2).getName()),
          "alice and bob, in the order they came");
    } finally {
      peers.forEach(TableSession::close);
    }
  }

  @Test
  @Timeout(60)
  void theOpenersOwnPersonHoldsAPersonsSeatAndTheGameWaitsUntilItIsReady() throws Exception {
    try (TableSession<ConquestState> opener = TableSession.host(peer("kitchen", PeerSetup.PERSON, 1),
            TableSpec.of(2, SHORT), LoopbackTable.LOOPBACK)) {
      opener.ready(false); // a window taking its Ready back before anyone comes
      try (TableSession<ConquestState> alice = TableSession.join(peer("alice", "random", 2), opener.address())) {
        waitFor(() -> opener.seatsTaken() == 2);
        Seat mine = opener.seating().getSeats(0);
        assertEquals(SeatKind.PERSON, mine.getKind());
        assertEquals("kitchen", mine.getName());
        Thread.sleep(300);
        assertEquals(0, opener.step(), "the table is full, but waits for the opener's person");
        opener.ready(true);
        assertAllAgree(List.of(opener.end().get(40, TimeUnit.SECONDS), alice.end().get(40, TimeUnit.SECONDS)));
      }
    }
  }

  @Test
  @Timeout(60)
  void aWindowsOpenerStartsTheGameItselfEvenWhenItsOwnBotsFillTheTable() throws Exception {
    PeerSetup<ConquestState> kitchen = PeerSetup.bots(Conquest.GAME, "kitchen", List.of(PeerSetup.PERSON, "random"), 1);
    try (TableSession<ConquestState> opener = TableSession.host(kitchen, TableSpec.of(2, SHORT), LoopbackTable.LOOPBACK,
        TableSession.StartWhen.OPENER_STARTS)) {
      waitFor(() -> opener.seatsTaken() == 2);
      Thread.sleep(300);
      assertEquals(0, opener.step(), "every seat is held at once, but the table waits for its opener's Start");
      opener.ready(true);
      assertTrue(opener.end().get(40, TimeUnit.SECONDS).finished());
    }
  }

  @Test
  @Timeout(60)
  void aPeerWhoLeavesTheLobbyFreesItsSeatForAnother() throws Exception {
    List<TableSession<ConquestState>> peers = new ArrayList<>();
    try {
      TableSession<ConquestState> opener = TableSession.host(peer("kitchen", "random", 1), TableSpec.of(3, SHORT),
          LoopbackTable.LOOPBACK);
      peers.add(opener);
      try (TableSession<ConquestState> carol = TableSession.join(peer("carol", PeerSetup.PERSON, 4), opener.address())) {
        waitFor(() -> opener.seatsTaken() == 2);
      }
      waitFor(() -> opener.seatsTaken() == 1);
      assertFalse(opener.end().isDone(), "the table still waits for players");
      peers.add(TableSession.join(peer("alice", "random", 2), opener.address()));
      peers.add(TableSession.join(peer("bob", PeerSetup.PERSON, 3), opener.address()));
      List<SessionEnd> ends = new ArrayList<>();
      for (TableSession<ConquestState> p : peers) {
        ends.add(p.end().get(40, TimeUnit.SECONDS));
      }
      assertAllAgree(ends);
      assertTrue(opener.seating().getSeatsList().stream().noneMatch(s -> s.getName().equals("carol")));
    } finally {
      peers.forEach(TableSession::close);
    }
  }

  @Test
  @Timeout(60)
  void aJoinerAtAFullTableIsToldSoAtOnce() throws Exception {
    try (TableSession<ConquestState> opener = TableSession.host(peer("kitchen", "random", 1), TableSpec.of(2, SHORT),
            LoopbackTable.LOOPBACK);
        TableSession<ConquestState> alice = TableSession.join(peer("alice", "random", 2), opener.address())) {
      waitFor(() -> opener.step() > 0);
      try (TableSession<ConquestState> late = TableSession.join(peer("late", "random", 3), opener.address())) {
        SessionEnd refused = late.end().get(20, TimeUnit.SECONDS);
        assertFalse(refused.finished());
        assertTrue(refused.errors().get(0).startsWith("the table refused: the game has started"), refused.errors().toString());
      }
      assertAllAgree(List.of(opener.end().get(40, TimeUnit.SECONDS), alice.end().get(40, TimeUnit.SECONDS)));
    }
  }
}
