package roundtable.core.graal;

import roundtable.core.bot.GreedyBot;
import roundtable.core.game.Bot;
import roundtable.core.game.Game;
import roundtable.core.game.GameModule;

/** Graal's registration with the table: its rules and its greedy bot. */
public final class GraalModule implements GameModule<GraalState> {
  @Override
  public Game<GraalState> game() {
    return Graal.GAME;
  }

  @Override
  public Bot<GraalState> greedyBot() {
    return new GreedyBot<>(GraalEvaluator.INSTANCE);
  }
}
