package roundtable.desktop.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import roundtable.core.bot.Selfplay;
import roundtable.core.game.Game;
import roundtable.core.log.LogNotation;
import roundtable.core.table.Decision;
import roundtable.core.table.GameState;
import roundtable.core.table.Knowledge;
import roundtable.core.table.TableConfig;
import roundtable.desktop.program.BotMessages;
import roundtable.desktop.program.InstantBot;
import roundtable.desktop.program.ProgramBot;

/**
 * What a request of the bot line protocol costs: building it (view, legal actions, JSON) alone,
 * and the whole round trip to a program that answers at once (request written, answer read,
 * parsed and checked), on the moves of some random games.
 */
@Command(name = "bots", mixinStandardHelpOptions = true,
    description = "Measures a request of the bot line protocol (docs/bots.md): building it, and the round trip"
        + " to a program that answers at once.")
final class BotsBench implements Callable<Integer> {
  private static final int SAMPLE_GAMES = 5;

  @Spec
  CommandSpec spec;

  @Mixin
  TableOptions table;

  @Option(names = "--seconds", paramLabel = "N", defaultValue = "3",
      description = "seconds measured for each figure, after half as long to warm up (default: ${DEFAULT-VALUE})")
  double seconds;

  @Option(names = "--cmd", paramLabel = "CMD",
      description = "the program to measure (default: the JDK running roundtable's own InstantBot)")
  String command;

  /** A position a seat moves in. */
  private record Position<S>(S state, int seat) {}

  @Override
  public Integer call() throws Exception {
    if (!(seconds > 0)) {
      throw new ParameterException(spec.commandLine(), "--seconds must be more than 0");
    }
    return bench(table.game(spec));
  }

  private <S extends GameState> int bench(Game<S> game) throws Exception {
    TableConfig chosen = table.config(spec, game);
    TableConfig config = new TableConfig(chosen.players(), chosen.options(), true);
    List<Position<S>> positions = Selfplay.randomGames(game, config, SAMPLE_GAMES).stream()
        .filter(p -> p.decision() == Decision.MOVE).map(p -> new Position<>(p.before(), p.seat())).toList();
    String program = command != null ? command : instantBot();
    PrintWriter out = spec.commandLine().getOut();
    out.printf("%s, %d players, open cards; %d positions from %d random games; %s s warm-up, %s s measured%n",
        game.id(), config.players(), positions.size(), SAMPLE_GAMES, seconds / 2, seconds);
    out.printf("program: %s%n", program);
    var notation = LogNotation.of(game);
    long[] build = measure(positions, p -> BotMessages.act(game, p.state(), p.seat(), Knowledge.NOTHING, 0,
        Decision.MOVE, BotMessages.legal(notation, game.legalActions(p.state(), p.seat(), Knowledge.NOTHING)), 5000)
        .length());
    Path err = Files.createTempFile("roundtable-bench-bots", ".stderr");
    StringWriter failures = new StringWriter();
    List<ProgramBot<S>> bots = new ArrayList<>();
    for (int seat = 0; seat < config.players(); seat++) {
      bots.add(ProgramBot.start(game, config, seat, new ProgramBot.Program(program, 5000, err), Optional.empty(),
          new PrintWriter(failures, true)));
    }
    SplittableRandom rng = new SplittableRandom(1);
    long[] trip;
    try {
      trip = measure(positions, p -> bots.get(p.seat()).choose(game, p.state(), p.seat(), Knowledge.NOTHING, rng)
          .isPresent() ? 1 : 0);
    } finally {
      bots.forEach(ProgramBot::close);
    }
    if (!failures.toString().isEmpty()) {
      spec.commandLine().getErr().print(failures);
      return 1;
    }
    out.printf("%-34s %10s %10s %10s %10s%n", "per request (microseconds)", "requests", "median", "p99", "mean");
    line(out, "building it (view, legal, JSON)", build);
    line(out, "round trip to the program", trip);
    Files.deleteIfExists(err);
    return 0;
  }

  /** The JDK running this, on roundtable's own classes. */
  private static String instantBot() {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    String classes = System.getProperty("java.class.path");
    if (classes.contains(" ") || java.contains(" ")) {
      return "'" + java + "' -cp '" + classes + "' " + InstantBot.class.getName();
    }
    return java + " -cp " + classes + " " + InstantBot.class.getName();
  }

  private static void line(PrintWriter out, String what, long[] nanos) {
    out.printf("%-34s %,10d %10.1f %10.1f %10.1f%n", what, nanos.length, nanos[nanos.length / 2] / 1e3,
        nanos[(int) (nanos.length * 0.99)] / 1e3, Arrays.stream(nanos).average().orElse(0) / 1e3);
  }

  /** Each call's time in nanoseconds, sorted, after half as long a warm-up; positions taken in turn. */
  private <S> long[] measure(List<Position<S>> positions, java.util.function.ToIntFunction<Position<S>> work) {
    run(positions, work, seconds / 2);
    return run(positions, work, seconds);
  }

  private static <S> long[] run(List<Position<S>> positions, java.util.function.ToIntFunction<Position<S>> work,
      double duration) {
    long end = System.nanoTime() + (long) (duration * 1e9);
    long[] times = new long[1 << 16];
    int n = 0;
    long sink = 0;
    for (int i = 0; System.nanoTime() < end; i++) {
      long start = System.nanoTime();
      sink += work.applyAsInt(positions.get(i % positions.size()));
      long took = System.nanoTime() - start;
      if (n == times.length) {
        times = Arrays.copyOf(times, n * 2);
      }
      times[n++] = took;
    }
    if (sink < 0) {
      throw new IllegalStateException();
    }
    long[] sorted = Arrays.copyOf(times, n);
    Arrays.sort(sorted);
    return sorted;
  }
}
