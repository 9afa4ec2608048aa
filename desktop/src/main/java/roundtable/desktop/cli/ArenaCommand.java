package roundtable.desktop.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import roundtable.core.bot.Selfplay;
import roundtable.core.bot.ThinkingBudget;
import roundtable.core.game.Game;
import roundtable.core.table.GameState;
import roundtable.core.table.Outcome;
import roundtable.core.table.TableConfig;
import roundtable.desktop.program.BotProcess;
import roundtable.desktop.program.ProgramTable;

/**
 * Plays many games between the same entrants (programs or built-in bots), seats rotated, on the
 * machine's cores, and says how each did: wins, draws and losses, its score with a 95 % interval,
 * and for two entrants the Elo difference.
 */
@Command(name = "arena", mixinStandardHelpOptions = true,
    description = "Plays N games between bot programs or built-in bots, seats rotated, and prints each one's"
        + " wins, draws and losses with a 95%% interval, then an Elo difference (docs/bots.md).")
final class ArenaCommand implements Callable<Integer> {
  private static final int BAR = 30;

  @Spec
  CommandSpec spec;

  @Mixin
  TableOptions table;

  @Option(names = "--seat", required = true, paramLabel = "CMD|builtin:NAME",
      description = "an entrant, once per seat: a program's command, or builtin:random, builtin:greedy, builtin:strong")
  List<String> seats;

  @Option(names = "--games", paramLabel = "N", defaultValue = "10", description = "games to play (default: ${DEFAULT-VALUE})")
  int games;

  @Option(names = "--seed", paramLabel = "S",
      description = "the first game's seed; game i plays seed S+i (default: a fresh one, printed)")
  Long seed;

  @Option(names = "--out", paramLabel = "DIR",
      description = "keep every game's log there (game-0001.log..., as selfplay prints them) and the programs' errors")
  Path out;

  @Option(names = "--threads", paramLabel = "N",
      description = "games played at once (default: the machine's cores)")
  Integer threads;

  @Option(names = "--max-actions", paramLabel = "N", defaultValue = "100000",
      description = "give up on a game longer than this (default: ${DEFAULT-VALUE})")
  int maxActions;

  @Mixin
  ProgramOptions programs;

  @Mixin
  ThinkingOptions thinking;

  /** How one entrant did in one game. */
  enum Result { WIN, DRAW, LOSS, UNFINISHED }

  /** One game played: its seed, each entrant's result (by entrant, not seat), and why it stopped if it did. */
  record Played(int index, long seed, List<Result> results, Optional<String> problem) {}

  @Override
  public Integer call() throws Exception {
    return run(table.game(spec));
  }

  private <S extends GameState> int run(Game<S> game) throws Exception {
    int n = seats.size();
    if (table.players != null && table.players != n) {
      throw new ParameterException(spec.commandLine(), "--players " + table.players + " but " + n + " --seat");
    }
    table.players = n;
    TableConfig config = table.config(spec, game);
    ThinkingBudget budget = thinking.budget(spec);
    if (games < 1) {
      throw new ParameterException(spec.commandLine(), "--games must be at least 1, not " + games);
    }
    List<ProgramTable.Sitter> entrants = new ArrayList<>();
    for (String seat : seats) {
      ProgramTable.Sitter sitter = ProgramTable.Sitter.of(seat);
      try {
        if (sitter.builtin()) {
          roundtable.core.bot.Bots.byName(sitter.what(), game, budget);
        } else {
          BotProcess.words(sitter.what());
        }
      } catch (IllegalArgumentException e) {
        throw new ParameterException(spec.commandLine(), "--seat " + seat + ": " + e.getMessage());
      }
      entrants.add(sitter);
    }
    PrintWriter err = spec.commandLine().getErr();
    long first = seed != null ? seed : ThreadLocalRandom.current().nextLong(1_000_000_000L);
    boolean anyProgram = entrants.stream().anyMatch(e -> !e.builtin());
    Path errors = programs.stderrDir(out != null || !anyProgram ? out : Files.createTempDirectory("roundtable-arena"));
    if (anyProgram) {
      err.println("arena: the programs' error output goes to " + errors);
    }
    if (out != null) {
      Files.createDirectories(out);
    }
    ProgramTable.Rules rules = programs.rules(spec, seat -> errors.resolve("seat" + seat + ".stderr"), err);
    int workers = threads != null ? Math.max(1, threads) : Math.max(1, Runtime.getRuntime().availableProcessors());
    AtomicInteger done = new AtomicInteger();
    List<Played> results = ParallelGames.play(games, workers, "arena", index -> () -> {
      Played played = play(game, config, entrants, index, first + index, errors, rules, budget);
      progress(err, done.incrementAndGet());
      return played;
    }, played -> { });
    print(game, entrants, results, first);
    return 0;
  }

  /** Game {@code index}: entrant e sits at seat (e + index) mod n, so each plays each seat in turn. */
  private <S extends GameState> Played play(Game<S> game, TableConfig config, List<ProgramTable.Sitter> entrants,
      int index, long gameSeed, Path errors, ProgramTable.Rules rules, ThinkingBudget budget) throws IOException {
    int n = entrants.size();
    List<ProgramTable.Sitter> sitters = new ArrayList<>();
    for (int seat = 0; seat < n; seat++) {
      sitters.add(entrants.get(Math.floorMod(seat - index, n)));
    }
    String name = String.format("game-%04d", index + 1);
    ProgramTable.Rules here = new ProgramTable.Rules(rules.msPerMove(), rules.fallback(),
        seat -> errors.resolve(name + "-seat" + seat + ".stderr"), new Prefixed(rules.err(), name));
    Selfplay.Recorded<S> recorded;
    try (ProgramTable<S> players = ProgramTable.seat(game, config, sitters, new SplittableRandom(gameSeed), here,
        budget)) {
      recorded = Selfplay.play(game, config, players.players(), maxActions, players);
      players.finish(recorded.result().outcome());
      if (out != null) {
        Files.writeString(out.resolve(name + ".log"),
            SelfplayCommand.log(game, config, gameSeed, players.players(), recorded, false).format());
      }
    }
    Optional<Outcome> outcome = recorded.result().outcome();
    List<Result> results = new ArrayList<>();
    for (int e = 0; e < n; e++) {
      int seat = Math.floorMod(e + index, n);
      results.add(outcome.isEmpty() ? Result.UNFINISHED : outcome.get().isDraw() ? Result.DRAW
          : outcome.get().winners().contains(seat) ? Result.WIN : Result.LOSS);
    }
    return new Played(index, gameSeed, results, recorded.result().problem());
  }

  private void progress(PrintWriter err, int finished) {
    int filled = finished * BAR / games;
    synchronized (err) {
      err.print("\rarena: [" + "#".repeat(filled) + "-".repeat(BAR - filled) + "] " + finished + "/" + games + " games");
      if (finished == games) {
        err.println();
      }
      err.flush();
    }
  }

  private void print(Game<?> game, List<ProgramTable.Sitter> entrants, List<Played> results, long first) {
    PrintWriter o = spec.commandLine().getOut();
    o.printf("arena: %s, %d players, %d games, seeds %d to %d, seats rotated each game%n", game.id(), entrants.size(),
        results.size(), first, first + results.size() - 1);
    o.printf("%-3s %-36s %5s %5s %5s %6s %6s %7s  %s%n", "", "entrant", "games", "wins", "draws", "losses", "unfin.",
        "score", "95% interval (Wilson)");
    List<double[]> scores = new ArrayList<>();
    for (int e = 0; e < entrants.size(); e++) {
      int[] count = new int[Result.values().length];
      for (Played p : results) {
        count[p.results().get(e).ordinal()]++;
      }
      int decided = results.size() - count[Result.UNFINISHED.ordinal()];
      double score = decided == 0 ? 0 : (count[Result.WIN.ordinal()] + 0.5 * count[Result.DRAW.ordinal()]) / decided;
      double[] interval = ArenaScore.wilson(score, decided);
      scores.add(new double[] {score, decided, interval[0], interval[1]});
      o.printf("%-3s %-36s %5d %5d %5d %6d %6d %6.1f%%  [%.1f%%, %.1f%%]%n", (e + 1) + ".",
          shorter(entrants.get(e).toString()), results.size(), count[Result.WIN.ordinal()],
          count[Result.DRAW.ordinal()], count[Result.LOSS.ordinal()], count[Result.UNFINISHED.ordinal()],
          100 * score, 100 * interval[0], 100 * interval[1]);
    }
    if (entrants.size() == 2) {
      double[] s = scores.get(0);
      o.printf("Elo difference (1 minus 2): %s, 95%% interval [%s, %s] (from entrant 1's score and its interval)%n",
          ArenaScore.elo(s[0]), ArenaScore.elo(s[2]), ArenaScore.elo(s[3]));
    }
    long stopped = results.stream().filter(p -> p.problem().isPresent()).count();
    if (stopped > 0) {
      o.printf("%d games stopped before their end, e.g. game %d: %s%n", stopped,
          results.stream().filter(p -> p.problem().isPresent()).findFirst().orElseThrow().index() + 1,
          results.stream().filter(p -> p.problem().isPresent()).findFirst().orElseThrow().problem().orElseThrow());
    }
    if (out != null) {
      o.printf("logs: %s%n", out.resolve("game-0001.log"));
    }
    o.flush();
  }

  private static String shorter(String text) {
    return text.length() <= 36 ? text : text.substring(0, 33) + "...";
  }

  /** The programs' failure lines of one game, with the game named in front. */
  private static final class Prefixed extends PrintWriter {
    private final PrintWriter to;
    private final String game;

    Prefixed(PrintWriter to, String game) {
      super(to);
      this.to = to;
      this.game = game;
    }

    @Override
    public void println(String line) {
      synchronized (to) {
        to.println(line.startsWith("roundtable: ") ? "roundtable: " + game + ": " + line.substring(12) : line);
      }
    }
  }
}
