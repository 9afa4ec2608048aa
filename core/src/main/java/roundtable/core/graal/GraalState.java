package roundtable.core.graal;

import java.util.List;
import java.util.Map;
import roundtable.core.canon.CanonicalWriter;
import roundtable.core.hidden.CardRef;
import roundtable.core.hidden.Frozen;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.hidden.Waits;
import roundtable.core.random.JointDraw;
import roundtable.core.table.GameState;
import roundtable.core.table.Outcome;

/**
 * A game of Graal. Where each card is in game terms is kept here (the discard pile, the
 * ancestors); who may read it is the hidden cards' business. A seat's hand is its cards in the
 * hidden cards less its ancestor and the cards it laid on the discard pile.
 *
 * @param round 1 to 5 (4 without round 5), then the tournament
 * @param roster each seat's character, ancestor, uses of its skill and power, and whether it is blocked or out
 * @param pile the discard pile, the colour to follow and the direction of play
 * @param silent the players who hold one card without having said GRAAL!, open to the call-out,
 *     in the order they came to it
 * @param steps what is left to do, head first
 * @param hands each seat's hand in game terms ({@link Graal#hand}), made from the cards, the roster
 *     and the discard pile and kept with them: not encoded, and not to be given but by the rules
 *     (the constructor without it makes it)
 * @param topKey the key of the card the top of the discard pile counts as (its own, or the card a
 *     power laid it as), or -1 (no card, or not opened): made from the cards and the discard pile
 *     and kept with them like {@code hands}, so that a move reads it without reading the cards
 *     (issue 18)
 */
public record GraalState(
    int players,
    boolean openLog,
    boolean noRound5,
    HiddenCards cards,
    JointDraw draw,
    int draws,
    int round,
    int dealer,
    Roster roster,
    DiscardPile pile,
    Duel duel,
    List<Integer> silent,
    List<Step> steps,
    List<Integer> roundWinners,
    Outcome outcome,
    List<List<CardRef>> hands,
    int topKey) implements GameState {

  public GraalState {
    silent = Frozen.copyOf(silent);
    steps = Frozen.copyOf(steps);
    roundWinners = Frozen.copyOf(roundWinners);
    hands = Frozen.copyOf(hands);
  }

  /** A state whose hands and top card's key are made from its cards, roster and discard pile. */
  public GraalState(int players, boolean openLog, boolean noRound5, HiddenCards cards, JointDraw draw, int draws,
      int round, int dealer, Roster roster, DiscardPile pile, Duel duel, List<Integer> silent, List<Step> steps,
      List<Integer> roundWinners, Outcome outcome) {
    this(players, openLog, noRound5, cards, draw, draws, round, dealer, roster, pile, duel, silent, steps, roundWinners,
        outcome, Table.hands(players, cards, roster, pile.cards()), Table.topKey(cards, pile.cards(), pile.laidAs()));
  }

  // ---- the parts' fields, read as the rules name them ----

  public List<Integer> characters() {
    return roster.characters();
  }

  public List<Integer> ancestors() {
    return roster.ancestors();
  }

  public List<Integer> skillUses() {
    return roster.skillUses();
  }

  public List<Integer> powerUses() {
    return roster.powerUses();
  }

  public List<Boolean> blocked() {
    return roster.blocked();
  }

  public List<Boolean> out() {
    return roster.out();
  }

  public List<Integer> lent() {
    return roster.lent();
  }

  public List<CardRef> discard() {
    return pile.cards();
  }

  public Map<Integer, Integer> laidAs() {
    return pile.laidAs();
  }

  public Colour colour() {
    return pile.colour();
  }

  public int direction() {
    return pile.direction();
  }

  /** The last round before the tournament. */
  public int lastRound() {
    return noRound5 ? 4 : 5;
  }

  public boolean tournament() {
    return round > lastRound();
  }

  /** The card on top of the discard pile, or null. */
  public CardRef top() {
    return discard().isEmpty() ? null : discard().get(discard().size() - 1);
  }

  /** What the table waits for before the rules go on: the draw under way, the cards' steps. */
  public Waits waits() {
    return new Waits(draw, cards);
  }

  GraalState withCards(HiddenCards c) {
    return new GraalState(players, openLog, noRound5, c, draw, draws, round, dealer, roster, pile, duel, silent, steps,
        roundWinners, outcome);
  }

  @Override
  public void encode(CanonicalWriter w) {
    w.writeString("graal").writeInt(players).writeBoolean(openLog).writeBoolean(noRound5);
    cards.encode(w);
    w.writeBoolean(draw != null);
    if (draw != null) {
      draw.encode(w);
    }
    w.writeInt(draws).writeInt(round).writeInt(dealer);
    w.writeAll(characters(), CanonicalWriter::writeInt).writeAll(ancestors(), CanonicalWriter::writeInt);
    w.writeAll(skillUses(), CanonicalWriter::writeInt).writeAll(powerUses(), CanonicalWriter::writeInt);
    w.writeAll(blocked(), CanonicalWriter::writeBoolean).writeAll(out(), CanonicalWriter::writeBoolean);
    w.writeAll(lent(), CanonicalWriter::writeInt);
    w.writeAll(discard(), (o, c) -> o.writeInt(c.id()));
    w.writeString(colour() == null ? "" : colour().code()).writeInt(direction());
    StepCodes.duel(w, duel);
    w.writeAll(silent, CanonicalWriter::writeInt);
    w.writeAll(steps, StepCodes::step);
    w.writeAll(roundWinners, CanonicalWriter::writeInt);
    w.writeAll(List.copyOf(laidAs().entrySet()), (o, e) -> o.writeInt(e.getKey()).writeInt(e.getValue()));
    w.writeBoolean(outcome != null);
    if (outcome != null) {
      w.writeAll(outcome.winners(), CanonicalWriter::writeInt);
    }
  }
}
