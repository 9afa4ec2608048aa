package roundtable.desktop.client.board;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Everything a board draws for one state as one viewer sees it: the marks that stay (the board's
 * squares, labels) and the things that move. A scene is data, built by the game's
 * {@link BoardView} without any graphics, so tests can read what is drawn where and face down for
 * whom. Coordinates are scene units: the board area is {@link #WIDTH} × {@link #HEIGHT}, y up.
 */
public record Scene(List<Mark> marks, List<Thing> things) {
  public static final float WIDTH = 880;
  public static final float HEIGHT = 720;

  public Scene {
    marks = List.copyOf(marks);
    things = List.copyOf(things);
  }

  public static Scene empty() {
    return new Scene(List.of(), List.of());
  }

  public Optional<Thing> thing(String id) {
    return things.stream().filter(t -> t.id().equals(id)).findFirst();
  }

  /** The things whose target is this one ("what stands on c9"). */
  public List<Thing> on(String target) {
    return things.stream().filter(t -> t.target().equals(target)).toList();
  }

  /** What a click at (x, y) picks: the topmost thing with a target there, else a mark's target, else "". */
  public String targetAt(float x, float y) {
    Optional<Thing> top = things.stream()
        .filter(t -> !t.target().isEmpty() && t.contains(x, y))
        .max(Comparator.comparingDouble(Thing::z));
    if (top.isPresent()) {
      return top.get().target();
    }
    for (int i = marks.size() - 1; i >= 0; i--) {
      Mark m = marks.get(i);
      if (!m.target().isEmpty() && m.contains(x, y)) {
        return m.target();
      }
    }
    return "";
  }

  /** The mark that stands for a target (where to light it), if any. */
  public Optional<Mark> place(String target) {
    return marks.stream().filter(m -> m.target().equals(target)).findFirst();
  }
}
