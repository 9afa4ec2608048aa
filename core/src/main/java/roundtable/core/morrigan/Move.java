package roundtable.core.morrigan;

import java.util.List;
import roundtable.core.hidden.CardRef;
import roundtable.core.morrigan.Card.Special;
import roundtable.core.table.Action;

/** Every action of Morrigan, one record each; cards are named by their handles, never by faces. */
public sealed interface Move extends Action {
  /** "Poser un Territoire": face up in front of its owner. */
  record LayTerritory(CardRef card) implements Move {}

  /** "Poser un Adversaire": face up in the middle, then the others may reinforce it. */
  record LayAdversary(CardRef card) implements Move {}

  /** "Jouer une Épreuve": face up in the middle, then the betting round. */
  record PlayTrial(CardRef card) implements Move {}

  /** "Affronter un Adversaire" with Action cards, and the Epée Enchantée if any (else null). */
  record Fight(CardRef adversary, List<CardRef> actions, CardRef sword) implements Move {
    public Fight {
      actions = List.copyOf(actions);
    }
  }

  /** "Conquérir un Territoire" with Action cards, and the Catapulte if any (else null). */
  record Conquer(CardRef territory, List<CardRef> actions, CardRef catapult) implements Move {
    public Conquer {
      actions = List.copyOf(actions);
    }
  }

  /**
   * A Special card played in the action phase: {@code targets} are the cards it takes or aims at
   * (Allié Inattendu, Favori du Roi, Sainte Relique, Bouclier Béni), {@code seat} the player it aims
   * at (Sorcellerie), else -1.
   */
  record PlaySpecial(Special special, CardRef card, List<CardRef> targets, int seat) implements Move {
    public PlaySpecial {
      targets = List.copyOf(targets);
    }
  }

  /** A card face down under an Adversary or one's own Territory (a real Action card or a bluff). */
  record Reinforce(CardRef target, CardRef card) implements Move {}

  /** Malédiction, face up under an Adversary: its defence is doubled. */
  record Curse(CardRef adversary, CardRef card) implements Move {}

  /** Declines: no reinforcement for the Adversary just laid, no card for Maletar. */
  record Pass() implements Move {}

  /** A bet face down in an Épreuve, with a Bénédiction face up beside it (else null). */
  record Bet(CardRef card, CardRef blessing) implements Move {}

  /** Declines to bet, or abandons a re-bet. */
  record Fold() implements Move {}

  /** Ends the action phase, or the reinforcement phase. */
  record End() implements Move {}

  /** At the start of a turn with 15 prestige or more: challenge Maletar, or play a usual turn. */
  record Declare(boolean duel) implements Move {}

  /** The duel's attack: every Action card of the challenger's hand. */
  record Attack(List<CardRef> actions) implements Move {
    public Attack {
      actions = List.copyOf(actions);
    }
  }

  /** An opponent adds one Action card, face up, to Maletar's defence. */
  record Strengthen(CardRef card) implements Move {}

  /** After a lost duel: which of the highest-prestige cards in play goes (a tie only). */
  record Lose(CardRef card) implements Move {}

  /** At the end of the turn, down to five cards. */
  record Discard(CardRef card) implements Move {}
}
