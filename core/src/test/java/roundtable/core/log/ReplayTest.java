package roundtable.core.log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import roundtable.core.canon.StateHash;
import roundtable.core.fixture.Nim;
import roundtable.core.replay.Replay;
import roundtable.core.table.TableConfig;

class ReplayTest {
  static final String HEADER = "game: nim\nplayers: 2\noption stones: 10\n---\n";
  // 3 + 4 = 7, so seat 1 starts; seat 0 takes the last stone.
  static final String GAME = HEADER + "0 roll 3\n1 roll 4\n1 take 3\n0 take 3\n1 take 1\n0 take 3\n";

  @Test
  void playsAWholeLog() throws LogException {
    Replay.Played<?> played = played(GAME);
    assertEquals("seat 0 took the last stone", played.outcomeText());
    assertEquals(List.of(0), played.outcome().orElseThrow().winners());
    assertEquals(6, played.actions().size());
    assertEquals("take 3", played.actions().entries().get(5).text());
    assertEquals("stones: 0\n", played.diagram());
  }

  @Test
  void aShortLogIsUnfinished() throws LogException {
    Replay.Played<?> played = played(HEADER + "0 roll 3\n");
    assertTrue(played.outcome().isEmpty());
    assertEquals("unfinished", played.outcomeText());
  }

  @Test
  void checksTheStateHashesTheLogGives() throws Exception {
    Nim.State start = Nim.GAME.setup(TableConfig.of(Nim.GAME, 2, Map.of(), false));
    String after = StateHash.hex(Nim.GAME.apply(start, 0, new Nim.Roll(3)).state());
    played(HEADER + "0 roll 3 ; " + StateHash.hex(start) + "\n1 roll 4 ; " + after + "\n");
    Replay.Stopped stopped = stopped(HEADER + "0 roll 3 ; " + after + "\n");
    assertEquals("line 5: the log says this action was made on state " + after
        + ", but the replayed state is " + StateHash.hex(start), stopped.error().message());
  }

  @Test
  void checksTheEndTheLogStates() throws LogException {
    String hash = played(GAME).stateHash();
    played(GAME + "state-hash: " + hash + "\noutcome: seat 0 took the last stone\n");
    assertEquals("line 11: the log ends on state " + "00".repeat(32) + ", but the replayed state is " + hash,
        stopped(GAME + "state-hash: " + "00".repeat(32) + "\n").error().message());
    assertEquals("line 11: the log says the outcome is 'unfinished', but the replay gives 'seat 0 took the last stone'",
        stopped(GAME + "outcome: unfinished\n").error().message());
  }

  @Test
  void stopsAtAnIllegalLineWithTheRulesReason() {
    Replay.Stopped stopped = stopped(HEADER + "0 roll 3\n1 roll 4\n\n# seat 0 moves out of turn\n0 take 2\n1 take 1\n");
    assertEquals(new LogError(9, "not seat 0's turn: the prompt names seats [1]"), stopped.error());
    Replay.Played<?> before = stopped.before().orElseThrow();
    assertEquals(2, before.actions().size());
  }

  @Test
  void stopsAtAnUnreadableAction() {
    assertEquals("line 5: cannot read 'jump 3': expected 'take N' or 'roll N'",
        stopped(HEADER + "0 jump 3\n").error().message());
    assertEquals("line 5: cannot read 'commit 123': odd number of hex digits in '123'",
        stopped(HEADER + "0 commit 123\n").error().message());
  }

  @Test
  void namesTheHeaderLineThatDoesNotFitTheGame() {
    assertEquals("line 2: nim is played by 2 to 3 players, not 5",
        stopped("game: nim\nplayers: 5\n---\n").error().message());
    assertEquals("line 3: option stones cannot be '7'; choose one of [10, 15, 21]",
        stopped("game: nim\nplayers: 2\noption stones: 7\n---\n").error().message());
    assertEquals("line 1: this is a log of conquest, not of nim",
        stopped("game: conquest\nplayers: 2\n---\n").error().message());
  }

  @Test
  void reportsAnUnknownGameAndABadLogByLine() throws IOException {
    Replay.Stopped unknown = assertInstanceOf(Replay.Stopped.class, Replay.run("players: 2\ngame: chess\n---\n"));
    assertEquals(2, unknown.error().line());
    assertTrue(unknown.error().reason().startsWith("unknown game 'chess'"), unknown.error().reason());
    Replay.Stopped bad = assertInstanceOf(Replay.Stopped.class, Replay.run(new StringReader("game chess\n")));
    assertEquals("line 1: expected 'key: value' in the header, or '---' before the actions", bad.error().message());
  }

  private static Replay.Played<?> played(String text) throws LogException {
    Replay.Result result = Replay.run(Nim.GAME, LogFile.parse(text));
    if (result instanceof Replay.Stopped stopped) {
      throw new AssertionError(stopped.error().message());
    }
    return (Replay.Played<?>) result;
  }

  private static Replay.Stopped stopped(String text) {
    try {
      return assertInstanceOf(Replay.Stopped.class, Replay.run(Nim.GAME, LogFile.parse(text)));
    } catch (LogException e) {
      throw new AssertionError(e);
    }
  }
}
