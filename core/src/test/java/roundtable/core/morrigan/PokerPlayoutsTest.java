package roundtable.core.morrigan;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import roundtable.core.crypto.PokerCards;

/** A few games with mental-poker cards: every deal, flip and pass waits for the seats' steps. */
class PokerPlayoutsTest {
  @Test
  void gamesWithMentalPokerRunAndKeepEveryCard() throws Exception {
    for (int players = 3; players <= 5; players++) {
      long started = System.nanoTime();
      // Random players at 3 and 4, the heuristic bot at 5 (shorter games).
      Playout p = players < 5 ? Playout.play(players, 77 + players, 3_000, false)
          : Playout.play(players, 77 + players, 8_000, false, new MorriganBot());
      assertTrue(p.state.cards() instanceof PokerCards);
      System.out.printf("morrigan with mental poker, %d players: %d steps, %s, %.1f s%n", players, p.actions,
          p.ended() ? p.state.outcome().text() : "stopped at the cap", (System.nanoTime() - started) / 1e9);
      assertTrue(p.ended(), "the game ends");
      assertTrue(p.state.outcome() == null || !p.state.outcome().text().startsWith("cheat"), "honest seats never cheat");
    }
  }
}
