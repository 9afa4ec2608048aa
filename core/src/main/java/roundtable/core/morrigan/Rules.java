package roundtable.core.morrigan;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import roundtable.core.hidden.CardRef;
import roundtable.core.morrigan.Card.Kind;
import roundtable.core.morrigan.Card.Special;
import roundtable.core.morrigan.MorriganState.Holding;
import roundtable.core.morrigan.MorriganState.Phase;
import roundtable.core.morrigan.MorriganState.Round;
import roundtable.core.morrigan.MorriganState.Stake;
import roundtable.core.morrigan.Move.Bet;
import roundtable.core.morrigan.Move.Conquer;
import roundtable.core.morrigan.Move.Curse;
import roundtable.core.morrigan.Move.Discard;
import roundtable.core.morrigan.Move.End;
import roundtable.core.morrigan.Move.Fight;
import roundtable.core.morrigan.Move.Fold;
import roundtable.core.morrigan.Move.LayAdversary;
import roundtable.core.morrigan.Move.LayTerritory;
import roundtable.core.morrigan.Move.PlaySpecial;
import roundtable.core.morrigan.Move.PlayTrial;
import roundtable.core.table.IllegalActionException;

/** Checks one seat's move against the rulebook and plays it on the working table. */
final class Rules {
  private Rules() {}

  static void play(Table t, int seat, Move move) throws IllegalActionException {
    Round r = t.round;
    if (r instanceof Round.Placement p) {
      Reinforcements.placement(t, seat, p, move);
    } else if (r instanceof Round.Betting b) {
      bet(t, seat, b, move);
    } else if (r instanceof Round.Recovery rc) {
      Specials.recover(t, seat, rc, move);
    } else if (r instanceof Round.Duel d) {
      Duel.duel(t, seat, d, move);
    } else {
      if (seat != t.turn) {
        throw new IllegalActionException("it is " + Table.seat(t.turn) + "'s turn, not " + Table.seat(seat) + "'s");
      }
      switch (t.phase) {
        case START -> Duel.declare(t, move);
        case ACTION -> action(t, move);
        case REINFORCE -> Reinforcements.reinforce(t, move);
        case DISCARD -> discard(t, move);
        default -> throw new IllegalActionException("the game has not begun");
      }
    }
    Flow.settle(t);
  }

  // ---- the action phase ----

  private static void action(Table t, Move move) throws IllegalActionException {
    int me = t.turn;
    if (move instanceof End) {
      t.phase = Phase.REINFORCE;
      return;
    }
    if (move instanceof LayTerritory m) {
      t.needInHand(me, m.card());
      if (t.effect(Special.FLOOD)) {
        throw new IllegalActionException("Déluge: no Territory may be laid this turn");
      }
      t.claim(m.card(), me, Kind.TERRITORY, null, "a Territoire");
      t.takeFromHand(me, m.card());
      t.territories.get(me).add(new Holding(m.card(), List.of(), null));
      t.say(new MorriganEvent.TerritoryLaid(me, m.card()));
      return;
    }
    if (move instanceof LayAdversary m) {
      t.needInHand(me, m.card());
      t.claim(m.card(), me, Kind.ADVERSARY, null, "an Adversaire");
      t.takeFromHand(me, m.card());
      t.adversaries.add(new Holding(m.card(), List.of(), null));
      t.say(new MorriganEvent.AdversaryLaid(me, m.card()));
      t.round = new Round.Placement(m.card(), t.clockwiseFrom(me));
      return;
    }
    if (move instanceof PlayTrial m) {
      t.needInHand(me, m.card());
      if (t.effect(Special.WINTER)) {
        throw new IllegalActionException("Hiver Glacial: no Épreuve may be played this turn");
      }
      t.claim(m.card(), me, Kind.TRIAL, null, "an Épreuve");
      t.takeFromHand(me, m.card());
      List<Integer> order = t.clockwiseFrom(me);
      order.add(me); // not in the rulebook: the one who plays it bets too, last
      t.say(new MorriganEvent.TrialPlayed(me, m.card()));
      t.round = new Round.Betting(m.card(), me, order, List.of(), 1, false);
      return;
    }
    if (move instanceof Fight m) {
      int i = t.adversaryIndex(m.adversary());
      if (i < 0) {
        throw new IllegalActionException(Table.ref(m.adversary()) + " is not an Adversary in play");
      }
      lay(t, me, m.actions(), m.sword(), Special.SWORD, "an Epée Enchantée");
      flip(t, t.adversaries.get(i));
      t.round = new Round.Battle(m.adversary(), -1, m.actions(), m.sword());
      return;
    }
    if (move instanceof Conquer m) {
      int owner = t.ownerOf(m.territory());
      if (owner < 0) {
        throw new IllegalActionException(Table.ref(m.territory()) + " is not a Territory in play");
      }
      if (owner == me) {
        throw new IllegalActionException("that Territory is already yours");
      }
      if (t.protectedTerritory(m.territory())) {
        throw new IllegalActionException("Sainte Relique protects that Territory this turn");
      }
      lay(t, me, m.actions(), m.catapult(), Special.CATAPULT, "a Catapulte");
      flip(t, t.territories.get(owner).get(t.territoryIndex(owner, m.territory())));
      t.round = new Round.Battle(m.territory(), owner, m.actions(), m.catapult());
      return;
    }
    if (move instanceof PlaySpecial m) {
      Specials.play(t, me, m);
      return;
    }
    if (move instanceof Curse) {
      throw new IllegalActionException("Malédiction is played in a reinforcement phase, under an Adversary");
    }
    throw new IllegalActionException("in the action phase: lay a card, fight, conquer, play a Special or end");
  }

  /** "le joueur pose autant de cartes Action qu'il le souhaite", with the Special that doubles them. */
  private static void lay(Table t, int me, List<CardRef> actions, CardRef doubler, Special special, String what)
      throws IllegalActionException {
    if (actions.isEmpty()) {
      throw new IllegalActionException("lay at least one Action card");
    }
    if (new HashSet<>(actions).size() != actions.size() || doubler != null && actions.contains(doubler)) {
      throw new IllegalActionException("a card is named twice");
    }
    for (CardRef c : actions) {
      t.needInHand(me, c);
    }
    if (doubler != null) {
      t.needInHand(me, doubler);
      t.claim(doubler, me, Kind.SPECIAL, special, what);
    }
    for (CardRef c : actions) {
      t.claim(c, me, Kind.ACTION, null, "an Action card");
    }
    actions.forEach(c -> t.takeFromHand(me, c));
    if (doubler != null) {
      t.takeFromHand(me, doubler);
    }
  }

  /** "on retourne les cartes de renforts qui sont placées faces cachées". */
  private static void flip(Table t, Holding h) {
    h.under().forEach(t::reveal);
  }

  // ---- Épreuves ----

  private static void bet(Table t, int seat, Round.Betting b, Move move) throws IllegalActionException {
    int asked = b.toAsk().get(0);
    if (seat != asked) {
      throw new IllegalActionException(Table.seat(asked) + " bets now, not " + Table.seat(seat));
    }
    List<Stake> bets = new ArrayList<>(b.bets());
    if (move instanceof Bet m) {
      t.needInHand(seat, m.card());
      if (m.blessing() != null) {
        if (m.blessing().equals(m.card())) {
          throw new IllegalActionException("a card is named twice");
        }
        t.needInHand(seat, m.blessing());
        t.claim(m.blessing(), seat, Kind.SPECIAL, Special.BLESSING, "Bénédiction");
        t.takeFromHand(seat, m.blessing());
      }
      t.takeFromHand(seat, m.card());
      bets.add(new Stake(seat, m.card(), m.blessing()));
      t.say(new MorriganEvent.BetLaid(seat, m.blessing() != null));
    } else if (move instanceof Fold) {
      t.say(new MorriganEvent.Folded(seat, b.number()));
    } else {
      throw new IllegalActionException(Table.seat(seat) + " bets a card face down, or folds");
    }
    t.round = new Round.Betting(b.trial(), b.poser(), b.toAsk().subList(1, b.toAsk().size()), bets, b.number(), false);
  }

  // ---- end of turn ----

  private static void discard(Table t, Move move) throws IllegalActionException {
    if (!(move instanceof Discard m)) {
      throw new IllegalActionException("\"A la fin de son tour, un joueur doit avoir 5 cartes au maximum\": discard "
          + (t.hands.get(t.turn).size() - MorriganState.HAND_LIMIT) + " more");
    }
    t.needInHand(t.turn, m.card());
    t.takeFromHand(t.turn, m.card());
    t.discard(m.card());
  }
}
