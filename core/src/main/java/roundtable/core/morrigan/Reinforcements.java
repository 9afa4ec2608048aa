package roundtable.core.morrigan;

import java.util.ArrayList;
import java.util.List;
import roundtable.core.hidden.CardRef;
import roundtable.core.morrigan.Card.Kind;
import roundtable.core.morrigan.Card.Special;
import roundtable.core.morrigan.MorriganState.Holding;
import roundtable.core.morrigan.MorriganState.Phase;
import roundtable.core.morrigan.MorriganState.Round;
import roundtable.core.morrigan.Move.Curse;
import roundtable.core.morrigan.Move.End;
import roundtable.core.morrigan.Move.Pass;
import roundtable.core.morrigan.Move.Reinforce;
import roundtable.core.table.IllegalActionException;

/** "Phase 3 : Renfort" and the reinforcement round after an Adversary is laid. */
final class Reinforcements {
  private Reinforcements() {}

  // ---- reinforcements ----

  static void reinforce(Table t, Move move) throws IllegalActionException {
    int me = t.turn;
    if (move instanceof End) {
      t.phase = Phase.DISCARD;
      return;
    }
    CardRef target;
    CardRef card;
    if (move instanceof Reinforce m) {
      target = m.target();
      card = m.card();
    } else if (move instanceof Curse m) {
      target = m.adversary();
      card = m.card();
    } else {
      throw new IllegalActionException("in the reinforcement phase: reinforce, curse an Adversary, or end");
    }
    boolean adversary = t.adversaryIndex(target) >= 0;
    if (!adversary && t.territoryIndex(me, target) < 0) {
      throw new IllegalActionException(Table.ref(target) + " is neither one of your Territories nor an Adversary in play");
    }
    if (t.reinforced.contains(target.id())) {
      throw new IllegalActionException("each Territory and each Adversary takes one card per turn: "
          + Table.ref(target) + " has had its card");
    }
    t.needInHand(me, card);
    putUnder(t, me, target, card, move instanceof Curse);
    t.reinforced.add(target.id());
  }

  /** A card face down under the target, or Malédiction face up under an Adversary. */
  private static void putUnder(Table t, int me, CardRef target, CardRef card, boolean curse)
      throws IllegalActionException {
    int a = t.adversaryIndex(target);
    if (curse) {
      if (a < 0) {
        throw new IllegalActionException("Malédiction goes under an Adversary");
      }
      if (t.adversaries.get(a).curse() != null) {
        throw new IllegalActionException("that Adversary is already cursed");
      }
      t.claim(card, me, Kind.SPECIAL, Special.CURSE, "Malédiction");
      t.takeFromHand(me, card);
      Holding h = t.adversaries.get(a);
      t.adversaries.set(a, new Holding(h.card(), h.under(), card));
      t.say(new MorriganEvent.AdversaryCursed(me, target));
      return;
    }
    t.takeFromHand(me, card);
    if (a >= 0) {
      Holding h = t.adversaries.get(a);
      t.adversaries.set(a, new Holding(h.card(), plus(h.under(), card), h.curse()));
    } else {
      int i = t.territoryIndex(me, target);
      Holding h = t.territories.get(me).get(i);
      t.territories.get(me).set(i, new Holding(h.card(), plus(h.under(), card), h.curse()));
    }
    t.say(new MorriganEvent.Reinforced(me, target));
  }

  private static List<CardRef> plus(List<CardRef> cards, CardRef card) {
    List<CardRef> all = new ArrayList<>(cards);
    all.add(card);
    return all;
  }

  /** "Renforcer un Adversaire lors de sa pose": clockwise from the left, one card face down, optional. */
  static void placement(Table t, int seat, Round.Placement p, Move move) throws IllegalActionException {
    int asked = p.toAsk().get(0);
    if (seat != asked) {
      throw new IllegalActionException(Table.seat(asked) + " reinforces the new Adversary now, not " + Table.seat(seat));
    }
    if (move instanceof Reinforce m && m.target().equals(p.adversary())) {
      t.needInHand(seat, m.card());
      putUnder(t, seat, m.target(), m.card(), false);
    } else if (move instanceof Curse m && m.adversary().equals(p.adversary())) {
      t.needInHand(seat, m.card());
      putUnder(t, seat, m.adversary(), m.card(), true);
    } else if (!(move instanceof Pass)) {
      throw new IllegalActionException(Table.seat(seat) + " may reinforce " + Table.ref(p.adversary())
          + " with one card face down, or pass");
    }
    t.round = new Round.Placement(p.adversary(), p.toAsk().subList(1, p.toAsk().size()));
  }
}
