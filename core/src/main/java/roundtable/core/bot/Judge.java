package roundtable.core.bot;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import roundtable.core.game.Game;
import roundtable.core.table.GameState;
import roundtable.core.table.Outcome;

/**
 * Every seat's reward in [0, 1] for a position, as the searching bot sees it: a finished game pays
 * its winners 1 (an even share in a draw); else the evaluator's lead of the seat over the best of
 * the others, squashed by the mean lead judged so far (the evaluators' scales differ from game to
 * game, and from the opening to the end).
 */
final class Judge<S extends GameState> {
  private final Game<S> game;
  private final Evaluator<S> evaluator;
  private int leads;
  private double leadSum;

  /** The searching seat. */
  private final int observer;

  /** As the searching bot of seat {@code observer} judges ({@link Evaluator#score(GameState, int, int)}). */
  Judge(Game<S> game, Evaluator<S> evaluator, int observer) {
    this.game = game;
    this.evaluator = evaluator;
    this.observer = observer;
  }

  Map<Integer, Double> rewards(S state) {
    int players = state.players();
    Map<Integer, Double> rewards = new HashMap<>();
    double even = 1.0 / players;
    Optional<Outcome> outcome = game.prompt(state).isOver() ? game.outcome(state) : Optional.empty();
    if (outcome.isPresent()) {
      List<Integer> winners = outcome.get().winners();
      for (int s = 0; s < players; s++) {
        rewards.put(s, winners.isEmpty() ? even : winners.contains(s) ? 1.0 / winners.size() : 0.0);
      }
      return rewards;
    }
    double[] scores = new double[players];
    for (int s = 0; s < players; s++) {
      double score = evaluator == null ? 0 : evaluator.score(state, s, observer);
      scores[s] = Double.isNaN(score) ? Double.NEGATIVE_INFINITY : score;
    }
    double[] lead = new double[players];
    for (int s = 0; s < players; s++) {
      double best = Double.NEGATIVE_INFINITY;
      for (int other = 0; other < players; other++) {
        best = other == s ? best : Math.max(best, scores[other]);
      }
      lead[s] = scores[s] - best;
      if (Double.isFinite(lead[s])) {
        leads++;
        leadSum += Math.abs(lead[s]);
      }
    }
    double scale = leadSum > 0 ? leadSum / leads : 1;
    for (int s = 0; s < players; s++) {
      rewards.put(s, Double.isNaN(lead[s]) ? even : 0.5 + 0.5 * Math.tanh(lead[s] / scale));
    }
    return rewards;
  }
}
