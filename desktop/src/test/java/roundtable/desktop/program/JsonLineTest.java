package roundtable.desktop.program;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The protocol's JSON: what roundtable writes, a program reads back, and the other way. */
class JsonLineTest {
  @Test
  void aRequestIsOneLineThatReadsBackAsWritten() {
    Map<String, Object> act = new LinkedHashMap<>();
    act.put("type", "act");
    act.put("view", Map.of("diagram", "  a b c\n9 . R .\n", "hand", List.of()));
    act.put("legal", List.of("slide c9 d8", "unstack \"x\" \\ y"));
    act.put("ms_left", 5000L);
    act.put("face", null);
    String line = JsonLine.write(act);
    assertTrue(!line.contains("\n"), line);
    assertEquals(act, JsonLine.read(line));
  }

  @Test
  void anAnswerMayHaveBlanksEscapesAndFieldsWeDoNotKnow() {
    Object answer = JsonLine.read(" { \"action\" : \"lay 18=talisman.yellow\\u0021\", \"why\": [1, 2.5, true, false] } ");
    assertEquals(Map.of("action", "lay 18=talisman.yellow!", "why", List.of(1L, 2.5, true, false)), answer);
  }

  @Test
  void garbageIsRefusedWithWhere() {
    assertEquals("not JSON: expected a value at character 1",
        assertThrows(IllegalArgumentException.class, () -> JsonLine.read("hello")).getMessage());
    assertThrows(IllegalArgumentException.class, () -> JsonLine.read("{\"action\": \"a\"} trailing"));
    assertThrows(IllegalArgumentException.class, () -> JsonLine.read("{\"action\": \"a\""));
    assertThrows(IllegalArgumentException.class, () -> JsonLine.read("[1,"));
  }

  @Test
  void aCommandIsSplitAsAShellSplitsIt() {
    assertEquals(List.of("python3", "my bot.py", "--depth", "3"), BotProcess.words("python3 'my bot.py'  --depth 3"));
    assertEquals(List.of("java", "-cp", "a b:c", "X"), BotProcess.words("java -cp \"a b:c\" X"));
    assertEquals(List.of("a b"), BotProcess.words("a\\ b"));
    assertThrows(IllegalArgumentException.class, () -> BotProcess.words("python3 'open"));
    assertThrows(IllegalArgumentException.class, () -> BotProcess.words("  "));
  }
}
