package roundtable.desktop.client.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.function.ToDoubleFunction;
import org.junit.jupiter.api.Test;

class DirtyTest {
  /** Every text 40 scene units wide. */
  private static final ToDoubleFunction<Mark> WIDTH = m -> 40;
  private static final Mark SQUARE = Mark.rect(0, 0, 100, 100, 0xffffffff, "a1");
  private static final Mark DOT = Mark.disc(50, 50, 10, 0x000000ff);

  @Test
  void aChangedCountIsDrawnAgainAroundItsOldAndNewText() {
    List<Mark> before = List.of(SQUARE, DOT, Mark.text(300, 200, 12, 0xffffffff, "17"));
    List<Mark> after = List.of(SQUARE, DOT, Mark.text(300, 200, 12, 0xffffffff, "16"));
    Dirty d = Dirty.between(before, after, WIDTH).orElseThrow();
    assertEquals(new Dirty(300 - 20 - Dirty.PAD, 200 - 12 - Dirty.PAD, 300 + 20 + Dirty.PAD, 200 + 12 + Dirty.PAD), d);
    assertFalse(d.touches(Dirty.of(SQUARE, WIDTH)), "the square is not drawn again");
  }

  @Test
  void aMarkGoneAndOneNewAreBothDrawnAgain() {
    Mark frame = Mark.frame(200, 200, 50, 50, 0xff0000ff);
    Mark moved = Mark.frame(400, 300, 50, 50, 0xff0000ff);
    Dirty d = Dirty.between(List.of(SQUARE, frame), List.of(SQUARE, moved), WIDTH).orElseThrow();
    assertEquals(new Dirty(200 - Dirty.PAD, 200 - Dirty.PAD, 450 + Dirty.PAD, 350 + Dirty.PAD), d);
    assertTrue(d.touches(Dirty.of(frame, WIDTH)));
  }

  @Test
  void theSameMarksInAnotherOrderAreDrawnWhole() {
    assertEquals(Optional.empty(), Dirty.between(List.of(SQUARE, DOT), List.of(DOT, SQUARE), WIDTH));
    Mark ring = Mark.ring(500, 500, 20, 0xffffffff);
    assertEquals(Optional.empty(), Dirty.between(List.of(SQUARE, DOT), List.of(DOT, SQUARE, ring), WIDTH),
        "a new mark, but the others' overlaps changed");
  }

  @Test
  void aMarkReachesAsFarAsItsOutline() {
    assertEquals(new Dirty(500 - 12 - Dirty.PAD, 500 - 12 - Dirty.PAD, 500 + 12 + Dirty.PAD, 500 + 12 + Dirty.PAD),
        Dirty.of(Mark.ring(500, 500, 20, 0xffffffff), WIDTH));
    assertEquals(new Dirty(10 - 1 - Dirty.PAD, 5 - 1 - Dirty.PAD, 30 + 1 + Dirty.PAD, 50 + 1 + Dirty.PAD),
        Dirty.of(Mark.line(30, 5, 10, 50, 0xffffffff), WIDTH));
  }
}
