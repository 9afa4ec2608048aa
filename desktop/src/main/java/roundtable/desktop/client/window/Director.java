package roundtable.desktop.client.window;


/**
 * Something that drives the window from the outside, frame by frame: the screenshot tests and the
 * client benchmark. Called on the render thread after each frame is drawn.
 */
@FunctionalInterface
public interface Director {
  void frame(RoundTableClient client, long frame);

  Director NONE = (client, frame) -> { };
}
