package roundtable.core.morrigan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Random games for 3, 4 and 5 players with open cards: they never fail, and they end. */
class RandomPlayoutsTest {
  static final int CAP = 20_000;
  /** Games in all, a third for each player count; more with -Droundtable.playouts=N (a soak). */
  static final int GAMES = Integer.getInteger("roundtable.playouts", 1002);

  @Test
  void randomGamesEnd() throws Exception {
    int games = 0;
    int capped = 0;
    long actions = 0;
    int cheats = 0;
    for (int players = 3; players <= 5; players++) {
      for (int i = 0; i < (GAMES + 2) / 3; i++) {
        Playout p = Playout.play(players, 1000L * players + i, CAP, true);
        games++;
        actions += p.actions;
        if (!p.ended()) {
          capped++;
        } else if (p.state.outcome().winners().isEmpty()) {
          cheats++;
        }
      }
    }
    System.out.printf("morrigan random playouts: %d games, %d hit the cap of %d actions, %.0f actions a game%n",
        games, capped, CAP, (double) actions / games);
    assertEquals(0, cheats, "an open game never ends on a cheat");
    assertTrue(games >= GAMES);
  }
}
