package roundtable.core.graal;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import roundtable.core.hidden.CardRef;
import roundtable.core.table.IllegalActionException;

/** Which cards may be laid, and what a move does: every refusal says why. */
final class Rules {
  private Rules() {}

  /** Why these cards can't be laid by a player who is not attacked, or null when they can. */
  static String whyNot(Table t, List<Integer> keys) {
    if (keys.isEmpty()) {
      return "lay at least one card";
    }
    Card first = Card.of(keys.get(0));
    if (keys.size() > 1) {
      boolean chain = first.kind() == Card.Kind.BASE || first == Card.REPLAY || first == Card.SKIP;
      if (!chain) {
        return "only base cards, Rejoue and Passe ton tour may be laid several at a time";
      }
      for (int k : keys) {
        if (Card.of(k) != first) {
          return "cards laid together must all be " + first.code() + " cards, like the first";
        }
      }
    }
    if (follows(t, t.topKey(), keys.get(0))) {
      return null;
    }
    return Card.name(keys.get(0)) + " goes on " + t.colour.code() + " or on a " + first.code()
        + (keys.size() > 1 ? " (the first card laid decides)" : "");
  }

  /**
   * Whether a card of this key may be laid first on the card of key {@code top} (-1: none, or not
   * opened): a base card or a spell goes on the colour in play or on its own symbol, any other card
   * on anything. Asked for each card of a hand, without {@link #whyNot}'s words (issue 18).
   */
  static boolean follows(Table t, int top, int key) {
    Card first = Card.of(key);
    if (first.kind() != Card.Kind.BASE && first.kind() != Card.Kind.SPELL) {
      return true;
    }
    return t.colour == null || Card.colour(key) == t.colour || top >= 0 && Card.of(top) == first;
  }

  /** The move of the seat the head decision names. */
  static void apply(Table t, int seat, Step.Decision d, Move m, List<Step> verify) throws IllegalActionException {
    if (m instanceof Move.CallOut c) {
      callOut(t, seat, d, c);
      return;
    }
    if (d instanceof Step.Turn turn) {
      turn(t, seat, turn, m, verify);
    } else if (d instanceof Step.Defend) {
      defend(t, seat, m, verify);
    } else if (d instanceof Step.AnswerSiege a) {
      answerSiege(t, seat, a, m, verify);
    } else if (d instanceof Step.ChooseColour) {
      if (!(m instanceof Move.ChooseColour c)) {
        throw new IllegalActionException(Table.name(seat) + " must choose the colour in play");
      }
      t.steps.take();
      t.colour = c.colour();
      t.tell(new GraalEvent.ColourChosen(seat, c.colour()));
    } else if (d instanceof Step.PickSwap) {
      pickSwap(t, seat, m);
    } else if (d instanceof Step.PickCamelot) {
      pickCamelot(t, seat, m);
    } else if (d instanceof Step.PickVictim) {
      if (!(m instanceof Move.Eliminate e) || e.seat() == seat || e.seat() < 0 || e.seat() >= t.players
          || t.out[e.seat()]) {
        throw new IllegalActionException(Table.name(seat) + " must eliminate an opponent still in the tournament");
      }
      t.steps.take();
      Effects.eliminate(t, seat, e.seat());
    } else if (d instanceof Step.PutBack p) {
      Skills.putBack(t, seat, p, m);
    } else if (d instanceof Step.Summoned sm) {
      Powers.summoned(t, seat, sm, m, verify);
    } else if (d instanceof Step.Protect p) {
      protect(t, seat, p, m, verify);
    } else {
      throw new IllegalActionException("nothing to do now");
    }
  }

  private static void turn(Table t, int seat, Step.Turn turn, Move m, List<Step> verify) throws IllegalActionException {
    Step.Stage stage = turn.stage();
    if (m instanceof Move.Lay lay) {
      if (lay.as() != null || lay.target() >= 0) {
        Powers.lay(t, seat, turn, lay, verify);
        return;
      }
      if (stage == Step.Stage.DRAWN && (lay.cards().size() != 1 || !lay.cards().get(0).ref().equals(turn.drawn()))) {
        throw new IllegalActionException("only the card just drawn may be laid now");
      }
      String why = whyNot(t, keys(lay.cards()));
      if (why != null) {
        throw new IllegalActionException(why);
      }
      t.steps.take();
      List<Integer> keys = lay(t, seat, lay.cards(), lay.graal(), verify);
      t.tell(new GraalEvent.CardsLaid(seat, lay.cards()));
      Effects.played(t, seat, keys);
    } else if (m instanceof Move.DrawCard) {
      if (stage == Step.Stage.DRAWN) {
        throw new IllegalActionException("a card has been drawn already");
      }
      // "S'il n'a pu effectuer une action dans les choix du point 2, le joueur est obligé de piocher":
      // a card the rules can read (open cards, or a card shown to all) that could be laid, or the
      // ancestor's power (one of the choices of point 2), forbids the draw.
      List<roundtable.core.table.Action> lays = new ArrayList<>();
      List<Play> known = Legal.known(t, seat, roundtable.core.table.Knowledge.NOTHING);
      if (Legal.anyAlone(t, known)) {
        Legal.plays(t, known, lays);
      }
      if (!lays.isEmpty()) {
        throw new IllegalActionException("you can lay " + names(keys(((Move.Lay) lays.get(0)).cards()))
            + ": a player draws only when it can lay no card");
      }
      if (Powers.usable(t, seat, turn, known)) {
        throw new IllegalActionException("you can use " + t.ancestor(seat).code()
            + "'s power: a player draws only when it can neither lay a card nor use its ancestor's power");
      }
      t.steps.take();
      t.tell(new GraalEvent.CardDrawn(seat));
      t.front(new Step.Draw(seat, 1), new Step.Drew(seat, t.hand(seat)));
    } else if (m instanceof Move.Pass) {
      if (stage != Step.Stage.DRAWN && stage != Step.Stage.REPLAY) {
        throw new IllegalActionException("lay a card, or draw one if you cannot");
      }
      t.steps.take();
      t.front(new Step.NextTurn(seat, 0));
    } else if (m instanceof Move.Skill s) {
      if (stage != Step.Stage.START) {
        throw new IllegalActionException("a character's skill is used at the start of the turn only");
      }
      Skills.use(t, seat, s);
    } else {
      Powers.use(t, seat, turn, m, verify);
    }
  }

  private static void defend(Table t, int seat, Move m, List<Step> verify) throws IllegalActionException {
    Duel d = t.duel;
    if (m instanceof Move.Suffer) {
      t.steps.take();
      Effects.suffer(t, seat);
      return;
    }
    if (m instanceof Move.Lay lay && lay.as() == null && lay.target() < 0) {
      if (lay.cards().size() != 1) {
        throw new IllegalActionException("an attacked player lays one card");
      }
      Card c = lay.cards().get(0).card();
      if (c != d.card() && c != Card.SHIELD && !c.step()) {
        throw new IllegalActionException("attacked with " + d.card().code() + ": counter with a " + d.card().code()
            + ", protect yourself with a shield, lay a step card, or suffer the attack");
      }
      t.steps.take();
      List<Integer> keys = lay(t, seat, lay.cards(), lay.graal(), verify);
      t.tell(new GraalEvent.CardsLaid(seat, lay.cards()));
      if (c == d.card()) {
        Effects.counter(t, seat, keys.get(0));
      } else if (c == Card.SHIELD) {
        Effects.shield(t, seat);
      } else {
        Effects.cancelDuel(t, seat, c);
      }
      return;
    }
    Powers.defend(t, seat, m, verify);
  }

  /** The Siège périlleux: draw six and pass, or lay the Graal ("car il n'a pas le Graal"). */
  private static void answerSiege(Table t, int seat, Step.AnswerSiege a, Move m, List<Step> verify)
      throws IllegalActionException {
    if (m instanceof Move.Suffer) {
      t.steps.take();
      t.tell(new GraalEvent.SiegeSuffered(seat));
      t.front(new Step.Draw(seat, 6), new Step.EndCheck(a.by()), new Step.NextTurn(a.by(), 1));
      return;
    }
    if (!(m instanceof Move.Lay lay) || lay.cards().size() != 1 || lay.cards().get(0).card() != Card.GRAAL
        || lay.as() != null) {
      throw new IllegalActionException("the Siège périlleux: draw six cards and pass, or lay the Graal");
    }
    t.steps.take();
    lay(t, seat, lay.cards(), lay.graal(), verify);
    t.tell(new GraalEvent.SiegeAnswered(seat));
    // Decided once the Graal is opened and checked: no outcome rests on a card not yet opened.
    t.front(new Step.SiegeAnswered(seat, a.by()));
  }

  /**
   * The Graal on the Siège périlleux, opened and checked. "Si un joueur remporte la manche en posant
   * comme dernière carte le siège périlleux et que le joueur suivant pose le Graal alors c'est le
   * joueur qui possède le graal qui remporte la partie", read with the Graal's own card: "seuls les
   * joueurs ayant révélé leur ancêtre légendaire ... peuvent espérer gagner en possédant cette carte.
   * Pour tous les autres joueurs, le Graal permet juste de changer la couleur du jeu." A Graal player
   * whose ancestor is hidden only chooses the colour, and the Siège's player wins its round.
   */
  static void siegeAnswered(Table t, int seat, int by) {
    if (t.hand(by).isEmpty() && t.revealed(seat)) {
      Effects.win(t, new GraalEvent.GameWon(seat, GraalEvent.Ending.SIEGE));
      return;
    }
    Effects.step(t, seat, Card.GRAAL);
  }

  private static void pickSwap(Table t, int seat, Move m) throws IllegalActionException {
    if (!(m instanceof Move.Swap s) || !t.others(seat).contains(s.a()) || !t.others(seat).contains(s.b())
        || s.a() == s.b()) {
      throw new IllegalActionException("the Château aventureux: name two other players, who exchange their hands");
    }
    t.steps.take();
    t.front(Effects.protectable(t, s.a(), seat, Card.CHATEAU,
        Effects.protectable(t, s.b(), seat, Card.CHATEAU, new Step.Exchange(s.a(), s.b()))));
  }

  private static void pickCamelot(Table t, int seat, Move m) throws IllegalActionException {
    if (m instanceof Move.Restore) {
      t.steps.take();
      t.writable().powerUses[seat] = 0;
      t.writable().blocked[seat] = false;
      t.tell(new GraalEvent.PowersRestored(seat));
    } else if (m instanceof Move.Block b && t.others(seat).contains(b.seat())) {
      t.steps.take();
      t.front(Effects.protectable(t, b.seat(), seat, Card.CAMELOT, new Step.BlockPowers(b.seat())));
    } else {
      throw new IllegalActionException("Camelot: restore your ancestor's powers, or block another player's");
    }
  }

  private static void protect(Table t, int seat, Step.Protect p, Move m, List<Step> verify)
      throws IllegalActionException {
    if (m instanceof Move.Suffer) {
      t.steps.take();
      t.front(p.effect());
      return;
    }
    if (!(m instanceof Move.Protect r) || r.roi().card() != Card.ROI) {
      throw new IllegalActionException("lay the Roi pêcheur to escape " + p.step().code() + ", or let it be");
    }
    t.steps.take();
    lay(t, seat, List.of(r.roi()), r.graal(), verify);
    // "Dans ce cas, le joueur ayant posé une de ces cartes étape choisit la couleur pour le joueur suivant."
    t.tell(new GraalEvent.FisherKingLaid(seat, p.step()));
    t.front(new Step.ChooseColour(p.by()), new Step.EndCheck(seat));
  }

  /**
   * "un joueur adverse peut le lui faire remarquer et lui donner une des cartes de son jeu": at any
   * of its own prompts, before its move (the call-out is not a move: the prompt stays), a player
   * calls out the one who holds one card without having said GRAAL!, until that one's next turn.
   */
  private static void callOut(Table t, int seat, Step.Decision d, Move.CallOut c) throws IllegalActionException {
    if (c.seat() == seat || !t.silent.contains(c.seat())) {
      throw new IllegalActionException(Table.name(c.seat()) + " has not forgotten to say GRAAL!");
    }
    List<CardRef> hand = t.hand(seat);
    if (!hand.contains(c.card().ref()) || hand.size() < 2) {
      throw new IllegalActionException("give one of your cards, keeping at least one");
    }
    if (!callOutNow(d)) {
      throw new IllegalActionException("no call-out while cards taken or drawn are in your hand to lay, keep or put back");
    }
    say(t, seat, c.graal(), hand.size() - 1);
    t.cards = t.cards.move(c.card().ref(), c.seat());
    t.silent.remove(Integer.valueOf(c.seat()));
    t.tell(new GraalEvent.CalledOut(seat, c.seat()));
  }

  /**
   * Whether this decision finishes the play before it (the colour, the Château's two players,
   * Camelot's choice, the tournament's victim) rather than being a new action of its seat.
   */
  static boolean finishesAPlay(Step.Decision d) {
    return d instanceof Step.ChooseColour || d instanceof Step.PickSwap || d instanceof Step.PickCamelot
        || d instanceof Step.PickVictim;
  }

  /**
   * Whether a call-out may be made at this decision: not while the caller holds cards it must still
   * lay, keep or put back (a card just drawn, the cards a skill took, a summoned power's turn).
   */
  static boolean callOutNow(Step.Decision d) {
    return !(d instanceof Step.PutBack || d instanceof Step.Summoned
        || d instanceof Step.Turn turn && turn.stage() == Step.Stage.DRAWN);
  }

  /**
   * Lays cards from the seat's hand: each is opened to everybody; with open cards a card that is
   * not the one named is refused at once, otherwise it is checked once opened (a cheat).
   */
  static List<Integer> lay(Table t, int seat, List<Play> plays, boolean graal, List<Step> verify)
      throws IllegalActionException {
    List<CardRef> hand = t.hand(seat);
    for (int i = 0; i < plays.size(); i++) {
      CardRef ref = plays.get(i).ref();
      boolean twice = false;
      for (int j = 0; j < i; j++) {
        twice |= plays.get(j).ref().equals(ref);
      }
      if (!hand.contains(ref) || twice) {
        throw new IllegalActionException("card " + ref.id() + " is not in " + Table.name(seat) + "'s hand");
      }
    }
    for (Play p : plays) {
      OptionalInt open = t.cards.publicFace(p.ref());
      t.lay(p.ref());
      OptionalInt face = t.cards.publicFace(p.ref());
      if (face.isPresent()) {
        if (Card.key(face.getAsInt()) != p.key()) {
          throw new IllegalActionException("card " + p.ref().id() + " is " + Card.name(face.getAsInt()) + ", not "
              + Card.name(p.key()));
        }
      } else if (open.isEmpty()) {
        verify.add(new Step.Verify(seat, p.ref(), p.key()));
      }
    }
    int left = t.handSize(seat);
    say(t, seat, graal, left);
    if (!graal && left == 1 && !t.silent.contains(seat)) {
      t.silent.add(seat);
    }
    return keys(plays);
  }

  /**
   * "Dès qu'un joueur n'a plus qu'une carte en main il doit se manifester en disant GRAAL !": said
   * with the move that leaves the player {@code left} cards, which must be one.
   */
  static void say(Table t, int seat, boolean graal, int left) throws IllegalActionException {
    if (graal && left != 1) {
      throw new IllegalActionException("say GRAAL! when you are left with one card");
    }
    if (graal) {
      t.tell(new GraalEvent.GraalSaid(seat));
      t.said = seat;
    }
  }

  static List<Integer> keys(List<Play> plays) {
    Integer[] keys = new Integer[plays.size()];
    for (int i = 0; i < keys.length; i++) {
      keys[i] = plays.get(i).key();
    }
    return List.of(keys);
  }

  static String names(List<Integer> keys) {
    return String.join(" ", keys.stream().map(Card::name).toList());
  }
}
