package roundtable.desktop.client.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A thing on the table: what it shows, and what a viewer who may not see its face gets. */
class ThingTest {
  private static final int BACK = 0x223366ff;

  @Test
  void aCardTurnedDownKeepsNothingOfItsFace() {
    Thing merlin = Thing.card("c1", 100, 200, 3, BACK, "Merlin", true, "hand-1");
    Thing down = merlin.down();
    assertFalse(down.faceUp());
    assertEquals("", down.face(), "the face is dropped, not only hidden");
    assertFalse(down.toString().contains("Merlin"));
    assertEquals(new Thing("c1", Thing.Shape.CARD, 100, 200, Thing.CARD_W, Thing.CARD_H, 3, BACK, "", false, "hand-1"),
        down, "everything else stays");
  }

  @Test
  void aCardMadeFaceDownNeverCarriesItsFace() {
    Thing card = Thing.card("c1", 0, 0, 0, BACK, "Merlin", false, "");
    assertEquals("", card.face());
    assertFalse(card.faceUp());
    assertEquals("Merlin", Thing.card("c1", 0, 0, 0, BACK, "Merlin", true, "").face());
  }

  @Test
  void aTokenMadeFaceDownNeverCarriesItsNumber() {
    assertEquals("", Thing.token("t", 0, 0, 40, 0, BACK, "3", false, "").face());
    Thing up = Thing.token("t", 0, 0, 40, 0, BACK, "3", true, "");
    assertEquals("3", up.face());
    assertEquals(40, up.w());
    assertEquals(40, up.h());
  }

  @Test
  void aStoneIsAlwaysFaceUpAndFaceless() {
    Thing stone = Thing.stone("s", 1, 2, 60, 40, 0, BACK, "c9");
    assertTrue(stone.faceUp());
    assertEquals("", stone.face());
    assertEquals(Thing.Shape.STONE, stone.shape());
  }

  @Test
  void noFaceAndNoTargetAreEmptyNotNull() {
    Thing thing = new Thing("p", Thing.Shape.PAWN, 0, 0, 10, 10, 0, 0, null, true, null);
    assertEquals("", thing.face());
    assertEquals("", thing.target());
  }

  @Test
  void movedElsewhereItIsTheSameThing() {
    Thing merlin = Thing.card("c1", 100, 200, 3, BACK, "Merlin", true, "hand-1");
    Thing moved = merlin.at(300, 400, 7);
    assertEquals(300, moved.x());
    assertEquals(400, moved.y());
    assertEquals(7, moved.z());
    assertEquals(merlin.id(), moved.id());
    assertEquals("Merlin", moved.face());
    assertEquals(merlin, moved.at(100, 200, 3));
  }

  @Test
  void containsItsWholeRectangleEdgesIncluded() {
    Thing stone = Thing.stone("s", 100, 100, 60, 40, 0, BACK, "");
    assertTrue(stone.contains(100, 100));
    assertTrue(stone.contains(130, 120), "a corner");
    assertFalse(stone.contains(131, 100));
    assertFalse(stone.contains(100, 121));
    assertFalse(stone.contains(69, 100));
  }
}
