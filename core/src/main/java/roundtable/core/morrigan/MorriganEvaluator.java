package roundtable.core.morrigan;

import java.util.OptionalInt;
import roundtable.core.bot.Evaluator;
import roundtable.core.hidden.CardRef;
import roundtable.core.table.Knowledge;

/**
 * A Morrigan position as a seat sees it, for the searching bot: its prestige (what lets it challenge
 * Maletar, "15 points de prestige"), then the Action cards in its hand that will fight for it, and
 * its hand's size. It reads only the faces its seat may see.
 */
public final class MorriganEvaluator implements Evaluator<MorriganState> {
  public static final MorriganEvaluator INSTANCE = new MorriganEvaluator();

  @Override
  public double score(MorriganState s, int seat) {
    if (s.hands().isEmpty()) {
      return 0;
    }
    double hand = 0;
    for (CardRef c : s.hands().get(seat)) {
      OptionalInt face = s.cards().faceFor(c, seat, Knowledge.NOTHING);
      hand += face.isPresent() ? 0.25 + 0.4 * Card.of(face.getAsInt()).strength() : MorriganBot.HIDDEN * 0.4;
    }
    return Math.min(s.prestige(seat), MorriganState.DUEL_PRESTIGE + 3) + hand;
  }
}
