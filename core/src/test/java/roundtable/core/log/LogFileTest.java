package roundtable.core.log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

class LogFileTest {
  static final String HASH = "ab".repeat(32);

  static final String FULL = """
      # a comment before the header
      game: conquest
      players: 4
      option pairing: facing
      mode: open
      seed: 42

      seats: alice, bob, bot:random, bot:greedy
      ---
      0 unstack c9 c8 c7
      # a comment between actions
      1 slide d4 d5 ; %s
      state-hash: %s
      outcome: unfinished
      """.formatted(HASH, HASH);

  @Test
  void readsEveryPartOfALog() throws LogException {
    LogFile log = LogFile.parse(FULL);
    LogFile.Header h = log.header();
    assertEquals("conquest", h.game());
    assertEquals(4, h.players());
    assertEquals(Map.of("pairing", "facing"), h.options());
    assertTrue(h.openLog());
    assertEquals(OptionalLong.of(42), h.seed());
    assertEquals(List.of("alice", "bob", "bot:random", "bot:greedy"), h.seats());
    assertEquals(2, h.lineOf("game"));
    assertEquals(4, h.lineOf("option pairing"));
    assertEquals(List.of(
        new LogFile.Line(10, 0, "unstack c9 c8 c7", Optional.empty()),
        new LogFile.Line(12, 1, "slide d4 d5", Optional.of(HASH))), log.lines());
    assertEquals(new LogFile.Stated(13, HASH), log.endHash().orElseThrow());
    assertEquals("unfinished", log.outcome().orElseThrow().value());
  }

  @Test
  void defaultsToACommittedLogWithoutSeedOrNames() throws LogException {
    LogFile log = LogFile.parse("game: conquest\nplayers: 2\n---\n");
    assertFalse(log.header().openLog());
    assertTrue(log.header().seed().isEmpty());
    assertTrue(log.header().seats().isEmpty());
    assertTrue(log.lines().isEmpty());
  }

  @Test
  void formatsWhatItReads() throws LogException {
    LogFile log = LogFile.parse(FULL);
    String text = log.format();
    assertEquals("""
        game: conquest
        players: 4
        option pairing: facing
        mode: open
        seed: 42
        seats: alice, bob, bot:random, bot:greedy
        ---
        0 unstack c9 c8 c7
        1 slide d4 d5 ; %s
        state-hash: %s
        outcome: unfinished
        """.formatted(HASH, HASH), text);
    assertEquals(text, LogFile.parse(text).format());
  }

  @Test
  void readsWindowsLineEndingsAndUppercaseHashes() throws LogException {
    LogFile log = LogFile.parse("game: nim\r\nplayers: 2\r\n---\r\n0 take 1 ; " + HASH.toUpperCase() + "\r\n");
    assertEquals(Optional.of(HASH), log.lines().get(0).stateHash());
  }

  @Test
  void namesTheLineOfEachMistake() {
    assertError("line 1: expected 'key: value' in the header, or '---' before the actions", "hello\n");
    assertError("line 2: unknown header 'colour' (known: game, players, mode, seed, seats, option <key>)",
        "game: conquest\ncolour: red\n---\n");
    assertError("line 3: 'game' is already given on line 1", "game: conquest\nplayers: 2\ngame: nim\n---\n");
    assertError("line 2: the header has no 'players:' line", "game: conquest\n---\n");
    assertError("line 2: players must be a whole number, not 'four'", "game: conquest\nplayers: four\n---\n");
    assertError("line 3: mode is 'committed' or 'open', not 'secret'", "game: conquest\nplayers: 2\nmode: secret\n---\n");
    assertError("line 3: seed must be a whole number, not 'x'", "game: conquest\nplayers: 2\nseed: x\n---\n");
    assertError("line 3: seats names 1 seats for 2 players", "game: conquest\nplayers: 2\nseats: solo\n---\n");
    assertError("line 2: the header must end with a line '---'", "game: conquest\nplayers: 2\n");
    assertError("line 4: expected '<seat> <action>', the seat a number from 0 to 1", "game: nim\nplayers: 2\n---\ntake 1\n");
    assertError("line 4: there is no seat 2 at a table of 2 (seats 0 to 1)", "game: nim\nplayers: 2\n---\n2 take 1\n");
    assertError("line 4: a state hash is 64 hex digits, not 'abc'", "game: nim\nplayers: 2\n---\n0 take 1 ; abc\n");
    assertError("line 4: seat 0 has no action", "game: nim\nplayers: 2\n---\n0 ; " + HASH + "\n");
    assertError("line 5: no action may follow the final 'state-hash:', 'outcome:' or 'audit:'",
        "game: nim\nplayers: 2\n---\noutcome: unfinished\n0 take 1\n");
    assertError("line 5: 'outcome:' is already given on line 4",
        "game: nim\nplayers: 2\n---\noutcome: unfinished\noutcome: over\n");
  }

  private static void assertError(String message, String text) {
    assertEquals(message, assertThrows(LogException.class, () -> LogFile.parse(text)).getMessage());
  }
}
