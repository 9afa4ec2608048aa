package roundtable.core.grailcup;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import roundtable.core.hidden.SameDeals;

/**
 * The same seeded game gives the same game on mental-poker cards and on open cards dealt alike.
 * Random bots: the greedy bot looks one move ahead, and on mental-poker cards a card given is still
 * on its way (waiting for the seats' steps) in the position it judges, so it may judge otherwise.
 */
class SameDealsTest {
  @ParameterizedTest(name = "{0} players, seed {1}")
  @CsvSource({"3, 1", "6, 2"})
  void bothHiddenCardImplementationsPlayTheSameGame(int players, long seed) throws Exception {
    SameDeals.Played played = SameDeals.play(GrailCup.GAME, players, Map.of(), "random", seed, 5_000,
        GrailCup.GAME::diagram);
    assertTrue(played.outcome().isPresent());
    System.out.println("grailcup, " + players + " players: the same " + played.moves() + " moves on both implementations, "
        + played.outcome().get().text());
  }
}
