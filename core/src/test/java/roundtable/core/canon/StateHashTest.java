package roundtable.core.canon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.Map;
import org.junit.jupiter.api.Test;
import roundtable.core.conquest.Conquest;
import roundtable.core.table.TableConfig;

/** The state hash is the same bytes on every run and JVM: a golden value guards it. */
class StateHashTest {
  @Test
  void theStartOfATwoPlayerTableHasAFixedHash() {
    var start = Conquest.GAME.setup(TableConfig.of(Conquest.GAME, 2, Map.of(), false));
    assertEquals(StateHash.hex(start), StateHash.hex(Conquest.GAME.setup(TableConfig.of(Conquest.GAME, 2, Map.of(), false))));
    assertEquals(GOLDEN, StateHash.hex(start));
    assertNotEquals(GOLDEN, StateHash.hex(Conquest.GAME.setup(TableConfig.of(Conquest.GAME, 2, Map.of(), true))));
  }

  static final String GOLDEN = "2cc4a52e5ad7c78a77a1d42eb1d5e62969b3c62ea3589b83e5ec013ff8a93509"; // rules version 3

  @Test
  void theWriterIsBigEndianAndLengthPrefixed() {
    byte[] bytes = new CanonicalWriter().writeInt(258).writeString("é").toByteArray();
    assertEquals("00000102" + "00000002" + "c3a9", Sha256.hex(bytes));
  }
}
