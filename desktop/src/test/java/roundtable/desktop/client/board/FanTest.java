package roundtable.desktop.client.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Hands of any size keep every name in sight; the hover panel never leaves the board. */
class FanTest {
  @Test
  void aFewCardsLieSideBySideAtFullSize() {
    Fan fan = Fan.of(5, 0, 0, 500, 130, 64, 90, 6, 0);
    assertEquals(64, fan.w());
    assertEquals(1, fan.slots().stream().map(Fan.Slot::y).distinct().count(), "one row");
    for (int i = 0; i < 5; i++) {
      assertTrue(fan.nameShown(i));
    }
  }

  @Test
  void anyNumberOfCardsKeepsEveryNameInSight() {
    for (int n = 1; n <= 24; n++) {
      Fan fan = Fan.of(n, 196, 8, 684, 132, 64, 90, 6, 6);
      assertEquals(n, fan.slots().size());
      for (int i = 0; i < n; i++) {
        assertTrue(fan.nameShown(i), n + " cards: card " + i + " has its name covered");
        Fan.Slot s = fan.slots().get(i);
        assertTrue(s.x() - fan.w() / 2 >= 196 - 0.01f && s.x() + fan.w() / 2 <= 684 + 0.01f, "inside the box");
        assertTrue(s.y() - fan.h() / 2 >= 8 - 0.01f && s.y() + fan.h() / 2 <= 132 + 0.01f, n + " cards: inside the box");
      }
    }
  }

  @Test
  void theHoverPanelStaysOnTheBoard() {
    Detail d = new Detail("Talisman", "a card");
    for (float[] at : new float[][] {{0, 0}, {Scene.WIDTH, Scene.HEIGHT}, {Scene.WIDTH, 0}, {0, Scene.HEIGHT}, {440, 360}}) {
      float[] corner = new Hover(d, at[0], at[1]).corner(120);
      assertTrue(corner[0] >= 0 && corner[0] + Hover.W <= Scene.WIDTH, "across");
      assertTrue(corner[1] >= 0 && corner[1] + 120 <= Scene.HEIGHT, "up");
    }
  }
}
