package roundtable.core.grailcup;

import roundtable.core.bot.Evaluator;

/**
 * The greedy bot's judgement: how far the seat's knight is ahead of the best other knight, a Lance
 * worth a few squares, the Dragon worth keeping just in front of the others.
 */
public final class GrailCupEvaluator implements Evaluator<GrailCupState> {
  public static final GrailCupEvaluator INSTANCE = new GrailCupEvaluator();

  private GrailCupEvaluator() {}

  @Override
  public double score(GrailCupState s, int seat) {
    int mine = s.squares().get(seat);
    int best = 0;
    double blocked = 0;
    for (int other = 0; other < s.players(); other++) {
      if (other != seat) {
        int sq = s.squares().get(other);
        best = Math.max(best, sq);
        if (s.dragon() > sq && s.dragon() - sq <= 3 && s.lances().get(other) == 0) {
          blocked += 0.5;
        }
      }
    }
    boolean ahead = s.dragon() > mine && s.dragon() - mine <= 6;
    return mine - 0.5 * best + 2.5 * s.lances().get(seat) + blocked - (ahead && s.lances().get(seat) == 0 ? 2 : 0);
  }
}
