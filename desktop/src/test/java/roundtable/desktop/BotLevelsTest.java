package roundtable.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import roundtable.core.bot.Bots;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.play.LocalTable;

/**
 * Issue 18: the strong bot is offered wherever bots are chosen, and it thinks for the time or the
 * number of search iterations the command line gives it ({@code --think-ms}, {@code --think-iterations}).
 */
class BotLevelsTest {
  @Test
  void aSeededSelfplayOfStrongBotsThinkingIterationsPlaysTheSameGameTwice() {
    String[] args = {"selfplay", "--game", "conquest", "--seed", "7", "--bots", "strong,greedy",
        "--think-iterations", "5", "--hashes"};
    MainTest.Run first = MainTest.run(args);
    MainTest.Run again = MainTest.run(args);
    assertEquals(0, first.code(), first.err());
    assertTrue(first.out().contains("seats: bot:strong, bot:greedy"), first.out());
    assertTrue(first.lines().stream().anyMatch(l -> l.startsWith("outcome: ")), first.out());
    assertEquals(first.out(), again.out(), "the same seed and iterations play the same game");
  }

  @Test
  void anArenaSeatsTheStrongBotAsABuiltin() {
    MainTest.Run run = MainTest.run("arena", "--game", "conquest", "--seat", "builtin:strong", "--seat",
        "builtin:greedy", "--games", "2", "--seed", "1", "--threads", "1", "--think-iterations", "3");
    assertEquals(0, run.code(), run.err());
    assertTrue(run.out().contains("1.  builtin:strong"), run.out());
  }

  /** A bad thinking budget is refused before anything starts, naming the option: exit 2. */
  @ParameterizedTest
  @ValueSource(strings = {
      "selfplay --game conquest --bots strong --think-ms 0|--think-ms must be at least 1, not 0",
      "selfplay --game conquest --bots strong --think-iterations -3|--think-iterations must be at least 1, not -3",
      "selfplay --game conquest --think-ms 10 --think-iterations 10|--think-ms and --think-iterations: a time or a"
          + " number of iterations, not both",
      "selfplay --game conquest --think-ms soon|Invalid value for option '--think-ms': 'soon' is not an int",
      "arena --game conquest --seat builtin:strong --seat builtin:greedy --think-iterations 0|--think-iterations must"
          + " be at least 1, not 0",
      "host --game conquest --name kitchen --bot strong --think-ms -1|--think-ms must be at least 1, not -1",
      "host --game conquest --name kitchen --think-iterations many|Invalid value for option '--think-iterations':"
          + " 'many' is not an int",
      "host --game conquest --name kitchen --takeover-bot clever|--takeover-bot is one of random, greedy, strong,"
          + " not 'clever'",
      "join 127.0.0.1:1 --name alice --bot strong --think-ms 0|--think-ms must be at least 1, not 0",
      "demo --game conquest --bots strong --think-iterations 0|--think-iterations must be at least 1, not 0",
      "bench bots --game conquest --games 1 --think-ms 0|--think-ms must be at least 1, not 0"})
  void aBadThinkingBudgetIsABadArgumentNamingItsOption(String line) {
    String[] parts = line.split("\\|");
    MainTest.Run run = MainTest.run(parts[0].split(" "));
    assertEquals(2, run.code(), run.out() + run.err());
    assertTrue(run.err().startsWith("roundtable: " + parts[1]), run.err());
    assertEquals("", run.out(), "nothing started");
  }

  @ParameterizedTest
  @ValueSource(strings = {"selfplay", "host", "join", "demo", "arena"})
  void everyCommandThatSeatsBotsOffersTheStrongOneAndItsBudget(String command) {
    MainTest.Run run = MainTest.run(command, "--help");
    assertEquals(0, run.code(), run.err());
    String help = run.out().replaceAll("\\s+", " ");
    assertTrue(help.contains("strong"), help);
    assertTrue(help.contains("--think-ms=N") && help.contains("--think-iterations=N"), help);
    if (command.equals("host")) {
      assertTrue(help.contains("--takeover-bot=KIND") && help.contains("(default: strong)"), help);
    }
  }

  @Test
  void theWindowsLobbyOffersEveryBotAndSaysEachInBothLanguages() {
    assertEquals(List.of("random", "greedy", "strong"), Bots.NAMES, "the lobby's choice of bots (SetupPanel)");
    List<String> kinds = List.of(LocalTable.PERSON, "strong");
    assertEquals(List.of("You", "Bot 2, strong"), LocalTable.names(kinds, Words.of(Language.ENGLISH)));
    assertEquals("Robot 2, fort", LocalTable.names(kinds, Words.of(Language.FRENCH)).get(1));
    assertEquals(List.of("Ann", "Bot 2, strong"), LocalTable.names(kinds, Words.of(Language.ENGLISH), "Ann"),
        "the person by the name given in the lobby: 'You play seat 1 (Ann)', not '(You)'");
  }
}
