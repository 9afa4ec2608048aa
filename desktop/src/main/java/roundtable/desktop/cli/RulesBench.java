package roundtable.desktop.cli;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.function.IntUnaryOperator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import roundtable.core.bot.Bots;
import roundtable.core.bot.Player;
import roundtable.core.bot.Selfplay;
import roundtable.core.table.Action;
import roundtable.core.table.Decision;
import roundtable.core.game.Game;
import roundtable.core.table.GameState;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Knowledge;
import roundtable.core.table.TableConfig;

/**
 * How fast a game's rules run on one thread: legal-action generation, apply, and whole random
 * games (random bots, commit-reveal draws included). Each is warmed up, then measured.
 */
@Command(name = "rules", mixinStandardHelpOptions = true,
    description = "Measures a game's rules on one thread: legal actions, apply, whole random games.")
final class RulesBench implements Callable<Integer> {
  private static final int SAMPLE_GAMES = 20;
  private static final int MAX_ACTIONS = 100_000;
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  @Spec
  CommandSpec spec;

  @Mixin
  TableOptions table;

  @Option(names = "--seconds", paramLabel = "N", defaultValue = "3",
      description = "seconds measured for each figure, after half as long of the thread's CPU time to warm up"
          + " (default: ${DEFAULT-VALUE})")
  double seconds;

  /** A move made in a sample game: the position, the seat and its action. */
  private record Position<S>(S state, int seat, Action action) {}

  /**
   * What a measured loop did: calls of the work, the sum of what they returned, the time, and the
   * measuring thread's CPU time (less than the time when other programs share the cores).
   */
  private record Rate(long calls, long amount, double seconds, double cpuSeconds) {
    double perSecond() {
      return calls / seconds;
    }

    double perCpuSecond() {
      return calls / cpuSeconds;
    }

    double amountPerSecond() {
      return amount / seconds;
    }

    double amountPerCall() {
      return (double) amount / calls;
    }
  }

  @Override
  public Integer call() {
    if (!(seconds > 0)) {
      throw new ParameterException(spec.commandLine(), "--seconds must be more than 0");
    }
    return bench(table.game(spec));
  }

  private <S extends GameState> int bench(Game<S> game) {
    // The rules alone: hidden cards are dealt in the open here; `bench crypto` measures mental poker.
    TableConfig chosen = table.config(spec, game);
    TableConfig config = new TableConfig(chosen.players(), chosen.options(), true);
    List<Position<S>> positions = sample(game, config);
    if (positions.isEmpty()) {
      spec.commandLine().getErr().println("roundtable: the sample games have no moves to measure");
      return 1;
    }
    PrintWriter out = spec.commandLine().getOut();
    double loadBefore = load();
    out.printf("%s, %d players, one thread; each line: %s s warm-up (CPU time), then %s s measured%n",
        game.id(), config.players(), seconds / 2, seconds);
    out.printf("positions: %d moves from %d random games%n", positions.size(), SAMPLE_GAMES);
    out.printf("%-26s %14s %14s%n", "measure", "per second", "per CPU second");
    Rate legal = measure(i -> {
      Position<S> p = positions.get(i % positions.size());
      return game.legalActions(p.state(), p.seat(), Knowledge.NOTHING).size();
    });
    out.printf("%-26s %,14.0f %,14.0f%n", "legalActions calls", legal.perSecond(), legal.perCpuSecond());
    out.printf("%-26s %,14.0f   (%.1f per call)%n", "  actions generated", legal.amountPerSecond(), legal.amountPerCall());
    Rate apply = measure(i -> applied(game, positions.get(i % positions.size())));
    out.printf("%-26s %,14.0f %,14.0f%n", "apply", apply.perSecond(), apply.perCpuSecond());
    Rate games = measure(i -> Selfplay.run(game, config, bots(game, config, i), MAX_ACTIONS, (b, seat, d, a, n) -> { }).actions());
    out.printf("%-26s %,14.1f %,14.1f   (%.0f actions each)%n", "whole random games", games.perSecond(),
        games.perCpuSecond(), games.amountPerCall());
    out.printf("load average: %.2f at the start, %.2f at the end%n", loadBefore, load());
    return 0;
  }

  /** The moves (not the draws) of some random games. */
  private static <S extends GameState> List<Position<S>> sample(Game<S> game, TableConfig config) {
    return Selfplay.randomGames(game, config, SAMPLE_GAMES).stream().filter(p -> p.decision() != Decision.RANDOMNESS)
        .map(p -> new Position<>(p.before(), p.seat(), p.action())).toList();
  }

  private static <S extends GameState> List<Player<S>> bots(Game<S> game, TableConfig config, long seed) {
    return Bots.seats(game, Collections.nCopies(config.players(), "random"), new SplittableRandom(seed));
  }

  private static <S extends GameState> int applied(Game<S> game, Position<S> p) {
    try {
      return game.apply(p.state(), p.seat(), p.action()).events().size();
    } catch (IllegalActionException e) {
      throw new IllegalStateException(game.id() + " refuses a move it played before: " + e.getMessage(), e);
    }
  }

  /**
   * Calls the work with 0, 1, 2, ... for half the time to warm up, then measures it. The warm-up
   * counts the thread's CPU time, not the clock's: on a busy machine the compiler's threads get no
   * more of the cores than this one, and two seconds by the clock left the code half compiled
   * (issue 18: the same jar's `apply` a CPU second 141,032 and 705,496 at load 5).
   */
  private Rate measure(IntUnaryOperator work) {
    long end = cpuTime() + (long) (seconds / 2 * 1e9);
    int i = 0;
    do {
      for (int k = 0; k < 16; k++) {
        work.applyAsInt(i++ & Integer.MAX_VALUE);
      }
    } while (cpuTime() < end);
    return loop(work, seconds);
  }

  private static Rate loop(IntUnaryOperator work, double duration) {
    long cpu = cpuTime();
    long start = System.nanoTime();
    long end = start + (long) (duration * 1e9);
    long calls = 0;
    long amount = 0;
    long now;
    do {
      for (int i = 0; i < 16; i++) {
        amount += work.applyAsInt((int) (calls++ & Integer.MAX_VALUE));
      }
      now = System.nanoTime();
    } while (now < end);
    return new Rate(calls, amount, (now - start) / 1e9, (cpuTime() - cpu) / 1e9);
  }

  /** The machine's load average over the last minute (negative where the system can't tell it). */
  private static double load() {
    return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
  }

  /** The measuring thread's CPU time in nanoseconds, or the clock where the VM can't tell it. */
  private static long cpuTime() {
    return THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
  }
}
