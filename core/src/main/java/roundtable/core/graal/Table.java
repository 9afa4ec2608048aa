package roundtable.core.graal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.TreeMap;
import roundtable.core.hidden.Agenda;
import roundtable.core.hidden.CardRef;
import roundtable.core.hidden.DraftList;
import roundtable.core.hidden.Frozen;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.hidden.Waits;
import roundtable.core.random.JointDraw;
import roundtable.core.table.Outcome;

/**
 * A working copy of the state that the rules change in place, then freeze into a new state; it runs
 * the queued steps ({@link TableSteps}) while the hidden cards wait for nothing.
 */
final class Table {
  static final String DECK = "deck";
  static final String ANCESTORS = "ancestors";
  static final String GIFT = "gift";

  final int players;
  final boolean openLog;
  final boolean noRound5;
  HiddenCards cards;
  JointDraw draw;
  int draws;
  int round;
  int dealer;
  /**
   * The roster by seat: the state's own arrays, shared until {@link #writable()} copies them; to
   * change them only through it.
   */
  int[] characters;
  int[] ancestors;
  int[] skillUses;
  int[] powerUses;
  boolean[] blocked;
  boolean[] out;
  int[] lent;
  private final Roster roster;
  private boolean rosterCopied;
  /** The discard pile, bottom first, immutable: the state's, or a new list at each change. */
  private List<CardRef> discard;
  private boolean discardChanged;
  /** As {@link #discard}: the state's map until the first change. */
  private Map<Integer, Integer> laidAs;
  private boolean laidAsCopied;
  private final DiscardPile pile;
  /** Each seat's hand in game terms, kept from the state and made again only where it changes. */
  private final SeatHands hands;
  Colour colour;
  int direction;
  Duel duel;
  /** The players open to the call-out (one card, no GRAAL!), in the order they came to it. */
  final DraftList<Integer> silent;
  /** The seat that said "GRAAL!" with the action being applied, or -1 (not kept in the state). */
  int said = -1;
  final Agenda<Step> steps;
  /** The state's list, replaced as a whole when a round is won. */
  List<Integer> roundWinners;
  Outcome outcome;
  final List<GraalEvent> events = new ArrayList<>();
  /** The state the table was made from: its top card's key stands while the top card is its ({@link #topKey()}). */
  private final GraalState state;

  Table(GraalState s) {
    state = s;
    players = s.players();
    openLog = s.openLog();
    noRound5 = s.noRound5();
    cards = s.cards();
    draw = s.draw();
    draws = s.draws();
    round = s.round();
    dealer = s.dealer();
    roster = s.roster();
    characters = Ints.array(roster.characters());
    ancestors = Ints.array(roster.ancestors());
    skillUses = Ints.array(roster.skillUses());
    powerUses = Ints.array(roster.powerUses());
    blocked = Flags.array(roster.blocked());
    out = Flags.array(roster.out());
    lent = Ints.array(roster.lent());
    pile = s.pile();
    hands = new SeatHands(s);
    discard = s.discard();
    laidAs = s.laidAs();
    colour = s.colour();
    direction = s.direction();
    duel = s.duel();
    silent = new DraftList<>(s.silent());
    steps = new Agenda<>(s.steps());
    roundWinners = s.roundWinners();
    outcome = s.outcome();
  }

  /** The new state; the table is done with (its arrays go to the state). */
  GraalState freeze() {
    Roster r = !rosterCopied ? roster : changedRoster();
    DiscardPile p = !discardChanged && !laidAsCopied && colour == pile.colour() && direction == pile.direction() ? pile
        : new DiscardPile(discard, laidAs, colour, direction);
    return new GraalState(players, openLog, noRound5, cards, draw, draws, round, dealer, r, p, duel, silent.frozen(),
        steps.list(), roundWinners, outcome, hands.frozen(this::hand), topKey());
  }

  /**
   * The roster with the table's arrays where they differ from the state's, its lists where they do
   * not (a skill used changes one of seven): the state's roster if none differs (issue 18).
   */
  private Roster changedRoster() {
    List<Integer> c = kept(roster.characters(), characters);
    List<Integer> a = kept(roster.ancestors(), ancestors);
    List<Integer> su = kept(roster.skillUses(), skillUses);
    List<Integer> pu = kept(roster.powerUses(), powerUses);
    List<Boolean> b = kept(roster.blocked(), blocked);
    List<Boolean> o = kept(roster.out(), out);
    List<Integer> l = kept(roster.lent(), lent);
    boolean same = c == roster.characters() && a == roster.ancestors() && su == roster.skillUses()
        && pu == roster.powerUses() && b == roster.blocked() && o == roster.out() && l == roster.lent();
    return same ? roster : new Roster(c, a, su, pu, b, o, l);
  }

  private static List<Integer> kept(List<Integer> was, int[] now) {
    return java.util.Arrays.equals(Ints.array(was), now) ? was : Ints.own(now);
  }

  private static List<Boolean> kept(List<Boolean> was, boolean[] now) {
    return java.util.Arrays.equals(Flags.array(was), now) ? was : Flags.own(now);
  }

  /**
   * The table, its roster's arrays now its own to change (copied the first time). A seat's hand
   * depends on its ancestor and whether it is out: who changes those forgets the kept hands
   * ({@link #forgetHands()}).
   */
  Table writable() {
    if (!rosterCopied) {
      characters = characters.clone();
      ancestors = ancestors.clone();
      skillUses = skillUses.clone();
      powerUses = powerUses.clone();
      blocked = blocked.clone();
      out = out.clone();
      lent = lent.clone();
      rosterCopied = true;
    }
    return this;
  }

  /** The discard pile, bottom first, to read. */
  List<CardRef> discard() {
    return discard;
  }

  void forgetHands() {
    hands.forget();
  }

  private Map<Integer, Integer> laidAsToChange() {
    if (!laidAsCopied) {
      laidAs = new TreeMap<>(laidAs);
      laidAsCopied = true;
    }
    return laidAs;
  }

  /** A card on the discard pile counts from now on as the card of this key (a power laid it so). */
  void laidAs(CardRef card, int key) {
    laidAsToChange().put(card.id(), key);
  }

  /** A new round: the discard pile is empty. */
  void clearDiscard() {
    discard = Frozen.empty();
    discardChanged = true;
    hands.pileReplaced();
    laidAsToChange().clear();
  }

  // ---- reading the table ----

  int lastRound() {
    return noRound5 ? 4 : 5;
  }

  boolean tournament() {
    return round > lastRound();
  }

  /**
   * The seat's hand in game terms: its hidden cards less its ancestor and what it laid. An eliminated
   * player holds nothing: its hand went to the player who eliminated it (after the last elimination
   * the game is over before the cards move).
   */
  List<CardRef> hand(int seat) {
    return hands.hand(seat, cards.hand(seat), ancestors[seat], out[seat], discard);
  }

  /** Each seat's hand in game terms, made from scratch (see {@link GraalState#hands}). */
  static List<List<CardRef>> hands(int players, HiddenCards cards, Roster roster, List<CardRef> discard) {
    return SeatHands.made(players, cards, roster, discard);
  }

  int handSize(int seat) {
    return hand(seat).size();
  }

  CardRef top() {
    return discard.isEmpty() ? null : discard.get(discard.size() - 1);
  }

  /**
   * The key of the card the top card counts as ({@link #counted}), or -1: the state's while the top
   * card and the laid-as map are the state's and the card was opened (a card opened on the pile stays
   * open while it lies there), without reading the cards (issue 18).
   */
  int topKey() {
    if (state.topKey() >= 0 && top() == state.top() && laidAs == state.laidAs()) {
      return state.topKey();
    }
    return topKey(cards, discard, laidAs);
  }

  /** The key of the card the top of this pile counts as, or -1 (see {@link GraalState#topKey}). */
  static int topKey(HiddenCards cards, List<CardRef> discard, Map<Integer, Integer> laidAs) {
    return discard.isEmpty() ? -1 : counted(cards, laidAs, discard.get(discard.size() - 1));
  }

  /**
   * The key of the card a laid card counts as: its own face, or the card a power laid it as (a
   * Pioche 2 that Tristan laid as a Grimoire is a Grimoire for what follows), or -1 if unopened.
   */
  int counted(CardRef c) {
    return counted(cards, laidAs, c);
  }

  private static int counted(HiddenCards cards, Map<Integer, Integer> laidAs, CardRef c) {
    Integer as = laidAs.isEmpty() ? null : laidAs.get(c.id());
    if (as != null) {
      return as;
    }
    OptionalInt f = cards.publicFace(c);
    return f.isPresent() ? Card.key(f.getAsInt()) : -1;
  }

  boolean revealed(int seat) {
    return ancestors[seat] >= 0 && cards.publicFace(new CardRef(ancestors[seat])).isPresent();
  }

  Ancestor ancestor(int seat) {
    OptionalInt f = ancestors[seat] < 0 ? OptionalInt.empty() : cards.publicFace(new CardRef(ancestors[seat]));
    return f.isPresent() ? Ancestor.ofFace(f.getAsInt()) : null;
  }

  int active() {
    int n = 0;
    for (boolean o : out) {
      n += o ? 0 : 1;
    }
    return n;
  }

  /** The next player still in the game, in the direction of play. */
  int next(int seat) {
    int n = seat;
    do {
      n = Math.floorMod(n + direction, players);
    } while (out[n] && n != seat);
    return n;
  }

  /** Every player still in, clockwise from the one after this seat (in the direction of play). */
  List<Integer> others(int seat) {
    List<Integer> l = new ArrayList<>();
    for (int n = next(seat); n != seat; n = next(n)) {
      l.add(n);
    }
    return l;
  }

  static String name(int seat) {
    return "seat " + seat;
  }

  /** Tells the log and the animation what happened. */
  void tell(GraalEvent event) {
    events.add(event);
  }

  /** Puts these steps at the head of the queue, in this order. */
  void front(Step... s) {
    steps.first(s);
  }

  void lay(CardRef card) {
    discard = Frozen.adding(discard, card);
    discardChanged = true;
    hands.laid(card);
    cards = cards.reveal(card);
  }

  // ---- the engine ----

  /** Runs the steps the rules do by themselves until a seat must act or the cards wait. */
  void settle() {
    // Agenda.settle's loop, written out: no lambdas made at each action (issue 18)
    while (!steps.isEmpty() && outcome == null && !waiting()) {
      Step head = steps.head();
      if (head instanceof Step.Decision) {
        break;
      }
      steps.take();
      TableSteps.run(this, head);
    }
    if (outcome == null && steps.isEmpty()) {
      throw new IllegalStateException("graal: nothing left to do and no outcome");
    }
  }

  /**
   * Whether the table waits for a draw under way or for the cards ({@link Waits#any()}), without
   * wording the prompt of a shuffle just begun (issue 18).
   */
  private boolean waiting() {
    return draw != null && !draw.isDone() || cards.waiting();
  }

  /** "When the draw pile runs out, the discards except the top card become the new deck" (rules-gaps). */
  void refill() {
    CardRef keep = top();
    List<CardRef> back = List.copyOf(discard.subList(0, discard.size() - 1));
    cards = cards.refill(DECK, back);
    for (CardRef c : back) {
      // Back in the deck a card is itself again.
      if (!laidAs.isEmpty() && laidAs.containsKey(c.id())) {
        laidAsToChange().remove(c.id());
      }
    }
    discard = List.of(keep);
    discardChanged = true;
    hands.pileReplaced();
    tell(new GraalEvent.DiscardsReshuffled());
  }

}
