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
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.random.RandomGenerator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import roundtable.core.bot.BotPlayer;
import roundtable.core.bot.Bots;
import roundtable.core.bot.Player;
import roundtable.core.bot.RandomnessPlayer;
import roundtable.core.bot.Selfplay;
import roundtable.core.bot.ThinkingBudget;
import roundtable.core.game.Bot;
import roundtable.core.game.Game;
import roundtable.core.log.LogNotation;
import roundtable.core.secrets.SeatSecrets;
import roundtable.core.table.Action;
import roundtable.core.table.Decision;
import roundtable.core.table.GameState;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Outcome;
import roundtable.core.table.TableConfig;
import roundtable.desktop.program.BotMessages;
import roundtable.desktop.program.InstantBot;
import roundtable.desktop.program.ProgramBot;

/**
 * How the bots do. By default, the strong bot against greedy bots: games with open cards, the
 * strong bot's seat rotated, every seat's random sources from the game's seed; how many it won
 * against the fair share, and its time per move. With {@code --protocol}, what a request of the bot
 * line protocol costs (issue 27): building it (view, legal actions, JSON) alone, and the whole
 * round trip to a program that answers at once (request written, answer read, parsed and checked),
 * on the moves of some random games.
 */
@Command(name = "bots", mixinStandardHelpOptions = true,
    description = {"Plays the strong bot against greedy bots (open cards, its seat rotated over the games, the same"
        + " seeds for both sides): one line per game, then its mean time per move and, last,"
        + " 'GAME: strong won W of K games against greedy (P%%; a fair share is F%%)'. Draws count as not won.",
        "With --protocol: measures a request of the bot line protocol (docs/bots.md): building it, and the round"
            + " trip to a program that answers at once."},
    footer = {"%nExamples: ./roundtable bench bots --game conquest --games 20 --think-iterations 200 --seed 1",
        "          ./roundtable bench bots --game conquest --protocol --seconds 3"})
final class BotsBench implements Callable<Integer> {
  private static final int SAMPLE_GAMES = 5;
  private static final int MAX_ACTIONS = 100_000;

  @Spec
  CommandSpec spec;

  @Mixin
  TableOptions table;

  @Option(names = "--games", paramLabel = "K", defaultValue = "20",
      description = "games the strong bot plays (default: ${DEFAULT-VALUE})")
  int games;

  @Mixin
  ThinkingOptions thinking;

  @Option(names = "--seed", paramLabel = "S",
      description = "the first game's seed; game i plays seed S+i (default: a fresh one, printed)")
  Long seed;

  @Option(names = "--threads", paramLabel = "N", defaultValue = "1",
      description = "games played at once (default: ${DEFAULT-VALUE})")
  int threads;

  @Option(names = "--protocol", description = "measure a request of the bot line protocol instead (issue 27)")
  boolean protocol;

  @Option(names = "--seconds", paramLabel = "N",
      description = "with --protocol: seconds measured for each figure, after half as long to warm up (default: 3)")
  Double seconds;

  @Option(names = "--cmd", paramLabel = "CMD",
      description = "with --protocol: the program to measure (default: the JDK running roundtable's own InstantBot)")
  String command;

  /** A position a seat moves in. */
  private record Position<S>(S state, int seat) {}

  /** How one game went for the strong bot. */
  private record Played(int index, long seed, int seat, Optional<Outcome> outcome, boolean won, int actions,
      long moves, long nanos, Optional<String> problem) {
    double winnersShare(int players) {
      return outcome.map(o -> (double) o.winners().size() / players).orElse(0.0);
    }

    String result() {
      return outcome.isEmpty() ? "unfinished" : won ? "won" : outcome.get().isDraw() ? "drawn" : "lost";
    }
  }

  @Override
  public Integer call() throws Exception {
    if (protocol) {
      if (spec.commandLine().getParseResult().hasMatchedOption("--games") || seed != null
          || spec.commandLine().getParseResult().hasMatchedOption("--threads") || thinking.ms != null
          || thinking.iterations != null) {
        throw new ParameterException(spec.commandLine(), "--games, --seed, --threads, --think-ms and"
            + " --think-iterations are for the strong bot's games, not --protocol");
      }
      double s = seconds != null ? seconds : 3;
      if (!(s > 0)) {
        throw new ParameterException(spec.commandLine(), "--seconds must be more than 0");
      }
      return bench(table.game(spec), s);
    }
    if (seconds != null || command != null) {
      throw new ParameterException(spec.commandLine(), "--seconds and --cmd are for --protocol");
    }
    if (games < 1) {
      throw new ParameterException(spec.commandLine(), "--games must be at least 1, not " + games);
    }
    if (threads < 1) {
      throw new ParameterException(spec.commandLine(), "--threads must be at least 1, not " + threads);
    }
    return strongAgainstGreedy(table.game(spec));
  }

  /** Games of the strong bot against greedy ones, its seat rotated; what it won, against the fair share. */
  private <S extends GameState> int strongAgainstGreedy(Game<S> game) throws InterruptedException {
    TableConfig chosen = table.config(spec, game);
    TableConfig config = new TableConfig(chosen.players(), chosen.options(), true); // open cards, as bench rules
    ThinkingBudget budget = thinking.budget(spec);
    try {
      Bots.byName("greedy", game);
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
    long first = seed != null ? seed : ThreadLocalRandom.current().nextLong(1_000_000_000L);
    PrintWriter out = spec.commandLine().getOut();
    out.printf("%s, %d players, open cards; strong (%s) against greedy, %d games, seeds %d to %d, the strong bot's"
        + " seat rotated; %d thread%s%n", game.id(), config.players(), thinking.said(), games, first, first + games - 1,
        threads, threads == 1 ? "" : "s");
    out.flush();
    List<Played> played = ParallelGames.play(games, threads, "bench-bots",
        index -> () -> play(game, config, budget, index, first + index), p -> {
          out.printf("game %d: seed %d, strong at seat %d: %s (%s; %d actions, %d strong moves, %.1f ms a move)%s%n",
              p.index() + 1, p.seed(), p.seat(), p.result(), p.outcome().map(Outcome::text).orElse("unfinished"),
              p.actions(), p.moves(), p.moves() == 0 ? 0 : p.nanos() / 1e6 / p.moves(),
              p.problem().map(why -> ": " + why).orElse(""));
          out.flush();
        });
    long won = played.stream().filter(Played::won).count();
    long drawn = played.stream().filter(p -> p.outcome().map(Outcome::isDraw).orElse(false)).count();
    long unfinished = played.stream().filter(p -> p.outcome().isEmpty()).count();
    long moves = played.stream().mapToLong(Played::moves).sum();
    long nanos = played.stream().mapToLong(Played::nanos).sum();
    double fair = played.stream().mapToDouble(p -> p.winnersShare(config.players())).sum() / games;
    out.printf("strong: %,d moves, %.1f ms a move on average; %d drawn, %d unfinished (neither counts as won)%n",
        moves, moves == 0 ? 0 : nanos / 1e6 / moves, drawn, unfinished);
    out.printf("%s: strong won %d of %d games against greedy (%s; a fair share is %s)%n", game.id(), won, games,
        percent((double) won / games), percent(fair));
    out.flush();
    return 0;
  }

  /** A share as a whole percentage: {@code 70%}. */
  static String percent(double share) {
    return Math.round(100 * share) + "%";
  }

  /**
   * Game {@code index}: the strong bot at seat {@code index mod n}, greedy bots at the others; every
   * seat's secrets and random source split off the game's seed in seat order, as {@code Bots.seats}
   * does, so the greedy bots draw the same whichever seat the strong one takes.
   */
  private static <S extends GameState> Played play(Game<S> game, TableConfig config, ThinkingBudget budget, int index,
      long gameSeed) {
    int n = config.players();
    int strongSeat = index % n;
    SplittableRandom root = new SplittableRandom(gameSeed);
    AtomicLong moves = new AtomicLong();
    AtomicLong nanos = new AtomicLong();
    List<Player<S>> players = new ArrayList<>();
    for (int seat = 0; seat < n; seat++) {
      Bot<S> bot = seat == strongSeat ? timed(Bots.strong(game, budget), moves, nanos) : Bots.byName("greedy", game);
      SeatSecrets secrets = new SeatSecrets(seat, root.split());
      players.add(new BotPlayer<>(bot, RandomnessPlayer.of(secrets), secrets, root.split()));
    }
    Selfplay.Result<S> result = Selfplay.run(game, config, players, MAX_ACTIONS, (b, seat, d, a, next) -> { });
    Optional<Outcome> outcome = result.problem().isPresent() ? Optional.empty() : result.outcome();
    boolean won = outcome.map(o -> !o.isDraw() && o.winners().contains(strongSeat)).orElse(false);
    return new Played(index, gameSeed, strongSeat, outcome, won, result.actions(), moves.get(), nanos.get(),
        result.problem());
  }

  /** The bot, each move it chooses timed by the system clock. */
  private static <S extends GameState> Bot<S> timed(Bot<S> bot, AtomicLong moves, AtomicLong nanos) {
    return new Bot<>() {
      @Override
      public String name() {
        return bot.name();
      }

      @Override
      public Optional<Action> choose(Game<S> game, S state, int seat, Knowledge knowledge, RandomGenerator rng) {
        long start = System.nanoTime();
        Optional<Action> chosen = bot.choose(game, state, seat, knowledge, rng);
        if (chosen.isPresent()) {
          nanos.addAndGet(System.nanoTime() - start);
          moves.incrementAndGet();
        }
        return chosen;
      }
    };
  }

  /** The line protocol's request: built, and sent to a program (issue 27). */
  private <S extends GameState> int bench(Game<S> game, double seconds) throws Exception {
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
    long[] build = measure(seconds, positions, p -> BotMessages.act(game, p.state(), p.seat(), Knowledge.NOTHING, 0,
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
      trip = measure(seconds, positions, p -> bots.get(p.seat()).choose(game, p.state(), p.seat(), Knowledge.NOTHING, rng)
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
  private static <S> long[] measure(double seconds, List<Position<S>> positions,
      java.util.function.ToIntFunction<Position<S>> work) {
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
