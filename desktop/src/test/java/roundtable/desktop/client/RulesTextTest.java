package roundtable.desktop.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import roundtable.desktop.client.RulesText.Block;

/** The rules page the window shows: the game's page from the assets, plain text, without the developers' table. */
class RulesTextTest {
  @Test
  void markdownBecomesHeadingsAndParagraphsOfPlainText() {
    List<Block> blocks = RulesText.blocks("""
        # À la conquête du Graal (`conquest`)

        A strategy game for **2 to 4** players,
        always two sides.

        - red (north): c9 d9
        - *blue* (east): i3

        | option | values |
        |---|---|
        | `match` | best-of-three |

        ## Rulebook coverage

        | sentence | rule | tested by |
        """);
    assertEquals(List.of(
        new Block(true, "À la conquête du Graal (conquest)"),
        new Block(false, "A strategy game for 2 to 4 players, always two sides."),
        new Block(false, "• red (north): c9 d9"),
        new Block(false, "• blue (east): i3"),
        new Block(false, "option — values"),
        new Block(false, "match — best-of-three")), blocks);
  }

  @Test
  void everyGameHasItsPageInTheAssetsInEitherLanguage() {
    for (String game : List.of("conquest", "graalwar", "grailcup", "morrigan", "graal")) {
      for (Language language : Language.values()) {
        List<Block> page = RulesText.of(game, language);
        assertTrue(page.size() > 20, game + " " + language + ": " + page.size() + " blocks");
        assertTrue(page.get(0).heading());
        assertFalse(page.stream().anyMatch(b -> b.text().contains("Tested by")), "no developers' table");
      }
    }
  }
}
