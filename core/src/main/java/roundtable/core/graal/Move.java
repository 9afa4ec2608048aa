package roundtable.core.graal;

import java.util.List;
import roundtable.core.table.Action;

/** The players' actions in Graal, one line each in the notation (see GraalNotation). */
public sealed interface Move extends Action {
  /**
   * Lays these cards in this order; {@code graal} says "GRAAL!" when one card is left. {@code as}
   * is the card an ancestor's power turns the (single) card into, or null.
   */
  record Lay(List<Play> cards, boolean graal, Card as, int target) implements Move {
    public Lay {
      cards = List.copyOf(cards);
    }

    public Lay(List<Play> cards, boolean graal) {
      this(cards, graal, null, -1);
    }
  }

  /** Draws a card: the player could not play. */
  record DrawCard() implements Move {}

  /** Keeps the card just drawn, or stops after "Rejoue": the turn ends. */
  record Pass() implements Move {}

  /** Takes an attack (or the Siège périlleux) and its effects. */
  record Suffer() implements Move {}

  record ChooseColour(Colour colour) implements Move {}

  /** The character's skill, at the start of the turn; the Écrivaine names the card she gives. */
  record Skill(Play named) implements Move {}

  /** Puts back at random the cards taken by the skill that the player does not keep. */
  record PutBack(List<roundtable.core.hidden.CardRef> cards) implements Move {
    public PutBack {
      cards = List.copyOf(cards);
    }
  }

  /** Château aventureux: these two players exchange their hands. */
  record Swap(int a, int b) implements Move {}

  /** Camelot: restores the player's ancestor's powers. */
  record Restore() implements Move {}

  /** Camelot: the player's ancestor's powers are blocked for the rest of the round. */
  record Block(int seat) implements Move {}

  /** The tournament: eliminates this opponent and takes its hand. */
  record Eliminate(int seat) implements Move {}

  /**
   * An opponent held one card without saying "GRAAL!": this player gives it one of its cards;
   * {@code graal} says "GRAAL!" when that leaves the caller one card.
   */
  record CallOut(int seat, Play card, boolean graal) implements Move {
    public CallOut(int seat, Play card) {
      this(seat, card, false);
    }
  }

  /** Elaine: the player makes an opponent take one of its cards; {@code graal} as for a lay. */
  record Give(Play card, int seat, boolean graal) implements Move {
    public Give(Play card, int seat) {
      this(card, seat, false);
    }
  }

  /** Guenièvre: another player fights in her place; she puts a base card into the deck; {@code graal} as for a lay. */
  record Substitute(Play base, int seat, boolean graal) implements Move {
    public Substitute(Play base, int seat) {
      this(base, seat, false);
    }
  }

  /** Arthur: summons a revealed ancestor of another player to use its power now. */
  record Summon(int seat) implements Move {}

  /** The Roi pêcheur, out of turn: protects the player from the step card just played; {@code graal} as for a lay. */
  record Protect(Play roi, boolean graal) implements Move {
    public Protect(Play roi) {
      this(roi, false);
    }
  }
}
