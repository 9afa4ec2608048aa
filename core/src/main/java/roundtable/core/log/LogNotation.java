package roundtable.core.log;

import roundtable.core.crypto.TableNotation;
import roundtable.core.table.Action;
import roundtable.core.game.Game;
import roundtable.core.table.Notation;

/**
 * The notation of a log line's action: the table's own actions (commit, reveal, fix) in front of
 * the game's notation.
 */
public final class LogNotation implements Notation {
  private final Notation game;

  private LogNotation(Notation game) {
    this.game = game;
  }

  public static Notation of(Game<?> game) {
    return new LogNotation(game.notation());
  }

  @Override
  public String format(Action action) {
    return TableNotation.format(action, game);
  }

  @Override
  public Action parse(String text) throws NotationException {
    return TableNotation.parse(text, game);
  }
}
