package roundtable.core.graalwar;

import roundtable.core.bot.GreedyBot;
import roundtable.core.game.Bot;
import roundtable.core.game.Game;
import roundtable.core.game.GameModule;

/** Graalwar's registration with the table: its rules and its greedy bot. */
public final class GraalwarModule implements GameModule<GraalwarState> {
  @Override
  public Game<GraalwarState> game() {
    return Graalwar.GAME;
  }

  @Override
  public Bot<GraalwarState> greedyBot() {
    return new GreedyBot<>(GraalwarEvaluator.INSTANCE, GraalwarEvaluator.WITH_SPEARHEAD);
  }
}
