package roundtable.core.morrigan;

import roundtable.core.game.Bot;
import roundtable.core.game.Game;
import roundtable.core.game.GameModule;

/** Morrigan's registration with the table: its rules and its greedy bot. */
public final class MorriganModule implements GameModule<MorriganState> {
  @Override
  public Game<MorriganState> game() {
    return Morrigan.GAME;
  }

  @Override
  public Bot<MorriganState> greedyBot() {
    return new MorriganBot();
  }
}
