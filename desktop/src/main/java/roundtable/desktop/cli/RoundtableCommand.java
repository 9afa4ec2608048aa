package roundtable.desktop.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import roundtable.desktop.client.window.ClientLauncher;
import roundtable.desktop.client.window.RoundTableClient;
import roundtable.desktop.client.lobby.WindowSettings;

/** The top command: without arguments it opens the window. */
@Command(name = "roundtable", mixinStandardHelpOptions = true, version = "Round Table 0.1.0",
    description = "A peer-to-peer LAN game table for five Grail games.",
    footer = "%nWithout a command, roundtable opens its window.",
    subcommands = {SelfplayCommand.class, ArenaCommand.class, ReplayCommand.class, RulesCommand.class, BenchCommand.class, HostCommand.class, JoinCommand.class, SpectateCommand.class, DemoCommand.class, SoakCommand.class})
public final class RoundtableCommand implements Callable<Integer> {
  /** Exit code for bad arguments or a bad input file. */
  public static final int BAD_INPUT = 2;

  @Spec
  CommandSpec spec;

  @CommandLine.Option(names = "--home", paramLabel = "DIR",
      description = "where the window keeps its identities and games, as the commands do (default: the system"
          + " property roundtable.home if set, else ~/.roundtable)")
  Path home;

  /** Opens the window on the lobby; 1 when there is no display (said in one line). */
  @Override
  public Integer call() {
    return ClientLauncher.open(windowOptions(home), System.getenv(), false, spec.commandLine().getErr());
  }

  /** The window on its lobby, in its home (see {@link #windowHome}), with the name and language saved there. */
  static RoundTableClient.Options windowOptions(Path given) {
    Path folder = windowHome(given);
    WindowSettings saved = WindowSettings.load(Optional.of(folder), System.getProperty("user.name", "player"));
    return RoundTableClient.Options.lobby(saved.name(), Optional.of(folder)).withLanguage(saved.language())
        .withSound(saved.sound());
  }

  /** The window's home: the one given, else the system property roundtable.home, else ~/.roundtable (the terminal's). */
  static Path windowHome(Path given) {
    if (given != null) {
      return given;
    }
    String property = System.getProperty("roundtable.home", "");
    return property.isBlank() ? Path.of(System.getProperty("user.home"), ".roundtable") : Path.of(property);
  }

  /** The command line with its error handling: a message and the usage, never a stack trace. */
  public static CommandLine commandLine() {
    CommandLine cli = new CommandLine(new RoundtableCommand());
    cli.setParameterExceptionHandler((e, args) -> {
      PrintWriter err = e.getCommandLine().getErr();
      err.println("roundtable: " + e.getMessage());
      e.getCommandLine().usage(err);
      return BAD_INPUT;
    });
    cli.setExecutionExceptionHandler((e, command, parsed) -> {
      String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
      command.getErr().println("roundtable: " + message);
      return command.getCommandSpec().exitCodeOnExecutionException();
    });
    return cli;
  }
}
