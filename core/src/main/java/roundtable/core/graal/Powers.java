package roundtable.core.graal;

import java.util.List;
import roundtable.core.hidden.CardRef;
import roundtable.core.table.Action;
import roundtable.core.table.IllegalActionException;

/**
 * The legendary ancestors' powers, once revealed, each so many times a round, and when the
 * rulebook's "Graphe d'utilisation des pouvoirs" allows: not attacked, attacked (the first card of
 * an attack), counter-attacking (in a duel). Arthur borrows another revealed ancestor's power.
 */
final class Powers {
  private Powers() {}

  /** When a power is used. */
  enum When { NOT_ATTACKED, ATTACKED, DUEL }

  static When when(Table t, int seat, Step.Decision d) {
    if (d instanceof Step.Summoned s) {
      return when(t, seat, s.left());
    }
    if (d instanceof Step.Defend) {
      return t.duel.count() == 1 && t.duel.defender() == seat ? When.ATTACKED : When.DUEL;
    }
    return When.NOT_ATTACKED;
  }

  /** The rulebook's table: which ancestor's power may be used when. */
  static boolean allowed(Ancestor a, When w) {
    return switch (a) {
      case LANCELOT -> true;
      case ARTHUR -> w != When.DUEL;
      case GUENEVERE -> w == When.ATTACKED;
      default -> w == When.NOT_ATTACKED;
    };
  }

  /** The power the seat uses now (its own, or the one Arthur summoned), or why it can't. */
  static Object power(Table t, int seat, Step.Decision d) {
    if (d instanceof Step.Summoned s) {
      return s.ancestor();
    }
    if (d instanceof Step.Turn turn && turn.stage() == Step.Stage.DRAWN) {
      return "a power is used instead of drawing, not after";
    }
    Ancestor a = t.ancestor(seat);
    if (a == null) {
      return "your legendary ancestor is not revealed: win a round first";
    }
    if (t.lent[seat] >= 0) {
      return "your ancestor lies beside Arthur's until Arthur plays again";
    }
    if (t.blocked[seat]) {
      return "Camelot blocks your ancestor's powers for the rest of the round";
    }
    if (t.powerUses[seat] >= a.uses()) {
      return a.code() + "'s power is used " + a.uses() + " time" + (a.uses() > 1 ? "s" : "") + " a round";
    }
    if (!allowed(a, when(t, seat, d))) {
      return a.code() + "'s power can't be used " + switch (when(t, seat, d)) {
        case NOT_ATTACKED -> "when not attacked";
        case ATTACKED -> "when attacked";
        case DUEL -> "in a duel";
      };
    }
    return a;
  }

  private static Ancestor require(Table t, int seat, Step.Decision d, Ancestor wanted) throws IllegalActionException {
    Object p = power(t, seat, d);
    if (p instanceof String why) {
      throw new IllegalActionException(why);
    }
    if (p != wanted) {
      throw new IllegalActionException("that is " + wanted.code() + "'s power, not " + ((Ancestor) p).code() + "'s");
    }
    // "Sauf s'il ne lui reste que 1 carte en main"
    if (wanted != Ancestor.ARTHUR && t.handSize(seat) < 2) {
      throw new IllegalActionException(wanted.code() + "'s power can't be used with one card left");
    }
    if (!(d instanceof Step.Summoned)) {
      t.writable().powerUses[seat]++;
    }
    t.tell(new GraalEvent.PowerUsed(seat, wanted));
    return wanted;
  }

  /** A card laid by a power: Lancelot, Perceval, Viviane, Tristan, Iseult. */
  static void lay(Table t, int seat, Step.Decision d, Move.Lay lay, List<Step> verify) throws IllegalActionException {
    Card as = lay.as();
    if (as != null && as.kind() == Card.Kind.BASE && lay.target() < 0) {
      tristan(t, seat, d, lay, verify);
      return;
    }
    if (lay.cards().size() != 1) {
      throw new IllegalActionException("a power turns one card at a time (Tristan's several attack spells excepted)");
    }
    Play p = lay.cards().get(0);
    Card c = p.card();
    When w = when(t, seat, d);
    if (lay.target() >= 0) {
      // "peut attaquer n'importe quel joueur autour de la table avec un sort d'attaque de Merlin ou en
      // transformant une carte de base en sort d'attaque de Merlin, la couleur de la carte est conservée"
      boolean spell = (c == Card.DRAW_TWO || c == Card.TAKE_ONE) && as == null;
      boolean base = c.kind() == Card.Kind.BASE && (as == Card.DRAW_TWO || as == Card.TAKE_ONE);
      if (!spell && !base) {
        throw new IllegalActionException("Perceval attacks with Pioche 2 or Prends-moi une carte, or a base card turned into one");
      }
      if (lay.target() == seat || lay.target() >= t.players || t.out[lay.target()]) {
        throw new IllegalActionException("Perceval attacks another player still in the game");
      }
      require(t, seat, d, Ancestor.PERCEVAL);
      laid(t, seat, d, p, lay.graal(), verify);
      if (base) {
        laidAs(t, p, Card.face(as, p.colour()));
      }
      t.colour = p.colour();
      Effects.attack(t, seat, lay.target(), spell ? c : as);
      return;
    }
    if (as == Card.SHIELD) {
      if (c.kind() != Card.Kind.BASE) {
        throw new IllegalActionException("Lancelot turns a base card into a shield");
      }
      require(t, seat, d, Ancestor.LANCELOT);
      laid(t, seat, d, p, lay.graal(), verify);
      laidAs(t, p, Card.face(Card.SHIELD, null));
      if (w == When.NOT_ATTACKED) {
        Effects.played(t, seat, List.of(Card.face(Card.SHIELD)));
      } else {
        Effects.shield(t, seat);
      }
      return;
    }
    if (w != When.NOT_ATTACKED) {
      throw new IllegalActionException("attacked: only Lancelot's shield, Guenièvre or Arthur help now");
    }
    if (as == Card.EXCALIBUR) {
      if (c.kind() != Card.Kind.BASE) {
        throw new IllegalActionException("Viviane turns a base card into Excalibur");
      }
      require(t, seat, d, Ancestor.VIVIANE);
      laid(t, seat, d, p, lay.graal(), verify);
      laidAs(t, p, Card.face(Card.EXCALIBUR, null));
      Effects.attack(t, seat, t.next(seat), Card.EXCALIBUR);
    } else if (as == Card.HAT || as == Card.ROUND_TABLE) {
      if (c.kind() != Card.Kind.BASE) {
        throw new IllegalActionException("Iseult turns a base card into a magic object");
      }
      require(t, seat, d, Ancestor.ISEULT);
      laid(t, seat, d, p, lay.graal(), verify);
      int face = as == Card.HAT ? Card.face(Card.HAT, null) : Card.face(Card.ROUND_TABLE, p.colour());
      laidAs(t, p, face);
      Effects.played(t, seat, List.of(face));
    } else {
      throw new IllegalActionException("no ancestor's power lays " + c.code() + (as == null ? "" : " as " + as.code()));
    }
  }

  /**
   * Tristan: "peut transformer ses cartes sorts d'attaque de Merlin en cartes de base. La couleur de
   * la carte est conservée." One use turns one of his attack spells, or several ("ses cartes") laid
   * at once as base cards of the symbol he names: the first follows the colour in play or the
   * discard's symbol, the others follow it by their symbol, as base cards are laid.
   */
  private static void tristan(Table t, int seat, Step.Decision d, Move.Lay lay, List<Step> verify)
      throws IllegalActionException {
    if (when(t, seat, d) != When.NOT_ATTACKED) {
      throw new IllegalActionException("attacked: only Lancelot's shield, Guenièvre or Arthur help now");
    }
    List<Integer> faces = new java.util.ArrayList<>();
    for (Play p : lay.cards()) {
      if (p.card() != Card.DRAW_TWO && p.card() != Card.TAKE_ONE) {
        throw new IllegalActionException("Tristan turns Merlin attack spells into base cards");
      }
      faces.add(Card.face(lay.as(), p.colour()));
    }
    String why = Rules.whyNot(t, faces);
    if (why != null) {
      throw new IllegalActionException(why);
    }
    require(t, seat, d, Ancestor.TRISTAN);
    t.steps.take();
    Rules.lay(t, seat, lay.cards(), lay.graal(), verify);
    t.tell(new GraalEvent.CardsLaid(seat, lay.cards()));
    for (int i = 0; i < faces.size(); i++) {
      laidAs(t, lay.cards().get(i), faces.get(i));
    }
    Effects.played(t, seat, faces);
  }

  private static void laid(Table t, int seat, Step.Decision d, Play p, boolean graal, List<Step> verify)
      throws IllegalActionException {
    t.steps.take();
    Rules.lay(t, seat, List.of(p), graal, verify);
    t.tell(new GraalEvent.CardsLaid(seat, List.of(p)));
  }

  /**
   * The card laid by a power counts as the card it was turned into while it lies on the discard pile
   * ("en transformant une carte de base en carte bouclier de Lancelot", "transformer ses cartes sorts
   * d'attaque de Merlin en cartes de base"): what may be laid on it, its colour, what it counts as.
   */
  private static void laidAs(Table t, Play p, int face) {
    t.laidAs(p.ref(), Card.key(face));
  }

  /** A power's move other than a lay, by a player not attacked: Elaine, Arthur. */
  static void use(Table t, int seat, Step.Decision d, Move m, List<Step> verify) throws IllegalActionException {
    if (m instanceof Move.Give g) {
      // "peut choisir 1 carte de son jeu et obliger un joueur adverse à la prendre"
      if (g.seat() == seat || g.seat() < 0 || g.seat() >= t.players || t.out[g.seat()]) {
        throw new IllegalActionException("Elaine gives a card to another player still in the game");
      }
      if (!t.hand(seat).contains(g.card().ref())) {
        throw new IllegalActionException("card " + g.card().ref().id() + " is not in your hand");
      }
      require(t, seat, d, Ancestor.ELAINE);
      Rules.say(t, seat, g.graal(), t.handSize(seat) - 1);
      t.steps.take();
      t.cards = t.cards.move(g.card().ref(), g.seat());
      t.tell(new GraalEvent.CardGiven(seat, g.seat()));
      t.front(new Step.EndCheck(seat), new Step.NextTurn(seat, 0));
    } else if (m instanceof Move.Summon s) {
      summon(t, seat, d, s);
    } else {
      throw new IllegalActionException("lay a card, or draw one if you cannot");
    }
  }

  /** Arthur: "Peut convoquer un ancêtre légendaire révélé autour de la table et doit utiliser immédiatement son pouvoir". */
  private static void summon(Table t, int seat, Step.Decision d, Move.Summon s) throws IllegalActionException {
    if (s.seat() == seat || s.seat() < 0 || s.seat() >= t.players || t.ancestor(s.seat()) == null) {
      throw new IllegalActionException("Arthur summons a revealed ancestor of another player");
    }
    Ancestor a = t.ancestor(s.seat());
    if (!allowed(a, when(t, seat, d)) || a == Ancestor.ARTHUR) {
      throw new IllegalActionException(a.code() + "'s power can't be used now");
    }
    require(t, seat, d, Ancestor.ARTHUR);
    t.steps.take();
    // "La carte est posée à côté de celle d'Arthur et ne reprendra sa place que lorsque Arthur jouera de nouveau."
    t.writable().lent[s.seat()] = seat;
    t.tell(new GraalEvent.AncestorSummoned(seat, s.seat(), a));
    t.front(new Step.Summoned(seat, a, d));
  }

  /** An attacked player's power: Lancelot's shield, Guenièvre's substitute, Arthur. */
  static void defend(Table t, int seat, Move m, List<Step> verify) throws IllegalActionException {
    Step.Decision d = (Step.Decision) t.steps.head();
    if (m instanceof Move.Lay lay) {
      lay(t, seat, d, lay, verify);
    } else if (m instanceof Move.Substitute s) {
      substitute(t, seat, d, s, verify);
    } else if (m instanceof Move.Summon s) {
      summon(t, seat, d, s);
    } else if (m instanceof Move.Give) {
      use(t, seat, d, m, verify);
    } else {
      Duel duel = t.duel;
      throw new IllegalActionException("attacked with " + duel.card().code() + ": counter with a " + duel.card().code()
          + ", protect yourself with a shield, lay a step card, or suffer the attack");
    }
  }

  /**
   * Guenièvre: "elle peut choisir un autre joueur (hormis celui qui l'attaque) pour combattre à sa
   * place en plaçant une carte de base dans la pioche. Il devient le joueur attaqué." The base card is
   * shown, then shuffled into the deck (not in the rulebook: shown so that all see it is a base card).
   */
  private static void substitute(Table t, int seat, Step.Decision d, Move.Substitute s, List<Step> verify)
      throws IllegalActionException {
    Duel duel = t.duel;
    if (s.seat() == seat || s.seat() == duel.attacker() || s.seat() < 0 || s.seat() >= t.players || t.out[s.seat()]) {
      throw new IllegalActionException("Guenièvre names another player, not the one who attacks her");
    }
    if (s.base().card().kind() != Card.Kind.BASE || !t.hand(seat).contains(s.base().ref())) {
      throw new IllegalActionException("Guenièvre puts one of her base cards into the deck");
    }
    require(t, seat, d, Ancestor.GUENEVERE);
    // Said now, heard when the card leaves her hand for the deck.
    Rules.say(t, seat, s.graal(), t.handSize(seat) - 1);
    t.said = -1;
    t.steps.take();
    CardRef card = s.base().ref();
    t.cards = t.cards.reveal(card);
    java.util.OptionalInt face = t.cards.publicFace(card);
    if (face.isPresent() && Card.key(face.getAsInt()) != s.base().key()) {
      throw new IllegalActionException("card " + card.id() + " is " + Card.name(face.getAsInt()));
    }
    t.duel = new Duel(duel.attacker(), s.seat(), duel.card(), duel.count());
    t.tell(new GraalEvent.Substituted(seat, s.seat()));
    t.front(new Step.IntoDeck(card, seat, s.graal()), new Step.Defend(s.seat()));
    if (face.isEmpty()) {
      verify.add(new Step.Verify(seat, card, s.base().key()));
    }
  }

  /** The move Arthur makes with the summoned power, or a pass when it can't be used. */
  static void summoned(Table t, int seat, Step.Summoned sm, Move m, List<Step> verify) throws IllegalActionException {
    if (m instanceof Move.Pass) {
      t.steps.take();
      t.front(sm.left());
      return;
    }
    if (m instanceof Move.Lay lay && (lay.as() != null || lay.target() >= 0)) {
      lay(t, seat, sm, lay, verify);
    } else if (m instanceof Move.Substitute s) {
      substitute(t, seat, sm, s, verify);
    } else if (m instanceof Move.Give) {
      use(t, seat, sm, m, verify);
    } else {
      throw new IllegalActionException("use " + sm.ancestor().code() + "'s power now, or pass if you can't");
    }
  }

  // ---- listing ----

  /**
   * Whether the seat could use its ancestor's power now, as far as the rules can tell: a move of the
   * power with the cards they can read, or Elaine's gift (any card will do) with two cards or more.
   */
  static boolean usable(Table t, int seat, Step.Decision d, List<Play> known) {
    if (!(power(t, seat, d) instanceof Ancestor a)) {
      return false;
    }
    if (a == Ancestor.ELAINE && t.handSize(seat) >= 2) {
      return true;
    }
    List<Action> moves = new java.util.ArrayList<>();
    moves(t, seat, d, a, known, moves);
    return !moves.isEmpty();
  }

  /** The powers' moves for a player not attacked. */
  static void turnMoves(Table t, int seat, Step.Decision d, List<Play> hand, List<Action> out) {
    if (power(t, seat, d) instanceof Ancestor a) {
      moves(t, seat, d, a, hand, out);
    }
  }

  /** The powers' moves for an attacked player. */
  static void defences(Table t, int seat, List<Play> hand, List<Action> out) {
    Step.Decision d = (Step.Decision) t.steps.head();
    if (power(t, seat, d) instanceof Ancestor a) {
      moves(t, seat, d, a, hand, out);
    }
  }

  /** After Arthur's summons: the summoned power's moves, or a pass. */
  static void summonedMoves(Table t, int seat, Step.Summoned sm, List<Play> hand, List<Action> out) {
    moves(t, seat, sm, sm.ancestor(), hand, out);
    out.add(new Move.Pass());
  }

  private static void moves(Table t, int seat, Step.Decision d, Ancestor a, List<Play> hand, List<Action> out) {
    if (a != Ancestor.ARTHUR && hand.size() < 2) {
      return;
    }
    When w = when(t, seat, d);
    int n = hand.size();
    List<Play> distinct = Legal.distinct(hand);
    switch (a) {
      case LANCELOT -> base(distinct).forEach(p -> lay(out, List.of(p), Card.SHIELD, -1, n));
      case VIVIANE -> base(distinct).forEach(p -> lay(out, List.of(p), Card.EXCALIBUR, -1, n));
      case ISEULT -> base(distinct).forEach(p -> {
        lay(out, List.of(p), Card.HAT, -1, n);
        lay(out, List.of(p), Card.ROUND_TABLE, -1, n);
      });
      case ELAINE -> {
        for (Play p : distinct) {
          for (int o : t.others(seat)) {
            out.add(new Move.Give(p, o));
            if (n == 2) {
              out.add(new Move.Give(p, o, true));
            }
          }
        }
      }
      case PERCEVAL -> {
        for (int o : t.others(seat)) {
          for (Play p : distinct) {
            if (p.card() == Card.DRAW_TWO || p.card() == Card.TAKE_ONE) {
              lay(out, List.of(p), null, o, n);
            } else if (p.card().kind() == Card.Kind.BASE) {
              lay(out, List.of(p), Card.DRAW_TWO, o, n);
              lay(out, List.of(p), Card.TAKE_ONE, o, n);
            }
          }
        }
      }
      case TRISTAN -> {
        // "peut transformer ses cartes sorts d'attaque de Merlin en cartes de base": one of them, or
        // all of them at once, laid as a chain of one symbol.
        List<Play> spells = hand.stream().filter(p -> p.card() == Card.DRAW_TWO || p.card() == Card.TAKE_ONE).toList();
        for (Card b : List.of(Card.TALISMAN, Card.RUNESTONE, Card.GRIMOIRE)) {
          Play first = null;
          for (Play p : Legal.distinct(spells)) {
            if (Rules.whyNot(t, List.of(Card.face(b, p.colour()))) == null) {
              lay(out, List.of(p), b, -1, n);
              first = first == null ? p : first;
            }
          }
          if (first != null && spells.size() > 1) {
            List<Play> all = new java.util.ArrayList<>(List.of(first));
            for (Play p : spells) {
              if (p != first) {
                all.add(p);
              }
            }
            lay(out, all, b, -1, n);
          }
        }
      }
      case GUENEVERE -> {
        for (Play p : base(distinct)) {
          for (int o : t.others(seat)) {
            if (o != t.duel.attacker()) {
              out.add(new Move.Substitute(p, o));
              if (n == 2) {
                out.add(new Move.Substitute(p, o, true));
              }
            }
          }
        }
      }
      case ARTHUR -> {
        if (d instanceof Step.Summoned) {
          return;
        }
        for (int o : t.others(seat)) {
          Ancestor x = t.ancestor(o);
          if (x != null && x != Ancestor.ARTHUR && allowed(x, w)) {
            out.add(new Move.Summon(o));
          }
        }
      }
    }
  }

  /** A power's lay, and the same with "GRAAL!" when it leaves one card. */
  private static void lay(List<Action> out, List<Play> cards, Card as, int target, int handSize) {
    out.add(new Move.Lay(cards, false, as, target));
    if (handSize - cards.size() == 1) {
      out.add(new Move.Lay(cards, true, as, target));
    }
  }

  private static List<Play> base(List<Play> hand) {
    return hand.stream().filter(p -> p.card().kind() == Card.Kind.BASE).toList();
  }
}
