package roundtable.core.graal;

import roundtable.core.bot.GreedyBot;
import roundtable.core.game.Bot;
import roundtable.core.game.Game;
import roundtable.core.game.GameModule;

/**
 * Graal's registration with the table: its rules and its greedy bot, which lends the searching bot
 * its evaluator for a search and its picture of the other players ({@link GraalOthers}).
 */
public final class GraalModule implements GameModule<GraalState> {
  @Override
  public Game<GraalState> game() {
    return Graal.GAME;
  }

  @Override
  public Bot<GraalState> greedyBot() {
    GreedyBot<GraalState> greedy = new GreedyBot<>(GraalEvaluator.INSTANCE);
    return new GreedyBot<>(GraalEvaluator.INSTANCE, GraalEvaluator.FOR_SEARCH, new GraalOthers(greedy));
  }
}
