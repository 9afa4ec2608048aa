package roundtable.core.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import roundtable.core.table.TableOption;

/**
 * docs/protocol.md's table of every game's options, their choices and the default that fills an
 * option a Start leaves out, is the games' own list (issue 26): the document cannot drift.
 */
class ProtocolOptionsTableTest {
  private static final Path DOC = Path.of("..", "docs", "protocol.md");
  private static final String HEADING = "#### Options and their defaults";

  /** The rows as the games give them: game, key, choices with the default first, players. */
  static List<String> rows() {
    List<String> rows = new ArrayList<>();
    for (Game<?> game : GameCatalog.all()) {
      for (TableOption o : game.options()) {
        rows.add("| " + game.id() + " | `" + o.key() + "` | " + String.join(", ", o.choices().stream()
            .map(c -> "`" + c + "`").toList()) + " | " + o.minPlayers() + "–" + o.maxPlayers() + " |");
      }
    }
    return rows;
  }

  @Test
  void theDocumentListsEveryOptionOfEveryGameWithItsDefaultFirst() throws Exception {
    if (Boolean.getBoolean("roundtable.printOptions")) {
      rows().forEach(System.out::println);
    }
    List<String> lines = Files.readAllLines(DOC);
    int at = lines.indexOf(HEADING);
    List<String> documented = new ArrayList<>();
    for (int i = at + 1; at >= 0 && i < lines.size() && !lines.get(i).startsWith("#"); i++) {
      String line = lines.get(i);
      if (line.startsWith("| ") && !line.startsWith("| game ") && !line.startsWith("|---")) {
        documented.add(line);
      }
    }
    assertEquals(rows(), documented, "docs/protocol.md, \"" + HEADING + "\"");
  }
}
