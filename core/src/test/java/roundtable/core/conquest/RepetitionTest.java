package roundtable.core.conquest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import roundtable.core.table.Event;

/** "Les coups répétitifs": a warning, then the round is lost (rules-gaps.md: third time, fourth time). */
class RepetitionTest {
  @Test
  void aSideThatRepeatsAPositionIsWarnedThenLoses() throws Exception {
    ConquestState s = Position.of(2, Map.of("match", "one-round")).put("a9", "rrr").put("b9", "r")
        .put("i1", "bbb").put("i2", "b").toMove(0);
    String[] cycle = {"0 slide a9 b9", "1 slide i1 i2", "0 slide b9 a9", "1 slide i2 i1"};
    List<String> warnings = new java.util.ArrayList<>();
    for (int i = 0; i < 12; i++) {
      var applied = Play.line(s, cycle[i % 4]);
      applied.events().stream().map(Event::text).filter(t -> t.startsWith("warning")).forEach(warnings::add);
      s = applied.state();
      assertNull(s.outcome(), "still playing after " + (i + 1) + " moves");
    }
    assertEquals(4, warnings.size(), "each side was warned for each of its two positions");
    assertTrue(warnings.get(0).startsWith("warning: Red & Yellow have brought this position about three times"));
    ConquestState over = Play.line(s, "0 slide a9 b9").state();
    assertEquals(List.of(1), over.outcome().winners());
    assertEquals(List.of("round 1: Red & Yellow repeated a position a fourth time and lose the round"), over.rounds().stream().map(Notice.RoundEnded::text).toList());
  }

  @Test
  void inAPairThePairIsDeclaredTheLoser() throws Exception {
    // "et en duo, le duo sera déclaré perdant": red and yellow repeat, each with its own stack.
    ConquestState s = Position.of(4, Map.of("match", "one-round")).put("a9", "rrr").put("b9", "r")
        .put("i1", "bbb").put("i2", "b").put("a1", "yyy").put("b1", "y").put("i9", "ggg").put("h9", "g").toMove(0);
    String[] cycle = {"0 slide a9 b9", "1 slide i1 i2", "2 slide a1 b1", "3 slide i9 h9",
        "0 slide b9 a9", "1 slide i2 i1", "2 slide b1 a1", "3 slide h9 i9"};
    for (int i = 0; i < 24; i++) {
      s = Play.line(s, cycle[i % 8]).state();
    }
    assertNull(s.outcome());
    ConquestState over = Play.line(s, cycle[0]).state();
    assertEquals(List.of(1, 3), over.outcome().winners(), "blue and green win");
    assertEquals(List.of("round 1: Red with Yellow repeated a position a fourth time and lose the round"),
        over.rounds().stream().map(Notice.RoundEnded::text).toList());
  }
}
