package roundtable.core.hidden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import roundtable.core.conquest.Conquest;
import roundtable.core.random.Fix;
import roundtable.core.table.Knowledge;

/** The same seeded game on mental-poker cards and on open cards dealt alike gives the same game. */
class SameDealsTest {
  @ParameterizedTest(name = "conquest, {0} players, {1}, seed {2}")
  @CsvSource({"3, tokens-secret, 1", "4, tokens-secret, 2", "3, tokens-open, 3"})
  void conquestsTurnTokensGiveTheSameGameOnBothImplementations(int players, String order, long seed) throws Exception {
    SameDeals.Played played = SameDeals.play(Conquest.GAME, players, Map.of("turn-order", order, "match", "one-round", "move-limit", "150"), "greedy", seed,
        3000, Conquest.GAME::diagram);
    assertTrue(played.moves() > players, "the game goes beyond its first turn round: " + played.moves());
  }

  @Test
  void anOpenShuffleCanBeArrangedToAKnownOrder() throws Exception {
    OpenCards cards = (OpenCards) OpenCards.empty(2, true).newPile("deck", List.of(5, 6, 7, 6));
    assertEquals("deck", cards.shufflingPile().orElseThrow());
    Fix fix = cards.arrange(List.of(6, 7, 6, 5));
    HiddenCards dealt = cards.step(0, fix);
    assertEquals(List.of(6, 7, 6, 5), faces((OpenCards) dealt));
    assertThrows(IllegalArgumentException.class, () -> cards.arrange(List.of(5, 6, 7, 7)));
    assertThrows(IllegalArgumentException.class, () -> cards.arrange(List.of(5, 6, 7)));
  }

  /** The faces of the deck top first, read by dealing every card to seat 0. */
  private static List<Integer> faces(OpenCards cards) {
    HiddenCards c = cards;
    int n = c.pileSize("deck");
    for (int i = 0; i < n; i++) {
      c = c.deal("deck", 0);
    }
    HiddenCards dealt = c;
    return dealt.hand(0).stream()
        .map(card -> dealt.faceFor(card, 0, Knowledge.NOTHING).getAsInt()).toList();
  }
}
