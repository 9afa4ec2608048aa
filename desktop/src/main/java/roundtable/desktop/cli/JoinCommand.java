package roundtable.desktop.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import roundtable.core.bot.ThinkingBudget;
import roundtable.core.game.Game;
import roundtable.core.table.GameState;
import roundtable.desktop.program.ProgramSeat;
import roundtable.net.session.PeerSetup;
import roundtable.net.session.SessionEnd;
import roundtable.net.session.SessionAnnouncer;
import roundtable.net.session.TableSession;

/** Joins a table, by address or from the LAN's list, and plays one seat: a person at the terminal, or a bot. */
@Command(name = "join", mixinStandardHelpOptions = true,
    description = {"Joins a table and plays one seat: the person at this terminal, with --bot a bot, or with --bot-cmd a"
        + " program (docs/bots.md). Without"
        + " HOST:PORT, lists the open tables found on the LAN within 2 s and joins the only one (or, in a terminal,"
        + " asks which; for scripts: --table NAME, waited for up to 10 s).",
        "Prints 'table: NAME GAME on ADDRESS:PORT' (NAME is '-' when joined by address), the seats, each action"
            + " once applied, then 'state-hash:' and 'outcome:'; exit 0 on a finished game, 1 when the table"
            + " cannot be reached, refuses the seat, or the game stops. A person is shown the position and the"
            + " legal moves when it is their turn and types one (its number or its text); 'say TEXT' talks to"
            + " the table; 'leave' leaves a game dealt by mental poker for good (the seat's key is published, its"
            + " hand opens to all, an open-handed bot plays it, and the terminal watches to the end).",
        "Killed or cut off, the same command (same --name and --home) comes back to the game where it was."},
    footer = {"%nExamples: ./roundtable join 192.168.1.20:47000 --name alice --bot greedy",
        "          ./roundtable join --name alice --table kitchen",
        "          ./roundtable join 192.168.1.20:47000 --name alice --bot-cmd \"python3 examples/bots/random_bot.py\""})
final class JoinCommand implements Callable<Integer> {
  /**
   * The person's lines, but those that start with 'say ', which go to the table's chat, and 'leave',
   * which leaves the game for good (issue 16).
   */
  static final class SayLines extends BufferedReader {
    private final Consumer<String> say;
    private final Runnable leave;

    SayLines(Reader in, Consumer<String> say) {
      this(in, say, () -> {});
    }

    SayLines(Reader in, Consumer<String> say, Runnable leave) {
      super(in);
      this.say = say;
      this.leave = leave;
    }

    @Override
    public String readLine() throws IOException {
      for (String line = super.readLine(); line != null; line = super.readLine()) {
        if (line.strip().equals("leave")) {
          leave.run();
        } else if (line.startsWith("say ")) {
          say.accept(line.substring(4).strip());
        } else {
          return line;
        }
      }
      return null;
    }
  }

  @Spec
  CommandSpec spec;

  @Parameters(arity = "0..1", paramLabel = "HOST:PORT", description = "the table's address (default: look on the LAN)")
  String address;

  @Option(names = "--name", required = true, paramLabel = "NAME", description = "this player's name")
  String name;

  @Option(names = "--bot", paramLabel = "KIND",
      description = "a bot plays the seat: random, greedy or strong (default: the person at this terminal)")
  String kind;

  @Mixin
  ThinkingOptions thinking;

  @Option(names = "--bot-cmd", paramLabel = "CMD",
      description = "a program plays the seat: it speaks JSON lines (docs/bots.md); with --bot-ms, --bot-fallback"
          + " and --bot-stderr")
  String command;

  @Mixin
  ProgramOptions programs;

  @Option(names = "--table", paramLabel = "NAME", description = "the table to join among those on the LAN")
  String table;

  @Option(names = "--game", paramLabel = "GAME",
      description = "the game expected at the table: refused if it plays another (default: the table's own, which"
          + " it says)")
  String game;

  @Option(names = "--seed", paramLabel = "S",
      description = "seed of this peer's secrets and bot, for tests (default: from SecureRandom)")
  Long seed;

  @Mixin
  PeerRun.Idle idle;

  @Mixin
  PeerRun.Away away;

  @Mixin
  PeerRun.Home home;

  @Override
  public Integer call() throws InterruptedException {
    PrintWriter err = spec.commandLine().getErr();
    away.check(spec);
    idle.check(spec);
    ThinkingBudget budget = thinking.budget(spec);
    if (command != null) {
      if (kind != null) {
        throw new ParameterException(spec.commandLine(), "--bot and --bot-cmd: a bot or a program, not both");
      }
      PeerPrograms.check(spec, command, programs);
    }
    if (kind != null && game != null) {
      PeerRun.checkBot(spec, kind, PeerRun.game(spec, game));
    } else if (game != null) {
      PeerRun.game(spec, game);
    } else if (kind != null) {
      PeerRun.checkBotOfSomeGame(spec, kind); // before the table is asked which game it plays
    }
    try (PeerRun.Home kept = home) {
      PeerRun.Target target = PeerRun.target(spec, address, game, table, true, spec.commandLine().getOut());
      if (kind != null) {
        PeerRun.checkBot(spec, kind, target.game());
      }
      return play(target.game(), target, budget);
    } catch (PeerRun.Failure f) {
      return PeerRun.fail(err, f);
    }
  }

  private <S extends GameState> int play(Game<S> g, PeerRun.Target target, ThinkingBudget budget) throws PeerRun.Failure,
      InterruptedException {
    PrintWriter err = spec.commandLine().getErr();
    PrintWriter out = spec.commandLine().getOut();
    // a person at this terminal reads the moves; the hidden cards' steps are left to the scripts
    TablePrinter<S> printer = new TablePrinter<>(out, false, command != null || kind != null);
    PeerSetup<S> setup;
    try {
      String seatKind = command != null ? ProgramSeat.KIND : kind == null ? PeerSetup.PERSON : kind;
      setup = PeerRun.setup(g, name, List.of(seatKind), seed, home, budget).withSeats(printer);
    } catch (RuntimeException e) {
      throw new PeerRun.Failure(e.getMessage());
    }
    AtomicReference<TableSession<S>> joined = new AtomicReference<>();
    PeerPrograms<S> program = new PeerPrograms<>();
    if (command != null) {
      setup = program.seat(setup, printer, command, programs, seed, err, () -> PeerRun.nudge(joined));
    } else if (kind == null) {
      BufferedReader in = new SayLines(new InputStreamReader(System.in, StandardCharsets.UTF_8),
          text -> joined.get().say(text), () -> {
            joined.get().leaveForGood();
            out.println("leaving the game for good: your key goes out with your seat's next step; the open-handed"
                + " bot plays it from then on, and this terminal watches to the end");
            out.flush();
          });
      setup = setup.withPlayers((seat, secrets) -> new TerminalPlayer<S>(secrets, in, out,
          () -> joined.get().nudge(), printer::catchUp).start());
    }
    PeerSetup<S> ready = setup;
    TableSession<S> session;
    try {
      session = PeerRun.connect("cannot reach " + PeerRun.shown(target.to()), () -> TableSession.join(ready, target.to()));
    } catch (PeerRun.Failure | InterruptedException | RuntimeException e) {
      program.close();
      throw e;
    }
    joined.set(session);
    // A table found on the LAN stays listed once its opener is gone: the lowest seat still there announces it.
    try (program; session; SessionAnnouncer.Listing listed = target.announced().isPresent()
        ? SessionAnnouncer.keepListed(target.announced().get(), ready.identity(), session) : () -> { }) {
      session.onNews(news -> printer.line(news.line()));
      away.apply(session);
      printer.open(target.line());
      SessionEnd end = PeerRun.await(session, idle.limit());
      int code = printer.end(end, err);
      program.finish(end.outcome());
      PeerRun.linger(300);
      return code;
    }
  }
}
