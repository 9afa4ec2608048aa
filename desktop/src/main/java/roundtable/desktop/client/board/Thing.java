package roundtable.desktop.client.board;

/**
 * Something on the table that can move: a stone, a card, a token, a pawn. The animator knows a
 * thing by its {@link #id} from one scene to the next: a thing whose place changes travels there,
 * a card whose {@link #faceUp} changes flips, a thing that appears fades in.
 *
 * @param id the same thing keeps the same id for as long as it is on the table
 * @param x the centre, in scene units (see {@link Scene})
 * @param y the centre; y grows upwards
 * @param w the width
 * @param h the height
 * @param z the drawing order: higher is drawn over lower
 * @param colour RGBA8888 (a stone's colour, a card's back)
 * @param face what a face-up thing shows ("Merlin", "3"); nothing for a stone
 * @param faceUp false: drawn face down, its face is not drawn (and a scene for a viewer that may not
 *     see the face never carries it: see {@link #down})
 * @param target what clicking it picks (a square's name), or "" for nothing
 * @param look what a face-up card or token shows besides its name: value, kind, colour, emblem
 */
public record Thing(String id, Shape shape, float x, float y, float w, float h, float z, int colour, String face,
    boolean faceUp, String target, Face look) {

  /** How a thing is drawn. */
  public enum Shape {
    /** A round stone seen slightly from the side, so that a stack shows each stone's colour. */
    STONE,
    /** A card: a rounded rectangle, its face or its back. */
    CARD,
    /** A round token: a number or a letter on its face, a plain back. */
    TOKEN,
    /** A standing piece (a knight, a pawn). */
    PAWN
  }

  public static final float CARD_W = 64;
  public static final float CARD_H = 90;

  public Thing {
    face = face == null ? "" : face;
    target = target == null ? "" : target;
    look = look == null || !faceUp ? Face.NONE : look;
  }

  /** A thing with nothing printed but its name (a stone, a pawn, a plain token). */
  public Thing(String id, Shape shape, float x, float y, float w, float h, float z, int colour, String face,
      boolean faceUp, String target) {
    this(id, shape, x, y, w, h, z, colour, face, faceUp, target, Face.NONE);
  }

  public static Thing stone(String id, float x, float y, float w, float h, float z, int colour, String target) {
    return new Thing(id, Shape.STONE, x, y, w, h, z, colour, "", true, target);
  }

  public static Thing card(String id, float x, float y, float z, int back, String face, boolean faceUp, String target) {
    return new Thing(id, Shape.CARD, x, y, CARD_W, CARD_H, z, back, faceUp ? face : "", faceUp, target);
  }

  public static Thing token(String id, float x, float y, float size, float z, int colour, String face, boolean faceUp,
      String target) {
    return new Thing(id, Shape.TOKEN, x, y, size, size, z, colour, faceUp ? face : "", faceUp, target);
  }

  /** The same thing elsewhere. */
  public Thing at(float newX, float newY, float newZ) {
    return new Thing(id, shape, newX, newY, w, h, newZ, colour, face, faceUp, target, look);
  }

  /** The same thing, this size. */
  public Thing sized(float newW, float newH) {
    return new Thing(id, shape, x, y, newW, newH, z, colour, face, faceUp, target, look);
  }

  /** The same thing showing this value, kind, colour and emblem (when face up). */
  public Thing with(Face newLook) {
    return new Thing(id, shape, x, y, w, h, z, colour, face, faceUp, target, newLook);
  }

  /** The same thing turned face down: its face is dropped, not only hidden. */
  public Thing down() {
    return new Thing(id, shape, x, y, w, h, z, colour, "", false, target, Face.NONE);
  }

  public boolean contains(float px, float py) {
    return Math.abs(px - x) <= w / 2 && Math.abs(py - y) <= h / 2;
  }
}
