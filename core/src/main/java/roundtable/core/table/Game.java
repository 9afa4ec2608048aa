package roundtable.core.table;

import java.util.List;
import java.util.Optional;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.random.JointDraw;

/**
 * One game's rules, declared the same way for all five games: data plus pure functions. Every
 * method is deterministic and free of I/O; randomness arrives only inside actions.
 *
 * @param <S> the game's immutable state
 */
public interface Game<S extends GameState> {
  /** The id used everywhere: CLI, protocol, files ({@code conquest}). */
  String id();

  String title();

  int minPlayers();

  int maxPlayers();

  /** The table options (the rulebook's variants), each with its default first. */
  List<TableOption> options();

  /** The position before the first action. */
  S setup(TableConfig config);

  /** Which seats must act now; a prompt naming nobody means the game is over. */
  Prompt prompt(S state);

  /** How the game ended, once {@link #prompt} names nobody. */
  Optional<Outcome> outcome(S state);

  /** Every legal action for this seat now, given what it privately knows. */
  List<Action> legalActions(S state, int seat, Knowledge knowledge);

  /**
   * The next state and its events. Refuses, with a reason in words, an action from a seat the
   * prompt does not name or an action the rules do not allow; the state is never changed.
   */
  Applied<S> apply(S state, int seat, Action action) throws IllegalActionException;

  /** The state as this viewer may see it: whatever it may not see is blanked out. */
  S view(S state, Viewer viewer);

  /**
   * The joint random draw that the prompt's {@link Decision#RANDOMNESS} decisions belong to, if
   * any: each seat's software answers it with its commitment, then its reveal (see
   * {@code Committer}); {@link #legalActions} offers nothing for it.
   */
  default Optional<JointDraw> pendingDraw(S state) {
    return Optional.empty();
  }

  /**
   * The game's hidden cards or tokens, if any: the prompt's {@link Decision#PROTOCOL_STEP}
   * decisions are their steps, which each seat's software answers (see {@code PokerSeat}).
   */
  default Optional<HiddenCards> hiddenCards(S state) {
    return Optional.empty();
  }

  Notation notation();

  /** The position as a text diagram, for terminals and logs. */
  String diagram(S state);
}
