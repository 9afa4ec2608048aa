package roundtable.desktop.cli;

import java.io.PrintWriter;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import roundtable.core.bot.Bots;
import roundtable.core.bot.ThinkingBudget;
import roundtable.core.game.Game;
import roundtable.core.table.GameState;
import roundtable.core.game.GameCatalog;
import roundtable.net.discovery.JoinByAddress;
import roundtable.net.discovery.TableList;
import roundtable.net.discovery.TableProbe;
import roundtable.net.identity.IdentityFile;
import roundtable.net.session.PeerSetup;
import roundtable.net.session.SessionEnd;
import roundtable.net.session.TableSession;
import roundtable.proto.Role;

/** What the host, join and spectate commands share: arguments, waiting for the end, failures. */
final class PeerRun {
  /** Exit code of a failure: unreachable table, a stopped game, nothing happening. */
  static final int FAILED = 1;

  private PeerRun() {}

  /** A command's failure: one line on stderr and exit code 1. */
  static final class Failure extends Exception {
    Failure(String message) {
      super(message);
    }
  }

  /**
   * This peer: secrets from SecureRandom, its identity and tables kept in {@code home} (so that it
   * comes back after a crash); or, for tests, everything from the seed given, kept only when a home
   * is named. Its strong bots think within the budget given.
   */
  static <S extends GameState> PeerSetup<S> setup(Game<S> game, String name, List<String> bots, Long seed,
      Home home, ThinkingBudget budget) {
    PeerSetup<S> setup = seed == null ? PeerSetup.secure(game, name, bots, budget)
        : PeerSetup.bots(game, name, bots, seed, budget);
    return home.keep(seed == null) ? setup.keptIn(home.folder(), home.identity(name).identity()) : setup;
  }

  /** The --idle option: how long a command waits while nothing happens at the table. */
  static final class Idle {
    @Option(names = "--idle", paramLabel = "SECONDS", defaultValue = "300",
        description = "give up when nothing happens for this long (default: ${DEFAULT-VALUE})")
    int seconds;

    void check(CommandSpec spec) {
      if (seconds < 1) {
        throw new ParameterException(spec.commandLine(), "--idle must be at least 1, not " + seconds);
      }
    }

    Duration limit() {
      return Duration.ofSeconds(seconds);
    }
  }

  /** What a seated peer does when another stays away: --away-timeout and --when-away. */
  static final class Away {
    @Option(names = "--away-timeout", paramLabel = "SECONDS", defaultValue = "120",
        description = "how long a seated peer may be away before the table acts (default: ${DEFAULT-VALUE})")
    int seconds;

    @Option(names = "--when-away", paramLabel = "WHAT", defaultValue = "bot",
        description = "past the timeout: 'bot' votes to seat a bot in the absent one's place where the game allows"
            + " (every seat holder must vote so), 'give-up' ends the game (default: ${DEFAULT-VALUE})")
    String what;

    void check(CommandSpec spec) {
      if (seconds < 1) {
        throw new ParameterException(spec.commandLine(), "--away-timeout must be at least 1, not " + seconds);
      }
      if (!what.equals("bot") && !what.equals("give-up")) {
        throw new ParameterException(spec.commandLine(), "--when-away is bot or give-up, not '" + what + "'");
      }
    }

    void apply(TableSession<?> session) {
      session.awayTimeout(Duration.ofSeconds(seconds));
      session.seatBots(what.equals("bot"));
    }
  }

  /** The --home option: where a peer keeps its identity and its tables. */
  static final class Home implements AutoCloseable {
    @Option(names = "--home", paramLabel = "DIR",
        description = "where this peer keeps its identity and its games, to come back after a crash"
            + " (default: ~/.roundtable; with --seed, nothing is kept unless --home is given)")
    Path folder;

    private IdentityFile identity;

    boolean keep(boolean byDefault) {
      if (folder == null && byDefault) {
        folder = Path.of(System.getProperty("user.home"), ".roundtable");
      }
      return folder != null;
    }

    Path folder() {
      return folder;
    }

    IdentityFile identity(String name) {
      if (identity == null) {
        identity = IdentityFile.open(folder, name);
      }
      return identity;
    }

    @Override
    public void close() {
      if (identity != null) {
        identity.close();
      }
    }
  }

  static InetSocketAddress address(CommandSpec spec, String text) {
    try {
      return JoinByAddress.parse(text);
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
  }

  static void checkBot(CommandSpec spec, String kind, Game<?> game) {
    try {
      Bots.byName(kind, game);
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
  }

  /** A bot kind that no game has is a bad argument, said before any table is asked (each game checks its own later). */
  static void checkBotOfSomeGame(CommandSpec spec, String kind) {
    IllegalArgumentException last = null;
    for (Game<?> g : roundtable.core.game.GameCatalog.all()) {
      try {
        Bots.byName(kind, g);
        return;
      } catch (IllegalArgumentException e) {
        last = e;
      }
    }
    throw new ParameterException(spec.commandLine(), last == null ? "no bot kind " + kind : last.getMessage());
  }

  /**
   * Where to join: the address, the game and the table's name ("-" when joined by address).
   *
   * @param announced the table's announcement, when it was found on the LAN (it is kept listed then) */
  record Target(InetSocketAddress to, Game<?> game, String name, java.util.Optional<roundtable.net.discovery.Announcement> announced) {
    Target(InetSocketAddress to, Game<?> game, String name) {
      this(to, game, name, java.util.Optional.empty());
    }

    String line() {
      return "table: " + name + " " + game.id() + " on " + shown(to);
    }
  }

  /**
   * The table at the address given, or the one picked from the LAN's list; its game is the table's
   * own (a table at an address is asked first: {@link TableProbe}). A table that can't be joined (not
   * there, no table, another protocol, rules or game than {@code gameId} when given, full) fails.
   */
  static Target target(CommandSpec spec, String address, String gameId, String table, boolean toPlay,
      PrintWriter out) throws Failure, InterruptedException {
    if (gameId != null) {
      game(spec, gameId); // an unknown game is a bad argument, said before any table is asked
    }
    if (address != null) {
      if (table != null) {
        throw new ParameterException(spec.commandLine(), "--table is for a table found on the LAN, not with HOST:PORT");
      }
      InetSocketAddress to = address(spec, address);
      try {
        TableProbe.Table probed = TableProbe.probe(to, toPlay ? Role.SEAT_PLAYER : Role.SPECTATOR);
        // A started table is left to say itself whether this peer has a seat there to come back to.
        probed.check(gameId, toPlay, PeerSetup.RULES_VERSION, true);
        return new Target(to, GameCatalog.byId(probed.gameId()).orElseThrow(), "-");
      } catch (TableProbe.Refused refused) {
        throw new Failure(refused.getMessage());
      }
    }
    TableList.Table found = LanTables.pick(table, toPlay, out);
    Game<?> game = GameCatalog.byId(found.announcement().gameId())
        .orElseThrow(() -> new Failure("the table plays " + found.announcement().gameId() + ", which this build does not"));
    if (gameId != null && !gameId.equals(game.id())) {
      throw new Failure("the table " + found.announcement().tableName() + " plays " + game.id() + ", not " + gameId);
    }
    return new Target(found.connectTo(), game, found.announcement().tableName(),
        java.util.Optional.of(found.announcement()));
  }

  static Game<?> game(CommandSpec spec, String id) {
    return GameCatalog.byId(id).orElseThrow(() -> new ParameterException(spec.commandLine(), GameCatalog.unknown(id)));
  }

  static String shown(InetSocketAddress a) {
    String host = a.getAddress() != null ? a.getAddress().getHostAddress() : a.getHostString();
    return (host.contains(":") ? "[" + host + "]" : host) + ":" + a.getPort();
  }

  /** Opens a link, or fails with one line that says where and why. */
  interface Connect<T> {
    T open() throws Exception;
  }

  static <T> T connect(String what, Connect<T> connect) throws Failure, InterruptedException {
    try {
      return connect.open();
    } catch (InterruptedException e) {
      throw e;
    } catch (Exception e) {
      String why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
      throw new Failure(what + ": " + why);
    }
  }

  /**
   * Waits for the session's end; gives up when no action was applied for {@code idle} (the table
   * went away, or nobody comes).
   */
  static SessionEnd await(TableSession<?> session, Duration idle) throws Failure, InterruptedException {
    return await(session, idle, () -> { });
  }

  /** The same, running {@code tick} about every 100 ms (an announcement that follows the lobby). */
  static SessionEnd await(TableSession<?> session, Duration idle, Runnable tick) throws Failure, InterruptedException {
    int last = -1;
    long since = System.nanoTime();
    while (true) {
      try {
        tick.run();
        return session.end().get(100, TimeUnit.MILLISECONDS);
      } catch (TimeoutException e) {
        int step = session.step();
        if (step != last) {
          last = step;
          since = System.nanoTime();
        } else if (System.nanoTime() - since > idle.toNanos()) {
          throw new Failure("nothing happened at the table for " + idle.toSeconds() + " s (at step " + step
              + "); giving up");
        }
      } catch (ExecutionException e) {
        Throwable cause = e.getCause();
        throw new Failure("the session failed: " + (cause.getMessage() == null ? cause : cause.getMessage()));
      }
    }
  }

  static int fail(PrintWriter err, Failure failure) {
    err.println("roundtable: " + failure.getMessage());
    err.flush();
    return FAILED;
  }

  /** Asks the session's seats again, once there is a session (a program's answer came in). */
  static void nudge(java.util.concurrent.atomic.AtomicReference<? extends TableSession<?>> session) {
    TableSession<?> s = session.get();
    if (s != null) {
      s.nudge();
    }
  }

  static void linger(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
