package roundtable.core.jmh;

import java.util.List;
import java.util.Map;
import roundtable.core.bot.Selfplay;
import roundtable.core.game.Game;
import roundtable.core.game.GameCatalog;
import roundtable.core.table.Action;
import roundtable.core.table.Decision;
import roundtable.core.table.GameState;
import roundtable.core.table.TableConfig;

/** The moves of a few random games with open cards, for the benchmarks to replay. */
record Positions(Game<GameState> game, List<Position> moves) {
  /** A state, the seat that moved and its move. */
  record Position(GameState state, int seat, Action action) {}

  private static final int GAMES = 10;
  /** Two players at most where the game allows, three for the card games (their smallest table). */
  private static final Map<String, Integer> PLAYERS = Map.of("conquest", 2, "graalwar", 2, "graal", 3,
      "grailcup", 3, "morrigan", 3);

  @SuppressWarnings("unchecked")
  static Positions of(String id) {
    Game<GameState> game = (Game<GameState>) GameCatalog.byId(id).orElseThrow();
    TableConfig config = TableConfig.of(game, PLAYERS.get(id), Map.of(), true);
    List<Position> moves = Selfplay.randomGames(game, config, GAMES).stream()
        .filter(p -> p.decision() != Decision.RANDOMNESS).map(p -> new Position(p.before(), p.seat(), p.action()))
        .toList();
    return new Positions(game, moves);
  }
}
