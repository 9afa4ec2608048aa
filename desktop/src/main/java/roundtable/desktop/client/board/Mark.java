package roundtable.desktop.client.board;

/**
 * Something drawn that does not move: a square of the board, a line, a ring, a label. A mark with a
 * {@link #target} is a place to click (a square), and is lit when the input offers it.
 *
 * @param x the centre for DISC, RING and TEXT; the lower left corner for RECT and FRAME; the start
 *     for LINE
 * @param w the width (the diameter for DISC and RING; the x step for LINE; for TEXT the widest it may
 *     be drawn, cut with "…" past it, or 0 for no limit)
 * @param h the height (the y step for LINE; the text's size in scene units for TEXT)
 * @param colour RGBA8888
 */
public record Mark(Kind kind, float x, float y, float w, float h, int colour, String text, String target) {

  public enum Kind { RECT, FRAME, DISC, RING, LINE, TEXT }

  public Mark {
    text = text == null ? "" : text;
    target = target == null ? "" : target;
  }

  public static Mark rect(float x, float y, float w, float h, int colour, String target) {
    return new Mark(Kind.RECT, x, y, w, h, colour, "", target);
  }

  public static Mark frame(float x, float y, float w, float h, int colour) {
    return new Mark(Kind.FRAME, x, y, w, h, colour, "", "");
  }

  public static Mark disc(float cx, float cy, float diameter, int colour) {
    return new Mark(Kind.DISC, cx, cy, diameter, diameter, colour, "", "");
  }

  public static Mark ring(float cx, float cy, float diameter, int colour) {
    return new Mark(Kind.RING, cx, cy, diameter, diameter, colour, "", "");
  }

  public static Mark line(float x1, float y1, float x2, float y2, int colour) {
    return new Mark(Kind.LINE, x1, y1, x2 - x1, y2 - y1, colour, "", "");
  }

  /** A text centred on (cx, cy), {@code size} scene units high. */
  public static Mark text(float cx, float cy, float size, int colour, String text) {
    return new Mark(Kind.TEXT, cx, cy, 0, size, colour, text, "");
  }

  /** This text kept within a width: drawn cut with "…" when it would be wider (a long name in a panel). */
  public Mark within(float width) {
    return new Mark(kind, x, y, width, h, colour, text, target);
  }

  /** Where a click lands on this mark, for the kinds that have an area. */
  public boolean contains(float px, float py) {
    return switch (kind) {
      case RECT, FRAME -> px >= x && px <= x + w && py >= y && py <= y + h;
      case DISC, RING -> Math.hypot(px - x, py - y) <= w / 2;
      case LINE, TEXT -> false;
    };
  }

  /** The centre of the mark's area, where a highlight is drawn. */
  public float centreX() {
    return kind == Kind.RECT || kind == Kind.FRAME ? x + w / 2 : x;
  }

  public float centreY() {
    return kind == Kind.RECT || kind == Kind.FRAME ? y + h / 2 : y;
  }
}
