package roundtable.core.conquest;

import roundtable.core.bot.GreedyBot;
import roundtable.core.game.Bot;
import roundtable.core.game.Game;
import roundtable.core.game.GameModule;

/** Conquest's registration with the table: its rules and its greedy bot. */
public final class ConquestModule implements GameModule<ConquestState> {
  @Override
  public Game<ConquestState> game() {
    return Conquest.GAME;
  }

  @Override
  public Bot<ConquestState> greedyBot() {
    return new GreedyBot<>(ConquestEvaluator.INSTANCE);
  }
}
