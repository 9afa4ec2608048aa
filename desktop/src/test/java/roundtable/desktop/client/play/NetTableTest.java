package roundtable.desktop.client.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import roundtable.core.canon.StateHash;
import roundtable.core.conquest.Conquest;
import roundtable.core.conquest.ConquestState;
import roundtable.core.table.Action;
import roundtable.core.table.Applied;
import roundtable.desktop.client.Post;
import roundtable.desktop.client.board.Seen;
import roundtable.net.session.PeerSetup;
import roundtable.net.session.SessionEnd;
import roundtable.net.session.TableSession;
import roundtable.net.session.TableSpec;

/** A board's feed over real links on 127.0.0.1: the window plays a seat against a joiner's bot; a spectator watches. */
class NetTableTest {
  static final InetSocketAddress LOOPBACK = new InetSocketAddress(InetAddress.getLoopbackAddress(), 0);
  static final Map<String, String> SHORT = Map.of("match", "one-round", "move-limit", "150");

  /** What a board would hear, on the test's thread (the render thread's stand-in). */
  static final class Heard implements TableFeed.Listener<ConquestState> {
    final BlockingQueue<Runnable> tasks = new LinkedBlockingQueue<>();
    final Post post = tasks::add;
    final List<String> news = new ArrayList<>();
    TableFeed<ConquestState> feed;
    Seen seen;
    ConquestState state;
    int begun;
    int applied;
    int turns;
    int stale;
    TableFeed.Ending ending;
    /** Leaves the game for good at its first turn, instead of moving. */
    boolean leave;
    /** The seats whose leave step was applied, in order. */
    final List<Integer> left = new ArrayList<>();
    int turnsAfterLeaving;

    @Override
    public void begun(ConquestState first, Seen who) {
      begun++;
      state = first;
      seen = who;
    }

    @Override
    public void applied(ConquestState before, int seat, Action action, Applied<ConquestState> result) {
      assertEquals(state, before, "each step follows the one before");
      if (action instanceof roundtable.core.crypto.PokerStep.Leave) {
        left.add(seat);
      }
      state = result.state();
      applied++;
    }

    @Override
    public void turn(int seat, ConquestState at, List<Action> legal) {
      if (!at.equals(state)) {
        stale++; // a board drops a question on a state it has not reached: the game would wait forever
        return;
      }
      turns++;
      if (leave && !left.isEmpty()) {
        turnsAfterLeaving++;
      } else if (leave) {
        feed.leaveForGood();
      } else {
        feed.choose(legal.get(0));
      }
    }

    @Override
    public void ended(TableFeed.Ending end) {
      ending = end;
    }

    @Override
    public void news(roundtable.net.session.TableNews told) {
      boolean mine = told instanceof roundtable.net.session.TableNews.Chat c && c.mine();
      news.add((mine ? "mine " : "") + told.line());
    }

    /** Runs what the feed posted until it says the game ended. */
    void untilEnded(long seconds) throws InterruptedException {
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
      while (ending == null && System.nanoTime() < deadline) {
        Runnable task = tasks.poll(100, TimeUnit.MILLISECONDS);
        if (task != null) {
          task.run();
        }
      }
      assertNotNull(ending, "the game ended within " + seconds + " s");
    }
  }

  /**
   * A table whose every seat the opener's bots hold starts at once: a window that comes to watch is
   * sent the log straight after its handshake, before it has its session in hand, and still names
   * the seats as the Start does.
   */
  @Test
  @Timeout(40)
  void aWatcherOfATableOfBotsNamesItsSeats() throws Exception {
    Heard watcher = new Heard();
    try (TableSession<ConquestState> kitchen = TableSession.host(PeerSetup.bots(Conquest.GAME, "kitchen",
        List.of("greedy", "random"), 4), TableSpec.of(2, SHORT), LOOPBACK)) {
      InetSocketAddress at = new InetSocketAddress(InetAddress.getLoopbackAddress(), kitchen.address().getPort());
      NetTable<ConquestState> spectator = NetTable.spectate(PeerSetup.spectator(Conquest.GAME, "eve"), at,
          watcher.post);
      watcher.feed = spectator;
      spectator.open(watcher);
      try {
        watcher.untilEnded(20);
        assertEquals(List.of("kitchen greedy", "kitchen random"), watcher.seen.names(), "the seats by their names");
      } finally {
        spectator.session().close();
      }
    }
  }

  @Test
  @Timeout(40)
  void theWindowPlaysItsSeatToTheEndAndSeesTheFinalStateASpectatorSeesEveryStep() throws Exception {
    Heard window = new Heard();
    Heard watcher = new Heard();
    NetTable<ConquestState> host = NetTable.host(PeerSetup.bots(Conquest.GAME, "alice", List.of(PeerSetup.PERSON), 1),
        TableSpec.of(2, SHORT), LOOPBACK, window.post);
    window.feed = host;
    InetSocketAddress at = new InetSocketAddress(InetAddress.getLoopbackAddress(), host.session().address().getPort());
    NetTable<ConquestState> spectator = NetTable.spectate(PeerSetup.spectator(Conquest.GAME, "eve"), at, watcher.post);
    watcher.feed = spectator;
    host.open(window);
    spectator.open(watcher);
    try (TableSession<ConquestState> bob = TableSession.join(PeerSetup.bots(Conquest.GAME, "bob", List.of("greedy"), 2),
        at)) {
      window.untilEnded(25);
      SessionEnd end = host.session().end().get(5, TimeUnit.SECONDS);
      assertTrue(end.finished(), end.toString());
      assertEquals(1, window.begun);
      assertEquals(0, window.seen.seat(), "the window plays the opener's seat");
      assertEquals("alice", window.seen.name(0));
      assertTrue(window.turns > 0, "the window was asked to move");
      assertEquals(0, window.stale, "every turn came on the state the board had reached");
      assertEquals(end.steps(), window.applied);
      assertEquals(end.stateHash(), StateHash.hex(window.state));
      assertEquals(end.outcome(), window.ending.outcome());
      assertEquals(end.stateHash(), bob.end().get(5, TimeUnit.SECONDS).stateHash());

      watcher.untilEnded(10);
      assertEquals(1, watcher.begun);
      assertEquals(-1, watcher.seen.seat(), "a spectator");
      assertEquals(List.of("alice", "bob greedy"), watcher.seen.names(), "the seats by their names, not numbers");
      assertEquals(end.steps(), watcher.applied);
      assertEquals(end.stateHash(), StateHash.hex(watcher.state));
    } finally {
      host.session().close();
      spectator.session().close();
    }
  }

  @Test
  @Timeout(40)
  void aJoinersWindowSeatIsAPersonsWhatCameBeforeTheBoardOpenedIsToldWhenItDoesAndChatGoesRound() throws Exception {
    Heard window = new Heard();
    try (TableSession<ConquestState> kitchen = TableSession.host(
        PeerSetup.bots(Conquest.GAME, "kitchen", List.of("random"), 3), TableSpec.of(2, SHORT), LOOPBACK)) {
      List<String> heardAtKitchen = new java.util.concurrent.CopyOnWriteArrayList<>();
      kitchen.onNews(n -> heardAtKitchen.add(n.line()));
      InetSocketAddress at = new InetSocketAddress(InetAddress.getLoopbackAddress(), kitchen.address().getPort());
      NetTable<ConquestState> bob = NetTable.join(PeerSetup.bots(Conquest.GAME, "bob", List.of(PeerSetup.PERSON), 4),
          at, window.post);
      window.feed = bob;
      try {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!bob.started() && System.nanoTime() < deadline) {
          Thread.sleep(20);
        }
        assertTrue(bob.started(), "the game began without waiting for the board");
        assertTrue(window.tasks.isEmpty(), "nothing is told before the board opens");
        bob.say("hello");
        bob.open(window);
        window.untilEnded(25);
        SessionEnd end = kitchen.end().get(5, TimeUnit.SECONDS);
        assertTrue(end.finished(), end.toString());
        assertEquals(1, window.begun);
        assertEquals(1, window.seen.seat(), "the joiner's person has the second seat");
        assertEquals(List.of("kitchen random", "bob"), window.seen.names());
        assertTrue(window.turns > 0);
        assertEquals(0, window.stale);
        assertEquals(end.stateHash(), StateHash.hex(window.state));
        assertEquals(1, heardAtKitchen.stream().filter("chat bob: hello"::equals).count(), heardAtKitchen.toString());
        assertTrue(window.news.contains("mine chat bob: hello"), "the person sees their own line, as theirs: "
            + window.news);
      } finally {
        bob.session().close();
      }
    }
  }

  /**
   * Issue 16 through the window's feed: the window's person leaves a conquest game on secret tokens
   * (mental poker) for good at its first turn. Its seat's leave step goes out in place of the move,
   * once, and the seat is never asked again; the opener's bot seat, on the same peer, plays on with
   * its hand hidden; the board hears every step to the end, the same end and audit as the joiner's.
   */
  @Test
  @Timeout(40)
  void theWindowsPersonLeavesForGoodItsSeatAloneAndTheBoardWatchesToTheEnd() throws Exception {
    Heard window = new Heard();
    window.leave = true;
    Map<String, String> options = new java.util.HashMap<>(SHORT);
    options.put("turn-order", "tokens-secret");
    NetTable<ConquestState> host = NetTable.host(PeerSetup.bots(Conquest.GAME, "alice",
        List.of(PeerSetup.PERSON, "greedy"), 5), TableSpec.of(3, options), LOOPBACK, window.post);
    window.feed = host;
    InetSocketAddress at = new InetSocketAddress(InetAddress.getLoopbackAddress(), host.session().address().getPort());
    host.open(window);
    try (TableSession<ConquestState> bob = TableSession.join(PeerSetup.bots(Conquest.GAME, "bob", List.of("random"), 6),
        at)) {
      window.untilEnded(30);
      SessionEnd end = host.session().end().get(5, TimeUnit.SECONDS);
      assertTrue(end.finished(), end.toString());
      assertTrue(host.leavesForGood(), "a table on the LAN where the window holds a seat");
      assertEquals(0, window.seen.seat());
      assertEquals(List.of(0), window.left, "the window's seat left, once; the bot beside it did not");
      assertEquals(java.util.Set.of(0), host.session().leftSeats());
      assertEquals(java.util.Set.of(0), bob.leftSeats(), "every peer applied it");
      assertEquals(1, window.turns, "asked once, the leave went in place of that move");
      assertEquals(0, window.turnsAfterLeaving);
      assertEquals(end.steps(), window.applied, "the board watched every step to the end");
      assertEquals(end.stateHash(), StateHash.hex(window.state));
      SessionEnd bobs = bob.end().get(5, TimeUnit.SECONDS);
      assertEquals(end.stateHash(), bobs.stateHash());
      assertTrue(end.audit().orElseThrow() instanceof roundtable.core.crypto.Audit.Verified, end.audit().toString());
    } finally {
      host.session().close();
    }
  }
}
