package roundtable.core.bot;

import roundtable.core.table.GameState;

/** A game's judgement of a position for one seat: the higher, the better for that seat. */
@FunctionalInterface
public interface Evaluator<S extends GameState> {
  double score(S state, int seat);
}
