package roundtable.desktop.client;

import java.util.function.ToDoubleFunction;

/**
 * A text cut to a width: the text itself when it fits, else its longest start that fits with "…"
 * after it. The width is measured by the caller's font (a function of the text), so the cut is the
 * same whatever draws it, and testable without a window.
 */
public final class Fit {
  public static final String ELLIPSIS = "…";

  private Fit() {}

  public static String text(String text, double width, ToDoubleFunction<String> measure) {
    if (measure.applyAsDouble(text) <= width) {
      return text;
    }
    int[] points = text.codePoints().toArray();
    int low = 0;
    int high = points.length - 1;
    while (low < high) {
      int mid = (low + high + 1) / 2;
      if (measure.applyAsDouble(cut(points, mid)) <= width) {
        low = mid;
      } else {
        high = mid - 1;
      }
    }
    return cut(points, low);
  }

  /** Whether {@link #text} cuts this text at this width. */
  public static boolean cuts(String text, double width, ToDoubleFunction<String> measure) {
    return !text(text, width, measure).equals(text);
  }

  private static String cut(int[] points, int length) {
    return new String(points, 0, length).stripTrailing() + ELLIPSIS;
  }
}
