package roundtable.core.graal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.Map;
import org.junit.jupiter.api.Test;
import roundtable.core.table.Action;
import roundtable.core.table.Viewer;

/**
 * The key of the top card a state keeps ({@link GraalState#topKey}, carried from state to state
 * rather than read from the cards at each move; issue 18) is the one read from the cards and the
 * discard pile, after every action of random games: open cards, and mental poker, where a laid card
 * is opened only once the shares come (its key -1 until then).
 */
class KeptTopKeyTest {
  @Test
  void theKeptTopKeyIsTheOneReadFromTheCards() throws Exception {
    for (int game = 0; game < 40; game++) {
      Map<String, String> options = game % 3 == 2 ? Map.of("round5", "without") : Map.of();
      Playouts.Result r = Playouts.play(3 + game % 4, options, true, game % 10 != 5, 500 + game, RandomPlayoutsTest.CAP,
          KeptTopKeyTest::sameTopKey);
      assertFalse(r.capped());
    }
  }

  @Test
  void withMentalPokerToo() throws Exception {
    Playouts.Result r = Playouts.play(3, Map.of("round5", "without"), false, false, 2000, RandomPlayoutsTest.CAP,
        KeptTopKeyTest::sameTopKey);
    assertFalse(r.capped());
  }

  private static void sameTopKey(GraalState before, int seat, Action action, GraalState after) {
    assertEquals(Table.topKey(after.cards(), after.discard(), after.laidAs()), after.topKey(),
        () -> "after " + action + " by seat " + seat + ":\n" + Graal.GAME.diagram(after));
    GraalState seen = Graal.GAME.view(after, new Viewer.Seat(seat));
    assertEquals(Table.topKey(seen.cards(), seen.discard(), seen.laidAs()), seen.topKey());
  }
}
