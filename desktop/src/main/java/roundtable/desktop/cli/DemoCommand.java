package roundtable.desktop.cli;

import java.io.PrintWriter;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ThreadLocalRandom;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import roundtable.core.bot.Bots;
import roundtable.core.bot.ThinkingBudget;
import roundtable.core.game.Game;
import roundtable.core.table.GameState;
import roundtable.core.table.TableConfig;
import roundtable.desktop.client.window.ClientLauncher;
import roundtable.desktop.client.window.Director;
import roundtable.desktop.client.window.RoundTableClient;
import roundtable.desktop.client.play.BoardScreen;
import roundtable.desktop.client.board.Boards;
import roundtable.desktop.client.play.LocalTable;

/** Opens the window on a bot game, to watch a board animate. */
@Command(name = "demo", mixinStandardHelpOptions = true,
    description = "Opens the window on a game between bots, to watch the board animate.")
final class DemoCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Mixin
  TableOptions table;

  @Option(names = "--bots", paramLabel = "BOT", defaultValue = "greedy",
      description = "random, greedy or strong, for every seat (default: ${DEFAULT-VALUE})")
  String bots;

  @Mixin
  ThinkingOptions thinking;

  @Option(names = "--seed", paramLabel = "S", description = "seed of the game (default: a fresh one)")
  Long seed;

  @Option(names = "--pace", paramLabel = "MS", defaultValue = "700",
      description = "how long each bot waits before its move, in milliseconds (default: ${DEFAULT-VALUE})")
  long pace;

  @Option(names = "--seconds", paramLabel = "S",
      description = "close the window after this many seconds (default: when it is closed)")
  Double seconds;

  @Option(names = "--screenshot", paramLabel = "FILE", hidden = true,
      description = "write the last frame to this PNG file before closing (with --seconds)")
  java.nio.file.Path screenshot;

  @Override
  public Integer call() {
    return demo(table.game(spec));
  }

  private <S extends GameState> int demo(Game<S> game) {
    if (!Boards.has(game.id())) {
      throw new ParameterException(spec.commandLine(), "the client has no board for " + game.id() + " yet");
    }
    if (pace < 0 || (seconds != null && seconds <= 0)) {
      throw new ParameterException(spec.commandLine(), "--pace and --seconds must be positive");
    }
    if (!Bots.NAMES.contains(bots)) { // the table is made once the window is open: refuse it before
      throw new ParameterException(spec.commandLine(), "unknown bot '" + bots + "'; the bots are: "
          + String.join(", ", Bots.NAMES));
    }
    TableConfig config = table.config(spec, game);
    ThinkingBudget budget = thinking.budget(spec);
    long s = seed != null ? seed : ThreadLocalRandom.current().nextLong();
    PrintWriter out = spec.commandLine().getOut();
    out.println("demo: " + game.id() + ", " + config.players() + " " + bots + " bots, seed " + s);
    out.flush();
    RoundTableClient.Options options = RoundTableClient.Options.lobby("demo", Optional.empty())
        .withFirst(client -> {
          List<String> kinds = Collections.nCopies(config.players(), bots);
          return new BoardScreen<>(client, new LocalTable<>(game, config, kinds, LocalTable.names(kinds, client.words()),
              s, pace, client.post(), budget));
        })
        .withDirector(closeAfter(seconds, screenshot));
    return ClientLauncher.open(options, System.getenv(), false, spec.commandLine().getErr());
  }

  static Director closeAfter(Double seconds, java.nio.file.Path screenshot) {
    if (seconds == null) {
      return Director.NONE;
    }
    long end = System.nanoTime() + (long) (seconds * 1e9);
    boolean[] done = {false};
    return (client, frame) -> {
      if (System.nanoTime() > end && !done[0]) {
        done[0] = true;
        if (screenshot != null) {
          roundtable.desktop.client.Screenshot.write(screenshot);
        }
        com.badlogic.gdx.Gdx.app.exit();
      }
    };
  }
}
