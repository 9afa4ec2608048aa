package roundtable.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A whole bot game between {@code roundtable} JVMs: {@code host --bots 1}, a {@code join --bot …}
 * per other seat (for conquest's five: random, greedy, random) and a {@code spectate} that comes
 * halfway. To make sure it comes halfway, the last joiner is stopped (SIGSTOP) once the host has
 * printed some actions, so the table waits for its seat; the spectator starts then, replays the log
 * to where the table is, and the joiner goes on (SIGCONT). All must end with exit 0 on the same
 * {@code state-hash:}, {@code outcome:} (and {@code audit:}) lines, after the same number of actions.
 */
final class ProcessTable implements AutoCloseable {
  static final Pattern TABLE = Pattern.compile("table: (\\S+) \\S+ on (\\S+):(\\d+)");
  /** Conquest's three joiners: name and bot. */
  static final List<String[]> THREE = List.of(new String[] {"alice", "random"}, new String[] {"bob", "greedy"},
      new String[] {"carol", "random"});
  /** Hang guard for each wait; a game takes far less. */
  static final long WAIT = 120;

  /** How a peer is started: what comes before {@code java} (nothing, or {@code ip netns exec NS}). */
  @FunctionalInterface
  interface Where {
    List<String> prefix(String peer);
  }

  private final Path dir;
  private final Where where;
  private final List<String[]> players;
  PeerProcess host;
  final List<PeerProcess> joiners = new ArrayList<>();
  PeerProcess spectator;
  /** The host's address as its first line shows it. */
  String address;
  /** Actions the host had printed when the spectator had replayed the log. */
  long spectatorCameAt;

  ProcessTable(Path dir, Where where) {
    this(dir, where, THREE);
  }

  /** @param players each joiner's name and bot kind; the last is the one paused for the spectator */
  ProcessTable(Path dir, Where where, List<String[]> players) {
    this.dir = dir;
    this.where = where;
    this.players = players;
  }

  /**
   * Starts the five and waits until the spectator came halfway; {@link #assertSameEnd} then waits for the end.
   *
   * @param hostArgs the host's arguments after {@code host} (name, game, options…)
   * @param target what joiners and the spectator are given to find the table, from the host's address
   * @param pauseAfter the host's action lines after which the last joiner is stopped
   */
  void play(List<String> hostArgs, Function<String, List<String>> target, long pauseAfter) throws Exception {
    List<String> args = new ArrayList<>(List.of("host"));
    args.addAll(hostArgs);
    // Each peer keeps its identity and games in its own folder, as on its own laptop.
    args.addAll(List.of("--home", dir.resolve("home-host").toString()));
    host = new PeerProcess(dir, "host", where.prefix("host"), args);
    Matcher m = TABLE.matcher(host.await(l -> TABLE.matcher(l).matches(), "table line", WAIT));
    assertTrue(m.matches());
    address = m.group(2) + ":" + m.group(3);
    for (String[] player : players) {
      List<String> join = new ArrayList<>(List.of("join"));
      join.addAll(target.apply(address));
      join.addAll(List.of("--name", player[0], "--bot", player[1], "--idle", "60",
          "--home", dir.resolve("home-" + player[0]).toString()));
      joiners.add(new PeerProcess(dir, player[0], where.prefix(player[0]), join));
    }
    try {
      host.awaitActions(pauseAfter, WAIT);
    } catch (AssertionError e) {
      StringBuilder why = new StringBuilder(e.getMessage());
      for (PeerProcess joiner : joiners) {
        why.append("\n--- ").append(joiner.name).append(" ---\n").append(joiner.transcript());
      }
      throw new AssertionError(why.toString(), e);
    }
    PeerProcess last = joiners.get(joiners.size() - 1);
    last.pause();
    try {
      List<String> watch = new ArrayList<>(List.of("spectate"));
      watch.addAll(target.apply(address));
      watch.addAll(List.of("--name", "dave", "--idle", "60"));
      spectator = new PeerProcess(dir, "spectator", where.prefix("spectator"), watch);
      // The spectator replays the log up to where the table waits for the last joiner's seat.
      spectator.awaitActions(pauseAfter, WAIT);
      spectatorCameAt = host.actions();
      assertTrue(host.lines().stream().noneMatch(l -> l.startsWith("state-hash: ")),
          "the game is not over when the spectator comes\n" + host.transcript());
    } finally {
      last.resume();
    }
  }

  List<PeerProcess> all() {
    List<PeerProcess> all = new ArrayList<>();
    all.add(host);
    all.addAll(joiners);
    all.add(spectator);
    return all;
  }

  /** Every peer ends with exit 0 on the host's last lines, after as many actions; the host's last lines. */
  List<String> assertSameEnd() throws Exception {
    for (PeerProcess peer : all()) {
      assertEquals(0, peer.finish(WAIT), peer.transcript());
    }
    List<String> ending = host.ending();
    assertTrue(ending.size() >= 2 && ending.get(0).matches("state-hash: [0-9a-f]{64}"), host.transcript());
    assertTrue(ending.get(1).startsWith("outcome: "), host.transcript());
    assertFalse(ending.get(1).equals("outcome: unfinished"), host.transcript());
    for (PeerProcess peer : all()) {
      assertEquals(ending, peer.ending(), peer.transcript());
      assertEquals(host.actions(), peer.actions(), peer.name + " applied every action\n" + peer.transcript());
    }
    assertTrue(spectatorCameAt < host.actions(), "the spectator came before the end, at " + spectatorCameAt
        + " of " + host.actions() + " actions");
    System.out.println(all().size() + " peers ended on " + ending + " after " + host.actions() + " actions; the spectator came"
        + " at action " + spectatorCameAt);
    return ending;
  }

  @Override
  public void close() {
    for (PeerProcess peer : all()) {
      if (peer != null) {
        peer.close();
      }
    }
  }
}
