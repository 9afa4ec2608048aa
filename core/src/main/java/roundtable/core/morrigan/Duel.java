package roundtable.core.morrigan;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import roundtable.core.hidden.CardRef;
import roundtable.core.morrigan.Card.Kind;
import roundtable.core.morrigan.MorriganState.Phase;
import roundtable.core.morrigan.MorriganState.Round;
import roundtable.core.morrigan.Move.Attack;
import roundtable.core.morrigan.Move.Declare;
import roundtable.core.morrigan.Move.Lose;
import roundtable.core.morrigan.Move.Pass;
import roundtable.core.morrigan.Move.Strengthen;
import roundtable.core.table.IllegalActionException;

/** "Duel et Fin de partie": the declaration at the start of a turn, the attack, Maletar's cards, the loss. */
final class Duel {
  private Duel() {}

  // ---- the start of a turn with 15 prestige ----

  static void declare(Table t, Move move) throws IllegalActionException {
    if (!(move instanceof Declare d)) {
      throw new IllegalActionException(Table.seat(t.turn) + " has " + t.prestige(t.turn)
          + " prestige: first say whether it challenges Maletar (duel or no-duel)");
    }
    if (!d.duel()) {
      t.phase = Phase.ACTION;
      t.draw(t.turn, 2);
      return;
    }
    // "il pioche ses deux cartes habituelles ... puis autant de cartes supplémentaires qu'il y a de
    // joueurs adverses".
    t.say(new MorriganEvent.MaletarChallenged(t.turn));
    t.phase = Phase.DUEL;
    t.draw(t.turn, 2 + t.players - 1);
    t.round = new Round.Duel(List.of(), List.of(), List.of(), false, false);
  }

  // ---- the duel ----

  static void duel(Table t, int seat, Round.Duel d, Move move) throws IllegalActionException {
    if (!d.attacked() || d.losing()) {
      if (seat != t.turn) {
        throw new IllegalActionException("it is " + Table.seat(t.turn) + "'s duel, not " + Table.seat(seat) + "'s");
      }
      if (d.losing()) {
        if (!(move instanceof Lose m) || !Flow.highest(t, t.turn).contains(m.card())) {
          throw new IllegalActionException("discard one of your cards in play worth the most prestige: "
              + Flow.highest(t, t.turn).stream().map(Table::ref).toList());
        }
        Flow.lose(t, m.card());
        Flow.endDuel(t);
        return;
      }
      if (!(move instanceof Attack m)) {
        throw new IllegalActionException("lay every Action card of your hand against Maletar");
      }
      Set<CardRef> laid = new HashSet<>(m.actions());
      if (laid.size() != m.actions().size()) {
        throw new IllegalActionException("a card is named twice");
      }
      for (CardRef c : m.actions()) {
        t.needInHand(seat, c);
      }
      for (CardRef c : t.hands.get(seat)) {
        Card known = t.known(c, seat);
        if (known != null && known.is(Kind.ACTION) && !laid.contains(c)) {
          throw new IllegalActionException("\"il extrait ensuite toutes les cartes Action\": " + Table.ref(c)
              + " is an Action card too");
        }
      }
      for (CardRef c : m.actions()) {
        t.claim(c, seat, Kind.ACTION, null, "an Action card");
        t.takeFromHand(seat, c);
      }
      t.round = new Round.Duel(m.actions(), t.clockwiseFrom(seat), List.of(), true, false);
      return;
    }
    int asked = d.toAsk().get(0);
    if (seat != asked) {
      throw new IllegalActionException(Table.seat(asked) + " may add a card to Maletar now, not " + Table.seat(seat));
    }
    List<CardRef> maletar = new ArrayList<>(d.maletar());
    if (move instanceof Strengthen m) {
      t.needInHand(seat, m.card());
      t.claim(m.card(), seat, Kind.ACTION, null, "an Action card (no bluff against Maletar)");
      t.takeFromHand(seat, m.card());
      maletar.add(m.card());
    } else if (!(move instanceof Pass)) {
      throw new IllegalActionException(Table.seat(seat) + " may add one Action card to Maletar, or pass");
    }
    t.round = new Round.Duel(d.attack(), d.toAsk().subList(1, d.toAsk().size()), maletar, true, false);
  }
}
