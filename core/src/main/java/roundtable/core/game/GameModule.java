package roundtable.core.game;

import roundtable.core.table.GameState;

/**
 * One game's registration with the table: its rules and its own greedy bot. Each game has one,
 * named for it ({@code ConquestModule}), listed once in
 * {@code META-INF/services/roundtable.core.game.GameModule}; the catalog, the bots, the log and
 * the command line all find the game through it.
 *
 * @param <S> the game's immutable state
 */
public interface GameModule<S extends GameState> {
  /** The game's rules object. */
  Game<S> game();

  /** A new greedy bot for this game: its own, or a greedy bot with the game's evaluator. */
  Bot<S> greedyBot();
}
