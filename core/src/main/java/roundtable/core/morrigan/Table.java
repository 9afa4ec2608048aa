package roundtable.core.morrigan;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import roundtable.core.hidden.Agenda;
import roundtable.core.hidden.DraftList;
import roundtable.core.hidden.Frozen;
import roundtable.core.hidden.CardRef;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.morrigan.Card.Kind;
import roundtable.core.morrigan.Card.Special;
import roundtable.core.morrigan.MorriganState.Chore;
import roundtable.core.hidden.NamedCard;
import roundtable.core.morrigan.MorriganState.Claim;
import roundtable.core.morrigan.MorriganState.Effect;
import roundtable.core.morrigan.MorriganState.Holding;
import roundtable.core.morrigan.MorriganState.Phase;
import roundtable.core.morrigan.MorriganState.Round;
import roundtable.core.random.JointDraw;
import roundtable.core.table.Event;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Outcome;

/**
 * A working copy of a {@link MorriganState} that one action edits, then freezes: the places of the
 * cards, the hidden-card operations, and the events said along the way.
 */
final class Table {
  final int players;
  final boolean openLog;
  HiddenCards cards;
  JointDraw startDraw;
  int turn;
  int turns;
  Phase phase;
  // the state's lists, copied only when changed
  final List<DraftList<CardRef>> hands;
  final List<DraftList<Holding>> territories;
  final DraftList<Holding> adversaries;
  final List<DraftList<CardRef>> trophies;
  final DraftList<CardRef> discards;
  final DraftList<Effect> effects;
  final DraftList<Integer> reinforced;
  List<CardRef> justUsed;
  Round round;
  final Agenda<Chore> chores;
  final DraftList<NamedCard<Claim>> claims;
  Outcome outcome;
  final List<Event> events = new ArrayList<>();

  /** The state this table started from. */
  private final MorriganState from;

  Table(MorriganState s) {
    from = s;
    players = s.players();
    openLog = s.openLog();
    cards = s.cards();
    startDraw = s.startDraw();
    turn = s.turn();
    turns = s.turns();
    phase = s.phase();
    hands = DraftList.of(s.hands());
    territories = DraftList.of(s.territories());
    adversaries = new DraftList<>(s.adversaries());
    trophies = DraftList.of(s.trophies());
    discards = new DraftList<>(s.discards());
    effects = new DraftList<>(s.effects());
    reinforced = new DraftList<>(s.reinforced());
    justUsed = new DraftList<>(s.justUsed());
    round = s.round();
    chores = new Agenda<>(s.chores());
    claims = new DraftList<>(s.claims());
    outcome = s.outcome();
  }

  MorriganState freeze() {
    return new MorriganState(players, openLog, cards, startDraw, turn, turns, phase, DraftList.frozen(from.hands(), hands),
        DraftList.frozen(from.territories(), territories), adversaries.frozen(),
        DraftList.frozen(from.trophies(), trophies), discards.frozen(),
        effects.frozen(), reinforced.frozen(), justUsed instanceof DraftList<CardRef> d ? d.frozen() : Frozen.of(justUsed),
        round, chores.list(), claims.frozen(), outcome);
  }

  void say(MorriganEvent event) {
    events.add(event);
  }

  static String seat(int seat) {
    return "seat " + seat;
  }

  static String ref(CardRef c) {
    return "c" + c.id();
  }

  // ---- faces ----

  Card shown(CardRef card) {
    OptionalInt f = cards.publicFace(card);
    if (f.isEmpty()) {
      throw new IllegalStateException("card " + ref(card) + " is not face up");
    }
    return Card.of(f.getAsInt());
  }

  /**
   * The face the rules can check now: known with open cards (which know every face), unknown with
   * mental poker until it is flipped. Used to refuse at once what open cards can tell.
   */
  Card known(CardRef card, int seat) {
    OptionalInt f = cards.faceFor(card, seat, Knowledge.NOTHING);
    return f.isPresent() ? Card.of(f.getAsInt()) : null;
  }

  /** A card laid face up must be of this kind: refused at once if known, else checked when flipped. */
  void claim(CardRef card, int seat, Kind kind, Special special, String what) throws IllegalActionException {
    Card c = known(card, seat);
    if (c != null && (c.kind() != kind || special != null && c.special() != special)) {
      throw new IllegalActionException(ref(card) + " is " + c.name() + ", not " + what);
    }
    if (c == null || cards.publicFace(card).isEmpty()) {
      claims.add(new NamedCard<>(seat, card, new Claim(kind, special)));
    }
    reveal(card);
  }

  void reveal(CardRef card) {
    chores.then(new Chore.Reveal(card));
  }

  // ---- the seat's hand ----

  void needInHand(int seat, CardRef card) throws IllegalActionException {
    if (!hands.get(seat).contains(card)) {
      throw new IllegalActionException(ref(card) + " is not in " + seat(seat) + "'s hand");
    }
  }

  void takeFromHand(int seat, CardRef card) {
    hands.get(seat).remove(card);
  }

  /** Face up on the discards: "Les cartes jouées ... sont défaussées". */
  void discard(CardRef card) {
    if (cards.publicFace(card).isEmpty() && !pendingReveal(card)) {
      reveal(card);
    }
    discards.add(card);
  }

  private boolean pendingReveal(CardRef card) {
    return chores.any(c -> c instanceof Chore.Reveal r && r.card().equals(card));
  }

  void draw(int seat, int count) {
    for (int i = 0; i < count; i++) {
      chores.then(new Chore.Draw(seat));
    }
  }

  /** A card from wherever it lies in the hidden cards into the seat's hand, under a new handle. */
  void passTo(CardRef card, int seat) {
    chores.then(new Chore.Pass(card, seat), new Chore.Arrive(seat));
  }

  // ---- the table ----

  int prestige(int seat) {
    int sum = 0;
    for (Holding t : territories.get(seat)) {
      sum += shown(t.card()).value();
    }
    for (CardRef c : trophies.get(seat)) {
      sum += shown(c).value();
    }
    return sum;
  }

  int adversaryIndex(CardRef card) {
    for (int i = 0; i < adversaries.size(); i++) {
      if (adversaries.get(i).card().equals(card)) {
        return i;
      }
    }
    return -1;
  }

  /** The seat holding this Territory, or -1. */
  int ownerOf(CardRef card) {
    for (int s = 0; s < players; s++) {
      if (territoryIndex(s, card) >= 0) {
        return s;
      }
    }
    return -1;
  }

  int territoryIndex(int seat, CardRef card) {
    List<Holding> ts = territories.get(seat);
    for (int i = 0; i < ts.size(); i++) {
      if (ts.get(i).card().equals(card)) {
        return i;
      }
    }
    return -1;
  }

  boolean effect(Special special) {
    return effects.stream().anyMatch(e -> e.special() == special);
  }

  boolean protectedTerritory(CardRef card) {
    return effects.stream().anyMatch(e -> e.special() == Special.RELIC && card.equals(e.target()));
  }

  /** Seats clockwise from the left of this one, this one excluded. */
  List<Integer> clockwiseFrom(int seat) {
    List<Integer> order = new ArrayList<>();
    for (int i = 1; i < players; i++) {
      order.add((seat + i) % players);
    }
    return order;
  }

  // ---- hidden-card work ----

  /**
   * Does the hidden-card work in order while the cards wait for nobody; a step that needs the
   * seats' protocol steps (a shuffle, decryption shares) leaves the rest for later.
   */
  boolean runChores() {
    chores.settle(() -> !cards.pending().isOver(), chore -> {
      chores.take();
      run(chore);
      return true;
    });
    return chores.isEmpty() && cards.pending().isOver();
  }

  private void run(Chore chore) {
    if (chore instanceof Chore.Draw d) {
      drawOne(d.seat());
    } else if (chore instanceof Chore.Reveal r) {
      if (cards.publicFace(r.card()).isEmpty()) {
        cards = cards.reveal(r.card());
      }
    } else if (chore instanceof Chore.Pass p) {
      cards = cards.move(p.card(), p.toSeat());
    } else if (chore instanceof Chore.Arrive a) {
      List<CardRef> hidden = cards.hand(a.seat());
      hands.get(a.seat()).add(hidden.get(hidden.size() - 1));
    }
  }

  /**
   * "Si la pioche est épuisée ..., le joueur dont c'est le tour mélange l'ensemble des cartes
   * défaussées" into a new deck; with no discards either, nothing is drawn (not in the rulebook).
   */
  private void drawOne(int seat) {
    if (cards.pileSize(MorriganState.DECK) > 0) {
      CardRef top = cards.pile(MorriganState.DECK).get(0);
      cards = cards.deal(MorriganState.DECK, seat);
      hands.get(seat).add(top);
      return;
    }
    if (discards.isEmpty()) {
      say(new MorriganEvent.NothingToDraw(seat));
      return;
    }
    cards = cards.refill(MorriganState.DECK, discards);
    say(new MorriganEvent.DiscardsReshuffled(discards.size()));
    discards.clear();
    justUsed.clear();
    chores.first(new Chore.Draw(seat));
  }

  /** Cards laid face up as a kind and now open: a face that is not what was claimed stops the game. */
  boolean checkClaims() {
    if (claims.isEmpty()) {
      return true;
    }
    for (NamedCard<Claim> c : List.copyOf(claims)) {
      Optional<NamedCard.Checked<Claim>> checked = c.check(cards, Claim.FITS);
      if (checked.isEmpty()) {
        continue;
      }
      claims.remove(c);
      if (!checked.get().honest()) {
        Card card = Card.of(checked.get().face());
        MorriganEvent cheat = new MorriganEvent.CheatCaught(c.seat(), card, c.name().kind(), c.name().special());
        say(cheat);
        outcome = Outcome.draw(cheat);
        return false;
      }
    }
    return true;
  }
}
