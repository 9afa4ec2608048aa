package roundtable.desktop.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import roundtable.core.game.Game;
import roundtable.core.table.GameState;
import roundtable.net.session.PeerSetup;
import roundtable.net.session.SessionEnd;
import roundtable.net.session.TableSession;

/** Watches a table: the public position, the log as it goes, and the end. */
@Command(name = "spectate", mixinStandardHelpOptions = true,
    description = {"Watches a table, before or during its game. Without HOST:PORT, lists the tables found on the"
        + " LAN within 2 s and watches the only one (or, in a terminal, asks which; for scripts: --table NAME, waited for up to 10 s).",
        "Prints 'table: NAME GAME on ADDRESS:PORT', the seats, the position, each action once applied (the log"
            + " so far first), the final position, then 'state-hash:' and 'outcome:'; exit 0 on a finished game.",
        "Lines typed as 'say TEXT' are said to the table; 'chat NAME: …' lines show what others say."},
    footer = {"%nExample: ./roundtable spectate 192.168.1.20:47000"})
final class SpectateCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Parameters(arity = "0..1", paramLabel = "HOST:PORT", description = "the table's address (default: look on the LAN)")
  String address;

  @Option(names = "--name", paramLabel = "NAME", defaultValue = "spectator",
      description = "this spectator's name (default: ${DEFAULT-VALUE})")
  String name;

  @Option(names = "--table", paramLabel = "NAME", description = "the table to watch among those on the LAN")
  String table;

  @Option(names = "--game", paramLabel = "GAME",
      description = "the game expected at the table: refused if it plays another (default: the table's own, which"
          + " it says)")
  String game;

  @Mixin
  PeerRun.Idle idle;

  @Override
  public Integer call() throws InterruptedException {
    idle.check(spec);
    if (game != null) {
      PeerRun.game(spec, game);
    }
    try {
      PeerRun.Target target = PeerRun.target(spec, address, game, table, false, spec.commandLine().getOut());
      return watch(target.game(), target);
    } catch (PeerRun.Failure f) {
      return PeerRun.fail(spec.commandLine().getErr(), f);
    }
  }

  /** A spectator types 'say TEXT' to talk to the table; other lines are ignored. */
  private static void listenForChat(TableSession<?> session) {
    Thread reader = new Thread(() -> {
      try (BufferedReader in = new JoinCommand.SayLines(new InputStreamReader(System.in, StandardCharsets.UTF_8),
          session::say)) {
        while (in.readLine() != null) {
          // only 'say' lines mean something here
        }
      } catch (IOException e) {
        // no terminal to read: nothing to say
      }
    }, "spectator-chat");
    reader.setDaemon(true);
    reader.start();
  }

  private <S extends GameState> int watch(Game<S> g, PeerRun.Target target) throws PeerRun.Failure,
      InterruptedException {
    PrintWriter err = spec.commandLine().getErr();
    TablePrinter<S> printer = new TablePrinter<>(spec.commandLine().getOut(), true);
    PeerSetup<S> setup = PeerSetup.spectator(g, name).withSeats(printer);
    TableSession<S> session = PeerRun.connect("cannot reach " + PeerRun.shown(target.to()),
        () -> TableSession.spectate(setup, target.to()));
    try (session) {
      session.onNews(news -> printer.line(news.line()));
      if (System.console() != null) { // a person at a terminal (never a test's or a script's stdin)
        listenForChat(session);
      }
      printer.open(target.line());
      SessionEnd end = PeerRun.await(session, idle.limit());
      int code = printer.end(end, err);
      PeerRun.linger(100);
      return code;
    }
  }
}
