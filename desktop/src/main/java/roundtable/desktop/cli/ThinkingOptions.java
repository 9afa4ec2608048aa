package roundtable.desktop.cli;

import java.time.Duration;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import roundtable.core.bot.ThinkingBudget;

/**
 * How long a strong bot thinks about each move: {@code --think-ms N} (time by the system clock,
 * the default 1000) or {@code --think-iterations N} (a fixed number of search iterations:
 * deterministic, the same seed plays the same game). The other bots do not think.
 */
final class ThinkingOptions {
  /** The time per move when neither option is given. */
  static final int DEFAULT_MS = 1000;

  @Option(names = "--think-ms", paramLabel = "N",
      description = "a strong bot's time for each move, in milliseconds (default: " + DEFAULT_MS + ")")
  Integer ms;

  @Option(names = "--think-iterations", paramLabel = "N",
      description = "a strong bot's search iterations for each move, in place of a time: the same seed then plays"
          + " the same game")
  Integer iterations;

  /** The budget the options say, checked: a bad value is a bad argument naming its option. */
  ThinkingBudget budget(CommandSpec spec) {
    if (ms != null && iterations != null) {
      throw new ParameterException(spec.commandLine(), "--think-ms and --think-iterations: a time or a number of"
          + " iterations, not both");
    }
    if (ms != null && ms < 1) {
      throw new ParameterException(spec.commandLine(), "--think-ms must be at least 1, not " + ms);
    }
    if (iterations != null && iterations < 1) {
      throw new ParameterException(spec.commandLine(), "--think-iterations must be at least 1, not " + iterations);
    }
    return iterations != null ? ThinkingBudget.iterations(iterations)
        : ThinkingBudget.time(Duration.ofMillis(ms != null ? ms : DEFAULT_MS), System::nanoTime);
  }

  /** The budget in words, for a bench's first line: "1000 ms a move" or "200 iterations a move". */
  String said() {
    return iterations != null ? iterations + " iterations a move" : (ms != null ? ms : DEFAULT_MS) + " ms a move";
  }
}
