package roundtable.core.morrigan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import roundtable.core.bot.Bots;
import roundtable.core.bot.Selfplay;
import roundtable.core.table.TableConfig;

/** The heuristic bot, registered as "greedy": its games end, and it beats random players. */
class BotsTest {
  @Test
  void greedyIsMorrigansOwnBot() {
    assertEquals(MorriganBot.class, Bots.byName("greedy", Morrigan.GAME).getClass());
  }

  @Test
  void greedyGamesEndAndGreedyBeatsRandom() {
    int games = 36;
    int greedyWins = 0;
    int capped = 0;
    for (int i = 0; i < games; i++) {
      int players = 3 + i % 3;
      List<String> names = new java.util.ArrayList<>();
      for (int seat = 0; seat < players; seat++) {
        names.add(seat == i % players ? "greedy" : "random");
      }
      var seats = Bots.seats(Morrigan.GAME, names, new SplittableRandom(i));
      var result = Selfplay.run(Morrigan.GAME, TableConfig.of(Morrigan.GAME, players, Map.of(), true), seats, 20_000,
          (b, seat, d, a, after) -> { });
      assertTrue(result.problem().isEmpty() || result.problem().get().contains("did not end"),
          () -> result.problem().get());
      if (result.outcome().isEmpty()) {
        capped++;
      } else if (result.outcome().get().winners().contains(i % players)) {
        greedyWins++;
      }
    }
    System.out.printf("morrigan: greedy won %d of %d games against random players (%d capped)%n", greedyWins, games,
        capped);
    assertEquals(0, capped);
    assertTrue(greedyWins > games / 2, "greedy wins " + greedyWins + " of " + games);
  }

  @Test
  void allGreedyTablesEnd() {
    for (int players = 3; players <= 5; players++) {
      var seats = Bots.seats(Morrigan.GAME, java.util.Collections.nCopies(players, "greedy"), new SplittableRandom(players));
      var result = Selfplay.run(Morrigan.GAME, TableConfig.of(Morrigan.GAME, players, Map.of(), true), seats, 20_000,
          (b, seat, d, a, after) -> { });
      assertTrue(result.outcome().isPresent(), () -> result.problem().orElse(""));
    }
  }
}
