package roundtable.core.game;

import java.util.List;
import java.util.Optional;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.random.JointDraw;
import roundtable.core.table.Action;
import roundtable.core.table.Applied;
import roundtable.core.table.Decision;
import roundtable.core.table.GameSetup;
import roundtable.core.table.GameState;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Notation;
import roundtable.core.table.Outcome;
import roundtable.core.table.Prompt;
import roundtable.core.table.TableConfig;
import roundtable.core.table.Viewer;

/**
 * One game's rules, declared the same way for all five games: data plus pure functions. Every
 * method is deterministic and free of I/O; randomness arrives only inside actions.
 *
 * @param <S> the game's immutable state
 */
public interface Game<S extends GameState> extends GameSetup {
  String title();

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

  /**
   * The state with other hidden cards in it (a deal sampled by a searching bot, see
   * {@link HiddenCards#redeal}), everything else unchanged; empty for a game that cannot.
   */
  default Optional<S> withHiddenCards(S state, HiddenCards cards) {
    return Optional.empty();
  }

  Notation notation();

  /** The position as a text diagram, for terminals and logs. */
  String diagram(S state);
}
