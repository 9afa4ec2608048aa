package roundtable.desktop.client.board;

/**
 * Where the input's next offered place is marked: a band along the place's edge (a square's frame,
 * a disc's ring), so that the piece or knight standing in it stays in sight; never a spot over its
 * middle.
 *
 * @param cx the place's centre
 * @param w the band's outer width (a round place's diameter)
 * @param h the band's outer height
 * @param thickness how far the band reaches in from the edge
 */
public record OfferBand(float cx, float cy, float w, float h, float thickness, boolean round) {
  /** The band's width in scene units, inside the place's own edge: a graalwar piece (22) fits in its square (27). */
  public static final float THICKNESS = 2;

  public static OfferBand around(Mark place) {
    boolean round = place.kind() == Mark.Kind.DISC || place.kind() == Mark.Kind.RING;
    float h = round ? place.w() : place.h();
    return new OfferBand(place.centreX(), place.centreY(), place.w(), h, THICKNESS, round);
  }

  public float innerW() {
    return w - 2 * thickness;
  }

  public float innerH() {
    return h - 2 * thickness;
  }

  /** Whether the band is drawn over this point. */
  public boolean covers(float x, float y) {
    float dx = Math.abs(x - cx);
    float dy = Math.abs(y - cy);
    if (round) {
      double r = Math.hypot(dx, dy);
      return r <= w / 2 && r >= innerW() / 2;
    }
    boolean inside = dx <= w / 2 && dy <= h / 2;
    boolean inHole = dx < innerW() / 2 && dy < innerH() / 2;
    return inside && !inHole;
  }
}
