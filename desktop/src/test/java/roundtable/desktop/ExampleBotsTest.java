package roundtable.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 27: each example bot of examples/bots plays a whole game through the line protocol against
 * the greedy bot, the cards dealt by mental poker (selfplay's committed mode), and the game ends, its
 * program unfailed, and replays with its audit verified. One game per game, each example at least
 * once, so that the suite stays short: the Java example in conquest, the Python ones elsewhere.
 */
class ExampleBotsTest {
  private static final Path EXAMPLES = Path.of("").toAbsolutePath().getParent().resolve("examples").resolve("bots");

  @ParameterizedTest(name = "{0} with {1}")
  @CsvSource({
      "conquest, RandomBot.java",
      "graalwar, random_bot.py",
      "grailcup, heuristic_bot.py",
      "morrigan, random_bot.py",
      "graal, heuristic_bot.py"})
  void anExampleBotPlaysAWholeGame(String game, String example) throws IOException {
    Path file = EXAMPLES.resolve(example);
    String command;
    if (example.endsWith(".py")) {
      assumeTrue(hasPython(), "python3 is not on the PATH: the Python examples are not played (.ci/run installs it)");
      command = "python3 '" + file + "'";
    } else {
      command = "java '" + file + "'";
    }
    MainTest.Run run = MainTest.run("selfplay", "--game", game, "--seed", "11", "--bots", "greedy", "--bot-cmd",
        "1=" + command, "--bot-ms", "20000", "--bot-stderr", BotProgramFailuresTest.DIR.resolve(game).toString());
    assertEquals(0, run.code(), run.err());
    assertEquals("", run.err(), "the program never failed");
    assertTrue(run.out().contains("seats: bot:greedy, bot:program("), run.out());
    BotProgramFailuresTest.replays(run.out(), game + "-" + example);
  }

  static boolean hasPython() {
    try {
      Process p = new ProcessBuilder("python3", "--version").redirectErrorStream(true).start();
      return p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0;
    } catch (IOException e) {
      return false;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }
}
