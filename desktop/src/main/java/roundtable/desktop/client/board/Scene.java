package roundtable.desktop.client.board;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Everything a board draws for one state as one viewer sees it: the marks that stay (the board's
 * squares, labels) and the things that move. A scene is data, built by the game's
 * {@link BoardView} without any graphics, so tests can read what is drawn where and face down for
 * whom. Coordinates are scene units: the board area is {@link #WIDTH} × {@link #HEIGHT}, y up.
 *
 * @param details what the hover panel says about a thing (by its id) or a place (by its target)
 */
public record Scene(List<Mark> marks, List<Thing> things, Map<String, Detail> details) {
  public static final float WIDTH = 880;
  public static final float HEIGHT = 720;

  public Scene {
    marks = List.copyOf(marks);
    things = List.copyOf(things);
    details = Map.copyOf(details);
  }

  public Scene(List<Mark> marks, List<Thing> things) {
    this(marks, things, Map.of());
  }

  /**
   * What the pointer at (x, y) is over, told: the topmost thing there that has a detail (by its id,
   * else its target), else the place under it.
   */
  public Optional<Detail> detailAt(float x, float y) {
    List<Thing> under = things.stream().filter(t -> t.contains(x, y))
        .sorted(Comparator.comparingDouble(Thing::z).reversed()).toList();
    for (Thing t : under) {
      Detail d = details.get(t.id());
      if (d == null && !t.target().isEmpty()) {
        d = details.get(t.target());
      }
      if (d != null) {
        return Optional.of(d);
      }
    }
    for (int i = marks.size() - 1; i >= 0; i--) {
      Mark m = marks.get(i);
      if (!m.target().isEmpty() && m.contains(x, y) && details.containsKey(m.target())) {
        return Optional.of(details.get(m.target()));
      }
    }
    return Optional.empty();
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
