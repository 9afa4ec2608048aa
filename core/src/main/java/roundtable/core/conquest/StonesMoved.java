package roundtable.core.conquest;

import roundtable.core.table.Event;

/** Stones lifted together from one square onto another: what the board animates. */
public record StonesMoved(int from, int to, int count) implements Event {
  @Override
  public String text() {
    return (count == 1 ? "1 stone " : count + " stones ") + Square.name(from) + " → " + Square.name(to);
  }
}
