package roundtable.core.bot;

import java.util.Optional;
import roundtable.core.table.Action;
import roundtable.core.table.Decision;
import roundtable.core.game.Game;
import roundtable.core.table.GameState;

/** Whoever decides for one seat when a game is driven by {@link Selfplay}. */
public interface Player<S extends GameState> {
  /** The name written in a log's {@code seats:} line ({@code bot:greedy}). */
  String name();

  /**
   * The seat's action for the decision the prompt asks of it, or empty when the seat has nothing
   * to do now (the prompt named it among others, one of which moves).
   */
  Optional<Action> act(Game<S> game, S state, int seat, Decision decision);

  /** After the game: the seat's audit step (the seeds of its shuffles), if it has one. */
  default Optional<Action> audit(Game<S> game, S state, int seat) {
    return Optional.empty();
  }

  /**
   * Leaving the game for good: the seat's {@code leave} step (its secret key and its shuffle seeds,
   * DESIGN "A seat that leaves for good"), if the game deals cards by mental poker.
   */
  default Optional<Action> leave(Game<S> game, S state, int seat) {
    return Optional.empty();
  }

  /**
   * Agreeing that seat {@code out}, away too long, is voted out ({@code seat-leaves=continue}): this
   * seat's share of its key, if the game deals cards by mental poker.
   */
  default Optional<Action> voteOut(Game<S> game, S state, int seat, int out) {
    return Optional.empty();
  }
}
