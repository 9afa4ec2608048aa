package roundtable.core.grailcup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import roundtable.core.canon.StateHash;

/** Random games of 3 to 8 players with open cards: they never fail and always end with a winner. */
class RandomPlayoutsTest {
  static final int GAMES = Integer.getInteger("roundtable.playouts", 1000);

  @Test
  void randomGamesAlwaysEndWithAWinner() throws Exception {
    long actions = 0;
    int rounds = 0;
    int maxActions = 0;
    for (int game = 0; game < GAMES; game++) {
      int players = 3 + game % 6;
      Playout p = new Playout(players, game, true);
      GrailCupState end = p.playOut(20_000);
      assertTrue(end.winner() >= 0, "game " + game + " ends with a winner, not: " + end.stopped());
      assertEquals(Track.FINISH, end.squares().get(end.winner()));
      actions += p.actions;
      rounds += end.round();
      maxActions = Math.max(maxActions, p.actions);
      if (game % 50 == 0) {
        assertEquals(StateHash.hex(end), StateHash.hex(new Playout(players, game, true).playOut(20_000)),
            "the same seed gives the same state hash");
      }
    }
    System.out.printf("grailcup: %d random games, %d actions, %.1f rounds a game, at most %d actions%n", GAMES,
        actions, rounds / (double) GAMES, maxActions);
  }
}
