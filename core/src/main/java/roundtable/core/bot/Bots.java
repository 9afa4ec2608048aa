package roundtable.core.bot;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import roundtable.core.game.Bot;
import roundtable.core.game.Game;
import roundtable.core.game.GameCatalog;
import roundtable.core.game.GameModule;
import roundtable.core.secrets.SeatSecrets;
import roundtable.core.table.GameState;

/** The bots by name; the greedy one is each game's own, from its {@link GameModule}. */
public final class Bots {
  /** Every bot name, as on the command line. */
  public static final List<String> NAMES = List.of("random", "greedy", "strong");

  /**
   * The strong bot's budget where none is given: a number of iterations, since core reads no clock
   * (DESIGN); the peers and the commands give a time per move ({@code PeerSetup.A_SECOND_A_MOVE}).
   */
  public static final ThinkingBudget DEFAULT_BUDGET = ThinkingBudget.iterations(200);

  private Bots() {}

  /**
   * The searching bot for this game with this budget: the evaluator of the game's greedy bot judges
   * the positions it reaches, and the greedy bot plays what it does not search; a game without a
   * module gets a random one and judges only the end of the game.
   */
  public static <S extends GameState> StrongBot<S> strong(Game<S> game, ThinkingBudget budget) {
    Bot<S> fallback = GameCatalog.moduleOf(game.id()).isPresent() ? greedy(game) : new RandomBot<>();
    Evaluator<S> evaluator = fallback instanceof Judging<?> judging ? judging(judging) : null;
    Bot<S> others = fallback instanceof Judging<?> judging ? othersModel(judging) : null;
    return new StrongBot<>(evaluator, fallback, budget, others);
  }

  @SuppressWarnings("unchecked") // the fallback is the game's own greedy bot: it models the game's players
  private static <S extends GameState> Bot<S> othersModel(Judging<?> judging) {
    return (Bot<S>) judging.othersModel();
  }

  @SuppressWarnings("unchecked") // the fallback is the game's own greedy bot: it judges the game's states
  private static <S extends GameState> Evaluator<S> judging(Judging<?> judging) {
    return (Evaluator<S>) judging.evaluator();
  }

  /** The bot with this name for this game; the exception says what is wrong. */
  public static <S extends GameState> Bot<S> byName(String name, Game<S> game) {
    return byName(name, game, DEFAULT_BUDGET);
  }

  /**
   * The bot with this name for this game, a strong one thinking within this budget (the other bots
   * do not think); the exception says what is wrong.
   */
  public static <S extends GameState> Bot<S> byName(String name, Game<S> game, ThinkingBudget budget) {
    switch (name) {
      case "random":
        return new RandomBot<>();
      case "greedy":
        return greedy(game);
      case "strong":
        return strong(game, budget);
      default:
        throw new IllegalArgumentException("unknown bot '" + name + "'; the bots are: " + String.join(", ", NAMES));
    }
  }


  /** A bot for every seat, each with its own random sources split off one seed's generator. */
  public static <S extends GameState> List<Player<S>> seats(Game<S> game, List<String> names, SplittableRandom root) {
    return seats(game, names, root, DEFAULT_BUDGET);
  }

  /** The same, the strong bots thinking within this budget. */
  public static <S extends GameState> List<Player<S>> seats(Game<S> game, List<String> names, SplittableRandom root,
      ThinkingBudget budget) {
    List<Player<S>> seats = new ArrayList<>();
    for (int seat = 0; seat < names.size(); seat++) {
      Bot<S> bot = byName(names.get(seat), game, budget);
      SeatSecrets secrets = new SeatSecrets(seat, root.split());
      seats.add(new BotPlayer<>(bot, RandomnessPlayer.of(secrets), secrets, root.split()));
    }
    return seats;
  }

  @SuppressWarnings("unchecked") // the module is found by the game's id, so the state type matches.
  private static <S extends GameState> Bot<S> greedy(Game<S> game) {
    GameModule<?> module = GameCatalog.moduleOf(game.id())
        .orElseThrow(() -> new IllegalArgumentException("the greedy bot cannot play " + game.id() + " yet"));
    return (Bot<S>) module.greedyBot();
  }
}
