package roundtable.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code bench bots}: the strong bot against greedy bots (issue 18), and with {@code --protocol} a
 * request of the line protocol, built and sent to a program (issue 27).
 */
class BotsBenchTest {
  @Test
  void theStrongBotPlaysGreedyBotsWithItsSeatRotatedAndTheLastLineSaysHowManyItWon() {
    MainTest.Run run = MainTest.run("bench", "bots", "--game", "conquest", "--games", "2", "--think-iterations", "2",
        "--seed", "1");
    assertEquals(0, run.code(), run.err());
    List<String> lines = run.lines();
    assertTrue(lines.get(0).startsWith("conquest, 2 players, open cards; strong (2 iterations a move) against greedy,"
        + " 2 games, seeds 1 to 2"), run.out());
    assertTrue(lines.get(1).matches("game 1: seed 1, strong at seat 0: (won|lost|drawn|unfinished) .*"), run.out());
    assertTrue(lines.get(2).matches("game 2: seed 2, strong at seat 1: (won|lost|drawn|unfinished) .*"), run.out());
    assertTrue(lines.get(3).matches("strong: [\\d,]+ moves, [\\d.]+ ms a move on average; \\d+ drawn, \\d+ unfinished"
        + " \\(neither counts as won\\)"), run.out());
    assertTrue(lines.get(4).matches("conquest: strong won [012] of 2 games against greedy \\(\\d+%; a fair share is"
        + " \\d+%\\)"), run.out());
    assertEquals(5, lines.size(), run.out());
  }

  @Test
  void twoThreadsPlayTheSameGamesAsOne() {
    String[] one = {"bench", "bots", "--game", "conquest", "--games", "2", "--think-iterations", "2", "--seed", "4"};
    MainTest.Run alone = MainTest.run(one);
    MainTest.Run two = MainTest.run(List.of(one, new String[] {"--threads", "2"}).stream()
        .flatMap(java.util.Arrays::stream).toArray(String[]::new));
    assertEquals(0, two.code(), two.err());
    assertEquals(alone.lines().get(alone.lines().size() - 1), two.lines().get(two.lines().size() - 1));
    assertEquals(gamesWithoutTimes(alone), gamesWithoutTimes(two));
  }

  private static List<String> gamesWithoutTimes(MainTest.Run run) {
    return run.lines().stream().filter(l -> l.startsWith("game ")).map(l -> l.replaceAll(", [\\d.]+ ms a move", ""))
        .toList();
  }

  @Test
  void itMeasuresTheLineProtocolWithProtocol() {
    MainTest.Run run = MainTest.run("bench", "bots", "--game", "conquest", "--protocol", "--seconds", "0.2");
    assertEquals(0, run.code(), run.err());
    assertTrue(run.out().startsWith("conquest, 2 players, open cards; "), run.out());
    assertTrue(run.out().contains("roundtable.desktop.program.InstantBot"), run.out());
    assertTrue(run.out().lines().anyMatch(l -> l.matches("building it \\(view, legal, JSON\\)\\s+[\\d,]+\\s+[\\d.]+ .*")),
        run.out());
    assertTrue(run.out().lines().anyMatch(l -> l.matches("round trip to the program\\s+[\\d,]+\\s+[\\d.]+ .*")), run.out());
  }

  @Test
  void theProtocolsOptionsAndTheGamesOptionsDoNotMix() {
    MainTest.Run cmd = MainTest.run("bench", "bots", "--game", "conquest", "--seconds", "1");
    assertEquals(2, cmd.code());
    assertTrue(cmd.err().startsWith("roundtable: --seconds and --cmd are for --protocol"), cmd.err());
    MainTest.Run games = MainTest.run("bench", "bots", "--game", "conquest", "--protocol", "--games", "3");
    assertEquals(2, games.code());
    assertTrue(games.err().startsWith("roundtable: --games, --seed, --threads, --think-ms and --think-iterations are"
        + " for the strong bot's games, not --protocol"), games.err());
  }
}
