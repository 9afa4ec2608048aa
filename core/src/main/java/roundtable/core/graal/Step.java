package roundtable.core.graal;

import java.util.List;
import roundtable.core.hidden.CardRef;
import roundtable.core.hidden.Frozen;
import roundtable.core.hidden.NamedCard;

/**
 * What is left to do, head first: the state keeps a queue of steps. A decision names the seat that
 * must act; any other step is done by the rules as soon as the hidden cards wait for nothing.
 */
sealed interface Step {
  /** A step that waits for a seat's action. */
  sealed interface Decision extends Step {
    int seat();
  }

  /** The stages of a turn when the player is not attacked; the code is what the state hash writes. */
  enum Stage {
    START("start"), MAIN("main"), DRAWN("drawn"), REPLAY("replay");

    private final String code;

    Stage(String code) {
      this.code = code;
    }

    String code() {
      return code;
    }
  }

  /** A turn: at START the skill may be used, at DRAWN only the card drawn may be played. */
  record Turn(int seat, Stage stage, CardRef drawn) implements Decision {}

  /** The seat chooses the colour in play. */
  record ChooseColour(int seat) implements Decision {}

  /** The seat is attacked in the state's duel: counter, shield, step card, power or suffer. */
  record Defend(int seat) implements Decision {}

  /** The Siège périlleux: the seat draws six and passes, unless it plays the Graal. */
  record AnswerSiege(int seat, int by) implements Decision {}

  /** The Château aventureux: the seat names two other players who exchange their hands. */
  record PickSwap(int seat) implements Decision {}

  /** Camelot: the seat restores its ancestor's powers or blocks a player's. */
  record PickCamelot(int seat) implements Decision {}

  /** The tournament: the seat that went out eliminates an opponent and takes its hand. */
  record PickVictim(int seat) implements Decision {}

  /** After a skill: the seat puts back "at random" the cards it does not keep. */
  record PutBack(int seat, Character skill, List<CardRef> taken, CardRef named) implements Decision {
    public PutBack {
      taken = Frozen.copyOf(taken);
    }
  }

  /** The Roi pêcheur, out of turn: the seat may protect itself from this step card's effect on it. */
  record Protect(int seat, int by, Card step, Step effect) implements Decision {}


  /** Arthur summoned this ancestor: the seat must use its power now, in the decision it left. */
  record Summoned(int seat, Ancestor ancestor, Decision left) implements Decision {}

  // ---- steps the rules do by themselves ----

  /** Guenièvre's base card, shown, goes into the deck, which is shuffled again; {@code graal}: she said GRAAL!. */
  record IntoDeck(CardRef card, int seat, boolean graal) implements Step {}

  /** Draws the characters by a joint random draw. */
  record DrawCharacters() implements Step {}

  /** Shuffles the ancestors, then deals one face down to each seat. */
  record ShuffleAncestors() implements Step {}

  record DealAncestors() implements Step {}

  /** Shuffles the step card given to last round's winner (a pile of one), then gives it. */
  record ShuffleGift(int face) implements Step {}

  record GiveGift(int seat) implements Step {}

  /** Shuffles the round's deck. */
  record ShuffleDeck(int gift) implements Step {}

  /** The seat draws this many cards from the deck (the discards make a new deck when it runs out). */
  record Draw(int seat, int count) implements Step {}

  /** The seat takes this many cards at random from another's hand, one joint draw each. */
  record Take(int seat, int from, int count) implements Step {}

  /** Two hands are exchanged (the Château aventureux). */
  record Exchange(int a, int b) implements Step {}

  /** The dealer turns the deck's first card as if it had played it. */
  record Flip(int dealer) implements Step {}

  /** The turned card's effect, once its face is open. */
  record FlipEffect(int dealer) implements Step {}

  /**
   * A card the seat named (by its card's key) when playing it: checked once its face is open to
   * everybody, the table model's way ({@link NamedCard}).
   */
  record Verify(NamedCard<Integer> named) implements Step {
    Verify(int seat, CardRef card, int key) {
      this(new NamedCard<>(seat, card, key));
    }

    /** A face fits the key it was named by. */
    static final NamedCard.Naming<Integer> FITS = (face, key) -> Card.key(face) == key;
  }

  /** The cards taken by a skill are known once dealt: then the seat chooses what to put back. */
  record Taken(int seat, Character skill, List<CardRef> before, CardRef named, boolean open) implements Step {
    public Taken {
      before = Frozen.copyOf(before);
    }
  }

  /** The seat drew a card because it could not play: it may play that card. */
  record Drew(int seat, List<CardRef> before) implements Step {
    public Drew {
      before = Frozen.copyOf(before);
    }
  }

  /**
   * The Graal laid by the seat, once opened and checked: as the last card of a player whose
   * ancestor is revealed it wins the game; otherwise it only chooses the colour. No outcome rests on
   * a card before it is opened (a false name is a cheat, caught by the Verify ahead of this step).
   */
  record GraalLaid(int seat) implements Step {}

  /** The Graal laid on the Siège périlleux, once opened and checked: see Rules.siegeAnswered. */
  record SiegeAnswered(int seat, int by) implements Step {}

  /** Has a seat played its last card? Then the round (or, in the tournament, an opponent) is won. */
  record EndCheck(int seat) implements Step {}

  /** The next player after this one, passing over {@code skips} players. */
  record NextTurn(int from, int skips) implements Step {}

  /** Moves these cards one by one to a seat's hand (each move is a re-masking of its own). */
  record MoveCards(List<CardRef> cards, int to) implements Step {
    public MoveCards {
      cards = Frozen.copyOf(cards);
    }
  }

  /** Camelot's block, once the Roi pêcheur could not stop it. */
  record BlockPowers(int seat) implements Step {}
}
