package roundtable.net.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static roundtable.net.session.SessionTest.SHORT;
import static roundtable.net.session.SessionTest.assertAllAgree;
import static roundtable.net.session.SessionTest.waitFor;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import roundtable.core.crypto.Audit;
import roundtable.core.conquest.Conquest;
import roundtable.core.conquest.ConquestState;
import roundtable.net.identity.IdentityFile;

/** Links cut and laptops gone in the middle of a game: the others play on, wait and say so, seat a bot, or give up. */
class ComingBackTest {
  /** The opener's seat stops at step 30 until the test lets it go on: the cut comes mid-game. */
  private static PeerSetup<ConquestState> gatedOpener(AtomicBoolean gate) {
    Seats.Maker<ConquestState> honest = Seats.local();
    return PeerSetup.bots(Conquest.GAME, "kitchen", List.of("random"), 1).withSeats((replica, signer, players) -> {
      return Seats.gated(honest.make(replica, signer, players), () -> gate.get() || replica.step() < 30);
    });
  }

  /**
   * In play every seated peer links to every other: the link between bob and the opener is cut, and
   * the game goes on at once over the others (alice carries their messages) while the opener dials
   * bob again where he listens; it ends the same for all, nobody waited for.
   */
  @Test
  @Timeout(90)
  void aLinkCutBetweenTwoPeersChangesNothingTheOthersCarryTheirMessages() throws Exception {
    AtomicBoolean gate = new AtomicBoolean(false);
    List<String> openerNews = new CopyOnWriteArrayList<>();
    List<TableSession<ConquestState>> peers = new ArrayList<>();
    try (TableSession<ConquestState> opener = TableSession.host(gatedOpener(gate), TableSpec.of(3, SHORT),
        LoopbackTable.LOOPBACK); CutLink cable = new CutLink(opener.address())) {
      opener.onNews(n -> openerNews.add(n.line()));
      peers.add(opener);
      peers.add(TableSession.join(PeerSetup.bots(Conquest.GAME, "alice", List.of("random"), 2), opener.address()));
      TableSession<ConquestState> bob = TableSession.join(PeerSetup.bots(Conquest.GAME, "bob", List.of("greedy"), 3),
          cable.address());
      peers.add(bob);
      waitFor(() -> opener.step() >= 30 && bob.step() >= 30);

      cable.cut(); // for good: the opener's own address is never reached through it again
      gate.set(true);
      opener.nudge();
      List<SessionEnd> ends = new ArrayList<>();
      for (TableSession<ConquestState> p : peers) {
        ends.add(p.end().get(40, TimeUnit.SECONDS));
      }
      assertAllAgree(ends);
      assertTrue(ends.get(0).steps() > 31, "played on past the cut: " + ends.get(0));
      assertTrue(openerNews.stream().noneMatch(l -> l.contains("given up")), openerNews.toString());
    } finally {
      peers.forEach(TableSession::close);
    }
  }

  /**
   * The opener's laptop vanishes mid-game (its process gone, never back): alice and bob, linked to
   * each other since the start, play on to the end without waiting for the away timeout, and a
   * spectator who was watching at the opener finds a seated peer and ends with them.
   */
  @Test
  @Timeout(90)
  void theOpenerVanishesAndTheOthersPlayOnToTheEnd() throws Exception {
    AtomicBoolean gate = new AtomicBoolean(false);
    List<String> aliceNews = new CopyOnWriteArrayList<>();
    // the opener chose greedy bots for absent peers: alice and bob, who vote without it, propose that kind
    TableSession<ConquestState> opener = TableSession.host(gatedOpener(gate), TableSpec.of(3, SHORT, "greedy"),
        LoopbackTable.LOOPBACK);
    List<TableSession<ConquestState>> peers = new ArrayList<>();
    try {
      TableSession<ConquestState> alice = TableSession.join(PeerSetup.bots(Conquest.GAME, "alice", List.of("random"), 2),
          opener.address());
      alice.onNews(n -> aliceNews.add(n.line()));
      peers.add(alice);
      waitFor(() -> opener.seatsTaken() == 2); // alice holds seat 1 before bob asks for one (the first free)
      peers.add(TableSession.join(PeerSetup.bots(Conquest.GAME, "bob", List.of("random"), 3), opener.address()));
      waitFor(() -> opener.step() >= 30);
      TableSession<ConquestState> watcher = TableSession.spectate(PeerSetup.spectator(Conquest.GAME, "watcher"),
          opener.address());
      peers.add(watcher);
      waitFor(() -> watcher.step() >= 30);
      peers.forEach(p -> p.awayTimeout(Duration.ofSeconds(3)));

      // the joiner of the lowest seat announces the table beside its opener, so it stays listed when the opener goes
      // (bob announces too until his link to alice is up: he holds a higher seat than hers)
      waitFor(() -> alice.announcesTheTable() && !peers.get(1).announcesTheTable());
      opener.close(); // the lid closes for good: the opener's seat is voted to a bot by alice and bob
      assertTrue(alice.announcesTheTable());
      List<SessionEnd> ends = new ArrayList<>();
      for (TableSession<ConquestState> p : peers) {
        ends.add(p.end().get(60, TimeUnit.SECONDS));
      }
      assertAllAgree(ends);
      assertTrue(aliceNews.stream().anyMatch(l -> l.matches("news: seat 0 is played by a greedy bot of .*"
          + " from step \\d+, by vote")), aliceNews.toString());
    } finally {
      opener.close();
      peers.forEach(TableSession::close);
    }
  }

  /**
   * Bob's link to the opener goes silent without closing (no FIN, no RST): the heartbeat closes it
   * within seconds on both sides, the opener says bob is away, dials him again where he listens, and
   * the game ends the same for both.
   */
  @Test
  @Timeout(90)
  void aLinkGoneSilentIsClosedByTheHeartbeatAndThePeerDialedAgain() throws Exception {
    AtomicBoolean gate = new AtomicBoolean(false);
    List<String> openerNews = new CopyOnWriteArrayList<>();
    List<TableSession<ConquestState>> peers = new ArrayList<>();
    try (TableSession<ConquestState> opener = TableSession.host(gatedOpener(gate), TableSpec.of(2, SHORT),
        LoopbackTable.LOOPBACK); CutLink cable = new CutLink(opener.address())) {
      opener.onNews(n -> openerNews.add(n.line()));
      peers.add(opener);
      TableSession<ConquestState> bob = TableSession.join(PeerSetup.bots(Conquest.GAME, "bob", List.of("random"), 3),
          cable.address());
      peers.add(bob);
      waitFor(() -> opener.step() >= 30 && bob.step() >= 30);
      cable.silence();
      long silenced = System.nanoTime();
      long deadline = silenced + TimeUnit.SECONDS.toNanos(30);
      while (openerNews.stream().noneMatch(l -> l.matches("news: seat 1 \\(bob random\\) is away: .*"))) {
        assertTrue(System.nanoTime() < deadline, "the silent link was never noticed: " + openerNews);
        Thread.sleep(50);
      }
      assertTrue(System.nanoTime() - silenced >= TimeUnit.SECONDS.toNanos(roundtable.net.link.Heartbeat.SILENT_SECONDS - 1),
          "not before the heartbeat's time");
      gate.set(true);
      opener.nudge();
      assertAllAgree(List.of(opener.end().get(40, TimeUnit.SECONDS), bob.end().get(40, TimeUnit.SECONDS)));
      assertTrue(openerNews.stream().anyMatch(l -> l.equals("news: seat 1 (bob random) is back")), openerNews.toString());
    } finally {
      peers.forEach(TableSession::close);
    }
  }

  /**
   * A watcher that came before the game began, whose table then went (the opener's laptop gone before
   * the Start): after the timeout it stops waiting, and says the table is gone, not a game given up.
   */
  @Test
  @Timeout(60)
  void aWatcherWhoseTableGoesBeforeTheGameStopsWaitingAndSaysTheTableIsGone() throws Exception {
    TableSession<ConquestState> opener = TableSession.host(PeerSetup.bots(Conquest.GAME, "kitchen", List.of("random"), 1),
        TableSpec.of(3, SHORT), LoopbackTable.LOOPBACK);
    try (TableSession<ConquestState> watcher = TableSession.spectate(PeerSetup.spectator(Conquest.GAME, "watcher"),
        opener.address())) {
      List<TableNews> news = new CopyOnWriteArrayList<>();
      watcher.onNews(news::add);
      watcher.awayTimeout(Duration.ofSeconds(2));
      waitFor(() -> opener.spectators() == 1);
      opener.close();
      SessionEnd end = watcher.end().get(30, TimeUnit.SECONDS);
      assertEquals(Optional.of(new TableNews.TableGone(2)), end.givenUp(), end.toString());
      assertTrue(news.contains(new TableNews.TableGone(2)), news.toString());
      assertTrue(end.errors().contains("no answer from the table for more than 2 s"), end.errors().toString());
    } finally {
      opener.close();
    }
  }

  /** A table where nothing moves says, on every peer, which seat it waits for and for what. */
  @Test
  @Timeout(60)
  void aStalledTableSaysWhichSeatItWaitsFor() throws Exception {
    AtomicBoolean gate = new AtomicBoolean(false);
    List<String> aliceNews = new CopyOnWriteArrayList<>();
    List<TableSession<ConquestState>> peers = new ArrayList<>();
    try (TableSession<ConquestState> opener = TableSession.host(gatedOpener(gate), TableSpec.of(2, SHORT),
        LoopbackTable.LOOPBACK)) {
      peers.add(opener);
      TableSession<ConquestState> alice = TableSession.join(PeerSetup.bots(Conquest.GAME, "alice", List.of("random"), 2),
          opener.address());
      alice.onNews(n -> aliceNews.add(n.line()));
      peers.add(alice);
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(45);
      while (aliceNews.stream().noneMatch(l -> l.contains("the table waits for seat 0 (kitchen random, move)"))) {
        assertTrue(System.nanoTime() < deadline, "nothing said of the stall: " + aliceNews);
        Thread.sleep(100);
      }
      assertTrue(aliceNews.stream().anyMatch(l -> l.matches("news: nothing moved for 10 s at step 3\\d: .*")),
          aliceNews.toString());
      while (aliceNews.stream().noneMatch(l -> l.startsWith("news: nothing moved for 20 s"))) {
        assertTrue(System.nanoTime() < deadline, "said again, it says for how long: " + aliceNews);
        Thread.sleep(100);
      }
      gate.set(true);
      opener.nudge();
      assertAllAgree(List.of(opener.end().get(30, TimeUnit.SECONDS), alice.end().get(30, TimeUnit.SECONDS)));
    } finally {
      peers.forEach(TableSession::close);
    }
  }

  /** A spectator comes, watches, and goes in the middle of the game: the players notice nothing. */
  @Test
  @Timeout(60)
  void aSpectatorWhoGoesChangesNothingForThePlayers() throws Exception {
    AtomicBoolean gate = new AtomicBoolean(false);
    List<String> openerNews = new CopyOnWriteArrayList<>();
    List<TableSession<ConquestState>> peers = new ArrayList<>();
    try (TableSession<ConquestState> opener = TableSession.host(gatedOpener(gate), TableSpec.of(3, SHORT),
        LoopbackTable.LOOPBACK)) {
      opener.onNews(n -> openerNews.add(n.line()));
      peers.add(opener);
      peers.add(TableSession.join(PeerSetup.bots(Conquest.GAME, "alice", List.of("random"), 2), opener.address()));
      peers.add(TableSession.join(PeerSetup.bots(Conquest.GAME, "bob", List.of("random"), 3), opener.address()));
      waitFor(() -> opener.step() >= 30);
      try (TableSession<ConquestState> watcher = TableSession.spectate(PeerSetup.spectator(Conquest.GAME, "watcher"),
          opener.address())) {
        waitFor(() -> watcher.step() >= 30);
        gate.set(true);
        opener.nudge();
        waitFor(() -> watcher.step() >= 40);
      } // the spectator goes
      List<SessionEnd> ends = new ArrayList<>();
      for (TableSession<ConquestState> p : peers) {
        ends.add(p.end().get(40, TimeUnit.SECONDS));
      }
      assertAllAgree(ends);
      assertTrue(openerNews.isEmpty(), "nobody seated went away: " + openerNews);
    } finally {
      peers.forEach(TableSession::close);
    }
  }

  /**
   * Bob's process dies in the middle of a secret turn-order game (hidden tokens by mental poker); a
   * new process with his identity and his folder comes back with the kept log and secrets.
   */
  @Test
  @Timeout(120)
  void aPeerWhoseProcessDiesComesBackFromWhatItKeptAndTheGameEnds(@TempDir Path home) throws Exception {
    Map<String, String> secret = Map.of("match", "one-round", "move-limit", "150", "turn-order", "tokens-secret");
    AtomicBoolean gate = new AtomicBoolean(false);
    List<TableSession<ConquestState>> peers = new ArrayList<>();
    try (TableSession<ConquestState> opener = TableSession.host(gatedOpener(gate), TableSpec.of(3, secret),
        LoopbackTable.LOOPBACK); IdentityFile bobsKey = IdentityFile.open(home, "bob")) {
      peers.add(opener);
      peers.add(TableSession.join(PeerSetup.bots(Conquest.GAME, "alice", List.of("random"), 2), opener.address()));
      PeerSetup<ConquestState> bob = PeerSetup.bots(Conquest.GAME, "bob", List.of("random"), 3)
          .keptIn(home, bobsKey.identity());
      TableSession<ConquestState> first = TableSession.join(bob, opener.address());
      waitFor(() -> opener.step() >= 30 && first.step() >= 30);
      int before = first.step();
      first.close();
      assertTrue(Files.size(TableStore.of(home, opener.tableId(), bobsKey.identity().fingerprint()).dir()
          .resolve("log")) > 0);

      List<String> news = new CopyOnWriteArrayList<>();
      TableSession<ConquestState> again = TableSession.join(
          PeerSetup.bots(Conquest.GAME, "bob", List.of("random"), 4).keptIn(home, bobsKey.identity()), opener.address());
      again.onNews(n -> news.add(n.line()));
      peers.add(again);
      waitFor(() -> again.step() >= before);
      gate.set(true);
      opener.nudge();
      List<SessionEnd> ends = new ArrayList<>();
      for (TableSession<ConquestState> p : peers) {
        ends.add(p.end().get(90, TimeUnit.SECONDS));
      }
      assertAllAgree(ends);
      assertTrue(ends.get(0).audit().orElseThrow() instanceof Audit.Verified, ends.get(0).audit().toString());
      assertTrue(news.stream().anyMatch(l -> l.startsWith("news: back at the table with the ")), news.toString());
    } finally {
      peers.forEach(TableSession::close);
    }
  }

  /**
   * Bob's laptop vanishes in a clockwise game (nothing hidden): after the timeout the opener and
   * alice vote to seat a bot in his place, run by the holder of the lowest seat still here, and the
   * game is played to its end; a spectator who comes afterwards replays the log, the seat changing
   * hands at the vote's step.
   */
  @Test
  @Timeout(90)
  void thePlayersVoteToSeatABotForAPeerAwayTooLongAndTheGameEnds() throws Exception {
    AtomicBoolean gate = new AtomicBoolean(false);
    List<String> aliceNews = new CopyOnWriteArrayList<>();
    List<TableSession<ConquestState>> peers = new ArrayList<>();
    try (TableSession<ConquestState> opener = TableSession.host(gatedOpener(gate), TableSpec.of(3, SHORT),
        LoopbackTable.LOOPBACK)) {
      peers.add(opener);
      TableSession<ConquestState> alice = TableSession.join(PeerSetup.bots(Conquest.GAME, "alice", List.of("random"), 2),
          opener.address());
      alice.onNews(n -> aliceNews.add(n.line()));
      peers.add(alice);
      TableSession<ConquestState> bob = TableSession.join(PeerSetup.bots(Conquest.GAME, "bob", List.of("random"), 3),
          opener.address());
      peers.forEach(p -> p.awayTimeout(Duration.ofSeconds(2)));
      waitFor(() -> opener.step() >= 30 && bob.step() >= 30);
      bob.close();
      gate.set(true);
      opener.nudge();
      List<SessionEnd> ends = List.of(opener.end().get(40, TimeUnit.SECONDS), alice.end().get(40, TimeUnit.SECONDS));
      assertAllAgree(ends);
      // the table's default: a strong bot, thinking the opener's budget (a seeded peer's: 20 iterations)
      assertTrue(aliceNews.stream().anyMatch(l -> l.matches("news: seat \\d is played by a strong bot of kitchen"
          + " random from step \\d+, by vote")), aliceNews.toString());
      try (TableSession<ConquestState> late = TableSession.spectate(PeerSetup.spectator(Conquest.GAME, "late"),
          alice.address())) {
        assertEquals(ends.get(0), late.end().get(20, TimeUnit.SECONDS), "alice serves the log as well as the opener");
      }
    } finally {
      peers.forEach(TableSession::close);
    }
  }

  /**
   * Bob stays away in a secret turn-order game: after the timeout every peer gives the game up, and
   * the seats still at the table publish their shuffles' seeds, so the audit checks theirs and
   * names bob's as never published.
   */
  @Test
  @Timeout(60)
  void aPeerAwayForLongerThanTheTimeoutEndsTheGameForEveryoneWithAnAudit() throws Exception {
    Map<String, String> secret = Map.of("match", "one-round", "move-limit", "150", "turn-order", "tokens-secret");
    AtomicBoolean gate = new AtomicBoolean(false);
    List<TableSession<ConquestState>> peers = new ArrayList<>();
    try (TableSession<ConquestState> opener = TableSession.host(gatedOpener(gate), TableSpec.of(3, secret),
        LoopbackTable.LOOPBACK)) {
      peers.add(opener);
      peers.add(TableSession.join(PeerSetup.bots(Conquest.GAME, "alice", List.of("random"), 2), opener.address()));
      TableSession<ConquestState> bob = TableSession.join(PeerSetup.bots(Conquest.GAME, "bob", List.of("random"), 3),
          opener.address());
      peers.forEach(p -> p.awayTimeout(Duration.ofSeconds(2)));
      waitFor(() -> opener.step() >= 30 && bob.step() >= 30);
      bob.close(); // his laptop vanishes
      gate.set(true);
      opener.nudge();
      for (TableSession<ConquestState> p : peers) {
        SessionEnd end = p.end().get(30, TimeUnit.SECONDS);
        assertFalse(end.finished());
        assertTrue(end.errors().stream().anyMatch(e -> e.startsWith("given up: peer ")), end.errors().toString());
        assertTrue(end.audit().orElseThrow() instanceof Audit.PartlyVerified, end.audit().toString());
      }
      SessionEnd atOpener = peers.get(0).end().get();
      assertEquals(atOpener.errors(), peers.get(1).end().get().errors(), "the opener and alice give up on bob");
      assertEquals(atOpener.audit(), peers.get(1).end().get().audit(), "each checked the other's shuffles");
      int bobsSeat = opener.seating().getSeatsList().stream().filter(s -> s.getName().equals("bob random"))
          .findFirst().orElseThrow().getSeat();
      Audit.PartlyVerified partly = (Audit.PartlyVerified) atOpener.audit().orElseThrow();
      assertTrue(partly.unchecked().containsKey(bobsSeat), "bob's shuffles are the ones not checked: " + partly.text());
    } finally {
      peers.forEach(TableSession::close);
    }
  }
}
