package roundtable.core.canon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import roundtable.core.game.GameCatalog;
import roundtable.core.game.Game;
import roundtable.core.table.GameState;
import roundtable.core.table.TableConfig;

/**
 * The worked examples of docs/protocol.md ("The state hash of each game"): for each game, the
 * start of a small table with open cards, its canonical bytes in hex and their SHA-256. Anyone can
 * check a build against the document; a change of the encoding fails here until the document says it.
 */
class ProtocolHashExamplesTest {
  private static final Path DOC = Path.of("..", "docs", "protocol.md");
  /** An example: its heading line names the game and the players, then a hex block, then the hash. */
  private static final Pattern EXAMPLE = Pattern.compile(
      "Example, `(\\w+)` with (\\d) players, open cards, at its start:\\s*```text\\n([0-9a-f\\n]+)```\\s*SHA-256: `([0-9a-f]{64})`");

  record Example(String game, int players, String hex, String sha256) {}

  static List<Example> examples(String doc) {
    List<Example> found = new ArrayList<>();
    Matcher m = EXAMPLE.matcher(doc);
    while (m.find()) {
      found.add(new Example(m.group(1), Integer.parseInt(m.group(2)), m.group(3).replace("\n", ""), m.group(4)));
    }
    return found;
  }

  static GameState start(String id, int players) {
    Game<?> game = GameCatalog.byId(id).orElseThrow();
    return game.setup(TableConfig.of(game, players, Map.of(), true));
  }

  static byte[] bytes(GameState state) {
    CanonicalWriter out = new CanonicalWriter();
    state.encode(out);
    return out.toByteArray();
  }

  @Test
  void everyGameHasAnExampleAndEachMatchesTheCode() throws Exception {
    List<Example> examples = examples(Files.readString(DOC, StandardCharsets.UTF_8));
    assertEquals(GameCatalog.all().stream().map(Game::id).sorted().toList(),
        examples.stream().map(Example::game).sorted().toList(), "one example per game in " + DOC);
    for (Example e : examples) {
      byte[] bytes = bytes(start(e.game(), e.players()));
      assertEquals(e.hex(), HexFormat.of().formatHex(bytes), e.game() + ": the bytes of the document");
      assertEquals(e.sha256(), Sha256.hex(Sha256.digest(bytes)), e.game() + ": their SHA-256");
      assertEquals(e.sha256(), StateHash.hex(start(e.game(), e.players())), e.game() + ": the state hash");
    }
  }

  /** Prints the examples for the document: {@code -Droundtable.printHashExamples=true}. */
  @Test
  void printsTheExamplesWhenAsked() {
    if (!Boolean.getBoolean("roundtable.printHashExamples")) {
      return;
    }
    for (Game<?> game : GameCatalog.all()) {
      int players = game.id().equals("graalwar") ? 2 : game.id().equals("conquest") ? 2 : 3;
      byte[] bytes = bytes(start(game.id(), players));
      String hex = HexFormat.of().formatHex(bytes);
      StringBuilder lines = new StringBuilder();
      for (int i = 0; i < hex.length(); i += 96) {
        lines.append(hex, i, Math.min(hex.length(), i + 96)).append('\n');
      }
      System.out.println("Example, `" + game.id() + "` with " + players + " players, open cards, at its start:\n\n```text\n"
          + lines + "```\n\nSHA-256: `" + Sha256.hex(Sha256.digest(bytes)) + "` (" + bytes.length + " bytes)\n");
      assertTrue(bytes.length > 0);
    }
  }
}
