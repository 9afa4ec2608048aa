package roundtable.core.bot;

import roundtable.core.game.Bot;
import roundtable.core.table.GameState;

/** A bot that judges positions with an evaluator, which the searching bot borrows. */
public interface Judging<S extends GameState> {
  Evaluator<S> evaluator();

  /**
   * How the searching bot expects the other seats to play, each on what it sees in the sampled
   * world, instead of searching their moves in its own tree ({@link Search}); null: it searches them.
   */
  default Bot<S> othersModel() {
    return null;
  }
}
