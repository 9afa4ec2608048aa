package roundtable.desktop.client.play;

import java.util.List;
import roundtable.core.game.Game;
import roundtable.core.table.Action;
import roundtable.core.table.GameState;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Viewer;
import roundtable.desktop.client.board.Seen;

/**
 * A table that stands still at one state (open cards), the window's seat asked to act: for a
 * screenshot of a position that play rarely reaches (a hand of a dozen cards). Choices are ignored.
 */
public final class Posed<S extends GameState> implements TableFeed<S> {
  private final Game<S> game;
  private final S state;
  private final int seat;
  private final List<String> names;

  public Posed(Game<S> game, S state, int seat, List<String> names) {
    this.game = game;
    this.state = state;
    this.seat = seat;
    this.names = List.copyOf(names);
  }

  @Override
  public Game<S> game() {
    return game;
  }

  @Override
  public void open(Listener<S> listener) {
    listener.begun(state, new Seen(Viewer.seat(seat), Knowledge.NOTHING, names));
    List<Action> legal = game.legalActions(state, seat, Knowledge.NOTHING);
    if (!legal.isEmpty()) {
      listener.turn(seat, state, legal);
    }
  }

  @Override
  public void choose(Action action) {}

  @Override
  public void close() {}
}
