package roundtable.desktop.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import roundtable.core.bot.Bots;
import roundtable.core.bot.ThinkingBudget;
import roundtable.core.game.Game;
import roundtable.core.table.GameState;
import roundtable.core.table.TableConfig;
import roundtable.net.discovery.Announcement;
import roundtable.net.discovery.Discovery;
import roundtable.net.session.PeerSetup;
import roundtable.net.session.SessionAnnouncer;
import roundtable.net.session.SessionEnd;
import roundtable.net.session.TableSession;
import roundtable.net.session.TableSpec;
import roundtable.net.session.TableStore;
import roundtable.desktop.program.ProgramSeat;

/** Opens a table on the LAN, seats this peer's bots, and prints the game as it is played. */
@Command(name = "host", mixinStandardHelpOptions = true,
    description = {"Opens a table, announces it on the LAN and plays this peer's seats with bots.",
        "Prints 'table: NAME GAME on ADDRESS:PORT', one 'seat N:' line per seat when the game starts, each action"
            + " as '<seat> <action>' once applied (long lines cut to 80 characters), then 'state-hash:' and"
            + " 'outcome:'. The game starts when every seat is held and every person at the table is ready;"
            + " exit 0 on a finished game. Lines 'news: …' say when a seated peer is away or back, 'chat NAME: …'"
            + " what someone said."},
    footer = {"%nExample: ./roundtable host --game conquest --name kitchen --players 2 --bots 1",
        "or, its seat played by a program: ... --bots 1 --bot-cmd \"python3 examples/bots/random_bot.py\"",
        "then, on another laptop: ./roundtable join --name alice --bot random",
        "Killed mid-game, the same command (same --name and --home) opens the table again where it was."})
final class HostCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Mixin
  TableOptions table;

  @Option(names = "--name", required = true, paramLabel = "NAME", description = "the table's name, as the LAN lists it")
  String name;

  @Option(names = "--bots", paramLabel = "K", defaultValue = "1",
      description = "seats this peer plays with its own bots (default: ${DEFAULT-VALUE}; all seats: the game runs alone)")
  int bots;

  @Option(names = "--bot", paramLabel = "KIND", defaultValue = "random",
      description = "the kind of this peer's bots: random, greedy or strong (default: ${DEFAULT-VALUE})")
  String kind;

  @Mixin
  ThinkingOptions thinking;

  @Option(names = "--takeover-bot", paramLabel = "KIND", defaultValue = TableSpec.DEFAULT_TAKEOVER_BOT,
      description = "the kind of bot the table seats by vote in the place of a peer away too long: random, greedy or"
          + " strong (default: ${DEFAULT-VALUE}); every peer's own --think-ms or --think-iterations sets how long it"
          + " thinks where that peer runs it")
  String takeoverBot;

  @Option(names = "--bot-cmd", paramLabel = "CMD",
      description = "a program plays the first of this peer's seats (the others: the bots of --bot); it speaks JSON"
          + " lines (docs/bots.md); with --bot-ms, --bot-fallback and --bot-stderr")
  String command;

  @Mixin
  ProgramOptions programs;

  @Option(names = "--port", paramLabel = "PORT", defaultValue = "0",
      description = "TCP port of the table (default: a free one, printed)")
  int port;

  @Option(names = "--bind", paramLabel = "ADDRESS", defaultValue = "0.0.0.0",
      description = "the local address to listen on (default: ${DEFAULT-VALUE}, every interface)")
  String bind;

  @Option(names = "--no-announce", description = "do not announce the table on the LAN (join by address only)")
  boolean noAnnounce;

  @Option(names = "--seed", paramLabel = "S",
      description = "seed of this peer's secrets and bots, for tests (default: from SecureRandom)")
  Long seed;

  @Mixin
  PeerRun.Idle idle;

  @Mixin
  PeerRun.Home home;

  @Mixin
  PeerRun.Away away;

  @Option(names = "--stay", paramLabel = "MS", defaultValue = "1000",
      description = "keep the table open this long after the end, for the last messages and late spectators"
          + " (default: ${DEFAULT-VALUE})")
  int stay;

  @Override
  public Integer call() throws InterruptedException {
    try (PeerRun.Home kept = home) {
      return host(table.game(spec));
    }
  }

  private <S extends GameState> int host(Game<S> game) throws InterruptedException {
    TableConfig config = table.config(spec, game);
    if (bots < 0 || bots > config.players()) {
      throw new ParameterException(spec.commandLine(), "--bots must be 0 to " + config.players() + ", not " + bots);
    }
    if (port < 0 || port > 65535) {
      throw new ParameterException(spec.commandLine(), "--port must be 0 to 65535, not " + port);
    }
    away.check(spec);
    idle.check(spec);
    if (stay < 0) {
      throw new ParameterException(spec.commandLine(), "--stay must be at least 0, not " + stay);
    }
    PeerRun.checkBot(spec, kind, game);
    if (!Bots.NAMES.contains(takeoverBot)) {
      throw new ParameterException(spec.commandLine(), "--takeover-bot is one of " + String.join(", ", Bots.NAMES)
          + ", not '" + takeoverBot + "'");
    }
    ThinkingBudget budget = thinking.budget(spec);
    List<String> kinds = new ArrayList<>(Collections.nCopies(bots, kind));
    if (command != null) {
      if (bots < 1) {
        throw new ParameterException(spec.commandLine(), "--bot-cmd plays one of this peer's seats: --bots must be"
            + " at least 1");
      }
      PeerPrograms.check(spec, command, programs);
      kinds.set(0, ProgramSeat.KIND);
    }
    InetSocketAddress local = PeerRun.address(spec, (bind.contains(":") ? "[" + bind + "]" : bind) + ":1");
    if (local.isUnresolved()) {
      throw new ParameterException(spec.commandLine(), "--bind takes an IP address, not '" + bind + "'");
    }
    PeerSetup<S> base;
    Optional<TableStore> unfinished;
    try {
      base = PeerRun.setup(game, name, kinds, seed, home, budget);
      unfinished = base.home().flatMap(h -> TableStore.unfinishedOpenings(h, base.identity().fingerprint()).stream()
          .findFirst());
    } catch (RuntimeException e) {
      return PeerRun.fail(spec.commandLine().getErr(), new PeerRun.Failure(e.getMessage()));
    }
    // A table this name opened and left mid-game (the process was killed) is opened again, as it was.
    TableSpec tableSpec = unfinished.flatMap(TableStore::opening).map(TableStore.Opening::spec)
        .orElseGet(() -> TableSpec.of(config.players(), table.options, takeoverBot));
    Announcement announcement;
    try {
      announcement = SessionAnnouncer.announcement(name, game.id(), tableSpec, base.identity(), port == 0 ? 1 : port)
          .withStarted(unfinished.isPresent());
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), "--name: " + e.getMessage());
    }
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    TablePrinter<S> printer = new TablePrinter<>(out, false);
    InetSocketAddress listen = new InetSocketAddress(local.getAddress(), port);
    AtomicReference<TableSession<S>> hosted = new AtomicReference<>();
    PeerPrograms<S> program = new PeerPrograms<>();
    PeerSetup<S> seated = command == null ? base.withSeats(printer)
        : program.seat(base, printer, command, programs, seed, err, () -> PeerRun.nudge(hosted));
    TableSession<S> session;
    try {
      session = PeerRun.connect("cannot open the table on " + PeerRun.shown(listen), () -> unfinished.isPresent()
          ? TableSession.reopen(seated, unfinished.get(), listen)
          : TableSession.host(seated, tableSpec, listen));
    } catch (PeerRun.Failure f) {
      program.close();
      return PeerRun.fail(err, f);
    }
    hosted.set(session);
    session.nudge(); // a program's answer that came in before the session was known here
    SessionAnnouncer announcer = null;
    try (program; session) {
      session.onNews(news -> printer.line(news.line()));
      away.apply(session);
      int actualPort = session.address().getPort();
      if (!noAnnounce) {
        try {
          announcer = SessionAnnouncer.start(announcement.withPort(actualPort), base.identity(), session,
              tableSpec.players());
        } catch (IOException | RuntimeException e) {
          err.println("roundtable: the table is not announced on the LAN (" + e.getMessage() + "); join it by address");
        }
      }
      printer.open("table: " + name + " " + game.id() + " on " + shownHost(local.getAddress()) + ":" + actualPort);
      unfinished.ifPresent(kept -> printer.line("news: opened again from " + kept.dir()
          + ": the game goes on where it was"));
      SessionEnd end;
      try {
        end = PeerRun.await(session, idle.limit(), () -> { });
      } catch (PeerRun.Failure f) {
        return PeerRun.fail(err, f);
      }
      int code = printer.end(end, err);
      program.finish(end.outcome());
      PeerRun.linger(stay);
      return code;
    } finally {
      if (announcer != null) {
        announcer.close();
      }
    }
  }

  /** The address joiners use: the one bound, or for every interface this machine's first LAN address. */
  private static String shownHost(InetAddress bound) {
    if (!bound.isAnyLocalAddress()) {
      return PeerRun.shown(new InetSocketAddress(bound, 1)).replaceFirst(":1$", "");
    }
    return Discovery.lanHost();
  }
}
