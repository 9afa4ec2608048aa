package roundtable.desktop.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.net.InetSocketAddress;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.locks.LockSupport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import roundtable.core.conquest.Conquest;
import roundtable.core.conquest.ConquestState;
import roundtable.core.table.TableConfig;
import roundtable.net.ProtocolException;
import roundtable.net.Wire;
import roundtable.net.discovery.Announcement;
import roundtable.net.discovery.Announcer;
import roundtable.net.discovery.Discovery;
import roundtable.net.discovery.TableList;
import roundtable.net.identity.EnvelopeVerifier;
import roundtable.net.identity.Identity;
import roundtable.net.session.PeerSetup;
import roundtable.net.session.SessionEnd;
import roundtable.net.session.Seats;
import roundtable.net.session.TableSession;
import roundtable.net.session.TableSpec;
import roundtable.proto.SignedEnvelope;

/**
 * The session layer on 127.0.0.1: whole all-bot games of conquest (clockwise, the default options, no
 * card opened) with one {@link TableSession} per peer, and discovery on the loopback interface.
 *
 * <p>Where the peers run: the table's peers ({@code --peers}: up to 4 seated, the rest watching) are
 * all in this JVM. The extra spectators ({@code --spectators}) run in a child JVM at the lowest CPU
 * priority ({@link Crowd}, {@code nice -n 19}): on a LAN each watcher is its own machine, and fifty
 * sessions checking and replaying every action in this JVM would take the players' two cores, which
 * says nothing about the protocol. What the crowd still costs the players is real: the opener's
 * thread and event loop send every action to each of its links, and the crowd's JVM competes for
 * the CPU whenever the players leave it idle.
 *
 * <p>An action's latency is the time from its author's seats handing it, signed and applied there,
 * to the session to send, until the last peer has applied it. Every peer's {@link Seats} are
 * wrapped ({@link PeerSetup#withSeats}): the session asks them after each change, so on each call
 * the wrapper stamps with {@link System#nanoTime} the steps its replica reached since the last
 * call (before asking the honest seats), and those the seats just applied (after). The earliest
 * stamp of an action is its author's, the latest its last peer's. Only actions sent after every
 * peer had started the game count (a spectator that joined late replays the log). Three figures:
 * to the last peer of this JVM (<i>all</i>), to the last seated peer (<i>players</i>), to the last
 * of the crowd (its JVM stamps the same way; both read CLOCK_MONOTONIC on Linux). Each row first
 * plays unmeasured games for {@code --warmup} seconds (at least one): on two cores the JIT's
 * compiler threads take a fifth to a third of the CPU for the first half minute (each game runs the
 * handshakes and the deal again, cold code that is compiled late), and a game played meanwhile
 * measures the compiler. With {@code --crowd sink} the extra spectators only read and drop what the
 * opener sends ({@link Sink}): what serving them costs the players, without the crowd's replays.
 *
 * <p>Messages and bytes are not counted on the wire (the links have no counter): they are the
 * actions of the signed log, each crossing every link of the star once (the opener forwards to
 * all), at its serialized size plus the frame's length prefix; state-hash checks, the lobby and
 * handshakes are left out.
 */
@Command(name = "net", mixinStandardHelpOptions = true,
    description = "Measures play on 127.0.0.1: action latency to every peer, discovery time, messages per game.")
final class NetBench implements Callable<Integer> {
  /** Conquest seats 2 to 4 players; more peers than that watch as spectators. */
  static final int MAX_PLAYERS = 4;
  static final Conquest GAME = Conquest.GAME;
  private static final InetSocketAddress LOCAL = new InetSocketAddress("127.0.0.1", 0);
  static final Duration GAME_TIMEOUT = Duration.ofSeconds(120);
  /** Times the opener of a table vanishes mid-game, in {@link #failover}. */
  static final int FAILOVER_TRIES = 3;
  static final int DISCOVERY_TRIES = 3;

  @Spec
  CommandSpec spec;

  @Option(names = "--seconds", paramLabel = "N", defaultValue = "5",
      description = "games are played for about this long for each row, at least one (default: ${DEFAULT-VALUE})")
  double seconds;

  @Option(names = "--warmup", paramLabel = "N", defaultValue = "30",
      description = "before each row, games are played unmeasured for about this long, at least one: on 2 cores"
          + " the JIT's compiler takes a fifth to a third of the CPU for the first half minute (default: ${DEFAULT-VALUE})")
  double warmup;

  @Option(names = "--same-jvm",
      description = "run the --spectators in this JVM, with the players, as the first version of this bench did:"
          + " their checks and replays then take the players' CPU, and all counts them")
  boolean sameJvm;

  @Option(names = "--crowd-cpu", paramLabel = "nice|idle", defaultValue = "nice",
      description = "how the --spectators' child JVM takes the CPU: nice (nice 19) or idle (Linux's idle scheduling"
          + " class, chrt --idle: only what the players leave; on a busy machine it may fall behind for the whole"
          + " game) (default: ${DEFAULT-VALUE})")
  Crowd.Cpu crowdCpu;

  @Option(names = "--crowd", paramLabel = "replay|sink", defaultValue = "replay",
      description = "what each of the --spectators does: replay (check and replay every action, as a spectator's"
          + " session does) or sink (shake hands, then drop every byte unread: the opener serves it all the same,"
          + " and the crowd takes almost no CPU, as on a LAN where each watcher is its own laptop)"
          + " (default: ${DEFAULT-VALUE})")
  Crowd.Mode crowdMode;

  @Option(names = "--peers", paramLabel = "LIST", split = ",", defaultValue = "2,4,8",
      description = "peers at the table; above 4, four play and the rest watch (default: ${DEFAULT-VALUE})")
  int[] peers;

  @Option(names = "--spectators", paramLabel = "LIST", split = ",", defaultValue = "0,50",
      description = "spectators added to each table (default: ${DEFAULT-VALUE})")
  int[] spectators;

  @Option(names = "--chat-flood", paramLabel = "LIST", split = ",", defaultValue = "0",
      description = "chat lines a second that one more spectator sends to the opener without end, all but five in"
          + " ten seconds refused (default: ${DEFAULT-VALUE})")
  int[] chatFloods;

  @Option(names = "--option", paramLabel = "KEY=VALUE",
      description = "a table option of conquest, e.g. match=one-round (default: none, so clockwise, best of three)")
  Map<String, String> options = new LinkedHashMap<>();

  @Option(names = "--seed", paramLabel = "N", defaultValue = "2026",
      description = "seed of the bots' secrets and moves (default: ${DEFAULT-VALUE})")
  long seed;

  @Override
  public Integer call() throws Exception {
    if (!(seconds > 0)) {
      throw new ParameterException(spec.commandLine(), "--seconds must be more than 0");
    }
    if (!(warmup >= 0)) {
      throw new ParameterException(spec.commandLine(), "--warmup must be 0 or more");
    }
    for (int p : peers) {
      if (p < 2 || p > 64) {
        throw new ParameterException(spec.commandLine(), "--peers takes 2 to 64, not " + p);
      }
    }
    for (int f : chatFloods) {
      if (f < 0 || f > 10_000) {
        throw new ParameterException(spec.commandLine(), "--chat-flood takes 0 to 10000 lines a second, not " + f);
      }
    }
    for (int s : spectators) {
      if (s < 0 || s > 200) {
        throw new ParameterException(spec.commandLine(), "--spectators takes 0 to 200, not " + s);
      }
    }
    // Every watcher of the bench links to the opener, more than a peer takes by default (docs/protocol.md, limits).
    if (System.getProperty("roundtable.maxSpectators") == null) {
      System.setProperty("roundtable.maxSpectators", "300");
    }
    if (options.containsKey("turn-order") && !options.get("turn-order").equals("clockwise")) {
      throw new ParameterException(spec.commandLine(), "the bench plays clockwise: no card is opened");
    }
    for (int p : peers) {
      try {
        TableConfig.of(GAME, Math.min(p, MAX_PLAYERS), options, false);
      } catch (IllegalArgumentException e) {
        throw new ParameterException(spec.commandLine(), e.getMessage());
      }
    }
    PrintWriter out = spec.commandLine().getOut();
    out.printf(Locale.ROOT, "network on 127.0.0.1, one JVM, one session per peer; conquest, all bots, clockwise"
        + " (no card opened), options %s; each row: warm-up games for %s s, then games for %s s (at least one of"
        + " each)%n", options, warmup, seconds);
    out.println("latency: from the author's seats handing a signed action to its session, to its apply on the"
        + " last peer (System.nanoTime)");
    out.println("msgs, KB: the log's actions times the links each crosses (serialized + 4-byte frame;"
        + " estimated, not counted on the wire)");
    out.flush();
    discovery(out);
    failover(out);
    out.println("all: to the last peer of this JVM (the seated peers, and the watching ones above 4 peers);"
        + " players: to the last seated peer; verify: one Ed25519 check of an action (median)");
    out.println((sameJvm ? "crowd: none apart (--same-jvm: the --spectators run in this JVM and count in all)"
        : crowdMode == Crowd.Mode.sink ? "crowd: none measured (--crowd sink: the --spectators, in " + Crowd.how(crowdCpu)
        + ", drop what they read unopened)"
        : "crowd: to the last of the --spectators, run in " + Crowd.how(crowdCpu) + " (each watcher would be its own"
        + " machine on a LAN)") + "; load: the machine's 1-minute load average after the row, for "
        + Runtime.getRuntime().availableProcessors() + " cores");
    out.printf(Locale.ROOT, "%5s %7s %10s %7s %5s %12s %8s %10s %10s %10s %10s %12s %12s %9s %11s %9s %5s%n", "peers",
        "players", "spectators", "flood/s", "games", "actions/game", "measured", "all med us", "all p99 us", "pl med us",
        "pl p99 us", "crowd med us", "crowd p99 us", "verify us", "msgs/game", "KB/game", "load");
    try (Crowd crowd = new Crowd(crowdCpu, crowdMode)) {
      for (int p : peers) {
        for (int s : spectators) {
          for (int flood : chatFloods) {
          Row row = row(p, s, flood, crowd);
          out.printf(Locale.ROOT, "%5d %7d %10d %7d %5d %12d %8d %10.0f %10.0f %10.0f %10.0f %12s %12s %9.0f %,11d"
              + " %,9.1f %5.1f%n", p, Math.min(p, MAX_PLAYERS), s + Math.max(0, p - MAX_PLAYERS), flood, row.games,
              Math.round((double) row.actions / row.games), row.latencies.length,
              percentile(row.latencies, 0.5) / 1e3, percentile(row.latencies, 0.99) / 1e3,
              percentile(row.toPlayers, 0.5) / 1e3, percentile(row.toPlayers, 0.99) / 1e3,
              micros(row.toCrowd, 0.5), micros(row.toCrowd, 0.99), row.verify,
              Math.round((double) row.messages / row.games), row.bytes / 1024.0 / row.games,
              ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
          out.flush();
          }
        }
      }
    }
    return 0;
  }

  /** The time until a table announced on the loopback interface is listed, several tries. */
  private void discovery(PrintWriter out) throws IOException, InterruptedException {
    double[] ms = new double[DISCOVERY_TRIES];
    for (int i = 0; i < DISCOVERY_TRIES; i++) {
      Identity opener = Identity.generate();
      Announcement table = new Announcement(HexFormat.of().formatHex(new byte[Announcement.TABLE_ID_BYTES]),
          "bench" + i, GAME.id(), PeerSetup.RULES_VERSION, 1, 1, true, "127.0.0.1", 1, Wire.PROTOCOL_VERSION,
          opener.fingerprint(), false);
      try (TableList list = new TableList(Discovery.listenerCodec(), Discovery.DEFAULT_GROUP, 0,
          List.of(Discovery.loopback()), TableList.DEFAULT_EXPIRY, Clock.systemUTC()).start();
          Announcer announcer = new Announcer(table, Discovery.announcerCodec(opener), Discovery.DEFAULT_GROUP,
              list.localPort(), Announcer.DEFAULT_PERIOD, List.of(Discovery.loopback()))) {
        long t0 = System.nanoTime();
        announcer.start();
        long deadline = t0 + TimeUnit.SECONDS.toNanos(5);
        while (list.tables().isEmpty() && System.nanoTime() < deadline) {
          LockSupport.parkNanos(50_000);
        }
        ms[i] = list.tables().isEmpty() ? Double.NaN : (System.nanoTime() - t0) / 1e6;
      }
    }
    StringBuilder each = new StringBuilder();
    for (double m : ms) {
      each.append(each.length() == 0 ? "" : ", ").append(Double.isNaN(m) ? "not listed in 5 s"
          : String.format(Locale.ROOT, "%.2f ms", m));
    }
    out.printf(Locale.ROOT, "discovery: announcer started -> table listed (loopback, first beacon at once,"
        + " then every %d s): %s%n", Announcer.DEFAULT_PERIOD.toSeconds(), each);
    out.flush();
  }

  /**
   * The laptop that opened a table vanishes mid-game (its session closes, it holds no seat): the time
   * until every seated peer has applied the next action. In play every seated peer links to every
   * other, so nobody waits for the away timeout (docs/protocol.md, "Links in play").
   */
  private void failover(PrintWriter out) throws Exception {
    StringBuilder each = new StringBuilder();
    for (int i = 0; i < FAILOVER_TRIES; i++) {
      List<TableSession<ConquestState>> seated = new ArrayList<>();
      TableSession<ConquestState> opener = TableSession.host(PeerSetup.bots(GAME, "opener", List.of(), seed + i),
          TableSpec.of(3, options), LOCAL);
      try {
        for (int p = 0; p < 3; p++) {
          seated.add(TableSession.join(PeerSetup.bots(GAME, "p" + p, List.of("random"), seed + 10L * i + p),
              opener.address()));
        }
        long deadline = System.nanoTime() + GAME_TIMEOUT.toNanos();
        while (seated.stream().anyMatch(t -> t.step() < 40) && System.nanoTime() < deadline) {
          LockSupport.parkNanos(200_000);
        }
        opener.close();
        long t0 = System.nanoTime();
        int[] at = seated.stream().mapToInt(TableSession::step).toArray();
        int after = java.util.Arrays.stream(at).max().orElse(0);
        while (seated.stream().anyMatch(t -> t.step() <= after && !t.end().isDone()) && System.nanoTime() < deadline) {
          LockSupport.parkNanos(100_000);
        }
        each.append(each.length() == 0 ? "" : ", ").append(String.format(Locale.ROOT, "%.1f ms",
            (System.nanoTime() - t0) / 1e6));
      } finally {
        opener.close();
        seated.forEach(TableSession::close);
      }
    }
    out.printf(Locale.ROOT, "opener gone: the opener (no seat) of a 3-player table closes after 40 actions ->"
        + " the next action applied at every seated peer: %s%n", each);
    out.flush();
  }

  /** What the games of one row gave. */
  private static final class Row {
    int games;
    long actions;
    long messages;
    long bytes;
    long[] latencies = new long[0];
    long[] toPlayers = new long[0];
    long[] toCrowd = new long[0];
    double verify;
  }

  /** The median time of one Ed25519 check of a logged action's signature, as every receiving peer makes it. */
  static double verifyMicros(List<SignedEnvelope> log) throws ProtocolException {
    long[] each = new long[log.size()];
    for (int i = 0; i < log.size(); i++) {
      long t0 = System.nanoTime();
      EnvelopeVerifier.verify(log.get(i));
      each[i] = System.nanoTime() - t0;
    }
    Arrays.sort(each);
    return percentile(each, 0.5) / 1e3;
  }

  private Row row(int peerCount, int extraSpectators, int flood, Crowd crowd) throws Exception {
    long warm = System.nanoTime() + (long) (warmup * 1e9);
    int warmGames = 0;
    do {
      play(peerCount, extraSpectators, flood, seed - 1 - warmGames++, crowd); // warm-up, not counted
    } while (System.nanoTime() < warm);
    Row row = new Row();
    List<long[]> all = new ArrayList<>();
    List<Long> toCrowd = new ArrayList<>();
    List<SignedEnvelope> lastLog = List.of();
    long end = System.nanoTime() + (long) (seconds * 1e9);
    do {
      Game game = play(peerCount, extraSpectators, flood, seed + row.games * 1000L, crowd);
      row.games++;
      row.actions += game.log.size();
      int links = game.peers - 1;
      for (SignedEnvelope action : game.log) {
        row.messages += links;
        row.bytes += (long) links * (action.getSerializedSize() + Wire.LENGTH_BYTES);
      }
      all.addAll(game.latencies);
      toCrowd.addAll(game.toCrowd);
      lastLog = game.log;
    } while (System.nanoTime() < end);
    row.latencies = all.stream().mapToLong(l -> l[0]).sorted().toArray();
    row.toPlayers = all.stream().mapToLong(l -> l[1]).sorted().toArray();
    row.toCrowd = toCrowd.stream().mapToLong(Long::longValue).sorted().toArray();
    row.verify = verifyMicros(lastLog);
    return row;
  }

  /** One game's signed log, its peers and the latency of each action measured (in this JVM; to the crowd). */
  private record Game(List<SignedEnvelope> log, int peers, List<long[]> latencies, List<Long> toCrowd) {}

  private Game play(int peerCount, int spectatorCount, int flood, long gameSeed, Crowd crowd) throws Exception {
    int players = Math.min(peerCount, MAX_PLAYERS);
    int watchers = peerCount - players + (sameJvm ? spectatorCount : 0);
    int extraSpectators = sameJvm ? 0 : spectatorCount;
    Stamps stamps = new Stamps(players + watchers, players);
    List<TableSession<ConquestState>> sessions = new ArrayList<>();
    ChatFlood flooding = null;
    try {
      TableSession<ConquestState> host = TableSession.host(
          PeerSetup.bots(GAME, "p0", List.of("random"), gameSeed).withSeats(stamps.peer(0)),
          TableSpec.of(players, options), LOCAL);
      sessions.add(host);
      InetSocketAddress at = host.address();
      if (flood > 0) {
        flooding = ChatFlood.start(at, GAME.id(), PeerSetup.RULES_VERSION, flood);
      }
      if (extraSpectators > 0) {
        crowd.join(at.getPort(), extraSpectators);
      }
      for (int i = 0; i < watchers; i++) {
        sessions.add(TableSession.spectate(PeerSetup.spectator(GAME, "s" + i).withSeats(stamps.peer(players + i)),
            at));
      }
      if (watchers + extraSpectators > 0) {
        // the spectators' handshakes, so that they see the Start live
        Thread.sleep(200 + 10L * (watchers + extraSpectators));
      }
      for (int i = 1; i < players; i++) {
        sessions.add(TableSession.join(
            PeerSetup.bots(GAME, "p" + i, List.of("random"), gameSeed + i).withSeats(stamps.peer(i)), at));
      }
      long deadline = System.nanoTime() + GAME_TIMEOUT.toNanos();
      String hash = awaitEnds(sessions, deadline);
      // The last actions' stamps at the peers that had ended first.
      stamps.awaitAll(host.step(), deadline);
      List<SignedEnvelope> log = stamps.log();
      List<Long> toCrowd = List.of();
      if (extraSpectators > 0) {
        Crowd.Result result = crowd.result();
        if (crowdMode == Crowd.Mode.replay && !result.stateHash().equals(hash)) {
          throw new IllegalStateException("the crowd of spectators ended on another state: " + result.stateHash());
        }
        toCrowd = stamps.toCrowd(result);
      }
      return new Game(log, players + watchers + extraSpectators, stamps.latencies(), toCrowd);
    } finally {
      if (flooding != null) {
        flooding.close();
      }
      for (TableSession<ConquestState> session : sessions) {
        session.close();
      }
    }
  }

  /** Waits for every session to finish its game; all must end on the same state. Its hash. */
  static String awaitEnds(List<TableSession<ConquestState>> sessions, long deadline) throws InterruptedException {
    String hash = null;
    for (TableSession<ConquestState> session : sessions) {
      SessionEnd done;
      try {
        done = session.end().get(Math.max(1, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
      } catch (TimeoutException | ExecutionException e) {
        throw new IllegalStateException("a peer did not end its game: " + e, e);
      }
      if (!done.finished() || (hash != null && !hash.equals(done.stateHash()))) {
        throw new IllegalStateException("a peer ended otherwise: " + done);
      }
      hash = done.stateHash();
    }
    return hash;
  }

  /** A percentile in whole microseconds, or "-" when nothing was measured. */
  private static String micros(long[] sorted, double p) {
    return sorted.length == 0 ? "-" : String.format(Locale.ROOT, "%.0f", percentile(sorted, p) / 1e3);
  }

  static double percentile(long[] sorted, double p) {
    if (sorted.length == 0) {
      return Double.NaN;
    }
    int i = (int) Math.ceil(p * sorted.length) - 1;
    return sorted[Math.max(0, Math.min(sorted.length - 1, i))];
  }
}
