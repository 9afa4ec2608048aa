package roundtable.desktop.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import roundtable.desktop.client.board.Mark;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Thing;

/** The walk's eyes find what they are meant to: a mark over a piece's centre, a character the font lacks. */
class LayoutCheckTest {
  @AfterAll
  static void closeWindow() {
    HeadlessWindow.closeAll();
  }

  @Test
  void aPickedFrameOverAPiecesCentreIsFoundAndOneAroundItIsNot() {
    Mark square = Mark.rect(100, 100, 27, 27, 0, "a1");
    Thing inIt = Thing.token("pawn", 113.5f, 113.5f, 20, 1, 0, "K", true, "a1");
    Thing onItsEdge = Thing.token("other", 101, 113.5f, 20, 1, 0, "Q", true, "");
    List<String> problems = new ArrayList<>();
    LayoutCheck.markers(new Scene(List.of(square), List.of(inIt)), Set.of("a1"), List.of("a1"), problems);
    assertEquals(List.of(), problems);
    LayoutCheck.markers(new Scene(List.of(square), List.of(inIt, onItsEdge)), Set.of("a1"), List.of(), problems);
    assertEquals(List.of("the mark of offered a1 covers the centre of other"), problems);
  }

  @Test
  void aCharacterTheFontLacksIsFound() {
    HeadlessWindow window = HeadlessWindow.of(1280, 720, Language.ENGLISH);
    try (LayoutCheck check = new LayoutCheck(window.looks())) {
      List<String> problems = new ArrayList<>();
      check.sceneTexts(new Scene(List.of(Mark.text(10, 10, 14, 0, "Perceval ⚔ Gauvain")), List.of()), problems);
      assertEquals(List.of(), problems, "the sword is in the font");
      check.sceneTexts(new Scene(List.of(Mark.text(10, 10, 14, 0, "Perceval ☃")), List.of()), problems);
      assertTrue(problems.size() == 1 && problems.get(0).contains("U+2603"), problems.toString());
    }
  }
}
