package roundtable.desktop.client.board;

import java.util.ArrayList;
import java.util.List;

/**
 * Where the seats of a card table sit in the scene, seen from above: the viewer's own seat at the
 * bottom (seat 0 for a spectator), the others clockwise round an oval, so the player on the
 * viewer's left is drawn on the left. What every card board shares; the middle of the table is
 * the scene's centre.
 */
public final class Around {
  /** The centre of the table in the scene. */
  public static final float CX = Scene.WIDTH / 2;
  public static final float CY = Scene.HEIGHT / 2;
  /** The oval the seats sit on. */
  static final float RX = Scene.WIDTH / 2 - 110;
  static final float RY = Scene.HEIGHT / 2 - 80;

  /** One seat's place: the centre of its area, and whether it is the viewer's own (bottom) seat. */
  public record Place(int seat, float x, float y, boolean own) {}

  private Around() {}

  /** Every seat's place, by seat number. */
  public static List<Place> seats(int players, Seen seen) {
    int bottom = Math.max(0, seen.seat());
    List<Place> places = new ArrayList<>(players);
    for (int seat = 0; seat < players; seat++) {
      int from = Math.floorMod(seat - bottom, players);
      // clockwise seen from above: from the bottom to the left, the top, then the right
      double angle = Math.toRadians(270 - 360.0 * from / players);
      places.add(new Place(seat, round(CX + RX * (float) Math.cos(angle)), round(CY + RY * (float) Math.sin(angle)),
          seat == seen.seat()));
    }
    return places;
  }

  private static float round(float v) {
    return Math.round(v * 10) / 10f;
  }
}
