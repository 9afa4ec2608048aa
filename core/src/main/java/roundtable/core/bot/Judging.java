package roundtable.core.bot;

import roundtable.core.table.GameState;

/** A bot that judges positions with an evaluator, which the searching bot borrows. */
public interface Judging<S extends GameState> {
  Evaluator<S> evaluator();
}
