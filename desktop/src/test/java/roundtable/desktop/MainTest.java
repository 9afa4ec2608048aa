package roundtable.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The command line, run in-process with its output captured. */
class MainTest {
  /** What a run printed and its exit code. */
  record Run(int code, String out, String err) {
    List<String> lines() {
      return out.lines().toList();
    }
  }

  static Run run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
    return new Run(code, out.toString(), err.toString());
  }

  @Test
  void helpShowsTheUsageWithEveryCommand() {
    Run run = run("--help");
    assertEquals(0, run.code(), run.err());
    assertTrue(run.out().startsWith("Usage: roundtable"), run.out());
    for (String command : List.of("selfplay", "replay", "rules", "bench", "host", "join", "spectate", "demo")) {
      assertTrue(run.out().contains("\n  " + command + " "), command + " in " + run.out());
    }
    assertTrue(run.out().contains("Without a command, roundtable opens its window."), run.out());
    assertEquals("", run.err());
  }

  @Test
  void demoHasItsOwnHelp() {
    Run run = run("demo", "--help");
    assertEquals(0, run.code(), run.err());
    assertTrue(run.out().startsWith("Usage: roundtable demo"), run.out());
    for (String option : List.of("--game", "--bots", "--seed", "--pace", "--seconds")) {
      assertTrue(run.out().contains(option), option + " in " + run.out());
    }
    assertFalse(run.out().contains("--screenshot"), "a hidden option for the tools");
  }

  /** A command run in a JVM of its own with no display in its environment, so that no window ever opens. */
  static Run withoutDisplay(Path dir, String... args) throws Exception {
    assumeTrue(System.getProperty("os.name").toLowerCase(Locale.ROOT).contains("linux"),
        "elsewhere a display is always there, and the window would open");
    List<String> command = ChildJvm.command(Main.class);
    command.addAll(List.of(args));
    ProcessBuilder builder = new ProcessBuilder(command)
        .redirectOutput(dir.resolve("out").toFile()).redirectError(dir.resolve("err").toFile());
    builder.environment().remove("DISPLAY");
    builder.environment().remove("WAYLAND_DISPLAY");
    Process process = builder.start();
    try {
      assertTrue(process.waitFor(30, TimeUnit.SECONDS), "still running after 30 s");
    } finally {
      process.destroyForcibly();
    }
    return new Run(process.exitValue(), Files.readString(dir.resolve("out")), Files.readString(dir.resolve("err")));
  }

  /** Without arguments the window opens; without a display it can't, and says so in one line. */
  @Test
  void withoutArgumentsOrDisplayOneLineNamesTheHeadlessCommands(@TempDir Path dir) throws Exception {
    Run run = withoutDisplay(dir);
    List<String> err = run.err().lines().toList();
    assertEquals(1, run.code(), run.err());
    assertEquals(1, err.size(), "one line: " + err);
    assertTrue(err.get(0).startsWith("roundtable: no display to open the window on ("), err.get(0));
    for (String command : List.of("host", "join", "spectate", "selfplay", "replay", "rules", "bench")) {
      assertTrue(err.get(0).contains(command), command + " in " + err.get(0));
    }
    assertEquals("", run.out());
  }

  @Test
  void theDemoWithoutADisplaySaysWhatItWouldHavePlayedAndOneLine(@TempDir Path dir) throws Exception {
    Run run = withoutDisplay(dir, "demo", "--game", "conquest", "--players", "3", "--seed", "4");
    assertEquals(1, run.code(), run.err());
    assertEquals(List.of("demo: conquest, 3 greedy bots, seed 4"), run.lines());
    assertEquals(1, run.err().lines().count(), run.err());
    assertTrue(run.err().startsWith("roundtable: no display to open the window on ("), run.err());
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "fly", "--nonsense", "selfplay", "selfplay --game conquest --players four",
      "selfplay --game chess", "selfplay --game conquest --players 9",
      "selfplay --game conquest --option colour=pink", "selfplay --game conquest --bots clever",
      "selfplay --game conquest --players 3 --bots random,greedy", "replay", "rules", "bench",
      "bench rules --game conquest --seconds 0", "bench rules --game conquest --seconds x",
      "demo", "demo --game chess", "demo --game conquest --pace -1",
      "demo --game conquest --seconds 0", "demo --game conquest --players 9", "demo --game conquest --seed x",
      "demo --game conquest --option colour=pink", "demo --game conquest --bots clever",
      "demo --game conquest --bots person"})
  void badArgumentsGiveTheUsageAndExitCode2(String args) {
    Run run = run(args.split(" "));
    assertEquals(2, run.code(), run.err());
    assertTrue(run.err().startsWith("roundtable: "), run.err());
    assertTrue(run.err().contains("Usage: roundtable"), run.err());
    assertFalse(run.err().contains("\tat "), run.err());
    assertEquals("", run.out());
  }

  @Test
  void anUnknownGameIsNamed() {
    assertTrue(run("selfplay", "--game", "chess").err().startsWith("roundtable: unknown game 'chess'; the games are: conquest"));
    roundtable.core.game.GameCatalog.IDS.stream().filter(id -> roundtable.core.game.GameCatalog.byId(id).isEmpty())
        .findFirst().ifPresent(id -> assertTrue(run("selfplay", "--game", id).err()
            .startsWith("roundtable: " + id + " is not playable yet")));
  }

  @Test
  void printsTheRulesOfConquest() {
    Run run = run("rules", "conquest");
    assertEquals(0, run.code(), run.err());
    assertTrue(run.out().startsWith("#"), run.out());
    assertTrue(run.out().contains("unstack"), "the rules page documents the notation");
  }

  @Test
  void refusesTheRulesOfAnUnknownGame() {
    Run run = run("rules", "chess");
    assertEquals(2, run.code());
    assertTrue(run.err().startsWith("roundtable: unknown game 'chess'"), run.err());
    assertEquals(2, run("rules", "../pom").code());
  }

  @Test
  void selfplayIsTheSameGameForTheSameSeed() {
    Run first = run("selfplay", "--game", "conquest", "--players", "4", "--seed", "7");
    assertEquals(0, first.code(), first.err());
    assertEquals(first, run("selfplay", "--game", "conquest", "--players", "4", "--seed", "7"));
    assertNotEquals(first.out(), run("selfplay", "--game", "conquest", "--players", "4", "--seed", "8").out());
    List<String> lines = first.lines();
    assertEquals(List.of("game: conquest", "players: 4"), lines.subList(0, 2));
    assertTrue(lines.contains("seed: 7"));
    assertTrue(lines.contains("seats: bot:random, bot:random, bot:random, bot:random"));
    assertTrue(lines.get(lines.size() - 2).matches("state-hash: [0-9a-f]{64}"), lines.get(lines.size() - 2));
    assertTrue(lines.get(lines.size() - 1).startsWith("outcome: "));
    assertFalse(lines.get(lines.size() - 1).equals("outcome: unfinished"));
  }

  @Test
  void selfplayWritesStateHashesWhenAsked() {
    Run run = run("selfplay", "--game", "conquest", "--seed", "3", "--hashes", "--option", "match=one-round");
    assertEquals(0, run.code(), run.err());
    assertTrue(run.lines().contains("option match: one-round"));
    List<String> actions = run.lines().subList(run.lines().indexOf("---") + 1, run.lines().size() - 2);
    assertFalse(actions.isEmpty());
    assertTrue(actions.stream().allMatch(line -> line.matches("\\d .+ ; [0-9a-f]{64}")), actions.get(0));
  }

  @Test
  void replaysASelfplayLogToTheSameEnd(@TempDir Path dir) throws IOException {
    Run game = run("selfplay", "--game", "conquest", "--players", "3", "--seed", "11", "--hashes");
    Path log = Files.writeString(dir.resolve("game.log"), game.out());
    Run replay = run("replay", log.toString());
    assertEquals(0, replay.code(), replay.err());
    assertEquals(game.lines().subList(game.lines().size() - 2, game.lines().size()),
        replay.lines().subList(replay.lines().size() - 2, replay.lines().size()));
    assertTrue(replay.out().contains("over: "), "the final diagram: " + replay.out());
  }

  @Test
  void aShortLogIsUnfinished(@TempDir Path dir) throws IOException {
    Path log = Files.writeString(dir.resolve("short.log"), "game: conquest\nplayers: 2\n---\n");
    Run replay = run("replay", log.toString());
    assertEquals(0, replay.code(), replay.err());
    assertEquals("outcome: unfinished", replay.lines().get(replay.lines().size() - 1));
  }

  @Test
  void replayStopsAtTheFirstBadLine(@TempDir Path dir) throws IOException {
    List<String> lines = run("selfplay", "--game", "conquest", "--seed", "5").lines();
    int first = lines.indexOf("---") + 2; // the first action's line number
    String text = String.join("\n", lines.subList(0, first)) + "\n1 slide z9 a1\n";
    Path bad = Files.writeString(dir.resolve("bad.log"), text);
    Run replay = run("replay", bad.toString());
    assertEquals(2, replay.code());
    assertTrue(replay.err().startsWith("roundtable: " + bad + ", line " + (first + 1) + ": cannot read 'slide z9 a1'"),
        replay.err());
    assertEquals("", replay.out());
  }

  @Test
  void replayNamesAnIllegalLine(@TempDir Path dir) throws IOException {
    List<String> lines = run("selfplay", "--game", "conquest", "--seed", "5").lines();
    int first = lines.indexOf("---") + 2;
    // The same action again, straight after itself, by the same seat.
    String text = String.join("\n", lines.subList(0, first)) + "\n" + lines.get(first - 1) + "\n";
    Path bad = Files.writeString(dir.resolve("bad.log"), text);
    Run replay = run("replay", bad.toString());
    assertEquals(2, replay.code());
    assertTrue(replay.err().startsWith("roundtable: " + bad + ", line " + (first + 1) + ": "), replay.err());
  }

  @Test
  void replayOfAMissingFileSaysSo(@TempDir Path dir) {
    Run run = run("replay", dir.resolve("nothing.log").toString());
    assertEquals(2, run.code());
    assertEquals("roundtable: cannot read " + dir.resolve("nothing.log") + ": no such file", run.err().strip());
  }

  @Test
  void benchmarksTheRules() {
    Run run = run("bench", "rules", "--game", "conquest", "--seconds", "0.05");
    assertEquals(0, run.code(), run.err());
    for (String line : List.of("legalActions calls", "actions generated", "apply", "whole random games",
        "per CPU second", "load average")) {
      assertTrue(run.out().contains(line), run.out());
    }
  }
}
