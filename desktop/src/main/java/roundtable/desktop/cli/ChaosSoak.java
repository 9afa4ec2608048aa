package roundtable.desktop.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import roundtable.core.game.Game;
import roundtable.core.table.TableConfig;

/**
 * {@code roundtable soak chaos}: whole bot games between real processes on 127.0.0.1 while laptops
 * crash and come back ({@link ChaosTable}); prints each game, then the figures.
 */
@Command(name = "chaos", mixinStandardHelpOptions = true,
    description = {"Plays whole bot games between roundtable processes on 127.0.0.1 (a host, a join per other seat,"
        + " a spectator that comes after the first blow) while, at random steps, one seated peer at a time (the opener included) is killed with"
        + " SIGKILL and started again with the same command, or stopped with SIGSTOP for longer than a heartbeat"
        + " and let go on.",
        "Every peer must end by itself on one state hash and one outcome, the audit verified. Prints each blow, each"
            + " game, then the kills, restarts, stops, games finished and the longest pause a blow caused. Exit 0"
            + " when every game ended so, 1 otherwise."},
    footer = {"%nExample: ./roundtable soak chaos --game morrigan --games 20"})
final class ChaosSoak implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Option(names = "--game", required = true, paramLabel = "GAME", description = "the game's id, e.g. morrigan")
  String game;

  @Option(names = "--games", paramLabel = "N", defaultValue = "1", description = "games to play (default: ${DEFAULT-VALUE})")
  int games;

  @Option(names = "--players", paramLabel = "N", defaultValue = "3", description = "seats, one process each (default: ${DEFAULT-VALUE})")
  int players;

  @Option(names = "--kills", paramLabel = "K", defaultValue = "3", description = "peers killed and restarted per game (default: ${DEFAULT-VALUE})")
  int kills;

  @Option(names = "--stops", paramLabel = "K", defaultValue = "1",
      description = "peers stopped past a heartbeat per game (default: ${DEFAULT-VALUE})")
  int stops;

  @Option(names = "--gap", paramLabel = "MIN-MAX", defaultValue = "20-120",
      description = "actions between two blows, drawn in this range (default: ${DEFAULT-VALUE})")
  String gap;

  @Option(names = "--stop-for", paramLabel = "SECONDS", defaultValue = "12",
      description = "how long a stopped peer stays stopped; the heartbeat gives up on a link after 10 s (default: ${DEFAULT-VALUE})")
  int stopFor;

  @Option(names = "--idle", paramLabel = "SECONDS", defaultValue = "60",
      description = "each peer's --idle; the soak calls a table stalled 20 s past it (default: ${DEFAULT-VALUE})")
  int idle;

  @Option(names = "--option", paramLabel = "KEY=VALUE", description = "a table option, e.g. turn-order=tokens-secret")
  Map<String, String> options = new LinkedHashMap<>();

  @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
      description = "seed of the blows' steps and targets (the peers' own secrets come from SecureRandom; default: ${DEFAULT-VALUE})")
  long seed;

  @Option(names = "--dir", paramLabel = "DIR",
      description = "where the peers keep their homes and output (default: a new folder under the system's temporary one)")
  Path dir;

  @Override
  public Integer call() throws Exception {
    ChaosTable.Plan plan = plan();
    Path root = dir != null ? dir : Files.createTempDirectory("roundtable-chaos-");
    PrintWriter out = spec.commandLine().getOut();
    out.println("chaos " + game + ": " + games + " games of " + players + " seats, " + kills + " kills and " + stops
        + " stops each; peers' output in " + root);
    out.flush();
    int ended = 0;
    List<ChaosTable.Blow> blows = new ArrayList<>();
    List<String> failures = new ArrayList<>();
    for (int g = 1; g <= games; g++) {
      long started = System.nanoTime();
      out.println("game " + g + ":");
      out.flush();
      ChaosTable.Result result = new ChaosTable(game, players, options, plan, root.resolve("game-" + g), seed * 1000 + g,
          out).play();
      int number = g;
      result.blows().forEach(b -> blows.add(new ChaosTable.Blow(b.kill(), "game " + number + ": " + b.what(), b.at(),
          b.pause())));
      String figures = String.format("%d actions, %d kills, %d stops, %.0f s", result.actions(), result.kills(),
          result.stops(), (System.nanoTime() - started) / 1e9);
      if (result.ok()) {
        ended++;
        out.println("game " + g + " ended on one hash and one outcome: " + figures + "; " + String.join("; ",
            result.ending()));
      } else {
        failures.add("game " + g);
        out.println("game " + g + " FAILED (" + figures + "): " + result.failure());
      }
      out.flush();
    }
    long kills = blows.stream().filter(ChaosTable.Blow::kill).count();
    out.printf("chaos %s: %d of %d games ended on one state hash and one outcome on every peer; %d kills, %d restarts,"
        + " %d stops; the longest pause a restart caused: %s; a stop: %s%n", game, ended, games, kills, kills,
        blows.size() - kills, longest(blows, true), longest(blows, false));
    if (!failures.isEmpty()) {
      out.println("failed: " + String.join(", ", failures));
    }
    out.flush();
    return failures.isEmpty() ? 0 : PeerRun.FAILED;
  }

  /** The longest pause of the kills (or of the stops), and where. */
  private static String longest(List<ChaosTable.Blow> blows, boolean kills) {
    return blows.stream().filter(b -> b.kill() == kills).max(Comparator.comparing(ChaosTable.Blow::pause))
        .map(b -> String.format("%.1f s (%s at action %d)", b.pause().toMillis() / 1e3, b.what(), b.at()))
        .orElse("none");
  }

  private ChaosTable.Plan plan() {
    Game<?> g = PeerRun.game(spec, game);
    try {
      TableConfig.of(g, players, options, false);
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
    String[] range = gap.split("-", 2);
    int min;
    int max;
    try {
      min = Integer.parseInt(range[0]);
      max = range.length == 2 ? Integer.parseInt(range[1]) : min;
    } catch (NumberFormatException e) {
      throw new ParameterException(spec.commandLine(), "--gap is MIN-MAX, two numbers of actions, not '" + gap + "'");
    }
    if (min < 1 || max < min) {
      throw new ParameterException(spec.commandLine(), "--gap needs 1 <= MIN <= MAX, not '" + gap + "'");
    }
    if (games < 1 || kills < 0 || stops < 0) {
      throw new ParameterException(spec.commandLine(), "--games must be at least 1, --kills and --stops at least 0");
    }
    if (stopFor < 1 || idle < 1) {
      throw new ParameterException(spec.commandLine(), "--stop-for and --idle must be at least 1");
    }
    return new ChaosTable.Plan(kills, stops, min, max, Duration.ofSeconds(stopFor), Duration.ofSeconds(idle));
  }
}
