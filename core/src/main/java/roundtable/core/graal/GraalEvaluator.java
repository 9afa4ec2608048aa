package roundtable.core.graal;

import roundtable.core.bot.Evaluator;

/**
 * The greedy bot's judgement: few cards in one's own hand, many in the others', rounds won, and
 * never forgetting to say "GRAAL!".
 *
 * <p>The searching bot's ({@link #FOR_SEARCH}) differs where its rewards, a seat's lead over the
 * best other divided by the mean lead judged ({@code Judge}), would drown a card in a constant: an
 * eliminated seat is not judged at all (not -1000), and in the tournament the rounds won count
 * nothing, since there "seul le meilleur l'emportera" whatever the rounds before. Without it the
 * last two players' hands differed by a few thousandths of a reward (docs/performance.md).
 */
public final class GraalEvaluator implements Evaluator<GraalState> {
  public static final GraalEvaluator INSTANCE = new GraalEvaluator(false);
  public static final GraalEvaluator FOR_SEARCH = new GraalEvaluator(true);

  private final boolean forSearch;

  private GraalEvaluator(boolean forSearch) {
    this.forSearch = forSearch;
  }

  @Override
  public double score(GraalState s, int seat) {
    if (s.out().get(seat)) {
      return forSearch ? Double.NaN : -1000;
    }
    // The hands are kept with the state: reading their sizes needs no working table (issue 18).
    double score = -Graal.hand(s, seat).size();
    int others = 0;
    double theirs = 0;
    for (int o = 0; o < s.players(); o++) {
      if (o != seat && !s.out().get(o)) {
        others++;
        theirs += Graal.hand(s, o).size();
      }
    }
    score += others == 0 ? 0 : 0.5 * theirs / others;
    double perWin = forSearch && s.tournament() ? 0 : 20;
    for (int w : s.roundWinners()) {
      score += w == seat ? perWin : 0;
    }
    if (s.silent().contains(seat)) {
      score -= 3;
    }
    return score;
  }
}
