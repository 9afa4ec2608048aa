package roundtable.core.morrigan;

import java.util.OptionalInt;
import roundtable.core.bot.Evaluator;
import roundtable.core.hidden.CardRef;
import roundtable.core.morrigan.MorriganState.Holding;
import roundtable.core.table.Knowledge;

/**
 * A Morrigan position as a seat sees it, for the searching bot: its prestige (what lets it challenge
 * Maletar, "15 points de prestige"), what its hand will bring, and how well its Territories are
 * guarded. It reads only the faces its seat may see.
 */
public final class MorriganEvaluator implements Evaluator<MorriganState> {
  public static final MorriganEvaluator INSTANCE = new MorriganEvaluator();
  /**
   * How much more the others' hands count, as a searching seat judges them: what they hold is what
   * they will conquer, fight and duel with, or strengthen Maletar with against it.
   */
  static final double OTHERS_HANDS = 1.5;

  @Override
  public double score(MorriganState s, int seat) {
    return score(s, seat, seat);
  }

  /** As the searching bot of seat {@code observer} judges: the others' hands count {@link #OTHERS_HANDS} times. */
  @Override
  public double score(MorriganState s, int seat, int observer) {
    if (s.hands().isEmpty()) {
      return 0;
    }
    int prestige = s.prestige(seat);
    boolean duelNear = false;
    for (int other = 0; other < s.players(); other++) {
      duelNear |= s.prestige(other) >= MorriganState.DUEL_PRESTIGE - 2;
    }
    double hand = 0;
    for (CardRef c : s.hands().get(seat)) {
      OptionalInt face = s.cards().faceFor(c, seat, Knowledge.NOTHING);
      hand += face.isPresent() ? inHand(Card.of(face.getAsInt()), duelNear) : MorriganBot.HIDDEN * 0.4;
    }
    double guarded = 0;
    for (Holding territory : s.territories().get(seat)) {
      for (CardRef c : territory.under()) {
        OptionalInt face = s.cards().faceFor(c, seat, Knowledge.NOTHING);
        guarded += 0.3 + 0.1 * (face.isPresent() ? Card.of(face.getAsInt()).strength() : MorriganBot.HIDDEN);
      }
    }
    return Math.min(prestige, MorriganState.DUEL_PRESTIGE + 3) + (seat == observer ? 1 : OTHERS_HANDS) * hand + guarded;
  }

  /**
   * A card kept in hand: an Action card fights, and counts more when some seat is near the duel
   * (its own attack is "toutes les cartes Action de sa nouvelle main"; against another's, "UNE des
   * cartes Action" strengthens Maletar); a Territory or an Épreuve is prestige to come.
   */
  private static double inHand(Card card, boolean duelNear) {
    return switch (card.kind()) {
      case ACTION -> 0.25 + (duelNear ? 0.7 : 0.4) * card.value();
      case TERRITORY -> 0.4 * card.value();
      case TRIAL -> 0.2 * card.value();
      case SPECIAL -> 0.5;
      case ADVERSARY -> 0.25;
    };
  }
}
