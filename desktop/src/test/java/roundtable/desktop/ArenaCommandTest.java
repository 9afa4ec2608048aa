package roundtable.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** Issue 27: the arena plays many games between entrants, seats rotated, and prints how each did. */
class ArenaCommandTest {
  private static final Pattern ROW = Pattern.compile(
      "(\\d)\\.\\s+(\\S+)\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)\\s+([\\d.]+)%\\s+\\[([\\d.]+)%, ([\\d.]+)%\\]");

  @Test
  void greedyAgainstRandomOverTwentyGamesOfConquest() {
    MainTest.Run run = MainTest.run("arena", "--game", "conquest", "--seat", "builtin:greedy", "--seat",
        "builtin:random", "--games", "20", "--seed", "1");
    assertEquals(0, run.code(), run.err());
    List<String> lines = run.lines();
    assertEquals("arena: conquest, 2 players, 20 games, seeds 1 to 20, seats rotated each game", lines.get(0));
    assertTrue(lines.get(1).contains("entrant") && lines.get(1).contains("95% interval (Wilson)"), run.out());
    for (int e = 0; e < 2; e++) {
      Matcher row = ROW.matcher(lines.get(2 + e));
      assertTrue(row.find(), lines.get(2 + e));
      assertEquals(e == 0 ? "builtin:greedy" : "builtin:random", row.group(2));
      assertEquals(20, Integer.parseInt(row.group(3)));
      assertEquals(20, Integer.parseInt(row.group(4)) + Integer.parseInt(row.group(5))
          + Integer.parseInt(row.group(6)) + Integer.parseInt(row.group(7)), lines.get(2 + e));
      double score = Double.parseDouble(row.group(8));
      assertTrue(Double.parseDouble(row.group(9)) <= score && score <= Double.parseDouble(row.group(10)), lines.get(2 + e));
    }
    assertTrue(lines.get(4).startsWith("Elo difference (1 minus 2): +"), run.out());
    assertTrue(run.err().contains("] 20/20 games"), run.err());
  }

  @Test
  void outKeepsEveryGamesLogWithTheSeatsRotatedAndEachReplays() throws IOException {
    Path out = Path.of("target", "arena-out");
    MainTest.Run run = MainTest.run("arena", "--game", "conquest", "--seat", "builtin:greedy", "--seat",
        BotProgramFailuresTest.scripted("good", 0), "--games", "4", "--seed", "9", "--threads", "2", "--out",
        out.toString());
    assertEquals(0, run.code(), run.err());
    for (int game = 1; game <= 4; game++) {
      Path log = out.resolve(String.format("game-%04d.log", game));
      String text = Files.readString(log);
      assertTrue(text.contains("seed: " + (8 + game)), text);
      assertTrue(text.contains(game % 2 == 1 ? "seats: bot:greedy, bot:program(" : "seats: bot:program("), text);
      MainTest.Run replay = MainTest.run("replay", log.toString());
      assertEquals(0, replay.code(), replay.err());
    }
    assertTrue(Files.exists(out.resolve("game-0001-seat1.stderr")));
    assertTrue(Files.exists(out.resolve("game-0002-seat0.stderr")));
  }

  @Test
  void badSeatsAreRefusedBeforeAnyGame() {
    MainTest.Run run = MainTest.run("arena", "--game", "conquest", "--seat", "builtin:clever", "--seat", "builtin:random");
    assertEquals(2, run.code());
    assertTrue(run.err().startsWith("roundtable: --seat builtin:clever: unknown bot 'clever'"), run.err());
  }
}
