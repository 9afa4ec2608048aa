package roundtable.core.bot;

import roundtable.core.table.GameState;

/** A game's judgement of a position for one seat: the higher, the better for that seat. */
@FunctionalInterface
public interface Evaluator<S extends GameState> {
  double score(S state, int seat);

  /**
   * The same judgement as the searching bot of seat {@code observer} makes it, which may weigh its
   * own position and the others' differently (the default: alike).
   */
  default double score(S state, int seat, int observer) {
    return score(state, seat);
  }
}
