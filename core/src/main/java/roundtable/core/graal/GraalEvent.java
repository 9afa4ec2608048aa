package roundtable.core.graal;

import java.util.List;
import roundtable.core.hidden.Frozen;
import roundtable.core.table.Event;

/**
 * What happened at the Graal table, for the animation and the log: the seats, cards and counts
 * of each thing the rules did, never sentences. {@link #text()} is the terminal's English line.
 */
public sealed interface GraalEvent extends Event {

  // ---- the set-up, the rounds and the ending ----

  /** A seat drew its character card. */
  record CharacterDrawn(int seat, Character character) implements GraalEvent {
    @Override
    public String text() {
      return Table.name(seat) + " draws the " + character.title();
    }
  }

  /** Every seat has its legendary ancestor, dealt face down, unseen even by its owner. */
  record AncestorsDealt() implements GraalEvent {
    @Override
    public String text() {
      return "each player has a legendary ancestor face down, unseen even by its owner";
    }
  }

  record RoundBegins(int round) implements GraalEvent {
    @Override
    public String text() {
      return "round " + round + " begins";
    }
  }

  /** After the last round: "les personnages s'effacent derrière leurs ancêtres". */
  record TournamentBegins() implements GraalEvent {
    @Override
    public String text() {
      return "the tournament begins: the characters step back behind their ancestors";
    }
  }

  /** Last round's winner receives the round's new step card. */
  record GiftWon(int seat, Card card) implements GraalEvent {
    @Override
    public String text() {
      return Table.name(seat) + " wins " + Card.name(Card.face(card)) + " for this round";
    }
  }

  /** The dealer turned the deck's first card, as if it had played it. */
  record FirstCardTurned(int dealer, int face) implements GraalEvent {
    @Override
    public String text() {
      return Table.name(dealer) + " turns " + Card.name(face) + " as if it had played it";
    }
  }

  record RoundWon(int seat, int round) implements GraalEvent {
    @Override
    public String text() {
      return Table.name(seat) + " has laid its last card and wins round " + round;
    }
  }

  /** At the end of round 3 every ancestor is revealed. */
  record AncestorsRevealed() implements GraalEvent {
    @Override
    public String text() {
      return "Camelot appears: every ancestor is revealed";
    }
  }

  /** In the tournament, a seat out of cards eliminates a victim and takes its hand. */
  record Eliminated(int seat, int victim) implements GraalEvent {
    @Override
    public String text() {
      return Table.name(seat) + " eliminates " + Table.name(victim) + " and takes its hand";
    }
  }

  /** The game is won; its text is the outcome's. */
  record GameWon(int seat, Ending ending) implements GraalEvent {
    @Override
    public String text() {
      return Table.name(seat) + switch (ending) {
        case GRAAL -> " lays the Graal as its last card, its ancestor revealed, and wins the game";
        case SIEGE -> " lays the Graal on the Siège périlleux laid as a last card and wins the game";
        case LAST_STANDING -> " is the last one standing and wins the tournament";
      };
    }
  }

  /** The rulebook's ways to win the game. */
  enum Ending { GRAAL, SIEGE, LAST_STANDING }

  /**
   * A card opened after it was laid is not the one its player named: the game stops, nobody wins.
   *
   * @param named the key of the card named
   * @param laid the face of the card laid, or -1 if nobody can read it
   */
  record CheatCaught(int seat, int named, int laid) implements GraalEvent {
    @Override
    public String text() {
      return "cheat: " + Table.name(seat) + " named " + Card.name(named) + " but laid "
          + (laid < 0 ? "a card nobody can read" : Card.name(laid));
    }
  }

  // ---- a turn ----

  /** Cards laid on the discard pile, in order, each named as its player named it. */
  record CardsLaid(int seat, List<Play> cards) implements GraalEvent {
    public CardsLaid {
      cards = Frozen.copyOf(cards);
    }

    @Override
    public String text() {
      return Table.name(seat) + " lays " + Rules.names(Rules.keys(cards));
    }
  }

  record CardDrawn(int seat) implements GraalEvent {
    @Override
    public String text() {
      return Table.name(seat) + " draws a card";
    }
  }

  /** "il doit se manifester en disant GRAAL !" */
  record GraalSaid(int seat) implements GraalEvent {
    @Override
    public String text() {
      return Table.name(seat) + ": GRAAL!";
    }
  }

  /** A seat calls out one who forgot to say GRAAL!, and gives it one of its cards. */
  record CalledOut(int seat, int forgetful) implements GraalEvent {
    @Override
    public String text() {
      return Table.name(seat) + " calls out " + Table.name(forgetful) + ", who forgot to say GRAAL!, and gives it a card";
    }
  }

  record ColourChosen(int seat, Colour colour) implements GraalEvent {
    @Override
    public String text() {
      return Table.name(seat) + " chooses " + colour.code();
    }
  }

  /** The Round Table turned the direction of play: 1 clockwise, -1 anticlockwise. */
  record DirectionChanged(int direction) implements GraalEvent {
    @Override
    public String text() {
      return "the direction of play changes";
    }
  }

  record TurnSkipped(int seat) implements GraalEvent {
    @Override
    public String text() {
      return Table.name(seat) + " passes its turn";
    }
  }

  /** No card is left in the deck nor under the discard pile's top card: the draw stops. */
  record NothingToDraw() implements GraalEvent {
    @Override
    public String text() {
      return "no card is left to draw";
    }
  }

  record DiscardsReshuffled() implements GraalEvent {
    @Override
    public String text() {
      return "the discards are shuffled into a new deck";
    }
  }

  // ---- attacks and duels ----

  record Attacked(int seat, int target, Card card) implements GraalEvent {
    @Override
    public String text() {
      return Table.name(seat) + " attacks " + Table.name(target) + " with " + card.code();
    }
  }

  /** A counter-attack with the same card: {@code cards} are now in the duel. */
  record CounterAttacked(int seat, int cards) implements GraalEvent {
    @Override
    public String text() {
      return Table.name(seat) + " counter-attacks: " + cards + " cards in the duel";
    }
  }

  /** Lancelot's shield against a first attack: the attack has no effect. */
  record Shielded(int seat) implements GraalEvent {
    @Override
    public String text() {
      return Table.name(seat) + " protects itself with Lancelot's shield";
    }
  }

  /** Lancelot's shield in a duel: its player suffers every card of the duel but the last. */
  record ShieldedInDuel(int seat, int suffered) implements GraalEvent {
    @Override
    public String text() {
      return Table.name(seat) + " lays Lancelot's shield and suffers " + suffered + " of the duel's cards";
    }
  }

  record AttackSuffered(int seat, int cards) implements GraalEvent {
    @Override
    public String text() {
      return Table.name(seat) + " suffers the " + cards + " card" + (cards > 1 ? "s" : "") + " of the attack";
    }
  }

  /** "le duel est annulé, les effets de la carte étape s'appliquent" */
  record DuelCancelled(int seat, Card step) implements GraalEvent {
    @Override
    public String text() {
      return Table.name(seat) + " cancels the duel with " + step.code();
    }
  }

  /** A card taken at random from another seat's hand (Prends-moi une carte). */
  record CardTaken(int seat, int from) implements GraalEvent {
    @Override
    public String text() {
      return Table.name(seat) + " takes a card at random from " + Table.name(from);
    }
  }

  // ---- the step cards ----

  /** The Siège périlleux: "le joueur suivant pioche 6 cartes et passe son tour". */
  record SiegeSuffered(int seat) implements GraalEvent {
    @Override
    public String text() {
      return Table.name(seat) + " draws six cards and passes its turn";
    }
  }

  record SiegeAnswered(int seat) implements GraalEvent {
    @Override
    public String text() {
      return Table.name(seat) + " answers the Siège périlleux with the Graal";
    }
  }

  /** The Château aventureux: two players exchange their hands. */
  record HandsExchanged(int seat, int other) implements GraalEvent {
    @Override
    public String text() {
      return Table.name(seat) + " and " + Table.name(other) + " exchange their hands";
    }
  }

  /** Camelot blocks a seat's ancestor's powers for the rest of the round. */
  record PowersBlocked(int seat) implements GraalEvent {
    @Override
    public String text() {
      return Table.name(seat) + "'s ancestor's powers are blocked for the rest of the round";
    }
  }

  /** Camelot gives a seat's ancestor its powers again. */
  record PowersRestored(int seat) implements GraalEvent {
    @Override
    public String text() {
      return Table.name(seat) + "'s ancestor has its powers again";
    }
  }

  /** The Roi pêcheur laid out of turn escapes a step card's effect. */
  record FisherKingLaid(int seat, Card escaped) implements GraalEvent {
    @Override
    public String text() {
      return Table.name(seat) + " lays the Roi pêcheur out of turn and escapes " + escaped.code();
    }
  }

  // ---- the characters' skills and the ancestors' powers ----

  record SkillUsed(int seat, Character character) implements GraalEvent {
    @Override
    public String text() {
      return Table.name(seat) + " uses the " + character.title() + "'s skill";
    }
  }

  /** The cards a skill took and the seat does not keep go back into the deck, which is shuffled. */
  record CardsPutBack(int seat, int cards) implements GraalEvent {
    @Override
    public String text() {
      return Table.name(seat) + " puts " + cards + " card" + (cards > 1 ? "s" : "") + " back into the deck, which is shuffled";
    }
  }

  record PowerUsed(int seat, Ancestor ancestor) implements GraalEvent {
    @Override
    public String text() {
      return Table.name(seat) + " uses " + ancestor.code() + "'s power";
    }
  }

  /** Elaine: a seat makes another take one of its cards. */
  record CardGiven(int seat, int to) implements GraalEvent {
    @Override
    public String text() {
      return Table.name(seat) + " makes " + Table.name(to) + " take one of its cards";
    }
  }

  /** Arthur's power: a seat summons the revealed ancestor of another ({@code owner}). */
  record AncestorSummoned(int seat, int owner, Ancestor ancestor) implements GraalEvent {
    @Override
    public String text() {
      return "Arthur summons " + ancestor.code();
    }
  }

  /** Guenièvre's power: {@code substitute} fights in the place of {@code seat}, who used it. */
  record Substituted(int seat, int substitute) implements GraalEvent {
    @Override
    public String text() {
      return Table.name(substitute) + " fights in Guenièvre's place";
    }
  }
}
