package roundtable.desktop.client.play;

import java.util.ArrayList;
import java.util.List;
import roundtable.core.table.Action;
import roundtable.core.table.Applied;
import roundtable.core.table.GameState;
import roundtable.desktop.client.board.Seen;

/** A listener that writes down what it hears, and on which thread. */
final class Recorder<S extends GameState> implements TableFeed.Listener<S> {
  record Heard<S>(int seat, S before, Action action, Applied<S> applied) {}

  record Turn<S>(int seat, S state, List<Action> legal) {}

  final List<String> calls = new ArrayList<>();
  final List<Heard<S>> applied = new ArrayList<>();
  final List<Turn<S>> turns = new ArrayList<>();
  final List<Thread> threads = new ArrayList<>();
  S begun;
  Seen seen;
  TableFeed.Ending ending;

  private void heard(String what) {
    calls.add(what);
    threads.add(Thread.currentThread());
  }

  @Override
  public void begun(S state, Seen who) {
    heard("begun");
    begun = state;
    seen = who;
  }

  @Override
  public void applied(S before, int seat, Action action, Applied<S> result) {
    heard("applied");
    applied.add(new Heard<>(seat, before, action, result));
  }

  @Override
  public void turn(int seat, S state, List<Action> legal) {
    heard("turn");
    turns.add(new Turn<>(seat, state, legal));
  }

  @Override
  public void ended(TableFeed.Ending end) {
    heard("ended");
    ending = end;
  }

  @Override
  public void news(roundtable.net.session.TableNews told) {
    heard("news");
  }

  /** The state now, as the listener knows it. */
  S now() {
    return applied.isEmpty() ? begun : applied.get(applied.size() - 1).applied().state();
  }
}
