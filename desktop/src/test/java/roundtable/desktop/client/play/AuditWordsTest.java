package roundtable.desktop.client.play;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.Words;

/** The audit's verdict at the end of a game, in the viewer's words. */
class AuditWordsTest {
  @Test
  void aVerifiedAuditIsSaidInEachLanguage() {
    assertEquals("verified, 12 shuffles checked",
        BoardScreen.auditWords("verified: 12 shuffles checked", Words.of(Language.ENGLISH)));
    assertEquals("vérifiée, 12 mélanges contrôlés",
        BoardScreen.auditWords("verified: 12 shuffles checked", Words.of(Language.FRENCH)));
  }

  @Test
  void aCheatIsQuotedAsTheAuditSaysIt() {
    String cheat = "cheat: seat 2's shuffle 3: the seed does not match the commitment";
    assertEquals(cheat, BoardScreen.auditWords(cheat, Words.of(Language.FRENCH)));
  }
}
