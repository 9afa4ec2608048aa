package roundtable.core.grailcup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import roundtable.core.bot.Bots;
import roundtable.core.bot.Selfplay;
import roundtable.core.game.GameCatalog;
import roundtable.core.table.TableConfig;

/** Random and greedy bots play whole games from their own secrets, dice by commit-reveal. */
class BotsTest {
  static final int GAMES = 40;

  @Test
  void oneGreedyBotAgainstThreeRandomOnesWinsMoreThanItsShare() {
    int greedyWins = 0;
    for (int seed = 0; seed < GAMES; seed++) {
      int greedy = seed % 4;
      List<String> names = new ArrayList<>(List.of("random", "random", "random", "random"));
      names.set(greedy, "greedy");
      var players = Bots.seats(GrailCup.GAME, names, new SplittableRandom(seed));
      var config = TableConfig.of(GrailCup.GAME, 4, Map.of(), true);
      var result = Selfplay.play(GrailCup.GAME, config, players, 20_000).result();
      assertTrue(result.finished(), result.problem().orElse(""));
      greedyWins += result.outcome().orElseThrow().winners().equals(List.of(greedy)) ? 1 : 0;
    }
    System.out.println("grailcup: one greedy bot against three random ones wins " + greedyWins + " of " + GAMES);
    assertTrue(greedyWins > GAMES / 4, "greedy wins more than a quarter: " + greedyWins + " of " + GAMES);
  }

  @Test
  void greedyBotsPlayWholeGamesWithMentalPoker() {
    var players = Bots.seats(GrailCup.GAME, List.of("greedy", "random", "greedy"), new SplittableRandom(3));
    var config = TableConfig.of(GrailCup.GAME, 3, Map.of(), false);
    var result = Selfplay.play(GrailCup.GAME, config, players, 50_000).result();
    assertTrue(result.finished(), result.problem().orElse(""));
  }

  @Test
  void theTablePlaysGrailCup() {
    assertEquals(GrailCup.GAME, GameCatalog.byId("grailcup").orElseThrow());
  }
}
