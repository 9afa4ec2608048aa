package roundtable.desktop.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * One game of the chaos soak: a {@code host} and a {@code join} per other seat, bots in every seat,
 * and a {@code spectate} that comes after the first blow, each in its own JVM on 127.0.0.1 with its
 * own home. While the game goes on,
 * one seated peer at a time (the opener included) is killed with SIGKILL and started again with the
 * same command, or stopped (SIGSTOP) for longer than a heartbeat and let go on (SIGCONT). Then every
 * peer must end by itself on the same state hash and outcome, the audit verified where there is one.
 */
final class ChaosTable {
  /** What to do to the table: how many kills and stops, how far apart (in actions), how long a stop lasts. */
  record Plan(int kills, int stops, int minGap, int maxGap, Duration stopFor, Duration idle) {}

  /** One blow: what was done to whom, at which action, and the longest the table stood still until it was over. */
  record Blow(boolean kill, String what, long at, Duration pause) {}

  /** A game's result: a failure's reason (empty when it ended well), the blows, the last lines. */
  record Result(String failure, long actions, List<Blow> blows, List<String> ending) {
    boolean ok() {
      return failure.isEmpty();
    }

    long kills() {
      return blows.stream().filter(Blow::kill).count();
    }

    long stops() {
      return blows.size() - kills();
    }
  }

  private final String game;
  private final int players;
  private final Map<String, String> options;
  private final Plan plan;
  private final Path dir;
  private final Random random;
  private final PrintWriter log;
  private final List<ChildPeer> seated = new ArrayList<>();
  private final List<List<String>> commands = new ArrayList<>();
  private final Progress progress = new Progress();
  private final List<Blow> blows = new ArrayList<>();
  private final List<Integer> incarnations = new ArrayList<>();
  private ChildPeer spectator;

  ChaosTable(String game, int players, Map<String, String> options, Plan plan, Path dir, long seed, PrintWriter log) {
    this.game = game;
    this.players = players;
    this.options = options;
    this.plan = plan;
    this.dir = dir;
    this.random = new Random(seed);
    this.log = log;
  }

  /** Plays the game with its kills and stops; never throws for what the peers did, it says it in the result. */
  Result play() throws IOException, InterruptedException {
    Files.createDirectories(dir);
    try {
      return chaos();
    } finally {
      seated.forEach(ChildPeer::close);
      if (spectator != null) {
        spectator.close();
      }
    }
  }

  private Result chaos() throws IOException, InterruptedException {
    if (!seatEveryone()) {
      return failed("the host never opened its table\n" + tails());
    }
    int kills = 0;
    int stops = 0;
    long next = progress.step() + gap();
    while (kills + stops < plan.kills() + plan.stops() && awaitStep(next)) {
      boolean kill = random.nextInt(plan.kills() - kills + plan.stops() - stops) < plan.kills() - kills;
      Blow blow = strike(kill, random.nextInt(players));
      if (kill) {
        kills++;
      } else {
        stops++;
      }
      if (blow == null) {
        break; // the game ended (or stalled: said below) before the struck peer was back
      }
      next = progress.step() + gap();
      if (spectator == null) {
        watch();
      }
    }
    return end();
  }

  /** Starts the host, then a join per other seat (the spectator comes later); false when the host never opens its table. */
  private boolean seatEveryone() throws IOException, InterruptedException {
    int port = freePort();
    String address = "127.0.0.1:" + port;
    String idle = Long.toString(plan.idle().toSeconds());
    String away = Long.toString(plan.idle().toSeconds() * 2); // no vote: the struck peer comes back first
    List<String> host = new ArrayList<>(List.of("host", "--game", game, "--name", "chaos", "--players",
        Integer.toString(players), "--bots", "1", "--bot", "greedy", "--bind", "127.0.0.1", "--port",
        Integer.toString(port), "--no-announce", "--stay", "3000", "--idle", idle, "--away-timeout", away,
        "--home", dir.resolve("home-host").toString()));
    options.forEach((key, value) -> host.addAll(List.of("--option", key + "=" + value)));
    commands.add(host);
    incarnations.add(1);
    seated.add(ChildPeer.start(dir, "host-1", host));
    if (!awaitLine(seated.get(0), "table: ", Duration.ofSeconds(60))) {
      return false;
    }
    for (int seat = 1; seat < players; seat++) {
      String name = "j" + seat;
      List<String> join = List.of("join", address, "--name", name, "--bot", "greedy", "--idle", idle,
          "--away-timeout", away, "--home", dir.resolve("home-" + name).toString());
      commands.add(join);
      incarnations.add(1);
      seated.add(ChildPeer.start(dir, name + "-1", join));
    }
    if (plan.kills() + plan.stops() == 0) {
      watch();
    }
    return true;
  }

  /**
   * A spectator comes: after the first blow, so that it replays a log in which a peer crashed and
   * came back. The game goes on meanwhile (a greedy game may end within seconds); only a blow to the
   * opener, whose address the spectator dials, waits until it follows the game (a spectator whose
   * table dies while it is still connecting is told it cannot reach it, as it should be).
   */
  private void watch() throws IOException {
    String port = commands.get(0).get(commands.get(0).indexOf("--port") + 1);
    spectator = ChildPeer.start(dir, "spectator", List.of("spectate", "127.0.0.1:" + port, "--name", "watcher",
        "--idle", Long.toString(plan.idle().toSeconds())));
    log.println("  a spectator comes at action " + progress.step());
    log.flush();
  }

  /** Waits, before a blow to the opener, until the spectator follows the game (at most a minute). */
  private void spectatorFollows() throws InterruptedException {
    if (spectator != null) {
      awaitLine(spectator, "seat 0: ", Duration.ofSeconds(60));
    }
  }

  /** Kills or stops a seat's peer and waits until it is back where the table was; null when the game ended first. */
  private Blow strike(boolean kill, int seat) throws IOException, InterruptedException {
    if (seat == 0) {
      spectatorFollows();
    }
    long at = progress.step();
    long startedAt = System.nanoTime();
    String what = kill ? kill(seat) : stop(seat);
    boolean back = awaitCaughtUp(seat, at);
    Blow blow = new Blow(kill, what, at, progress.longestGapSince(startedAt));
    blows.add(blow);
    log.printf("  %s at action %d; %s in %.1f s; the table's longest pause meanwhile %.1f s%n", what, at,
        back ? "caught up" : "the game ended or stalled", (System.nanoTime() - startedAt) / 1e9,
        blow.pause().toMillis() / 1e3);
    log.flush();
    return back ? blow : null;
  }

  private long gap() {
    return plan.minGap() + random.nextInt(plan.maxGap() - plan.minGap() + 1);
  }

  /** Kills a seat's peer and starts the same command again after a moment (0.2 to 2 s, a reboot's worth). */
  private String kill(int seat) throws IOException, InterruptedException {
    ChildPeer peer = seated.get(seat);
    peer.kill();
    Thread.sleep(200 + random.nextInt(1800));
    incarnations.set(seat, incarnations.get(seat) + 1);
    String name = (seat == 0 ? "host" : "j" + seat) + "-" + incarnations.get(seat);
    seated.set(seat, ChildPeer.start(dir, name, commands.get(seat)));
    return "killed seat " + seat + " (" + peer.name + "), restarted as " + name;
  }

  /** Stops a seat's peer past the heartbeat's 10 s, then lets it go on. */
  private String stop(int seat) throws IOException, InterruptedException {
    ChildPeer peer = seated.get(seat);
    peer.stop();
    long until = System.nanoTime() + plan.stopFor().toNanos();
    while (System.nanoTime() < until) {
      progress.look();
      Thread.sleep(50);
    }
    peer.resume();
    return "stopped seat " + seat + " (" + peer.name + ") for " + plan.stopFor().toSeconds() + " s";
  }

  /** Waits until the table reached {@code step}; false when the game ended or stalled first. */
  private boolean awaitStep(long step) throws InterruptedException {
    while (progress.step() < step) {
      if (anyOver() || stalled()) {
        return false;
      }
      Thread.sleep(50);
    }
    return true;
  }

  /** Waits until the seat's peer, struck, is back where the table was; false when the game ended or stalled first. */
  private boolean awaitCaughtUp(int seat, long step) throws InterruptedException {
    while (seated.get(seat).actions() < step && !seated.get(seat).over()) {
      if (anyOver() || stalled()) {
        return false;
      }
      Thread.sleep(50);
    }
    return true;
  }

  private boolean anyOver() {
    progress.look();
    return all().stream().anyMatch(ChildPeer::over);
  }

  private boolean stalled() {
    progress.look();
    return progress.stillFor().compareTo(plan.idle().plusSeconds(20)) > 0;
  }

  /** Waits for every peer to end by itself, then compares their last lines. */
  private Result end() throws InterruptedException {
    while (!all().stream().noneMatch(ChildPeer::alive)) {
      if (stalled()) {
        return failed("the table stalled at action " + progress.step() + ": nothing happened for "
            + progress.stillFor().toSeconds() + " s\n" + tails());
      }
      Thread.sleep(100);
    }
    List<String> ending = seated.get(0).ending();
    for (ChildPeer peer : all()) {
      int code = peer.exitWithin(10);
      if (code != 0) {
        return failed(peer.name + " exited with " + code + "\n" + tails());
      }
      if (!peer.ending().equals(ending)) {
        return failed(peer.name + " ended on " + peer.ending() + ", host on " + ending + "\n" + tails());
      }
      if (peer.actions() != seated.get(0).actions()) {
        return failed(peer.name + " applied " + peer.actions() + " actions, the host " + seated.get(0).actions() + "\n"
            + tails());
      }
    }
    if (ending.size() < 2 || ending.get(1).equals("outcome: unfinished")) {
      return failed("the game did not finish: " + ending + "\n" + tails());
    }
    if (ending.size() > 2 && !ending.get(2).startsWith("audit: verified")) {
      return failed("the audit: " + ending.get(2));
    }
    return new Result("", progress.step(), List.copyOf(blows), ending);
  }

  private Result failed(String why) {
    return new Result(why, progress.step(), List.copyOf(blows), List.of());
  }

  private String tails() {
    StringBuilder text = new StringBuilder();
    for (ChildPeer peer : all()) {
      text.append("  ").append(peer.tail(4)).append('\n');
    }
    return text.append("  (every peer's output is in ").append(dir).append(")").toString();
  }

  private List<ChildPeer> all() {
    List<ChildPeer> all = new ArrayList<>(seated);
    if (spectator != null) {
      all.add(spectator);
    }
    return all;
  }

  private static boolean awaitLine(ChildPeer peer, String start, Duration limit) throws InterruptedException {
    long deadline = System.nanoTime() + limit.toNanos();
    while (System.nanoTime() < deadline && peer.alive()) {
      if (peer.lines().stream().anyMatch(l -> l.startsWith(start))) {
        return true;
      }
      Thread.sleep(50);
    }
    return peer.lines().stream().anyMatch(l -> l.startsWith(start));
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return socket.getLocalPort();
    }
  }

  /** The table's step (the most actions any peer printed) and when it last moved. */
  private final class Progress {
    private long step;
    private long movedAt = System.nanoTime();
    /** When each step after a blow was reached, to find the longest pause. */
    private final List<long[]> moves = new ArrayList<>();

    synchronized void look() {
      long now = 0;
      for (ChildPeer peer : all()) {
        now = Math.max(now, peer.actions());
      }
      if (now > step) {
        step = now;
        movedAt = System.nanoTime();
        moves.add(new long[] {movedAt, step});
      }
    }

    synchronized long step() {
      look();
      return step;
    }

    synchronized Duration stillFor() {
      return Duration.ofNanos(System.nanoTime() - movedAt);
    }

    /** The longest time without a new action since {@code since}, up to now. */
    synchronized Duration longestGapSince(long since) {
      long last = since;
      long longest = 0;
      for (long[] move : moves) {
        if (move[0] > since) {
          longest = Math.max(longest, move[0] - last);
          last = move[0];
        }
      }
      return Duration.ofNanos(Math.max(longest, System.nanoTime() - last));
    }
  }
}
