package roundtable.core.morrigan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** How the searching bot judges a Morrigan position for a seat: prestige first, then hand and guard. */
class EvaluatorTest {
  private static double score(Position position) {
    return MorriganEvaluator.INSTANCE.score(position.build(), 0);
  }

  @Test
  void aReinforcedTerritoryIsWorthMoreThanABareOne() {
    // "Afin d'éviter de perdre ses Territoires, un joueur doit de les renforcer régulièrement."
    assertTrue(score(Position.of(3).territory(0, "T4", "A3")) > score(Position.of(3).territory(0, "T4")));
  }

  /** What an Action 5 in seat 0's hand adds when {@code seat} holds these trophies. */
  private static double anAction5(int seat, String trophies) {
    return score(Position.of(3).hand(0, "A5").trophy(seat, trophies)) - score(Position.of(3).trophy(seat, trophies));
  }

  @Test
  void anActionCardInHandCountsMoreWhenTheDuelIsNear() {
    // In the duel "toutes les cartes Action de sa nouvelle main" make the attack.
    assertTrue(anAction5(0, "E5 X4 E4") > anAction5(0, "E2"));
  }

  @Test
  void anActionCardCountsMoreWhenAnotherSeatNearsTheDuel() {
    // "Tous les joueurs adverses peuvent jouer UNE des cartes Action qu'ils ont en main pour
    // renforcer Maletar lors du duel."
    assertTrue(anAction5(1, "E5 X4 E4") > anAction5(1, "E2"));
  }

  @Test
  void prestigeOutweighsTheHandThatWonIt() {
    // Five points of prestige won with an Action 5 beat keeping the card.
    assertTrue(score(Position.of(3).trophy(0, "E5")) > score(Position.of(3).hand(0, "A5")));
  }

  @Test
  void theSearchingSeatCountsAnothersHandHalfAsMuchAgain() {
    // What another holds is what it will conquer, fight and duel with against the searching seat.
    MorriganState s = Position.of(3).hand(1, "A5").build();
    MorriganState bare = Position.of(3).build();
    double itsOwn = MorriganEvaluator.INSTANCE.score(s, 1) - MorriganEvaluator.INSTANCE.score(bare, 1);
    double asSeat0Sees = MorriganEvaluator.INSTANCE.score(s, 1, 0) - MorriganEvaluator.INSTANCE.score(bare, 1, 0);
    assertEquals(MorriganEvaluator.OTHERS_HANDS * itsOwn, asSeat0Sees, 1e-9);
    assertEquals(MorriganEvaluator.INSTANCE.score(s, 1), MorriganEvaluator.INSTANCE.score(s, 1, 1), "its own hand, as before");
  }

  /**
   * What seat 0's hand adds, as it judges its own position, when seat 1 has 15 prestige (it may
   * challenge Maletar at its next turn) rather than 14.
   */
  private static double whileSeat1CanChallenge(String hand) {
    MorriganState challenger = Position.of(3).hand(0, hand).trophy(1, "E5 X5 E5").build();
    MorriganState near = Position.of(3).hand(0, hand).trophy(1, "E5 X5 E4").build();
    return MorriganEvaluator.INSTANCE.score(challenger, 0) - MorriganEvaluator.INSTANCE.score(near, 0);
  }

  @Test
  void theBestActionCardIsKeptForMaletarWhileAnotherCanChallengeHim() {
    // "Tous les joueurs adverses peuvent jouer UNE des cartes Action qu'ils ont en main pour
    // renforcer Maletar lors du duel": one card, the best, is what the seat can set against him.
    assertEquals(MorriganEvaluator.MALETAR_CARD * 5, whileSeat1CanChallenge("A5 A3 T4"), 1e-9);
    assertEquals(MorriganEvaluator.MALETAR_CARD * 3, whileSeat1CanChallenge("A3 A1"), 1e-9);
    assertEquals(0, whileSeat1CanChallenge("T4 E2"), 1e-9);
    // Only as the searching seat judges itself: seat 0 judging seat 2's hand adds nothing for it.
    MorriganState challenger = Position.of(3).hand(2, "A5").trophy(1, "E5 X5 E5").build();
    MorriganState near = Position.of(3).hand(2, "A5").trophy(1, "E5 X5 E4").build();
    assertEquals(0, MorriganEvaluator.INSTANCE.score(challenger, 2, 0) - MorriganEvaluator.INSTANCE.score(near, 2, 0),
        1e-9);
  }
}
