package roundtable.core.graal;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import roundtable.core.canon.CanonicalWriter;
import roundtable.core.hidden.CardRef;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.random.JointDraw;
import roundtable.core.table.GameState;
import roundtable.core.table.Outcome;

/**
 * A game of Graal. Where each card is in game terms is kept here (the discard pile, the
 * ancestors); who may read it is the hidden cards' business. A seat's hand is its cards in the
 * hidden cards less its ancestor and the cards it laid on the discard pile.
 *
 * @param round 1 to 5 (4 without round 5), then the tournament
 * @param characters each seat's character, by ordinal
 * @param ancestors each seat's ancestor card (a hidden card dealt face down), or -1
 * @param lent for each seat, the Arthur beside whom its ancestor lies until he plays again, or -1
 * @param laidAs the cards on the discard pile that a power laid as another card: id to the key of
 *     the card each counts as ("en transformant une carte de base en carte bouclier de Lancelot")
 * @param silent the players who hold one card without having said GRAAL!, open to the call-out,
 *     in the order they came to it
 * @param steps what is left to do, head first
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
    List<Integer> characters,
    List<Integer> ancestors,
    List<Integer> skillUses,
    List<Integer> powerUses,
    List<Boolean> blocked,
    List<Boolean> out,
    List<Integer> lent,
    List<CardRef> discard,
    Map<Integer, Integer> laidAs,
    Colour colour,
    int direction,
    Duel duel,
    List<Integer> silent,
    List<Step> steps,
    List<Integer> roundWinners,
    Outcome outcome) implements GameState {

  public GraalState {
    characters = List.copyOf(characters);
    ancestors = List.copyOf(ancestors);
    skillUses = List.copyOf(skillUses);
    powerUses = List.copyOf(powerUses);
    blocked = List.copyOf(blocked);
    out = List.copyOf(out);
    lent = List.copyOf(lent);
    discard = List.copyOf(discard);
    laidAs = java.util.Collections.unmodifiableMap(new TreeMap<>(laidAs));
    silent = List.copyOf(silent);
    steps = List.copyOf(steps);
    roundWinners = List.copyOf(roundWinners);
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
    return discard.isEmpty() ? null : discard.get(discard.size() - 1);
  }

  GraalState withCards(HiddenCards c) {
    return new GraalState(players, openLog, noRound5, c, draw, draws, round, dealer, characters, ancestors, skillUses,
        powerUses, blocked, out, lent, discard, laidAs, colour, direction, duel, silent, steps, roundWinners, outcome);
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
    w.writeAll(characters, CanonicalWriter::writeInt).writeAll(ancestors, CanonicalWriter::writeInt);
    w.writeAll(skillUses, CanonicalWriter::writeInt).writeAll(powerUses, CanonicalWriter::writeInt);
    w.writeAll(blocked, CanonicalWriter::writeBoolean).writeAll(out, CanonicalWriter::writeBoolean);
    w.writeAll(lent, CanonicalWriter::writeInt);
    w.writeAll(discard, (o, c) -> o.writeInt(c.id()));
    w.writeString(colour == null ? "" : colour.code()).writeInt(direction);
    StepCodes.duel(w, duel);
    w.writeAll(silent, CanonicalWriter::writeInt);
    w.writeAll(steps, StepCodes::step);
    w.writeAll(roundWinners, CanonicalWriter::writeInt);
    w.writeAll(List.copyOf(laidAs.entrySet()), (o, e) -> o.writeInt(e.getKey()).writeInt(e.getValue()));
    w.writeBoolean(outcome != null);
    if (outcome != null) {
      w.writeAll(outcome.winners(), CanonicalWriter::writeInt);
    }
  }
}
