package roundtable.desktop.client.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The board's marks: which ones take a click, and where. */
class MarkTest {
  private static final int GREY = 0x808080ff;

  @Test
  void aSquareIsHeldByItsLowerLeftCorner() {
    Mark square = Mark.rect(80, 160, 80, 80, GREY, "b3");
    assertTrue(square.contains(80, 160));
    assertTrue(square.contains(160, 240));
    assertFalse(square.contains(79, 200));
    assertFalse(square.contains(120, 241));
    assertEquals(120, square.centreX());
    assertEquals(200, square.centreY());
    assertEquals("b3", square.target());
  }

  @Test
  void aDiscIsHeldByItsCentre() {
    Mark disc = Mark.disc(100, 100, 40, GREY);
    assertTrue(disc.contains(120, 100));
    assertFalse(disc.contains(115, 115), "outside the circle, inside its square");
    assertEquals(100, disc.centreX());
    assertEquals(100, disc.centreY());
    assertTrue(Mark.ring(0, 0, 10, GREY).contains(3, 3));
  }

  @Test
  void linesAndTextsTakeNoClick() {
    assertFalse(Mark.line(0, 0, 100, 100, GREY).contains(50, 50));
    assertFalse(Mark.text(50, 50, 20, GREY, "Red").contains(50, 50));
    assertEquals(100, Mark.line(10, 20, 110, 220, GREY).w());
    assertEquals(200, Mark.line(10, 20, 110, 220, GREY).h());
  }

  @Test
  void onlyASquareMadeWithATargetIsOne() {
    assertEquals("", Mark.frame(0, 0, 10, 10, GREY).target());
    assertEquals("", Mark.disc(0, 0, 10, GREY).target());
    assertEquals("", Mark.rect(0, 0, 10, 10, GREY, null).target());
    assertEquals("", new Mark(Mark.Kind.TEXT, 0, 0, 0, 0, GREY, null, null).text());
  }
}
