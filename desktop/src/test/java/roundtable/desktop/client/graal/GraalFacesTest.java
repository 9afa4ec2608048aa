package roundtable.desktop.client.graal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import roundtable.core.graal.Card;
import roundtable.core.graal.Graal;
import roundtable.core.graal.GraalState;
import roundtable.core.table.Decision;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Seen;
import roundtable.desktop.client.board.Thing;

/** "Card names in the window's language": the faces say the cards' names, kinds and what they do in the window's words. */
class GraalFacesTest {
  private final GraalFaces en = new GraalFaces(Words.of(Language.ENGLISH));
  private final GraalFaces fr = new GraalFaces(Words.of(Language.FRENCH));

  @Test
  void everyCardHasAShortNameInBothLanguages() {
    for (int face = 0; face < Card.FACES; face++) {
      for (GraalFaces faces : List.of(en, fr)) {
        assertFalse(faces.of(face).startsWith("["), faces.of(face));
        assertFalse(faces.brief(face).startsWith("["), faces.brief(face));
        assertTrue(faces.brief(face).length() <= faces.of(face).length(), faces.brief(face));
      }
    }
    int runestone = Card.parse(Card.name(firstOf(Card.RUNESTONE)));
    assertEquals("Runestone", en.of(runestone));
    assertEquals("Pierre runique", fr.of(runestone));
    assertEquals("Ship of Solomon", en.of(firstOf(Card.NEF)));
    assertEquals("Nef de Salomon", fr.of(firstOf(Card.NEF)));
    assertEquals("Merlin's spell", en.look(firstOf(Card.REPLAY)).kind());
    assertEquals("Sort de Merlin", fr.look(firstOf(Card.REPLAY)).kind());
    assertTrue(en.look(firstOf(Card.REPLAY)).tint() != 0, "a coloured card shows its colour");
    assertTrue(fr.detail(firstOf(Card.SIEGE)).text().contains("six cartes"), fr.detail(firstOf(Card.SIEGE)).text());
  }

  private static int firstOf(Card card) {
    for (int face = 0; face < Card.FACES; face++) {
      if (Card.of(face) == card) {
        return face;
      }
    }
    throw new AssertionError(card.name());
  }

  @Test
  void theBoardDrawsTheFacesInTheWindowsWords() {
    GraalState s = Table.first(3, 5, st -> Graal.GAME.prompt(st).seats().containsValue(Decision.MOVE));
    Seen seen = Table.spectator(3);
    Set<String> english = new HashSet<>();
    Set<String> french = new HashSet<>();
    for (int face = 0; face < Card.FACES; face++) {
      english.add(en.of(face));
      english.add(en.brief(face));
      french.add(fr.of(face));
      french.add(fr.brief(face));
    }
    Set<String> shown = new HashSet<>();
    GraalBoard board = new GraalBoard();
    board.words(Words.of(Language.ENGLISH));
    Scene inEnglish = board.scene(Table.seenBy(s, seen), seen);
    for (Thing t : inEnglish.things()) {
      if (t.faceUp() && !t.face().isBlank() && !t.id().startsWith("character") && !t.id().startsWith("pip")) {
        shown.add(t.face());
      }
    }
    assertFalse(shown.isEmpty());
    assertTrue(english.containsAll(shown), shown.toString());
    board.words(Words.of(Language.FRENCH));
    Scene inFrench = board.scene(Table.seenBy(s, seen), seen);
    assertTrue(inFrench.things().stream().filter(t -> shown.contains(t.face()) && !french.contains(t.face())).count() == 0,
        "drawn again in French");
  }
}
