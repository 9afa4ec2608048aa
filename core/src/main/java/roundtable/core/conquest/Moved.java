package roundtable.core.conquest;

import roundtable.core.table.Event;

/** A player made a move: the line of the game log ("Red unstack c9 c8 c7"), written when read. */
public record Moved(String player, Move move) implements Event {
  @Override
  public String text() {
    return player + " " + ConquestNotation.INSTANCE.format(move);
  }
}
