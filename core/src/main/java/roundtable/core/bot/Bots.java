package roundtable.core.bot;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import roundtable.core.conquest.ConquestEvaluator;
import roundtable.core.graal.GraalEvaluator;
import roundtable.core.grailcup.GrailCupEvaluator;
import roundtable.core.graalwar.GraalwarEvaluator;
import roundtable.core.hidden.SeatSecrets;
import roundtable.core.morrigan.MorriganBot;
import roundtable.core.table.Game;
import roundtable.core.table.GameState;

/** The bots by name, with each game's evaluator for the greedy one. */
public final class Bots {
  /** Every bot name, as on the command line. */
  public static final List<String> NAMES = List.of("random", "greedy");

  private static final Map<String, Evaluator<?>> EVALUATORS = Map.of("conquest", ConquestEvaluator.INSTANCE,
      "graalwar", GraalwarEvaluator.INSTANCE, "graal", GraalEvaluator.INSTANCE, "grailcup", GrailCupEvaluator.INSTANCE);

  /** Games whose greedy bot is a bot of their own rather than a GreedyBot with an evaluator. */
  private static final Map<String, Supplier<Bot<?>>> OWN_GREEDY = Map.of("morrigan", MorriganBot::new);

  private Bots() {}

  /** The bot with this name for this game; the exception says what is wrong. */
  public static <S extends GameState> Bot<S> byName(String name, Game<S> game) {
    switch (name) {
      case "random":
        return new RandomBot<>();
      case "greedy":
        return OWN_GREEDY.containsKey(game.id()) ? ownGreedy(game) : new GreedyBot<>(evaluator(game));
      default:
        throw new IllegalArgumentException("unknown bot '" + name + "'; the bots are: " + String.join(", ", NAMES));
    }
  }


  /** A bot for every seat, each with its own random sources split off one seed's generator. */
  public static <S extends GameState> List<Player<S>> seats(Game<S> game, List<String> names, SplittableRandom root) {
    List<Player<S>> seats = new ArrayList<>();
    for (int seat = 0; seat < names.size(); seat++) {
      Bot<S> bot = byName(names.get(seat), game);
      SeatSecrets secrets = new SeatSecrets(seat, root.split());
      seats.add(new BotPlayer<>(bot, RandomnessPlayer.of(secrets), secrets, root.split()));
    }
    return seats;
  }

  @SuppressWarnings("unchecked") // OWN_GREEDY is keyed by game id, so the state type matches.
  private static <S extends GameState> Bot<S> ownGreedy(Game<S> game) {
    return (Bot<S>) OWN_GREEDY.get(game.id()).get();
  }

  @SuppressWarnings("unchecked") // EVALUATORS is keyed by game id, so the state type matches.
  private static <S extends GameState> Evaluator<S> evaluator(Game<S> game) {
    Evaluator<?> evaluator = EVALUATORS.get(game.id());
    if (evaluator == null) {
      throw new IllegalArgumentException("the greedy bot cannot play " + game.id() + " yet");
    }
    return (Evaluator<S>) evaluator;
  }
}
