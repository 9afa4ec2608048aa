package roundtable.desktop.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.ToDoubleFunction;
import org.junit.jupiter.api.Test;

/** A text is cut to a width with "…", never past it. */
class FitTest {
  /** Every character 10 wide, as a monospaced font would be. */
  private static final ToDoubleFunction<String> TEN = t -> 10 * t.codePointCount(0, t.length());

  @Test
  void aTextThatFitsIsLeftAlone() {
    assertEquals("Alice", Fit.text("Alice", 50, TEN));
    assertFalse(Fit.cuts("Alice", 50, TEN));
  }

  @Test
  void aLongTextIsCutWithAnEllipsisInsideTheWidth() {
    assertEquals("Alic…", Fit.text("Alice and Bob", 50, TEN));
    assertTrue(Fit.cuts("Alice and Bob", 50, TEN));
  }

  @Test
  void noSpaceIsLeftBeforeTheEllipsis() {
    assertEquals("Alice…", Fit.text("Alice and Bob", 70, TEN));
  }

  @Test
  void aSixtyFourCharacterTableNameFitsEveryWidth() {
    String name = "Une table au nom vraiment très long pour voir où il s’arrête, ou";
    assertEquals(64, name.length());
    for (int width = 10; width <= 700; width += 7) {
      String fitted = Fit.text(name, width, TEN);
      assertTrue(TEN.applyAsDouble(fitted) <= width, width + ": " + fitted);
      assertTrue(fitted.equals(name) || fitted.endsWith(Fit.ELLIPSIS), fitted);
    }
  }

  @Test
  void aCharacterOutsideTheBasicPlaneIsNeverSplit() {
    String fitted = Fit.text("ab\uD83D\uDE00cdef", 40, TEN);
    assertEquals("ab\uD83D\uDE00…", fitted);
  }

  @Test
  void tooNarrowForAnyLetterLeavesTheEllipsis() {
    assertEquals(Fit.ELLIPSIS, Fit.text("Alice", 5, TEN));
  }
}
