package roundtable.core.log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import roundtable.core.replay.Replay;

/**
 * Stored game logs replayed line by line: every action is checked against the rules, every
 * state hash written after an action and the final state hash and outcome must match.
 */
class GoldenLogsTest {
  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "conquest-4p-open-moves.log | unfinished",
      "conquest-2p-greedy-vs-random.log | Red & Yellow win",
      "conquest-4p-secret-tokens.log | draw: nobody took the Grail",
      "graal-3p-greedy-vs-random.log | seat 2 is the last one standing and wins the tournament",
      "graal-3p-graal-wins.log | seat 0 lays the Graal as its last card, its ancestor revealed, and wins the game",
      "morrigan-3p-greedy-vs-random.log | seat 2 defeats Maletar (6 against 5) and frees Morrigan",
      "grailcup-4p-open.log | Blue reaches the finish first and wins the Grail",
      "grailcup-3p-greedy-vs-random.log | Blue reaches the finish first and wins the Grail",
      "graalwar-2p-greedy-vs-random-donjon.log | White wins: its piquier occupies Blue's donjon on c22",
      "graalwar-2p-greedy-vs-random-household.log | White wins: it has taken Blue's roi, prince and duc"})
  void replays(String file, String outcome) throws Exception {
    String text;
    try (InputStream in = GoldenLogsTest.class.getResourceAsStream("/logs/" + file)) {
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    Replay.Result result = Replay.run(text);
    Replay.Played<?> played = assertInstanceOf(Replay.Played.class, result, () -> result.toString());
    assertEquals(outcome, played.outcomeText());
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "3 unstack a4 b4 c4 | 3 unstack a4 b4 d4 | line 8: the top stone must go onto a free square touching b4",
      "0 slide d9 c8 | 1 slide d9 c8 | line 15: not seat 1's turn: the prompt names seats [0]"})
  void aChangedLineIsCaughtAtThatLine(String original, String changed, String error) throws Exception {
    String text;
    try (InputStream in = GoldenLogsTest.class.getResourceAsStream("/logs/conquest-4p-open-moves.log")) {
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8).replace(original, changed);
    }
    Replay.Stopped stopped = assertInstanceOf(Replay.Stopped.class, Replay.run(text));
    assertEquals(error, stopped.error().message());
  }

  @org.junit.jupiter.api.Test
  void aFalseSeedAtTheAuditNamesTheSeat() throws Exception {
    String text;
    try (InputStream in = GoldenLogsTest.class.getResourceAsStream("/logs/conquest-4p-secret-tokens.log")) {
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    int at = text.indexOf("\n2 audit ") + "\n2 audit ".length();
    String bent = text.substring(0, at) + (text.charAt(at) == '0' ? '1' : '0') + text.substring(at + 1);
    Replay.Stopped stopped = assertInstanceOf(Replay.Stopped.class, Replay.run(bent));
    assertEquals("the log says the audit gives 'verified: 152 shuffles checked', but the replay gives"
        + " 'cheat: seat 2, shuffle 1 (of the tokens): the seed does not match the commitment'",
        stopped.error().message().replaceFirst("^line \\d+: ", ""));
  }
}
