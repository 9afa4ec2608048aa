package roundtable.desktop.client.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Viewer;

class AroundTest {
  private static Seen seat(int seat, int players) {
    return new Seen(Viewer.seat(seat), Knowledge.NOTHING, List.of("a", "b", "c", "d", "e", "f").subList(0, players));
  }

  @Test
  void theViewerSitsAtTheBottomAndTheNextSeatOnItsLeft() {
    List<Around.Place> four = Around.seats(4, seat(2, 4));
    assertTrue(four.get(2).own());
    assertEquals(Around.CX, four.get(2).x(), 0.5f, "the viewer is at the bottom centre");
    assertTrue(four.get(2).y() < Around.CY);
    assertTrue(four.get(3).x() < Around.CX, "the next seat clockwise is on the viewer's left");
    assertTrue(four.get(0).y() > Around.CY, "the seat opposite is at the top");
    assertTrue(four.get(1).x() > Around.CX, "the seat before the viewer is on its right");
  }

  @Test
  void aSpectatorSeesSeatZeroAtTheBottomAndEverySeatInsideTheScene() {
    for (int players = 2; players <= 8; players++) {
      Seen spectator = Seen.spectator(java.util.Collections.nCopies(players, "x"));
      List<Around.Place> places = Around.seats(players, spectator);
      assertEquals(players, places.size());
      assertTrue(places.get(0).y() < Around.CY);
      for (Around.Place p : places) {
        assertTrue(!p.own() && p.x() > 0 && p.x() < Scene.WIDTH && p.y() > 0 && p.y() < Scene.HEIGHT, p.toString());
      }
    }
  }
}
