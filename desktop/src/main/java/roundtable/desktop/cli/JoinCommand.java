package roundtable.desktop.cli;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import roundtable.core.table.Game;
import roundtable.core.table.GameState;
import roundtable.net.session.PeerSetup;
import roundtable.net.session.SessionEnd;
import roundtable.net.session.TableSession;

/** Joins a table, by address or from the LAN's list, and plays one seat with a bot. */
@Command(name = "join", mixinStandardHelpOptions = true,
    description = {"Joins a table and plays one seat with a bot. Without HOST:PORT, lists the open tables found on"
        + " the LAN within 2 s and joins the only one (or, in a terminal, asks which; for scripts: --table NAME).",
        "Prints 'table: NAME GAME on ADDRESS:PORT' (NAME is '-' when joined by address), the seats, each action"
            + " once applied, then 'state-hash:' and 'outcome:'; exit 0 on a finished game, 1 when the table"
            + " cannot be reached or the game stops.",
        "A person playing from the terminal is not there yet: a bot plays the seat."},
    footer = {"%nExamples: ./roundtable join 192.168.1.20:47000 --name alice --bot greedy",
        "          ./roundtable join --name alice --table kitchen"})
final class JoinCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Parameters(arity = "0..1", paramLabel = "HOST:PORT", description = "the table's address (default: look on the LAN)")
  String address;

  @Option(names = "--name", required = true, paramLabel = "NAME", description = "this player's name")
  String name;

  @Option(names = "--bot", paramLabel = "KIND", defaultValue = "random",
      description = "the bot that plays the seat: random or greedy (default: ${DEFAULT-VALUE})")
  String kind;

  @Option(names = "--table", paramLabel = "NAME", description = "the table to join among those on the LAN")
  String table;

  @Option(names = "--game", paramLabel = "GAME", defaultValue = "conquest",
      description = "the game of the table at HOST:PORT (default: ${DEFAULT-VALUE}; a listed table says its own)")
  String game;

  @Option(names = "--seed", paramLabel = "S",
      description = "seed of this peer's secrets and bot, for tests (default: from SecureRandom)")
  Long seed;

  @Option(names = "--idle", paramLabel = "SECONDS", defaultValue = "300",
      description = "give up when nothing happens for this long (default: ${DEFAULT-VALUE})")
  int idle;

  @Override
  public Integer call() throws InterruptedException {
    PrintWriter err = spec.commandLine().getErr();
    if (idle < 1) {
      throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--idle must be at least 1");
    }
    PeerRun.checkBot(spec, kind, PeerRun.game(spec, game));
    try {
      PeerRun.Target target = PeerRun.target(spec, address, game, table, true, spec.commandLine().getOut());
      PeerRun.checkBot(spec, kind, target.game());
      return play(target.game(), target);
    } catch (PeerRun.Failure f) {
      return PeerRun.fail(err, f);
    }
  }

  private <S extends GameState> int play(Game<S> g, PeerRun.Target target) throws PeerRun.Failure,
      InterruptedException {
    PrintWriter err = spec.commandLine().getErr();
    TablePrinter<S> printer = new TablePrinter<>(spec.commandLine().getOut(), false, () -> { });
    PeerSetup<S> setup = PeerRun.setup(g, name, List.of(kind), seed, new PeerRun.Home()).withSeats(printer);
    TableSession<S> session = PeerRun.connect("cannot reach " + PeerRun.shown(target.to()),
        () -> TableSession.join(setup, target.to()));
    try (session) {
      printer.open(target.line());
      SessionEnd end = PeerRun.await(session, Duration.ofSeconds(idle));
      int code = printer.end(end, err);
      PeerRun.linger(300);
      return code;
    }
  }
}
