package roundtable.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import roundtable.core.game.GameCatalog;

/**
 * Issue 20: scripts read a replay's last lines, so for every game (at every player count) the replay
 * of a selfplay log ends with {@code state-hash:}, {@code outcome:} and, where cards were dealt by
 * mental poker, {@code audit:}, each at the start of its own line (graal's final diagram once
 * lacked its newline, and {@code state-hash:} ran on after it).
 */
class ReplayEndingTest {
  /**
   * Every game at its fewest players; with {@code -Droundtable.everyCount=true}, at every count (21
   * games on mental poker where cards are dealt: about ten minutes on 2 cores, too long for the suite).
   */
  static Stream<Arguments> everyGame() {
    boolean everyCount = Boolean.getBoolean("roundtable.everyCount");
    return GameCatalog.all().stream().flatMap(game -> IntStream.rangeClosed(game.minPlayers(),
        everyCount ? game.maxPlayers() : game.minPlayers()).mapToObj(players -> Arguments.of(game.id(), players)));
  }

  @ParameterizedTest(name = "{0}, {1} players")
  @MethodSource("everyGame")
  void theReplayEndsOnItsOwnLines(String game, int players, @TempDir Path dir) throws IOException {
    MainTest.Run played = MainTest.run("selfplay", "--game", game, "--players", Integer.toString(players), "--seed", "3");
    assertEquals(0, played.code(), played.err());
    Path log = Files.writeString(dir.resolve(game + ".log"), played.out());
    MainTest.Run replay = MainTest.run("replay", log.toString());
    assertEquals(0, replay.code(), replay.err());
    List<String> lines = replay.lines();
    int hash = lines.size() - 1;
    while (hash > 0 && !lines.get(hash).startsWith("state-hash: ")) {
      hash--;
    }
    assertTrue(lines.get(hash).matches("state-hash: [0-9a-f]{64}"), replay.out());
    assertTrue(lines.get(hash + 1).startsWith("outcome: ") && !lines.get(hash + 1).equals("outcome: unfinished"),
        replay.out());
    boolean dealt = played.out().lines().anyMatch(l -> l.matches("\\d shuffle .*"));
    assertEquals(dealt ? hash + 3 : hash + 2, lines.size(), "nothing after the last lines: " + replay.out());
    if (dealt) {
      assertTrue(lines.get(hash + 2).startsWith("audit: verified"), replay.out());
    }
  }
}
