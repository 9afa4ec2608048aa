package roundtable.core.grailcup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import roundtable.core.crypto.PokerCards;

/**
 * Whole games with mental-poker cards: every shuffle, deal, hand-on and opening goes through the
 * seats' own secrets, and the game plays and ends as with open cards.
 */
class PokerGamesTest {
  @Test
  void gamesOfThreeAndEightEndWithAWinner() throws Exception {
    for (int players : new int[] {3, 8}) {
      long start = System.nanoTime();
      Playout p = new Playout(players, 7 + players, false);
      assertTrue(p.state.cards() instanceof PokerCards);
      GrailCupState end = p.playOut(100_000);
      assertTrue(end.winner() >= 0, "a winner, not: " + end.stopped());
      assertEquals(Track.FINISH, end.squares().get(end.winner()));
      System.out.printf("grailcup with mental poker, %d players: %d actions, %d rounds, %.1f s%n", players, p.actions,
          end.round(), (System.nanoTime() - start) / 1e9);
    }
  }
}
