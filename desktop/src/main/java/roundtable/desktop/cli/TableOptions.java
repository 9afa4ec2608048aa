package roundtable.desktop.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import roundtable.core.game.GameCatalog;
import roundtable.core.game.Game;
import roundtable.core.table.TableConfig;

/** The options that open a table: the game, the number of players and the game's options. */
final class TableOptions {
  @Option(names = "--game", required = true, paramLabel = "GAME", description = "the game's id, e.g. conquest")
  String game;

  @Option(names = "--players", paramLabel = "N", description = "players at the table (default: the game's fewest)")
  Integer players;

  @Option(names = "--option", paramLabel = "KEY=VALUE", description = "a table option, e.g. pairing=adjacent")
  Map<String, String> options = new LinkedHashMap<>();

  Game<?> game(CommandSpec spec) {
    return GameCatalog.byId(game).orElseThrow(() -> new ParameterException(spec.commandLine(), GameCatalog.unknown(game)));
  }

  TableConfig config(CommandSpec spec, Game<?> game) {
    try {
      return TableConfig.of(game, players == null ? game.minPlayers() : players, options, false);
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
  }
}
