package roundtable.core.graalwar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import roundtable.core.bot.Bots;
import roundtable.core.bot.Selfplay;
import roundtable.core.game.GameCatalog;
import roundtable.core.table.TableConfig;

/** Random and greedy bots play whole games, deployment included, from their own secrets. */
class BotsTest {
  @Test
  void randomAndGreedyBotsPlayWholeGames() {
    int greedyWins = 0;
    for (int seed = 0; seed < 6; seed++) {
      List<String> names = seed % 2 == 0 ? List.of("greedy", "random") : List.of("random", "greedy");
      var players = Bots.seats(Graalwar.GAME, names, new SplittableRandom(seed));
      var config = TableConfig.of(Graalwar.GAME, 2, Map.of("move-limit", "200"), false);
      var result = Selfplay.play(Graalwar.GAME, config, players, 1000).result();
      assertTrue(result.finished(), result.problem().orElse(""));
      var winners = result.outcome().orElseThrow().winners();
      greedyWins += winners.equals(List.of(seed % 2 == 0 ? 0 : 1)) ? 1 : 0;
    }
    assertTrue(greedyWins >= 4, "greedy beats random: " + greedyWins + " of 6");
  }

  @Test
  void greedyAgainstGreedyEnds() {
    var players = Bots.seats(Graalwar.GAME, List.of("greedy", "greedy"), new SplittableRandom(42));
    var config = TableConfig.of(Graalwar.GAME, 2, Map.of("move-limit", "200"), false);
    var recorded = Selfplay.play(Graalwar.GAME, config, players, 1000);
    assertTrue(recorded.result().finished(), recorded.result().problem().orElse(""));
  }

  @Test
  void botsPlayWholeGamesInCamps() {
    for (int players = 3; players <= 6; players++) {
      List<String> names = java.util.Collections.nCopies(players, players == 4 ? "greedy" : "random");
      var seats = Bots.seats(Graalwar.GAME, names, new SplittableRandom(players));
      var config = TableConfig.of(Graalwar.GAME, players, Map.of("move-limit", "200"), false);
      var result = Selfplay.play(Graalwar.GAME, config, seats, 1000).result();
      assertTrue(result.finished(), players + " players: " + result.problem().orElse(""));
    }
  }

  @Test
  void theTablePlaysGraalwar() {
    assertEquals(Graalwar.GAME, GameCatalog.byId("graalwar").orElseThrow());
  }
}
