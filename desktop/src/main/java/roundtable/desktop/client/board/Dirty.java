package roundtable.desktop.client.board;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.ToDoubleFunction;

/**
 * The part of the board's picture that a change of its marks touches (scene units): the picture is
 * drawn again there alone, from all the marks that reach into it, in their order, so it comes out
 * the same as drawn whole. A step of a game changes a count or the frame round the seat to play;
 * drawing the whole board again for it (hundreds of dots, each a fan of triangles) cost several
 * milliseconds a step on Mesa's software renderer.
 */
record Dirty(float x0, float y0, float x1, float y1) {
  /** Room round a mark's shape for its outline's width and the rounding to pixels. */
  static final float PAD = 3;

  /**
   * The rectangle round every mark gone and every mark new, or empty when it can't be told: the marks
   * that stay changed order (their overlaps would change), or nothing changed but the order.
   *
   * @param textWidth how wide a text mark is drawn, in scene units
   */
  static Optional<Dirty> between(List<Mark> before, List<Mark> after, ToDoubleFunction<Mark> textWidth) {
    Split now = Split.of(after, before);
    Split then = Split.of(before, after);
    List<Mark> changed = new ArrayList<>(now.rest());
    changed.addAll(then.rest());
    if (changed.isEmpty() || !now.common().equals(then.common())) {
      return Optional.empty();
    }
    Dirty all = null;
    for (Mark m : changed) {
      Dirty b = of(m, textWidth);
      all = all == null ? b : all.union(b);
    }
    return Optional.of(all);
  }

  /**
   * The marks of {@code from} that {@code in} has too (as many times), in the order of {@code from},
   * and the rest.
   */
  private record Split(List<Mark> common, List<Mark> rest) {
    static Split of(List<Mark> from, List<Mark> in) {
      Map<Mark, Integer> left = new HashMap<>();
      for (Mark m : in) {
        left.merge(m, 1, Integer::sum);
      }
      Split split = new Split(new ArrayList<>(), new ArrayList<>());
      for (Mark m : from) {
        if (left.getOrDefault(m, 0) > 0) {
          left.merge(m, -1, Integer::sum);
          split.common.add(m);
        } else {
          split.rest.add(m);
        }
      }
      return split;
    }
  }

  /** Where a mark may paint, with room to spare. */
  static Dirty of(Mark m, ToDoubleFunction<Mark> textWidth) {
    return switch (m.kind()) {
      case RECT, FRAME -> new Dirty(m.x(), m.y(), m.x() + m.w(), m.y() + m.h()).grown(PAD);
      case DISC -> around(m.x(), m.y(), m.w() / 2 + PAD, m.w() / 2 + PAD);
      case RING -> around(m.x(), m.y(), m.w() / 2 + 2 + PAD, m.w() / 2 + 2 + PAD);
      case LINE -> new Dirty(Math.min(m.x(), m.x() + m.w()), Math.min(m.y(), m.y() + m.h()),
          Math.max(m.x(), m.x() + m.w()), Math.max(m.y(), m.y() + m.h())).grown(1 + PAD);
      case TEXT -> around(m.x(), m.y(), (float) textWidth.applyAsDouble(m) / 2 + PAD, m.h() + PAD);
    };
  }

  private static Dirty around(float cx, float cy, float halfW, float halfH) {
    return new Dirty(cx - halfW, cy - halfH, cx + halfW, cy + halfH);
  }

  private Dirty grown(float by) {
    return new Dirty(x0 - by, y0 - by, x1 + by, y1 + by);
  }

  Dirty union(Dirty o) {
    return new Dirty(Math.min(x0, o.x0), Math.min(y0, o.y0), Math.max(x1, o.x1), Math.max(y1, o.y1));
  }

  boolean touches(Dirty o) {
    return o.x0 <= x1 && o.x1 >= x0 && o.y0 <= y1 && o.y1 >= y0;
  }

  float area() {
    return Math.max(0, x1 - x0) * Math.max(0, y1 - y0);
  }
}
