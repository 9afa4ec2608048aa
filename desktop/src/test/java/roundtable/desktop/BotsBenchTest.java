package roundtable.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Issue 27: {@code bench bots} measures a request of the line protocol, built and sent to a program. */
class BotsBenchTest {
  @Test
  void itPrintsTheMedianOfBothFigures() {
    MainTest.Run run = MainTest.run("bench", "bots", "--game", "conquest", "--seconds", "0.2");
    assertEquals(0, run.code(), run.err());
    assertTrue(run.out().startsWith("conquest, 2 players, open cards; "), run.out());
    assertTrue(run.out().contains("roundtable.desktop.program.InstantBot"), run.out());
    assertTrue(run.out().lines().anyMatch(l -> l.matches("building it \\(view, legal, JSON\\)\\s+[\\d,]+\\s+[\\d.]+ .*")),
        run.out());
    assertTrue(run.out().lines().anyMatch(l -> l.matches("round trip to the program\\s+[\\d,]+\\s+[\\d.]+ .*")), run.out());
  }
}
