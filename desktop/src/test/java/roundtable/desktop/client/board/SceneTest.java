package roundtable.desktop.client.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Where a click lands on a board: on the topmost thing there, else on a square. */
class SceneTest {
  private static final int GREY = 0x808080ff;
  private static final int RED = 0xcc2222ff;

  /** Two squares side by side, c9 (0..80) and d9 (80..160), with a stack of two stones on c9. */
  private static Scene board() {
    List<Mark> marks = List.of(Mark.rect(0, 0, 80, 80, GREY, "c9"), Mark.rect(80, 0, 80, 80, GREY, "d9"),
        Mark.text(40, 90, 12, GREY, "c"));
    List<Thing> things = List.of(
        Thing.stone("top", 40, 40, 60, 40, 2, RED, "c9-top"),
        Thing.stone("bottom", 40, 36, 60, 40, 1, RED, "c9-bottom"));
    return new Scene(marks, things);
  }

  @Test
  void aClickOnAStackPicksItsTopStone() {
    assertEquals("c9-top", board().targetAt(40, 40));
    List<Thing> upsideDown = new ArrayList<>(board().things());
    java.util.Collections.reverse(upsideDown);
    Scene reversed = new Scene(board().marks(), upsideDown);
    assertEquals("c9-top", reversed.targetAt(40, 40), "by height, not by order in the list");
  }

  @Test
  void aThingWithoutATargetDoesNotHideTheSquareUnderIt() {
    Scene scene = new Scene(board().marks(), List.of(Thing.stone("grail", 120, 40, 60, 60, 9, RED, "")));
    assertEquals("d9", scene.targetAt(120, 40));
  }

  @Test
  void aClickBesideTheThingsPicksTheSquare() {
    assertEquals("c9", board().targetAt(5, 75), "a corner of c9 no stone covers");
    assertEquals("d9", board().targetAt(150, 10));
  }

  @Test
  void aClickOffTheBoardPicksNothing() {
    assertEquals("", board().targetAt(500, 500));
    assertEquals("", board().targetAt(40, 90), "a label is not a place to click");
    assertEquals("", Scene.empty().targetAt(0, 0));
  }

  @Test
  void ofTwoMarksAtOnePlaceTheLastDrawnIsPicked() {
    Scene scene = new Scene(List.of(Mark.rect(0, 0, 100, 100, GREY, "under"), Mark.rect(40, 40, 20, 20, GREY, "over")),
        List.of());
    assertEquals("over", scene.targetAt(50, 50));
    assertEquals("under", scene.targetAt(10, 10));
  }

  @Test
  void findsThingsByIdAndByTheirSquare() {
    Scene scene = board();
    assertEquals(Optional.of(40f), scene.thing("bottom").map(Thing::x));
    assertEquals(Optional.empty(), scene.thing("nothing"));
    assertEquals(List.of("top"), scene.on("c9-top").stream().map(Thing::id).toList());
    assertEquals(List.of(), scene.on("d9"));
    assertEquals(Optional.of(80f), scene.place("d9").map(Mark::x));
    assertEquals(Optional.empty(), scene.place("z1"));
  }

  @Test
  void aSceneCannotBeChangedOnceMade() {
    List<Thing> things = new ArrayList<>(board().things());
    Scene scene = new Scene(List.of(), things);
    things.clear();
    assertEquals(2, scene.things().size(), "a copy of the list it was given");
    assertThrows(UnsupportedOperationException.class, () -> scene.things().clear());
    assertTrue(Scene.empty().marks().isEmpty());
  }

  @Test
  void theHoverTellsOfTheTopmostThingWithADetailElseOfThePlaceUnderIt() {
    Scene plain = board();
    Detail stone = new Detail("Stone", "the top stone");
    Detail square = new Detail("d9", "an empty square");
    Detail c9 = new Detail("c9", "a square with a stack");
    Scene told = new Scene(plain.marks(), plain.things(), Map.of("bottom", new Detail("Bottom", "under it"),
        "d9", square, "c9", c9));
    assertEquals("Bottom", told.detailAt(40, 40).orElseThrow().title(), "the top stone has no detail: the one under it");
    assertEquals(square, told.detailAt(120, 40).orElseThrow(), "no thing there: the square");
    assertTrue(told.detailAt(200, 40).isEmpty(), "nothing there");
    Scene byId = new Scene(plain.marks(), plain.things(), Map.of("top", stone, "bottom", new Detail("Bottom", "")));
    assertEquals(stone, byId.detailAt(40, 40).orElseThrow());
    Scene byTarget = new Scene(plain.marks(), plain.things(), Map.of("c9-top", c9));
    assertEquals(c9, byTarget.detailAt(40, 40).orElseThrow(), "a thing without a detail of its own is told by its target");
  }
}
