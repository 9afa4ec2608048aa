package roundtable.core.log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import roundtable.core.canon.StateHash;
import roundtable.core.fixture.Nim;
import roundtable.core.table.TableConfig;

class ActionLogTest {
  final Nim.State start = Nim.GAME.setup(TableConfig.of(Nim.GAME, 2, Map.of(), false));
  final ActionLog empty = ActionLog.empty(LogNotation.of(Nim.GAME));

  @Test
  void anEmptyLogStartsFromGenesis() {
    assertEquals(0, empty.size());
    assertEquals(ActionLog.GENESIS, empty.head());
  }

  @Test
  void eachEntryLinksToTheOneBefore() {
    ActionLog one = empty.append(0, new Nim.Roll(3), start);
    ActionLog two = one.append(1, new Nim.Roll(4), "cd".repeat(32));
    ActionLog.Entry first = two.entries().get(0);
    ActionLog.Entry second = two.entries().get(1);
    assertEquals(new ActionLog.Entry(0, 0, new Nim.Roll(3), "roll 3", StateHash.hex(start),
        ActionLog.link(ActionLog.GENESIS, 0, 0, "roll 3", StateHash.hex(start))), first);
    assertEquals(ActionLog.link(first.link(), 1, 1, "roll 4", "cd".repeat(32)), second.link());
    assertEquals(second.link(), two.head());
    assertEquals(OptionalInt.empty(), ActionLog.firstBrokenLink(two.entries()));
  }

  @Test
  void appendingLeavesTheOldLogAsItWas() {
    ActionLog one = empty.append(0, new Nim.Roll(3), start);
    one.append(1, new Nim.Roll(4), start);
    assertEquals(1, one.size());
    assertEquals(0, empty.size());
  }

  /** The log is shared between its versions (no copy per action), yet two branches of one log stay apart. */
  @Test
  void twoBranchesOfOneLogKeepTheirOwnHistories() {
    ActionLog grown = empty;
    for (int i = 0; i < 40; i++) { // past the first growth of the shared slots
      grown = grown.append(i % 2, new Nim.Take(1 + i % 3), start);
    }
    ActionLog log = grown;
    ActionLog left = log.append(0, new Nim.Take(1), start);
    ActionLog right = log.append(1, new Nim.Take(2), start);
    ActionLog leftMore = left.append(1, new Nim.Take(3), start);
    assertEquals(40, log.size(), "the common part is as it was");
    assertEquals(new Nim.Take(1), left.entries().get(40).action());
    assertEquals(new Nim.Take(2), right.entries().get(40).action());
    assertEquals(41, right.size());
    assertEquals(42, leftMore.size());
    assertEquals(log.entries(), left.entries().subList(0, 40));
    assertEquals(log.entries(), right.entries().subList(0, 40));
    assertEquals(OptionalInt.empty(), ActionLog.firstBrokenLink(leftMore.entries()));
    assertEquals(OptionalInt.empty(), ActionLog.firstBrokenLink(right.entries()));
    assertThrows(UnsupportedOperationException.class, () -> log.entries().add(null), "read only");
  }

  @Test
  void theHeadDependsOnEveryField() {
    String head = empty.append(0, new Nim.Take(1), start).head();
    assertNotEquals(head, empty.append(1, new Nim.Take(1), start).head());
    assertNotEquals(head, empty.append(0, new Nim.Take(2), start).head());
    assertNotEquals(head, empty.append(0, new Nim.Take(1), "00".repeat(32)).head());
  }

  @Test
  void findsATamperedEntry() {
    ActionLog log = empty.append(0, new Nim.Roll(1), start).append(1, new Nim.Roll(2), start)
        .append(0, new Nim.Take(3), start);
    List<ActionLog.Entry> entries = new ArrayList<>(log.entries());
    ActionLog.Entry e = entries.get(1);
    entries.set(1, new ActionLog.Entry(1, e.seat(), new Nim.Roll(6), "roll 6", e.stateHash(), e.link()));
    assertEquals(OptionalInt.of(1), ActionLog.firstBrokenLink(entries));
    entries.remove(1);
    assertEquals(OptionalInt.of(1), ActionLog.firstBrokenLink(entries));
  }

  @Test
  void refusesSomethingThatIsNotAStateHash() {
    assertThrows(IllegalArgumentException.class, () -> empty.append(0, new Nim.Take(1), "not a hash"));
  }

  @Test
  void givesLogFileLines() {
    ActionLog log = empty.append(0, new Nim.Roll(1), start);
    assertEquals(List.of(LogFile.Line.of(0, "roll 1", Optional.empty())), log.lines(false));
    assertTrue(log.lines(true).get(0).stateHash().isPresent());
  }
}
