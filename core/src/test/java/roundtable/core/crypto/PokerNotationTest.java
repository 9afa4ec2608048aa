package roundtable.core.crypto;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import roundtable.core.crypto.TableNotation;
import roundtable.core.table.Action;
import roundtable.core.table.Notation.NotationException;

/** Every step a seat sends reads back from its line the same. */
class PokerNotationTest {
  @Test
  void everyStepOfAGameRoundTrips() throws Exception {
    PokerTable t = new PokerTable(3, 31).newDeck(6).dealEach(1);
    t.apply(2, t.seats[2].leave(t.cards));
    t.sent.add(t.seats[0].audit(t.cards));
    for (Action step : t.sent) {
      String line = TableNotation.format(step, null);
      assertEquals(step, TableNotation.parse(line, null), line.substring(0, Math.min(40, line.length())));
    }
  }

  @Test
  void aBadPointSaysWhatIsWrong() {
    String notAPoint = "04" + "00".repeat(32);
    NotationException e = assertThrows(NotationException.class,
        () -> TableNotation.parse("key " + notAPoint + " 1 1", null));
    assertEquals("key: a compressed point starts with 02 or 03, got 04", e.getMessage());
  }
}
