package roundtable.core.table;

import java.util.Objects;

/** An action together with the seat that takes it: one line of a game log. */
public record SeatAction(int seat, Action action) {
  public SeatAction {
    Objects.requireNonNull(action, "action");
  }
}
