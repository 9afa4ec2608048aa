package roundtable.desktop.client.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Viewer;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.play.LocalTable;

/** Who looks at the board, and how the seats round it are named. */
class SeenTest {
  private static final List<String> NAMES = List.of("bot 1 (greedy)", LocalTable.PERSON);

  @Test
  void aSpectatorHasNoSeatAndKnowsNothing() {
    Seen seen = Seen.spectator(NAMES);
    assertEquals(-1, seen.seat());
    assertEquals(Viewer.SPECTATOR, seen.viewer());
    assertEquals(Knowledge.NOTHING, seen.knowledge());
  }

  @Test
  void aSeatKnowsItsIndex() {
    assertEquals(1, new Seen(Viewer.seat(1), Knowledge.NOTHING, NAMES).seat());
  }

  @Test
  void aSeatWithoutANameIsNumberedFromOneAsTheLogSaysIt() {
    Seen seen = Seen.spectator(NAMES);
    assertEquals("bot 1 (greedy)", seen.name(0));
    assertEquals("#3", seen.name(2));
    // a late spectator of a table whose seats were named blank: "#1", as "#1 lays ..." in the log
    assertEquals("#1", Seen.spectator(List.of("", "")).name(0));
  }

  @Test
  void theWindowsOwnSeatIsYouInTheViewersWords() {
    List<String> kinds = List.of("greedy", roundtable.desktop.client.play.LocalTable.PERSON);
    assertEquals(List.of("Bot 1, greedy", "You"),
        roundtable.desktop.client.play.LocalTable.names(kinds, Words.of(Language.ENGLISH)));
    assertEquals(List.of("Robot 1, glouton", "Vous"),
        roundtable.desktop.client.play.LocalTable.names(kinds, Words.of(Language.FRENCH)));
  }

  @Test
  void theNamesAreACopy() {
    List<String> names = new ArrayList<>(NAMES);
    Seen seen = Seen.spectator(names);
    names.clear();
    assertEquals(2, seen.names().size());
    assertThrows(UnsupportedOperationException.class, () -> seen.names().clear());
  }
}
