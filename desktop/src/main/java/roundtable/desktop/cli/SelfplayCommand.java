package roundtable.desktop.cli;

import java.io.PrintWriter;
import java.util.Collections;
import java.util.List;
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
import roundtable.core.bot.Bots;
import roundtable.core.bot.Player;
import roundtable.core.bot.Selfplay;
import roundtable.core.canon.StateHash;
import roundtable.core.log.LogFile;
import roundtable.core.game.Game;
import roundtable.core.table.GameState;
import roundtable.core.table.Outcome;
import roundtable.core.table.TableConfig;

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
      description = "random or greedy: one for every seat, or one per seat separated by commas (default: ${DEFAULT-VALUE})")
  List<String> bots;

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
    long s = seed != null ? seed : ThreadLocalRandom.current().nextLong(1_000_000_000L);
    List<Player<S>> seats;
    try {
      seats = Bots.seats(game, names(config.players()), new SplittableRandom(s));
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
    Selfplay.Recorded<S> played = Selfplay.play(game, config, seats, maxActions);
    Selfplay.Result<S> result = played.result();
    LogFile.Header header = LogFile.Header.of(game.id(), config, OptionalLong.of(s), seats.stream().map(Player::name).toList());
    LogFile log = LogFile.of(header, played.log().lines(hashes))
        .withEnd(StateHash.hex(result.state()), result.outcome().map(Outcome::text).orElse("unfinished"));
    var audit = played.log().audit(game.hiddenCards(result.state()));
    if (audit.isPresent()) {
      log = log.withAudit(audit.get().text());
    }
    PrintWriter out = spec.commandLine().getOut();
    out.print(log.format());
    out.flush();
    if (result.problem().isPresent()) {
      spec.commandLine().getErr().println("roundtable: the game stopped: " + result.problem().get());
      return 1;
    }
    return 0;
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
