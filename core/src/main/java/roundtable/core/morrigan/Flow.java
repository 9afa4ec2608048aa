package roundtable.core.morrigan;

import java.util.ArrayList;
import java.util.List;
import roundtable.core.hidden.CardRef;
import roundtable.core.morrigan.Card.Kind;
import roundtable.core.morrigan.Card.Special;
import roundtable.core.morrigan.MorriganState.Effect;
import roundtable.core.morrigan.MorriganState.Holding;
import roundtable.core.morrigan.MorriganState.Phase;
import roundtable.core.morrigan.MorriganState.Round;
import roundtable.core.morrigan.MorriganState.Stake;
import roundtable.core.table.Outcome;

/**
 * What follows by itself once the hidden cards are ready: turns begin and end, fights, bets and
 * the duel are settled when their cards are flipped, seats with no card are passed over.
 */
final class Flow {
  private Flow() {}

  /** Goes on as far as the rules can without a seat's decision. */
  static void settle(Table t) {
    while (t.outcome == null && t.startDraw == null && t.runChores() && t.checkClaims() && progress(t)) {
      // each pass did one thing; go on
    }
  }

  private static boolean progress(Table t) {
    if (t.phase == Phase.SETUP) {
      startTurn(t, t.turn);
      return true;
    }
    if (t.round instanceof Round.Battle b) {
      battle(t, b);
      return true;
    }
    if (t.round instanceof Round.Placement p) {
      if (p.toAsk().isEmpty()) {
        t.round = null;
        return true;
      }
      if (t.hands.get(p.toAsk().get(0)).isEmpty()) {
        t.round = new Round.Placement(p.adversary(), p.toAsk().subList(1, p.toAsk().size()));
        return true;
      }
      return false;
    }
    if (t.round instanceof Round.Betting b) {
      return betting(t, b);
    }
    if (t.round instanceof Round.Recovery r) {
      if (r.toAsk().isEmpty()) {
        t.round = r.then();
        return true;
      }
      if (t.hands.get(r.toAsk().get(0)).isEmpty()) {
        t.round = new Round.Recovery(r.toAsk().subList(1, r.toAsk().size()), r.cards().subList(1, r.cards().size()),
            r.then());
        return true;
      }
      return false;
    }
    if (t.round instanceof Round.Duel d) {
      if (d.losing()) {
        // "doit défausser la carte en jeu qui lui rapporte le plus de prestige (celle de son choix en cas
        // d'égalité)": his choice only on a tie
        List<CardRef> highest = highest(t, t.turn);
        if (highest.size() > 1) {
          return false;
        }
        if (highest.size() == 1) {
          lose(t, highest.get(0));
        }
        endDuel(t);
        return true;
      }
      if (!d.attacked()) {
        return false;
      }
      if (!d.toAsk().isEmpty() && t.hands.get(d.toAsk().get(0)).isEmpty()) {
        t.round = new Round.Duel(d.attack(), d.toAsk().subList(1, d.toAsk().size()), d.maletar(), true, false);
        return true;
      }
      if (d.toAsk().isEmpty()) {
        duel(t, d);
        return true;
      }
      return false;
    }
    if (t.phase == Phase.DISCARD && t.hands.get(t.turn).size() <= MorriganState.HAND_LIMIT) {
      startTurn(t, (t.turn + 1) % t.players);
      return true;
    }
    return false;
  }

  /**
   * A new turn: the effects this seat began end ("pendant un tour": until its next turn, not in the
   * rulebook), then the duel may be declared with 15 prestige, else "Phase 1 : Pioche", two cards.
   */
  static void startTurn(Table t, int seat) {
    t.turn = seat;
    t.turns++;
    for (Effect e : List.copyOf(t.effects)) {
      if (e.seat() == seat) {
        t.effects.remove(e);
        t.discard(e.card());
        t.say(new MorriganEvent.EffectEnds(e.seat(), e.special()));
      }
    }
    t.reinforced.clear();
    t.justUsed = new ArrayList<>();
    t.round = null;
    t.say(new MorriganEvent.TurnBegins(t.turns, seat));
    if (t.prestige(seat) >= MorriganState.DUEL_PRESTIGE) {
      t.phase = Phase.START;
    } else {
      t.phase = Phase.ACTION;
      t.draw(seat, 2);
    }
  }

  // ---- fights and conquests ----

  /**
   * "Si la puissance d'attaque du joueur est supérieure à la valeur de défense ..., celui-ci est
   * battu"; else "Seules les cartes posées par le joueur sont défaussées", the bluffs too.
   */
  private static void battle(Table t, Round.Battle b) {
    t.round = null;
    boolean conquest = b.defender() >= 0;
    List<Holding> where = conquest ? t.territories.get(b.defender()) : t.adversaries;
    int index = conquest ? t.territoryIndex(b.defender(), b.target()) : t.adversaryIndex(b.target());
    Holding h = where.get(index);
    if (!conquest && h.curse() == null) {
      // "Malédiction - Doublez la Valeur de défense d'un Adversaire en plaçant cette carte en renfort":
      // laid face down like any reinforcement, it doubles the defence once flipped, and stays as a curse.
      for (CardRef c : h.under()) {
        if (t.shown(c).is(Special.CURSE)) {
          List<CardRef> rest = new ArrayList<>(h.under());
          rest.remove(c);
          h = new Holding(h.card(), rest, c);
          where.set(index, h);
          break;
        }
      }
    }
    int defence = defence(t, h);
    int attack = 0;
    for (CardRef c : b.attack()) {
      attack += t.shown(c).value();
    }
    if (b.doubler() != null) {
      attack *= 2;
    }
    b.attack().forEach(t::discard);
    if (b.doubler() != null) {
      t.discard(b.doubler());
    }
    t.justUsed = new ArrayList<>(b.attack());
    Card face = t.shown(h.card());
    if (attack > defence) {
      where.remove(index);
      h.under().forEach(t::discard);
      if (h.curse() != null) {
        t.discard(h.curse());
      }
      if (conquest) {
        t.territories.get(t.turn).add(new Holding(h.card(), List.of(), null));
        t.say(new MorriganEvent.TerritoryConquered(t.turn, b.defender(), h.card(), face, attack, defence));
      } else {
        t.trophies.get(t.turn).add(h.card());
        t.say(new MorriganEvent.AdversaryBeaten(t.turn, h.card(), face, attack, defence));
      }
      return;
    }
    List<CardRef> kept = new ArrayList<>();
    for (CardRef c : h.under()) {
      if (t.shown(c).is(Kind.ACTION)) {
        kept.add(c);
      } else {
        t.discard(c);
      }
    }
    where.set(index, new Holding(h.card(), kept, h.curse()));
    t.say(new MorriganEvent.AttackRepelled(t.turn, b.defender(), h.card(), face, attack, defence));
  }

  /** "Les valeurs des renforts et la valeur de prestige sont additionnées", doubled by Malédiction. */
  static int defence(Table t, Holding h) {
    int sum = t.shown(h.card()).value();
    for (CardRef c : h.under()) {
      sum += t.shown(c).strength();
    }
    return h.curse() != null ? 2 * sum : sum;
  }

  // ---- Épreuves ----

  private static boolean betting(Table t, Round.Betting b) {
    if (!b.toAsk().isEmpty()) {
      if (t.hands.get(b.toAsk().get(0)).isEmpty()) {
        t.round = new Round.Betting(b.trial(), b.poser(), b.toAsk().subList(1, b.toAsk().size()), b.bets(),
            b.number(), false);
        return true;
      }
      return false;
    }
    if (!b.revealed()) {
      // "Tous les participants de l'épreuve révèlent leurs cartes en même temps."
      b.bets().forEach(s -> t.reveal(s.card()));
      t.round = new Round.Betting(b.trial(), b.poser(), List.of(), b.bets(), b.number(), true);
      return true;
    }
    t.round = null;
    resolveBets(t, b);
    List<Integer> seats = new ArrayList<>();
    List<List<CardRef>> used = new ArrayList<>();
    for (int seat : t.clockwiseFrom(t.turn)) {
      for (Stake s : b.bets()) {
        if (s.seat() == seat && t.shown(s.card()).is(Kind.ACTION)) {
          seats.add(seat);
          used.add(List.of(s.card()));
        }
      }
    }
    if (!seats.isEmpty() && !shieldDiscarded(t)) {
      t.round = new Round.Recovery(seats, used, t.round);
    }
    return true;
  }

  /** Bouclier Béni lies face up in the discards: nobody can hold it, nobody need be asked. */
  static boolean shieldDiscarded(Table t) {
    return t.discards.stream().anyMatch(c -> t.cards.publicFace(c).isPresent() && t.shown(c).is(Special.SHIELD));
  }

  /** The flipped bets: a winner, nobody, or a tie to bet again. */
  private static void resolveBets(Table t, Round.Betting b) {
    Card trial = t.shown(b.trial());
    for (Stake s : b.bets()) {
      t.discard(s.card());
      if (s.blessing() != null) {
        t.discard(s.blessing());
      }
      if (s.seat() == t.turn && t.shown(s.card()).is(Kind.ACTION)) {
        t.justUsed = new ArrayList<>(List.of(s.card()));
      }
    }
    if (b.bets().isEmpty()) {
      t.discard(b.trial());
      t.say(new MorriganEvent.TrialDiscarded(b.trial(), trial));
      return;
    }
    List<Integer> best = new ArrayList<>();
    int top = 0;
    for (Stake s : b.bets()) {
      int v = t.shown(s.card()).strength() * (s.blessing() != null ? 2 : 1);
      if (v > top) {
        top = v;
        best.clear();
      }
      if (v == top) {
        best.add(s.seat());
      }
    }
    if (b.bets().size() == 1 || best.size() == 1) {
      // A lone bet wins, a bluff too: "Un bluff est suffisant ... si aucun autre joueur ne mise".
      int winner = b.bets().size() == 1 ? b.bets().get(0).seat() : best.get(0);
      t.trophies.get(winner).add(b.trial());
      t.say(new MorriganEvent.TrialWon(winner, b.trial(), trial));
      return;
    }
    // "En cas d'égalité ... un autre tour de mise réservé pour ces joueurs"; all bluffs tie too.
    List<Integer> order = new ArrayList<>();
    for (int s : t.clockwiseFrom(b.poser())) {
      if (best.contains(s)) {
        order.add(s);
      }
    }
    if (best.contains(b.poser())) {
      order.add(b.poser());
    }
    t.say(new MorriganEvent.BetsTied(b.trial(), trial, top, order));
    t.round = new Round.Betting(b.trial(), b.poser(), order, List.of(), b.number() + 1, false);
  }

  // ---- the duel ----

  /**
   * "Si la puissance d'attaque du joueur est supérieure à la valeur de défense de Maletar, celui-ci
   * est battu"; else every duel card is discarded and so is "la carte en jeu qui lui rapporte le
   * plus de prestige".
   */
  private static void duel(Table t, Round.Duel d) {
    int attack = 0;
    for (CardRef c : d.attack()) {
      attack += t.shown(c).value();
    }
    int defence = 5;
    for (CardRef c : d.maletar()) {
      defence += t.shown(c).value();
    }
    d.attack().forEach(t::discard);
    d.maletar().forEach(t::discard);
    t.justUsed = new ArrayList<>(d.attack());
    if (attack > defence) {
      MorriganEvent won = new MorriganEvent.MaletarDefeated(t.turn, attack, defence);
      t.say(won);
      t.round = null;
      t.outcome = Outcome.won(t.turn, won);
      return;
    }
    t.say(new MorriganEvent.DuelLost(t.turn, attack, defence));
    Round losing = new Round.Duel(List.of(), List.of(), List.of(), true, true);
    // "Bouclier Béni - ... Jouable à tout moment après avoir utilisé une ou plusieurs cartes Action": offered
    // once the duel's cards are discarded, to the challenger for his attack, then to each opponent who gave
    // Maletar an Action card, clockwise; then the challenger loses his card.
    List<Integer> seats = new ArrayList<>();
    List<List<CardRef>> used = new ArrayList<>();
    if (!d.attack().isEmpty()) {
      seats.add(t.turn);
      used.add(d.attack());
    }
    for (int seat : t.clockwiseFrom(t.turn)) {
      for (CardRef c : d.maletar()) {
        // a card stays in the hidden hand of the seat that held it, wherever the game puts it
        if (t.cards.hand(seat).contains(c)) {
          seats.add(seat);
          used.add(List.of(c));
        }
      }
    }
    t.round = seats.isEmpty() || shieldDiscarded(t) ? losing : new Round.Recovery(seats, used, losing);
  }

  /** The challenger's cards in play worth the most prestige. */
  static List<CardRef> highest(Table t, int seat) {
    List<CardRef> all = new ArrayList<>();
    t.territories.get(seat).forEach(h -> all.add(h.card()));
    all.addAll(t.trophies.get(seat));
    int top = all.stream().mapToInt(c -> t.shown(c).value()).max().orElse(0);
    return all.stream().filter(c -> t.shown(c).value() == top).toList();
  }

  /** The lost card goes to the discards; a Territory takes its reinforcements along (not in the rulebook). */
  static void lose(Table t, CardRef card) {
    int i = t.territoryIndex(t.turn, card);
    if (i >= 0) {
      Holding h = t.territories.get(t.turn).remove(i);
      h.under().forEach(t::discard);
      t.effects.removeIf(e -> {
        if (card.equals(e.target())) {
          t.discard(e.card());
          return true;
        }
        return false;
      });
    } else {
      t.trophies.get(t.turn).remove(card);
    }
    t.discard(card);
    t.say(new MorriganEvent.CardLost(t.turn, card, t.shown(card)));
  }

  /** "Le joueur a terminé son tour", so "A la fin de son tour, un joueur doit avoir 5 cartes au maximum". */
  static void endDuel(Table t) {
    t.round = null;
    t.phase = Phase.DISCARD;
  }
}
