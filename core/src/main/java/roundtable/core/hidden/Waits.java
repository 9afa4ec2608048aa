package roundtable.core.hidden;

import java.util.Optional;
import roundtable.core.random.JointDraw;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Prompt;
import roundtable.core.table.TableStep;

/**
 * What a card game waits for before its own rules go on, the same in every card game: first a
 * joint random draw under way (who starts, a die, the characters), then the hidden cards' protocol
 * steps (a shuffle, decryption shares). Each state holds the two; this answers who must act for
 * them and routes their steps, so a game's rules see only its moves.
 *
 * @param draw the joint draw under way, or null
 */
public record Waits(JointDraw draw, HiddenCards cards) {
  /** A joint draw is under way and not done. */
  public boolean drawing() {
    return draw != null && !draw.isDone();
  }

  /** The table waits for a draw or for the cards: no move of the game may come now. */
  public boolean any() {
    return drawing() || !cards.pending().isOver();
  }

  /** Who must act for the draw, else for the cards; names nobody when the table waits for neither. */
  public Prompt prompt() {
    return drawing() ? draw.prompt() : cards.pending();
  }

  /** The joint draw behind {@link #prompt()}. */
  public Optional<JointDraw> pendingDraw() {
    return drawing() ? Optional.of(draw) : cards.pendingDraw();
  }

  /**
   * A seat's step: a step the cards take at any moment goes to them whatever else waits; otherwise
   * to the draw under way, else to the cards' protocol.
   */
  public Waits apply(int seat, TableStep step) throws IllegalActionException {
    if (step instanceof TableStep.AnyTime) {
      return new Waits(draw, cards.step(seat, step));
    }
    if (drawing()) {
      return new Waits(draw.apply(seat, step), cards);
    }
    if (!cards.pending().isOver()) {
      return new Waits(draw, cards.step(seat, step));
    }
    throw new IllegalActionException("no joint draw is under way and no card is being shuffled or opened now");
  }

  /** The refusal of a move that came while the table waits. */
  public IllegalActionException moveTooSoon() {
    return new IllegalActionException("the table is still waiting for: " + prompt().text());
  }
}
