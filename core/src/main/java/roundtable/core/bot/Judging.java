package roundtable.core.bot;

import roundtable.core.table.GameState;

/** A bot that judges positions with an evaluator, which the searching bot borrows. */
public interface Judging<S extends GameState> {
  Evaluator<S> evaluator();

  /**
   * Whether the searching bot expects the other seats to play as this bot does, each on what it sees
   * in the sampled world, instead of searching their moves in its own tree ({@link Search}).
   */
  default boolean othersPlayLikeThis() {
    return false;
  }
}
