package roundtable.desktop.client.board;

/**
 * The hover panel: what is under the pointer told in a box beside it, always wholly inside the
 * board (moved to the pointer's other side, or along the edge, where it would stick out).
 *
 * @param detail what it says
 * @param x the pointer, in scene units
 * @param y the pointer
 */
public record Hover(Detail detail, float x, float y) {
  /** The panel's width, in scene units, and its room round the text. */
  public static final float W = 300;
  public static final float PAD = 8;
  static final float OFFSET = 18;
  static final float MARGIN = 4;

  /** Where a panel {@code h} high lies: its lower left corner, inside the scene. */
  public float[] corner(float h) {
    float left = x + OFFSET + W <= Scene.WIDTH - MARGIN ? x + OFFSET : x - OFFSET - W;
    float bottom = y + OFFSET + h <= Scene.HEIGHT - MARGIN ? y + OFFSET : y - OFFSET - h;
    left = Math.max(MARGIN, Math.min(Scene.WIDTH - MARGIN - W, left));
    bottom = Math.max(MARGIN, Math.min(Scene.HEIGHT - MARGIN - h, bottom));
    return new float[] {left, bottom};
  }
}
