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

  /**
   * A text broken into at most {@code most} lines at its spaces, each as wide as {@code width} allows
   * (a single word wider than that keeps its own line); what does not fit in the last line is cut
   * with "…".
   */
  public static java.util.List<String> lines(String text, double width, int most, ToDoubleFunction<String> measure) {
    java.util.List<String> lines = new java.util.ArrayList<>();
    String[] words = text.strip().split(" +");
    StringBuilder line = new StringBuilder();
    int i = 0;
    while (i < words.length && lines.size() < most - 1) {
      String longer = line.isEmpty() ? words[i] : line + " " + words[i];
      if (line.isEmpty() || measure.applyAsDouble(longer) <= width) {
        line.setLength(0);
        line.append(longer);
        i++;
      } else {
        lines.add(line.toString());
        line.setLength(0);
      }
    }
    StringBuilder rest = new StringBuilder(line);
    for (; i < words.length; i++) {
      rest.append(rest.isEmpty() ? "" : " ").append(words[i]);
    }
    if (!rest.isEmpty()) {
      lines.add(text(rest.toString(), width, measure));
    }
    return lines;
  }

  /** Whether {@link #text} cuts this text at this width. */
  public static boolean cuts(String text, double width, ToDoubleFunction<String> measure) {
    return !text(text, width, measure).equals(text);
  }

  private static String cut(int[] points, int length) {
    return new String(points, 0, length).stripTrailing() + ELLIPSIS;
  }
}
