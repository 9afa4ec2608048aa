package roundtable.core.graal;

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

/** The random and greedy bots play whole games from their own secrets. */
class BotsTest {
  @Test
  void greedyPlaysWholeGamesAndBeatsRandom() {
    int greedyWins = 0;
    // Twenty-four games: with eight, two wins more or less decided the test (a third is 2.7).
    int games = 24;
    for (int seed = 0; seed < games; seed++) {
      int greedy = seed % 3;
      List<String> names = new java.util.ArrayList<>(List.of("random", "random", "random"));
      names.set(greedy, "greedy");
      var players = Bots.seats(Graal.GAME, names, new SplittableRandom(seed));
      var config = TableConfig.of(Graal.GAME, 3, Map.of("round5", "without"), true);
      var result = Selfplay.play(Graal.GAME, config, players, 20_000).result();
      assertTrue(result.finished(), result.problem().orElse(""));
      greedyWins += result.outcome().orElseThrow().winners().equals(List.of(greedy)) ? 1 : 0;
    }
    System.out.println("graal: greedy won " + greedyWins + " of " + games + " games against two random bots");
    assertTrue(3 * greedyWins > games, "greedy beats random more often than a third: " + greedyWins + " of " + games);
  }

  @Test
  void botsPlayWithMentalPoker() {
    var players = Bots.seats(Graal.GAME, List.of("greedy", "random", "random"), new SplittableRandom(5));
    var config = TableConfig.of(Graal.GAME, 3, Map.of("round5", "without"), false);
    var result = Selfplay.play(Graal.GAME, config, players, 50_000).result();
    assertTrue(result.finished(), result.problem().orElse(""));
  }

  @Test
  void theTablePlaysGraal() {
    assertEquals(Graal.GAME, GameCatalog.byId("graal").orElseThrow());
  }
}
