package roundtable.core.bot;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import roundtable.core.game.Bot;
import roundtable.core.table.Action;
import roundtable.core.game.Game;
import roundtable.core.table.GameState;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Outcome;

/**
 * Looks one action ahead: plays the action after which the game's evaluator likes the position
 * best for its seat. An action that wins at once beats everything, one that loses at once comes
 * last; ties are broken at random.
 */
public final class GreedyBot<S extends GameState> implements Bot<S>, Judging<S> {
  private final Evaluator<S> evaluator;
  private final Evaluator<S> lent;
  private final Bot<S> others;

  public GreedyBot(Evaluator<S> evaluator) {
    this(evaluator, evaluator);
  }

  /** Judges one move ahead with {@code evaluator}, and lends the searching bot {@code lent}. */
  public GreedyBot(Evaluator<S> evaluator, Evaluator<S> lent) {
    this(evaluator, lent, null);
  }

  /**
   * The same, and lends the searching bot {@code others} as its model of the other seats
   * ({@link Judging#othersModel}), or null.
   */
  public GreedyBot(Evaluator<S> evaluator, Evaluator<S> lent, Bot<S> others) {
    this.evaluator = evaluator;
    this.lent = lent;
    this.others = others;
  }

  @Override
  public Bot<S> othersModel() {
    return others;
  }

  /** How the searching bot judges a position (see {@link StrongBot}): by default as this bot does. */
  @Override
  public Evaluator<S> evaluator() {
    return lent;
  }

  @Override
  public String name() {
    return "greedy";
  }

  @Override
  public Optional<Action> choose(Game<S> game, S state, int seat, Knowledge knowledge, RandomGenerator rng) {
    return chooseAmong(game, state, seat, game.legalActions(state, seat, knowledge), rng);
  }

  /** The best of these legal actions, as {@link #choose} picks among them all. */
  public Optional<Action> chooseAmong(Game<S> game, S state, int seat, List<Action> actions, RandomGenerator rng) {
    List<Action> best = new ArrayList<>();
    double bestScore = Double.NEGATIVE_INFINITY;
    for (Action action : actions) {
      double score = score(game, after(game, state, seat, action), seat);
      if (score > bestScore) {
        best.clear();
        bestScore = score;
      }
      if (score == bestScore) {
        best.add(action);
      }
    }
    return best.isEmpty() ? Optional.empty() : Optional.of(best.get(rng.nextInt(best.size())));
  }

  private double score(Game<S> game, S state, int seat) {
    Optional<Outcome> outcome = game.prompt(state).isOver() ? game.outcome(state) : Optional.empty();
    if (outcome.isPresent() && !outcome.get().isDraw()) {
      return outcome.get().winners().contains(seat) ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
    }
    double score = evaluator.score(state, seat);
    return Double.isNaN(score) ? Double.NEGATIVE_INFINITY : score;
  }

  private static <S extends GameState> S after(Game<S> game, S state, int seat, Action action) {
    try {
      return game.apply(state, seat, action).state();
    } catch (IllegalActionException e) {
      throw new IllegalStateException(game.id() + " refuses an action it listed as legal: " + e.getMessage(), e);
    }
  }
}
