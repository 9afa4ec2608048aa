package roundtable.desktop.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The arena's figures, against values worked by hand. */
class ArenaScoreTest {
  @Test
  void wilsonIntervalOfHalfOverAHundredGames() {
    assertArrayEquals(new double[] {0.4038, 0.5962}, ArenaScore.wilson(0.5, 100), 1e-4);
  }

  @Test
  void wilsonIntervalOfTwentyWinsInTwenty() {
    assertArrayEquals(new double[] {0.8389, 1.0}, ArenaScore.wilson(1.0, 20), 1e-4);
  }

  @Test
  void eloOfAScore() {
    assertEquals("+191", ArenaScore.elo(0.75));
    assertEquals("-191", ArenaScore.elo(0.25));
    assertEquals("+0", ArenaScore.elo(0.5));
    assertEquals("+inf", ArenaScore.elo(1.0));
  }
}
