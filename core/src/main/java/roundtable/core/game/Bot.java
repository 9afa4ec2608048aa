package roundtable.core.game;

import java.util.Optional;
import java.util.random.RandomGenerator;
import roundtable.core.table.Action;
import roundtable.core.table.GameState;
import roundtable.core.table.Knowledge;

/**
 * Chooses a move for a seat among the game's legal actions. The random source is the caller's,
 * seeded, so that a bot game can be played again action for action.
 */
public interface Bot<S extends GameState> {
  /** The bot's name in logs and on the command line ({@code random}, {@code greedy}). */
  String name();

  /**
   * One of the seat's legal actions, or empty when it has none now (a prompt may name several
   * seats of which only one can move, such as the holder of a secret turn token).
   */
  Optional<Action> choose(Game<S> game, S state, int seat, Knowledge knowledge, RandomGenerator rng);
}
