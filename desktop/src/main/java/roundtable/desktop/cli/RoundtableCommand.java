package roundtable.desktop.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** The top command: without arguments it shows its usage (the window comes with a later issue). */
@Command(name = "roundtable", mixinStandardHelpOptions = true, version = "Round Table 0.1.0",
    description = "A peer-to-peer LAN game table for five Grail games.",
    footer = "%nThe window comes with a later issue; for now every command runs in the terminal.",
    subcommands = {SelfplayCommand.class, ReplayCommand.class, RulesCommand.class, BenchCommand.class, HostCommand.class, JoinCommand.class, SpectateCommand.class})
public final class RoundtableCommand implements Runnable {
  /** Exit code for bad arguments or a bad input file. */
  public static final int BAD_INPUT = 2;

  @Spec
  CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
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
