package roundtable.desktop.client.lobby;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.Said;
import roundtable.desktop.client.Words;
import roundtable.net.discovery.TableProbe;

/** Every refusal of a join by address is said in words, in English and French, naming what it can. */
class RefusalsTest {
  @Test
  void everyRefusalHasWordsInBothLanguages() {
    for (TableProbe.Why why : TableProbe.Why.values()) {
      TableProbe.Refused refused = new TableProbe.Refused(why, "in English", "morrigan", "2", "1");
      Said said = Refusals.said(refused, "127.0.0.1:47311");
      for (Language language : Language.values()) {
        Words words = Words.of(language);
        assertTrue(words.has(said.key()), language + ": " + said.key());
        String text = said.in(words);
        assertFalse(text.contains("{") || text.contains("[lobby"), language + " " + why + ": " + text);
        if (why == TableProbe.Why.UNREACHABLE || why == TableProbe.Why.GAME_MISMATCH) {
          assertTrue(text.contains("127.0.0.1:47311"), text);
        }
      }
    }
  }

  @Test
  void aGameThatDiffersIsNamed() {
    Said said = Refusals.said(new TableProbe.Refused(TableProbe.Why.GAME_MISMATCH, "x", "morrigan", "conquest"),
        "127.0.0.1:1");
    assertTrue(said.in(Words.of(Language.FRENCH)).contains("morrigan"), said.in(Words.of(Language.FRENCH)));
  }
}
