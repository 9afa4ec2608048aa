package roundtable.core.conquest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** "Composition du jeu" and "Position de départ". */
class StartTest {
  @Test
  void theBoardHasNineSquaresByNineFromA1ToI9() {
    assertEquals(81, Square.COUNT);
    assertEquals("a1", Square.name(Square.parse("a1")));
    assertEquals("i9", Square.name(Square.at(8, 8)));
    assertEquals("'j1' is not a square (a1 to i9)",
        assertThrows(IllegalArgumentException.class, () -> Square.parse("j1")).getMessage());
  }

  @Test
  void twelveStonesOfEachColourAndTheThreeGrailsInOnePile() {
    // "52 Galets (12 pour chaque joueur, jaune, rouge, vert, bleu et 3 noir les graals)": 51 listed.
    Board b = Board.start();
    for (Colour c : Colour.values()) {
      assertEquals(12, b.count(c), c.title());
    }
    int grails = 0;
    for (int sq = 0; sq < Square.COUNT; sq++) {
      grails += b.isGrails(sq) ? 1 : 0;
    }
    assertEquals(1, grails, "one pile of Grails");
    assertEquals("*", b.describe(Square.parse("e5")), "on the black star at the centre");
  }

  @Test
  void eachPlayerPutsItsStonesInStacksOfThreeOnTheFourSquaresOfItsColour() {
    Map<String, String> stacks = Map.of("r", "c9 d9 f9 g9", "b", "i3 i4 i6 i7", "y", "c1 d1 f1 g1", "g", "a3 a4 a6 a7");
    Board b = Board.start();
    int stacked = 0;
    for (var colour : stacks.entrySet()) {
      for (String square : colour.getValue().split(" ")) {
        assertEquals(colour.getKey().repeat(3), b.describe(Square.parse(square)), square);
        stacked++;
      }
    }
    int occupied = 0;
    for (int sq = 0; sq < Square.COUNT; sq++) {
      occupied += b.size(sq) > 0 ? 1 : 0;
    }
    assertEquals(stacked, occupied, "nothing else on the board but the Grails");
  }

  @Test
  void theStartPositionAsEveryScreenPrintsIt() throws Exception {
    String diagram = Conquest.GAME.diagram(PerftTest.start(2));
    assertEquals("""
        9    .   . rrr rrr   . rrr rrr   .   .
        8    .   .   .   .   .   .   .   .   .
        7  ggg   .   .   .   .   .   .   . bbb
        6  ggg   .   .   .   .   .   .   . bbb
        5    .   .   .   .   *   .   .   .   .
        4  ggg   .   .   .   .   .   .   . bbb
        3  ggg   .   .   .   .   .   .   . bbb
        2    .   .   .   .   .   .   .   .   .
        1    .   . yyy yyy   . yyy yyy   .   .
             a   b   c   d   e   f   g   h   i
        """, diagram.substring(0, diagram.indexOf("round ")));
  }
}
