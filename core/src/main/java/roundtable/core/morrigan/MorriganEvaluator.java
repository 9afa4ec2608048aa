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
  /**
   * What each point of the best Action card in the searching seat's hand adds, as it judges its own
   * position, while another seat has the prestige to challenge Maletar at its next turn ("Lorsqu'au
   * début de son tour, un joueur possède 15 points de prestige ou plus, il peut se porter
   * volontaire"): that card is what the seat can set against the challenger ("Tous les joueurs
   * adverses peuvent jouer UNE des cartes Action qu'ils ont en main pour renforcer Maletar"), and a
   * challenger's attack is often a few points only (docs/performance.md: most games the strong bot
   * lost were won against a Maletar of 5, nobody's card beside him).
   */
  static final double MALETAR_CARD = 1.0;

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
    boolean challenger = false;
    for (int other = 0; other < s.players(); other++) {
      challenger |= other != seat && s.prestige(other) >= MorriganState.DUEL_PRESTIGE;
    }
    double hand = 0;
    int bestAction = 0;
    for (CardRef c : s.hands().get(seat)) {
      OptionalInt face = s.cards().faceFor(c, seat, Knowledge.NOTHING);
      hand += face.isPresent() ? inHand(Card.of(face.getAsInt()), duelNear) : MorriganBot.HIDDEN * 0.4;
      if (face.isPresent() && Card.of(face.getAsInt()).is(Card.Kind.ACTION)) {
        bestAction = Math.max(bestAction, Card.of(face.getAsInt()).value());
      }
    }
    if (challenger && seat == observer) {
      hand += MALETAR_CARD * bestAction; // kept for Maletar
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
