package roundtable.core.bot;

import roundtable.core.table.GameState;

/** A game's judgement of a position for one seat: the higher, the better for that seat. */
@FunctionalInterface
public interface Evaluator<S extends GameState> {
  double score(S state, int seat);

  /**
   * Whom the searching bot measures a seat's score against when three or more play ({@link Judge}):
   * by default the best of the others (a seat ahead of all but one is not winning); true for the
   * mean of the others, where hurting any rival pays.
   */
  default boolean againstTheField() {
    return false;
  }
}
