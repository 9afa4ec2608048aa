package roundtable.core.conquest;

import roundtable.core.table.Event;

/**
 * A player made a move: the line of the game log ("Red unstack c9 c8 c7"), written when read.
 *
 * @param player the seat that moved, or the one colour the lone player of three moved
 */
public record Moved(Who player, Move move) implements Event {
  @Override
  public String text() {
    return player.english() + " " + ConquestNotation.INSTANCE.format(move);
  }
}
