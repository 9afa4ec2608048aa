package roundtable.core.conquest;

import roundtable.core.bot.Evaluator;

/**
 * The greedy bot's judgement: ring squares round the Grail held by the seat's side, less those
 * held by the other side, with a little weight for stones close to the ring.
 */
public final class ConquestEvaluator implements Evaluator<ConquestState> {
  public static final ConquestEvaluator INSTANCE = new ConquestEvaluator();

  @Override
  public double score(ConquestState s, int seat) {
    int side = s.lineup().side(seat);
    double score = 0;
    for (int sq : Square.RING) {
      int top = s.board().top(sq);
      if (top >= 0) {
        score += s.lineup().sideOfColour(top) == side ? 10 : -10;
      }
    }
    for (int sq = 0; sq < Square.COUNT; sq++) {
      int top = s.board().top(sq);
      if (top >= 0 && s.lineup().sideOfColour(top) == side) {
        score -= 0.01 * distanceToGrail(sq);
      }
    }
    return score + 100 * (s.grails().get(side) - s.grails().get(1 - side));
  }

  private static int distanceToGrail(int sq) {
    return Math.max(Math.abs(Square.file(sq) - 4), Math.abs(Square.rank(sq) - 4));
  }
}
