package roundtable.core.bot;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.random.RandomGenerator;
import roundtable.core.game.Bot;
import roundtable.core.game.Game;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.table.Action;
import roundtable.core.table.Decision;
import roundtable.core.table.GameState;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Viewer;

/**
 * The searching bot ("strong", issue 18): information-set Monte Carlo tree search through the
 * {@link Game} interface alone, one algorithm for every game. Each iteration samples a world the
 * seat cannot tell from the real one (the seat's view, with the faces it cannot read dealt again
 * at random, {@link HiddenCards#redeal}: open cards or mental poker alike), walks the tree of moves
 * by UCT and judges the positions it reaches with the game's evaluator (see {@link Search}).
 *
 * <p>Only moves are searched. Any other decision (a deployment behind the screen) goes to the
 * fallback bot, the game's greedy one, and so does a move in a world it cannot sample. One bot
 * plays one seat: it remembers the seat's last moves.
 */
public final class StrongBot<S extends GameState> implements Bot<S> {
  private final Evaluator<S> evaluator;
  private final Bot<S> fallback;
  private final ThinkingBudget budget;
  /** How the search expects the other seats to play, or null: it searches their moves ({@link Search}). */
  private final Bot<S> others;
  /**
   * The seat's last searched moves. Two sides can answer each other for ever (in graalwar a soldier
   * steps up to the castle, an archer shoots it back, again and again) until the move limit draws
   * a game the bot thought it was winning: after the same move {@link #SAME_MOVE_RUN} times running,
   * the bot plays another judged nearly as well, if there is one ({@link Search#alternative}).
   */
  private final Deque<Action> lastMoves = new ArrayDeque<>();

  static final int SAME_MOVE_RUN = 3;
  /** How much worse, in reward, the other move may be judged. */
  static final double LOOP_MARGIN = 0.1;

  /**
   * @param evaluator the game's judgement of the positions the search reaches, or null (then a
   *     position before the end of the game counts as even)
   * @param fallback plays the decisions the search does not take
   */
  public StrongBot(Evaluator<S> evaluator, Bot<S> fallback, ThinkingBudget budget) {
    this(evaluator, fallback, budget, null);
  }

  /**
   * @param others the other seats' model: in the search each plays what this bot chooses on its own
   *     view of the sampled world; null to search their moves as the seat's own
   */
  public StrongBot(Evaluator<S> evaluator, Bot<S> fallback, ThinkingBudget budget, Bot<S> others) {
    this.evaluator = evaluator;
    this.fallback = fallback;
    this.budget = budget;
    this.others = others;
  }

  @Override
  public String name() {
    return "strong";
  }

  /** How it judges positions (null: only the end of the game). */
  public Evaluator<S> evaluator() {
    return evaluator;
  }

  public ThinkingBudget budget() {
    return budget;
  }

  @Override
  public Optional<Action> choose(Game<S> game, S state, int seat, Knowledge knowledge, RandomGenerator rng) {
    if (game.prompt(state).seats().get(seat) != Decision.MOVE) {
      return fallback.choose(game, state, seat, knowledge, rng);
    }
    List<Action> legal = game.legalActions(state, seat, knowledge);
    if (legal.size() <= 1) {
      return legal.stream().findFirst();
    }
    SplittableRandom random = new SplittableRandom(rng.nextLong());
    Optional<Worlds<S>> worlds = Worlds.of(game, state, seat, knowledge, random.split());
    if (worlds.isEmpty()) {
      return fallback.choose(game, state, seat, knowledge, rng);
    }
    Search<S> search = new Search<>(game, seat, knowledge, new Judge<>(game, evaluator, seat), random, others);
    long deadline = budget.deadline();
    for (int i = 0; i < budget.iterations() && (i == 0 || !budget.pastDeadline(deadline)); i++) {
      search.iterate(worlds.get().sample(random));
    }
    Action move = search.best(legal);
    if (lastMoves.size() == SAME_MOVE_RUN && lastMoves.stream().allMatch(move::equals)) {
      move = search.alternative(move, legal, LOOP_MARGIN).orElse(move);
    }
    lastMoves.addLast(move);
    if (lastMoves.size() > SAME_MOVE_RUN) {
      lastMoves.removeFirst();
    }
    return Optional.of(move);
  }

  /**
   * The worlds the seat cannot tell from the real one: the state as the seat sees it (the game
   * blanks what it may not see), with the hidden cards it cannot read dealt again. The seat's
   * picture of the cards is made once (with mental poker, its key opens its own cards), then each
   * world deals the faces it cannot read anew (which cards those are is found once, {@link HiddenCards#redeals}).
   */
  record Worlds<S extends GameState>(Game<S> game, S seen,
      Function<RandomGenerator, Optional<HiddenCards>> deals) {
    static <S extends GameState> Optional<Worlds<S>> of(Game<S> game, S state, int seat, Knowledge knowledge,
        RandomGenerator rng) {
      S seen = game.view(state, Viewer.seat(seat));
      Optional<HiddenCards> cards = game.hiddenCards(state);
      if (cards.isEmpty()) {
        return Optional.of(new Worlds<>(game, seen, null));
      }
      return cards.get().redeal(seat, knowledge, rng).filter(p -> game.withHiddenCards(seen, p).isPresent())
          .map(p -> new Worlds<>(game, seen, p.redeals(seat)));
    }

    S sample(RandomGenerator rng) {
      if (deals == null) {
        return seen;
      }
      return deals.apply(rng).flatMap(dealt -> game.withHiddenCards(seen, dealt)).orElseThrow();
    }
  }
}
