package roundtable.core.bot;

import java.util.Optional;
import roundtable.core.secrets.SeatSecrets;
import roundtable.core.table.Action;
import roundtable.core.game.Game;
import roundtable.core.table.GameState;

/**
 * Plays one seat's RANDOMNESS and PROTOCOL_STEP decisions (its side of a joint random draw or of
 * the hidden-card protocol), for which the game lists no legal actions. One per seat: it keeps that seat's secret values until they are revealed.
 */
@FunctionalInterface
public interface RandomnessPlayer<S extends GameState> {
  Action act(Game<S> game, S state, int seat);

  /** After the game: the seat's audit step, if it has secrets to publish. */
  default Optional<Action> audit(Game<S> game, S state, int seat) {
    return Optional.empty();
  }

  /** Leaving for good: the seat's leave step, if it has hidden-card secrets to publish. */
  default Optional<Action> leave(Game<S> game, S state, int seat) {
    return Optional.empty();
  }

  /** Agreeing that seat {@code out} is voted out: this seat's share of its key (seat-leaves=continue). */
  default Optional<Action> voteOut(Game<S> game, S state, int seat, int out) {
    return Optional.empty();
  }

  /** Commits, reveals and takes part in the hidden-card protocol with this seat's secrets. */
  static <S extends GameState> RandomnessPlayer<S> of(SeatSecrets secrets) {
    return new RandomnessPlayer<>() {
      @Override
      public Action act(Game<S> game, S state, int seat) {
        return secrets.step(game, state);
      }

      @Override
      public Optional<Action> audit(Game<S> game, S state, int seat) {
        return secrets.audit(game, state);
      }

      @Override
      public Optional<Action> leave(Game<S> game, S state, int seat) {
        return secrets.leave(game, state);
      }

      @Override
      public Optional<Action> voteOut(Game<S> game, S state, int seat, int out) {
        return secrets.voteOut(game, state, out);
      }
    };
  }
}
