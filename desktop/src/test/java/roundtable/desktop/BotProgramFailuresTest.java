package roundtable.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import roundtable.desktop.program.ScriptedBot;

/**
 * Issue 27: a bot program that misbehaves in the middle of a game (after three good answers) is
 * named on stderr with what it did; the built-in greedy bot plays its seat from then on, the game
 * ends and its log replays line by line; no program is left running.
 */
class BotProgramFailuresTest {
  static final Path DIR = Path.of("target", "bot-programs");

  /** A command that starts {@link ScriptedBot} on the test classes. */
  static String scripted(String mode, int good) {
    return ScriptedBot.command(mode, good);
  }

  static Stream<Arguments> failures() {
    return Stream.of(
        Arguments.of("illegal", "answered 'fly to the moon' at step "),
        Arguments.of("late", "did not answer within 700 ms at step "),
        Arguments.of("garbage", "answered 'I think I will play c9 d8' at step "),
        Arguments.of("exit", "exited with code 3 at step "),
        Arguments.of("flood", " lines for 4 requests (one line per request) at step "));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("failures")
  void theSeatGoesOnWithTheGreedyBot(String mode, String said) throws IOException {
    Files.createDirectories(DIR);
    MainTest.Run run = MainTest.run("selfplay", "--game", "conquest", "--seed", "4", "--bots", "random",
        "--bot-cmd", "1=" + scripted(mode, 3), "--bot-ms", "700", "--bot-stderr", DIR.resolve(mode).toString());
    assertEquals(0, run.code(), run.err());
    List<String> err = run.err().lines().toList();
    assertEquals(1, err.size(), run.err());
    assertTrue(err.get(0).startsWith("roundtable: seat 1's program (java "), run.err());
    assertTrue(err.get(0).contains(said), run.err());
    assertTrue(err.get(0).contains("; the built-in greedy bot plays seat 1 from now on"), run.err());
    assertTrue(run.out().contains("seats: bot:random, bot:program(java "), run.out());
    replays(run.out(), mode);
  }

  @Test
  void withTheWaitFallbackTheSeatWaitsAndTheGameStopsWithItsLogWhole() throws IOException {
    Files.createDirectories(DIR);
    MainTest.Run run = MainTest.run("selfplay", "--game", "conquest", "--seed", "4", "--bot-cmd",
        "0=" + scripted("garbage", 2), "--bot-fallback", "wait", "--bot-stderr", DIR.toString());
    assertEquals(1, run.code(), run.err());
    assertTrue(run.err().contains("; seat 0 waits from now on"), run.err());
    assertTrue(run.err().contains("roundtable: the game stopped: no seat the prompt names has an action"), run.err());
    assertTrue(run.out().contains("outcome: unfinished"), run.out());
    Path log = Files.writeString(DIR.resolve("waits.log"), run.out());
    assertEquals(0, MainTest.run("replay", log.toString()).code());
  }

  @Test
  void aProgramThatCannotStartIsAFailureLikeAnyOther() {
    MainTest.Run run = MainTest.run("selfplay", "--game", "conquest", "--seed", "4", "--bot-cmd",
        "1=/nonexistent/bot --fast", "--bot-stderr", DIR.toString());
    assertEquals(0, run.code(), run.err());
    assertTrue(run.err().startsWith("roundtable: seat 1's program (/nonexistent/bot --fast) could not be started"),
        run.err());
  }

  @AfterEach
  void noProgramIsLeftRunning() {
    assertEquals(List.of(), ProcessHandle.current().children().map(p -> p.info().commandLine().orElse("?")).toList());
  }

  /** The log replays, every action checked, to an outcome; where cards were dealt, the audit verified. */
  static void replays(String out, String name) throws IOException {
    Path log = Files.writeString(DIR.resolve(name + ".log"), out);
    MainTest.Run replay = MainTest.run("replay", log.toString());
    assertEquals(0, replay.code(), replay.err());
    assertTrue(replay.out().contains("\noutcome: ") && !replay.out().contains("outcome: unfinished"), replay.out());
    if (out.lines().anyMatch(l -> l.matches("\\d shuffle .*"))) {
      assertTrue(replay.out().contains("\naudit: verified"), replay.out());
    }
  }
}
