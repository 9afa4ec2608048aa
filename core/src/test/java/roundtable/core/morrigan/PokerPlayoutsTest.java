package roundtable.core.morrigan;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import roundtable.core.crypto.PokerCards;

/** A few games with mental-poker cards: every deal, flip and pass waits for the seats' steps. */
class PokerPlayoutsTest {
  @Test
  void gamesWithMentalPokerRunAndKeepEveryCard() throws Exception {
    for (int players = 3; players <= 5; players += 2) {
      long started = System.nanoTime();
      // A whole game at 3 players; at 5, the first 1,000 steps (to keep the suite short; BothCardsTest
      // plays two more whole games with mental poker).
      int cap = players < 5 ? 3_000 : 1_000;
      Playout p = Playout.play(players, 77 + players, cap, false, new MorriganBot());
      assertTrue(p.state.cards() instanceof PokerCards);
      System.out.printf("morrigan with mental poker, %d players: %d steps, %s, %.1f s%n", players, p.actions,
          p.ended() ? p.state.outcome().text() : "stopped at the cap", (System.nanoTime() - started) / 1e9);
      assertTrue(p.ended() || players == 5, "the game ends");
      assertTrue(p.state.outcome() == null || !p.state.outcome().text().startsWith("cheat"), "honest seats never cheat");
    }
  }
}
