package roundtable.core.table;

import java.util.List;

/** The result of applying an action: the next state and the events it produced. */
public record Applied<S>(S state, List<Event> events) {
  public Applied {
    events = List.copyOf(events);
  }
}
