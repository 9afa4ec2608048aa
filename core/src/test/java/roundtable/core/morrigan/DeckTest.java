package roundtable.core.morrigan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import roundtable.core.morrigan.Card.Kind;
import roundtable.core.morrigan.Card.Special;

/** "Présentation des cartes": five kinds; the counts are rules-gaps.md's, as the list is not in the text. */
class DeckTest {
  @Test
  void theDeckHolds108CardsAndActionCardsAreTheMostCommon() {
    // "Ce sont les cartes les plus courantes du jeu."
    Map<Kind, Long> kinds = Card.DECK.stream().collect(Collectors.groupingBy(Card::kind, Collectors.counting()));
    assertEquals(Map.of(Kind.ACTION, 50L, Kind.TRIAL, 15L, Kind.ADVERSARY, 15L, Kind.TERRITORY, 15L, Kind.SPECIAL, 13L),
        kinds);
  }

  @Test
  void actionEpreuveAdversaryAndTerritoryCardsAreWorthOneToFive() {
    // "Elles peuvent avoir une valeur comprise entre 1 et 5."
    for (Kind kind : EnumSet.of(Kind.ACTION, Kind.TRIAL, Kind.ADVERSARY, Kind.TERRITORY)) {
      assertEquals(java.util.Set.of(1, 2, 3, 4, 5), Card.DECK.stream().filter(c -> c.is(kind)).map(Card::value)
          .collect(Collectors.toSet()), kind.french());
    }
  }

  @Test
  void theThirteenSpecialsAreOneOfEachAndWorthNothingInABet() {
    assertEquals(EnumSet.allOf(Special.class), Card.DECK.stream().filter(c -> c.is(Kind.SPECIAL)).map(Card::special)
        .collect(Collectors.toCollection(() -> EnumSet.noneOf(Special.class))));
    assertTrue(Card.DECK.stream().filter(c -> !c.is(Kind.ACTION)).allMatch(c -> c.strength() == 0),
        "only an Action card counts in a bet or a reinforcement: any other card is a bluff");
  }
}
