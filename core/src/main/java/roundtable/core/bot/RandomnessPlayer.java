package roundtable.core.bot;

import roundtable.core.random.Committer;
import roundtable.core.table.Action;
import roundtable.core.table.Game;
import roundtable.core.table.GameState;

/**
 * Plays one seat's RANDOMNESS decisions (its side of a joint random draw), for which the game
 * lists no legal actions. One per seat: it keeps that seat's secret values until they are revealed.
 */
@FunctionalInterface
public interface RandomnessPlayer<S extends GameState> {
  Action act(Game<S> game, S state, int seat);

  /** Commits and reveals with this seat's committer, for the draw the game is waiting on. */
  static <S extends GameState> RandomnessPlayer<S> committing(Committer committer) {
    return (game, state, seat) -> committer.act(game.pendingDraw(state).orElseThrow(() ->
        new IllegalStateException(game.id() + " asks seat " + seat + " for randomness but has no draw under way")));
  }
}
