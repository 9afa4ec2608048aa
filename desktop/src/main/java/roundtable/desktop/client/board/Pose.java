package roundtable.desktop.client.board;

/**
 * A thing as drawn in one frame: where it is on its way, how far turned (a flip squeezes it
 * to nothing and opens it on its other side), and how visible.
 *
 * @param thing what it is; its face is the side shown now
 * @param width how wide it is drawn now, as a share of its width (1 at rest, 0 mid-flip)
 * @param alpha 1 at rest, rising as it appears, falling as it goes
 */
public record Pose(Thing thing, float x, float y, float width, float alpha) {}
