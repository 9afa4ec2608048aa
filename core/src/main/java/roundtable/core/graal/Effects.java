package roundtable.core.graal;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import roundtable.core.hidden.CardRef;
import roundtable.core.table.Outcome;

/** What the cards do once laid, and how a round and the game are won. */
final class Effects {
  private Effects() {}

  /**
   * The effect of cards laid by a player who is not attacked (or turned by the dealer "comme s'il
   * l'avait lui même jouée"): the last card laid decides, its colour becomes the colour in play.
   */
  static void played(Table t, int p, List<Integer> faces) {
    int last = faces.get(faces.size() - 1);
    Card c = Card.of(last);
    Colour visible = Card.colour(last);
    if (visible != null) {
      t.colour = visible;
    }
    switch (c) {
      case TALISMAN, RUNESTONE, GRIMOIRE -> t.front(new Step.EndCheck(p), new Step.NextTurn(p, 0));
      // "Le chapeau de Merlin : le joueur peut changer la couleur de jeu."
      case HAT, SHIELD -> t.front(new Step.ChooseColour(p), new Step.EndCheck(p), new Step.NextTurn(p, 0));
      // "La table ronde : change le sens et la couleur du jeu."
      case ROUND_TABLE -> {
        t.direction = -t.direction;
        t.tell(new GraalEvent.DirectionChanged(t.direction));
        t.front(new Step.EndCheck(p), new Step.NextTurn(p, 0));
      }
      // "Je rejoue : le joueur peut rejouer et recommencer son tour"
      case REPLAY -> t.front(new Step.EndCheck(p), new Step.Turn(p, Step.Stage.REPLAY, null));
      // "Le nombre de cartes posées détermine le nombre de joueurs qui passent leur tour"
      case SKIP -> t.front(new Step.EndCheck(p), new Step.NextTurn(p, faces.size()));
      case DRAW_TWO, TAKE_ONE, EXCALIBUR -> attack(t, p, t.next(p), c);
      default -> step(t, p, c);
    }
  }

  /** An attack card: the target must answer it. */
  static void attack(Table t, int p, int target, Card c) {
    t.duel = new Duel(p, target, c, 1);
    t.tell(new GraalEvent.Attacked(p, target, c));
    t.front(new Step.Defend(target));
  }

  /** "contre-attaquer en posant une carte de même symbole uniquement. Les 2 joueurs rentrent alors en duel." */
  static void counter(Table t, int p, int face) {
    Duel d = t.duel;
    if (Card.colour(face) != null) {
      t.colour = Card.colour(face);
    }
    t.duel = new Duel(d.attacker(), d.defender(), d.card(), d.count() + 1);
    t.tell(new GraalEvent.CounterAttacked(p, t.duel.count()));
    t.front(new Step.Defend(d.other(p)));
  }

  /**
   * "Se protéger en posant une carte bouclier de Lancelot, l'attaque n'a aucun effet et il choisit la
   * couleur"; in a duel "il subit les effets cumulatifs de toutes les cartes du duel moins la
   * dernière, l'autre joueur choisit la couleur".
   */
  static void shield(Table t, int p) {
    Duel d = t.duel;
    t.duel = null;
    if (d.count() == 1) {
      t.tell(new GraalEvent.Shielded(p));
      t.front(new Step.ChooseColour(p), new Step.EndCheck(p), new Step.NextTurn(d.defender(), 0));
      return;
    }
    int o = d.other(p);
    t.tell(new GraalEvent.ShieldedInDuel(p, d.count() - 1));
    t.front(suffering(p, o, d.card(), d.count() - 1), new Step.ChooseColour(o), new Step.EndCheck(o),
        new Step.NextTurn(d.defender(), 0));
  }

  /**
   * "Subir l'attaque et ses effets, l'autre joueur (l'attaquant) choisit la couleur si la carte
   * posée était Excalibur, sinon c'est la couleur visible qui s'applique."
   */
  static void suffer(Table t, int p) {
    Duel d = t.duel;
    t.duel = null;
    int o = d.other(p);
    t.tell(new GraalEvent.AttackSuffered(p, d.count()));
    Step then = d.card() == Card.EXCALIBUR ? new Step.ChooseColour(o) : null;
    if (then == null) {
      t.front(suffering(p, o, d.card(), d.count()), new Step.EndCheck(o), new Step.NextTurn(d.defender(), 0));
    } else {
      t.front(suffering(p, o, d.card(), d.count()), then, new Step.EndCheck(o), new Step.NextTurn(d.defender(), 0));
    }
  }

  /** A step card laid by the attacked player: "le duel est annulé, les effets de la carte étape s'appliquent". */
  static void cancelDuel(Table t, int p, Card step) {
    t.duel = null;
    t.tell(new GraalEvent.DuelCancelled(p, step));
    step(t, p, step);
  }

  private static Step suffering(int p, int o, Card c, int count) {
    return switch (c) {
      case DRAW_TWO -> new Step.Draw(p, 2 * count);
      case EXCALIBUR -> new Step.Draw(p, 4 * count);
      default -> new Step.Take(p, o, count);
    };
  }

  /** A step card's effect; "Permettent de choisir la couleur du jeu". */
  static void step(Table t, int p, Card c) {
    switch (c) {
      // Decided once the Graal is opened and checked: no outcome rests on a card not yet opened.
      case GRAAL -> t.front(new Step.GraalLaid(p));
      // "le joueur suivant pioche 6 cartes et passe son tour"
      case SIEGE -> t.front(new Step.ChooseColour(p), new Step.AnswerSiege(t.next(p), p));
      case NEF -> {
        // "Tous les adversaires prennent 2 cartes dans la pioche (à partir du joueur suivant)."
        List<Step> s = new ArrayList<>();
        s.add(new Step.ChooseColour(p));
        for (int o : t.others(p)) {
          s.add(protectable(t, o, p, Card.NEF, new Step.Draw(o, 2)));
        }
        s.add(new Step.EndCheck(p));
        s.add(new Step.NextTurn(p, 0));
        t.front(s.toArray(new Step[0]));
      }
      case CHATEAU -> {
        List<Integer> others = t.others(p);
        Step swap = others.size() == 1 ? new Step.Exchange(p, others.get(0)) : new Step.PickSwap(p);
        t.front(new Step.ChooseColour(p), swap, new Step.EndCheck(p), new Step.NextTurn(p, 0));
      }
      case CAMELOT -> t.front(new Step.ChooseColour(p), new Step.PickCamelot(p), new Step.EndCheck(p),
          new Step.NextTurn(p, 0));
      default -> t.front(new Step.ChooseColour(p), new Step.EndCheck(p), new Step.NextTurn(p, 0));
    }
  }

  /**
   * The Roi pêcheur "peut être posée en dehors de son tour de jeu pour se protéger de la nef de
   * Salomon, du château aventureux ou de Camelot": while it may be in a hand, the target is asked
   * first (every target is asked, so nobody learns who holds it).
   */
  static Step protectable(Table t, int target, int by, Card step, Step effect) {
    return roiLive(t) ? new Step.Protect(target, by, step, effect) : effect;
  }

  static boolean roiLive(Table t) {
    if (!(t.noRound5 || t.round >= 5)) {
      return false;
    }
    int roi = Card.face(Card.ROI);
    for (CardRef c : t.discard()) {
      OptionalInt f = t.cards.publicFace(c);
      if (f.isPresent() && f.getAsInt() == roi) {
        return false;
      }
    }
    return true;
  }

  /** The Graal laid, opened and checked. */
  static void graalLaid(Table t, int p) {
    // "Gagner une manche en posant comme dernière carte la carte Graal (si ancêtre légendaire révélé)."
    if (t.hand(p).isEmpty() && t.revealed(p)) {
      win(t, new GraalEvent.GameWon(p, GraalEvent.Ending.GRAAL));
      return;
    }
    t.front(new Step.ChooseColour(p), new Step.EndCheck(p), new Step.NextTurn(p, 0));
  }

  /** After the effects: a player without cards has won the round (or, in the tournament, a victim). */
  static void endCheck(Table t, int from) {
    if (t.duel != null) {
      return;
    }
    int s = from;
    for (int i = 0; i < t.players; i++, s = (s + 1) % t.players) {
      if (!t.out[s] && t.handSize(s) == 0) {
        roundWon(t, s);
        return;
      }
    }
  }

  static void win(Table t, GraalEvent.GameWon won) {
    t.tell(won);
    t.outcome = Outcome.won(won.seat(), won);
    t.steps.clear();
  }

  private static void roundWon(Table t, int w) {
    if (t.tournament()) {
      List<Integer> others = t.others(w);
      if (others.size() == 1) {
        eliminate(t, w, others.get(0));
      } else {
        t.front(new Step.PickVictim(w));
      }
      return;
    }
    t.tell(new GraalEvent.RoundWon(w, t.round));
    List<Integer> won = new ArrayList<>(t.roundWinners);
    won.add(w);
    t.roundWinners = List.copyOf(won);
    // "seule une victoire de manche ou la fin de la 3e manche permet au joueur de révéler son ancêtre"
    if (!t.revealed(w)) {
      t.cards = t.cards.reveal(new CardRef(t.ancestors[w]));
    }
    if (t.round == 3) {
      for (int s = 0; s < t.players; s++) {
        if (!t.revealed(s)) {
          t.cards = t.cards.reveal(new CardRef(t.ancestors[s]));
        }
      }
      t.tell(new GraalEvent.AncestorsRevealed());
    }
    newRound(t, w, Card.gift(t.round, t.noRound5));
  }

  /** "choisit un de ses adversaires, l'élimine, prend son jeu et la partie reprend son cours" */
  static void eliminate(Table t, int w, int victim) {
    t.tell(new GraalEvent.Eliminated(w, victim));
    List<CardRef> hand = t.hand(victim);
    t.writable().out[victim] = true;
    t.forgetHands();
    // "À chaque joueur éliminé les ancêtres légendaires utilisés sont de nouveau jouables."
    java.util.Arrays.fill(t.writable().powerUses, 0);
    if (t.active() == 1) {
      win(t, new GraalEvent.GameWon(w, GraalEvent.Ending.LAST_STANDING));
      return;
    }
    t.front(new Step.MoveCards(hand, w));
  }

  /** The next round, or the tournament: a new deck, six cards each, the first card turned. */
  static void newRound(Table t, int winner, int gift) {
    // Every card of the round leaves play; the ancestors, dealt face down, stay where they lie.
    if (t.round > 0) {
      t.cards = t.cards.clearHands();
    }
    t.clearDiscard();
    t.round++;
    java.util.Arrays.fill(t.writable().skillUses, 0);
    java.util.Arrays.fill(t.writable().powerUses, 0);
    java.util.Arrays.fill(t.writable().blocked, false);
    java.util.Arrays.fill(t.writable().lent, -1);
    t.direction = 1;
    t.colour = null;
    t.duel = null;
    t.silent.clear();
    t.steps.clear();
    if (t.tournament()) {
      t.tell(new GraalEvent.TournamentBegins());
    } else {
      t.tell(new GraalEvent.RoundBegins(t.round));
    }
    // Not in the rulebook: the deal passes to the left each round.
    if (t.round > 1) {
      t.dealer = t.next(t.dealer);
    }
    if (gift >= 0) {
      t.tell(new GraalEvent.GiftWon(winner, Card.of(gift)));
      t.steps.then(new Step.ShuffleGift(gift));
      t.steps.then(new Step.GiveGift(winner));
    }
    t.steps.then(new Step.ShuffleDeck(gift));
    for (int i = 0; i < 6; i++) {
      int s = t.dealer;
      for (int k = 0; k < t.active(); k++) {
        s = t.next(s);
        t.steps.then(new Step.Draw(s, 1));
      }
    }
    t.steps.then(new Step.Flip(t.dealer));
  }
}
