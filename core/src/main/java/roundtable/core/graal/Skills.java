package roundtable.core.graal;

import java.util.ArrayList;
import java.util.List;
import roundtable.core.hidden.CardRef;
import roundtable.core.table.IllegalActionException;

/**
 * The characters' skills, "au début de son tour de jeu, si le joueur n'est pas attaqué". The cards
 * taken "au hasard dans la pioche" are the deck's top cards (the deck is shuffled by everybody);
 * the cards put back "au hasard" go on the deck, which everybody shuffles again.
 */
final class Skills {
  private Skills() {}

  /** How many cards the skill takes from the deck. */
  static int count(Table t, Character c) {
    return switch (c) {
      case HISTORIAN -> 2;
      case BILLIONAIRE -> 3;
      // "Autant de cartes que de joueurs en jeu."
      case DETECTIVE -> t.active();
      default -> 1;
    };
  }

  /** Why the seat can't use its skill now, or null. */
  static String whyNot(Table t, int seat) {
    if (t.tournament()) {
      return "in the tournament the characters step back behind their ancestors";
    }
    Character c = Character.values()[t.characters[seat]];
    if (t.skillUses[seat] >= c.uses()) {
      return "the " + c.title() + "'s skill is used " + c.uses() + " time" + (c.uses() > 1 ? "s" : "") + " a round";
    }
    if (t.cards.pileSize(Table.DECK) + t.discard().size() - 1 < 1) {
      return "there is no card left to take";
    }
    return null;
  }

  static void use(Table t, int seat, Move.Skill s) throws IllegalActionException {
    String why = whyNot(t, seat);
    if (why != null) {
      throw new IllegalActionException(why);
    }
    Character c = Character.values()[t.characters[seat]];
    List<CardRef> hand = t.hand(seat);
    CardRef named = null;
    if (c == Character.WRITER) {
      // "sauf s'il ne lui reste que 1 carte en main"
      if (s.named() == null || !hand.contains(s.named().ref())) {
        throw new IllegalActionException("the Écrivaine names one of her cards to exchange");
      }
      if (hand.size() < 2) {
        throw new IllegalActionException("the Écrivaine can't exchange her last card");
      }
      named = s.named().ref();
    } else if (s.named() != null) {
      throw new IllegalActionException("only the Écrivaine names a card for her skill");
    }
    t.writable().skillUses[seat]++;
    t.steps.take();
    t.tell(new GraalEvent.SkillUsed(seat, c));
    t.front(new Step.Draw(seat, count(t, c)), new Step.Taken(seat, c, hand, named, c == Character.MEDIUM));
  }

  /** Why these cards can't be the ones put back, or null. */
  static String whyNotBack(Step.PutBack p, List<CardRef> back) {
    List<CardRef> seen = new ArrayList<>();
    for (CardRef c : back) {
      if (seen.contains(c) || !(p.taken().contains(c) || c.equals(p.named()))) {
        return "put back only cards the skill took" + (p.named() == null ? "" : ", or the card you named");
      }
      seen.add(c);
    }
    if (p.skill() == Character.WRITER) {
      boolean keepsNew = back.size() == 1 && back.get(0).equals(p.named());
      boolean keepsOwn = back.equals(p.taken());
      if (!keepsNew && !keepsOwn) {
        return "the Écrivaine puts back either her card (keeping the new one) or the new one";
      }
    } else if (p.skill() == Character.DETECTIVE && p.taken().size() - back.size() > 1) {
      return "the Détective keeps one card at most";
    }
    return null;
  }

  static void putBack(Table t, int seat, Step.PutBack p, Move m) throws IllegalActionException {
    if (!(m instanceof Move.PutBack b)) {
      throw new IllegalActionException("choose which of the cards taken go back into the deck");
    }
    String why = whyNotBack(p, b.cards());
    if (why != null) {
      throw new IllegalActionException(why);
    }
    t.steps.take();
    if (!b.cards().isEmpty()) {
      t.cards = t.cards.refill(Table.DECK, b.cards());
      t.tell(new GraalEvent.CardsPutBack(seat, b.cards().size()));
    }
    t.front(new Step.Turn(seat, Step.Stage.MAIN, null));
  }
}
