package roundtable.desktop.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.function.IntFunction;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import roundtable.core.bot.Bots;
import roundtable.desktop.program.ProgramTable;

/** How the seats played by programs are held to the line protocol (docs/bots.md): time, fallback, errors. */
final class ProgramOptions {
  @Option(names = "--bot-ms", paramLabel = "MS", defaultValue = "5000",
      description = "a program's time for each move, in milliseconds (default: ${DEFAULT-VALUE})")
  long ms;

  @Option(names = "--bot-fallback", paramLabel = "BOT", defaultValue = "greedy",
      description = "who plays a program's seat once it failed: random, greedy, strong, or wait (default: ${DEFAULT-VALUE})")
  String fallback;

  @Option(names = "--bot-stderr", paramLabel = "DIR",
      description = "the folder for the programs' error output (default: beside the logs, else the working folder)")
  Path stderr;

  /** The rules, checked; each seat's errors in the file {@code named} gives, under --bot-stderr if set. */
  ProgramTable.Rules rules(CommandSpec spec, IntFunction<Path> named, PrintWriter err) {
    if (ms < 1) {
      throw new ParameterException(spec.commandLine(), "--bot-ms must be at least 1, not " + ms);
    }
    if (!fallback.equals("wait") && !Bots.NAMES.contains(fallback)) {
      throw new ParameterException(spec.commandLine(), "--bot-fallback is wait or one of " + Bots.NAMES
          + ", not '" + fallback + "'");
    }
    return new ProgramTable.Rules(ms, fallback, named, err);
  }

  /** The folder for error output: --bot-stderr, else the one given. */
  Path stderrDir(Path otherwise) {
    return stderr != null ? stderr : otherwise;
  }

  /** The folder for error output: --bot-stderr, else the working folder. */
  Path stderrDir() {
    return stderrDir(Path.of(""));
  }
}
