package roundtable.desktop.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.ThreadLocalRandom;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import roundtable.core.bot.Player;
import roundtable.core.bot.Selfplay;
import roundtable.core.bot.ThinkingBudget;
import roundtable.core.canon.StateHash;
import roundtable.core.log.LogFile;
import roundtable.core.game.Game;
import roundtable.core.table.GameState;
import roundtable.core.table.Outcome;
import roundtable.core.table.TableConfig;
import roundtable.desktop.program.ProgramTable;

/** Plays a whole game between bots and prints its log, which {@code replay} reads back. */
@Command(name = "selfplay", mixinStandardHelpOptions = true,
    description = "Plays a whole game between bots and prints its log, its final state hash and outcome.")
final class SelfplayCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Mixin
  TableOptions table;

  @Option(names = "--seed", paramLabel = "S", description = "seed of the bots' random values (default: a fresh one, printed)")
  Long seed;

  @Option(names = "--bots", split = ",", paramLabel = "BOT", defaultValue = "random",
      description = "random, greedy or strong: one for every seat, or one per seat separated by commas"
          + " (default: ${DEFAULT-VALUE})")
  List<String> bots;

  @Mixin
  ThinkingOptions thinking;

  @Option(names = "--bot-cmd", paramLabel = "SEAT=CMD",
      description = "seat SEAT (from 0) is played by this program, which speaks JSON lines (docs/bots.md);"
          + " repeat for other seats")
  Map<Integer, String> commands = new LinkedHashMap<>();

  @Mixin
  ProgramOptions programs;

  @Option(names = "--hashes", description = "write after each action the hash of the state it was made on")
  boolean hashes;

  @Option(names = "--max-actions", paramLabel = "N", defaultValue = "100000",
      description = "give up on a game longer than this (default: ${DEFAULT-VALUE})")
  int maxActions;

  @Override
  public Integer call() {
    return play(table.game(spec));
  }

  private <S extends GameState> int play(Game<S> game) {
    TableConfig config = table.config(spec, game);
    ThinkingBudget budget = thinking.budget(spec);
    long s = seed != null ? seed : ThreadLocalRandom.current().nextLong(1_000_000_000L);
    List<ProgramTable.Sitter> sitters = sitters(config.players());
    PrintWriter err = spec.commandLine().getErr();
    ProgramTable<S> seats;
    try {
      seats = ProgramTable.seat(game, config, sitters, new SplittableRandom(s),
          programs.rules(spec, seat -> programs.stderrDir().resolve("roundtable-seat" + seat + ".stderr"), err), budget);
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
    Selfplay.Recorded<S> played;
    try (seats) {
      played = Selfplay.play(game, config, seats.players(), maxActions, seats);
      seats.finish(played.result().outcome());
    }
    PrintWriter out = spec.commandLine().getOut();
    out.print(log(game, config, s, seats.players(), played, hashes).format());
    out.flush();
    if (played.result().problem().isPresent()) {
      err.println("roundtable: the game stopped: " + played.result().problem().get());
      return 1;
    }
    return 0;
  }

  /** A played game's log, as {@code replay} reads it: header, actions, final hash, outcome, audit. */
  static <S extends GameState> LogFile log(Game<S> game, TableConfig config, long seed, List<? extends Player<S>> seats,
      Selfplay.Recorded<S> played, boolean hashes) {
    Selfplay.Result<S> result = played.result();
    LogFile.Header header = LogFile.Header.of(game.id(), config, OptionalLong.of(seed),
        seats.stream().map(Player::name).toList());
    LogFile log = LogFile.of(header, played.log().lines(hashes))
        .withEnd(StateHash.hex(result.state()), result.outcome().map(Outcome::text).orElse("unfinished"));
    var audit = played.log().audit(game.hiddenCards(result.state()));
    return audit.isPresent() ? log.withAudit(audit.get().text()) : log;
  }

  /** Who sits at each seat: the bots named, a program where --bot-cmd says. */
  private List<ProgramTable.Sitter> sitters(int players) {
    List<ProgramTable.Sitter> sitters = new ArrayList<>();
    for (String name : names(players)) {
      sitters.add(new ProgramTable.Sitter(true, name));
    }
    for (var command : commands.entrySet()) {
      if (command.getKey() < 0 || command.getKey() >= players) {
        throw new ParameterException(spec.commandLine(), "--bot-cmd names seat " + command.getKey()
            + " at a table of " + players + " (seats 0 to " + (players - 1) + ")");
      }
      sitters.set(command.getKey(), new ProgramTable.Sitter(false, command.getValue()));
    }
    return sitters;
  }

  /** One bot name per seat. */
  private List<String> names(int players) {
    if (bots.size() == 1) {
      return Collections.nCopies(players, bots.get(0));
    }
    if (bots.size() != players) {
      throw new ParameterException(spec.commandLine(), "--bots names " + bots.size() + " bots for " + players + " players");
    }
    return bots;
  }
}
