package roundtable.core.table;

/** Who is looking at the table: one seat, or a spectator who sees exactly the public table. */
public sealed interface Viewer {
  record Seat(int index) implements Viewer {}

  record Spectator() implements Viewer {}

  Viewer SPECTATOR = new Spectator();

  static Viewer seat(int index) {
    return new Seat(index);
  }

  /** True when this viewer is the given seat. */
  default boolean is(int seat) {
    return this instanceof Seat s && s.index() == seat;
  }
}
