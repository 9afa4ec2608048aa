package roundtable.core.grailcup;

import roundtable.core.bot.GreedyBot;
import roundtable.core.game.Bot;
import roundtable.core.game.Game;
import roundtable.core.game.GameModule;

/** GrailCup's registration with the table: its rules and its greedy bot. */
public final class GrailCupModule implements GameModule<GrailCupState> {
  @Override
  public Game<GrailCupState> game() {
    return GrailCup.GAME;
  }

  @Override
  public Bot<GrailCupState> greedyBot() {
    return new GreedyBot<>(GrailCupEvaluator.INSTANCE, GrailCupEvaluator.WITH_KEPT_ALLIES);
  }
}
