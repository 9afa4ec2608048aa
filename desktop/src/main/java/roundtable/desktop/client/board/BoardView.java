package roundtable.desktop.client.board;

import java.util.List;
import roundtable.core.table.Action;
import roundtable.core.table.Applied;
import roundtable.core.table.Event;
import roundtable.core.table.GameState;
import roundtable.core.table.Outcome;
import roundtable.core.table.Prompt;
import roundtable.desktop.client.Words;

/**
 * One game's board in the client: how a state looks, how an action's events move things, which
 * clicks make an action, and the game's words. Everything here is data in, data out, with no
 * graphics: the generic board screen draws the scenes and animates between them, so a new game's
 * board is one class of this kind (registered in {@link Boards}) and its words file.
 *
 * <p>One instance serves one table for its whole life, so that it may remember which stone is
 * which between scenes; it is only ever called on the render thread.
 *
 * @param <S> the game's state
 */
public interface BoardView<S extends GameState> {
  /**
   * The window's words, for what a scene writes on the board (a legend, a card's name): told before
   * the first scene and again whenever the window's language changes, after which the board's
   * scene is drawn again. Most boards write no words on the board and ignore them.
   */
  default void words(Words words) {}

  /**
   * Everything drawn for this state as {@code seen} sees it. The state has already been blanked
   * by the game's {@code view}; what the viewer may not see is drawn face down.
   */
  Scene scene(S state, Seen seen);

  /**
   * The scenes an applied action passes through, in order, the last being {@code scene} of the
   * new state: one per event that moves something (a stone lifted, a card dealt), so that the
   * events of the rules drive the animation.
   */
  default List<Scene> steps(S before, Applied<S> applied, Seen seen) {
    return List.of(scene(applied.state(), seen));
  }

  /**
   * The targets to click, in order, that make this action ({@code c9}, {@code c8}, {@code c7}), or
   * none for an action that is only offered as a button.
   */
  List<String> clicks(Action action);

  /**
   * What the window's seat arranges on the board before choosing among these legal actions, if the
   * game lets it (a secret deployment); the same draft while the seat still has to commit to it,
   * even across other seats' actions. Most games have none.
   */
  default java.util.Optional<Draft> draft(S state, Seen seen, List<Action> legal) {
    return java.util.Optional.empty();
  }

  /**
   * Whether this action only says that the seat has nothing to show or do (Grail Cup's "pass" when
   * an Ally it does not hold is called): when it is the seat's only legal action, the window plays it
   * by itself once the board has shown the state, so that nobody clicks for nothing. Never an action
   * that chooses anything.
   */
  default boolean passes(Action action) {
    return false;
  }

  /**
   * The cards in the viewing seat's hand, in the game's words, for a person at the terminal (the
   * window draws them); empty where the board has nothing better to say than the faces' numbers.
   */
  default java.util.Optional<String> hand(S state, Seen seen, Words words) {
    return java.util.Optional.empty();
  }

  /** The action as a button or log says it, in the game's words. */
  String action(Action action, Words words);

  /** The current prompt in words, for this viewer ("Red: unstack, restack or slide"). */
  String prompt(S state, Prompt prompt, Seen seen, Words words);

  /** One event as a line of the game log, in the game's words; null for an event not logged. */
  String event(Event event, Words words);

  /** How the game ended, in the game's words (from the outcome's data and the events seen, never its English). */
  String outcome(S state, Outcome outcome, Words words);
}
