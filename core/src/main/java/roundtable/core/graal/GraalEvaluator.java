package roundtable.core.graal;

import roundtable.core.bot.Evaluator;

/**
 * The greedy bot's judgement: few cards in one's own hand, many in the others', rounds won, and
 * never forgetting to say "GRAAL!".
 */
public final class GraalEvaluator implements Evaluator<GraalState> {
  public static final GraalEvaluator INSTANCE = new GraalEvaluator();

  private GraalEvaluator() {}

  @Override
  public double score(GraalState s, int seat) {
    if (s.out().get(seat)) {
      return -1000;
    }
    Table t = new Table(s);
    double score = -t.handSize(seat);
    int others = 0;
    double theirs = 0;
    for (int o = 0; o < s.players(); o++) {
      if (o != seat && !s.out().get(o)) {
        others++;
        theirs += t.handSize(o);
      }
    }
    score += others == 0 ? 0 : 0.5 * theirs / others;
    for (int w : s.roundWinners()) {
      score += w == seat ? 20 : 0;
    }
    if (s.silent().contains(seat)) {
      score -= 3;
    }
    return score;
  }
}
