package roundtable.net.session;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.random.RandomGenerator;
import roundtable.core.bot.PersonPlayer;
import roundtable.core.bot.RandomnessPlayer;
import roundtable.core.game.Bot;
import roundtable.core.game.Game;
import roundtable.core.table.Action;
import roundtable.core.table.GameState;
import roundtable.core.table.Knowledge;

/**
 * A seat at a table played by a bot that thinks (the strong one: a second a move): it thinks on its
 * own thread, never on the session's, which must go on reading the table meanwhile. Asked for a
 * move, it starts thinking and answers nothing yet; once the move is chosen it wakes the session,
 * which asks again and gets it, if the table is still where it was asked (else the seat thinks
 * again on the new state). Its secrets play its draws and hidden-card steps at once, as a person's.
 */
final class ThinkingSeat<S extends GameState> extends PersonPlayer<S> {
  private final Bot<S> bot;
  private final RandomGenerator rng;
  private final ExecutorService worker;
  private volatile Runnable wake = () -> { };
  /** The state thought about, until its move is taken (guarded by this). */
  private S asked;
  /** The move chosen for it, once chosen (guarded by this). */
  private Optional<Action> chosen;

  ThinkingSeat(Bot<S> bot, RandomnessPlayer<S> randomness, Knowledge knowledge, RandomGenerator rng, int seat) {
    super(randomness, knowledge);
    this.bot = bot;
    this.rng = rng;
    ThreadPoolExecutor one = new ThreadPoolExecutor(1, 1, 10, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), task -> {
      Thread thread = new Thread(task, "bot-" + bot.name() + "-seat-" + seat);
      thread.setDaemon(true);
      return thread;
    });
    one.allowCoreThreadTimeOut(true); // no thread left behind once the game is over
    this.worker = one;
  }

  @Override
  public String name() {
    return "bot:" + bot.name();
  }

  /** Who to wake once a move is chosen (the session asks its seats again). */
  void wakes(Runnable wake) {
    this.wake = wake;
  }

  @Override
  protected Optional<Action> choose(Game<S> game, S state, int seat, List<Action> legal) {
    synchronized (this) {
      if (asked == state) {
        if (chosen == null) {
          return Optional.empty(); // still thinking
        }
        Optional<Action> move = chosen.filter(legal::contains);
        asked = null;
        chosen = null;
        return move;
      }
      asked = state;
      chosen = null;
    }
    worker.execute(() -> think(game, state, seat));
    return Optional.empty();
  }

  private void think(Game<S> game, S state, int seat) {
    synchronized (this) {
      if (asked != state) {
        return; // the table moved on before this was begun
      }
    }
    Optional<Action> move = bot.choose(game, state, seat, knowledge, rng);
    synchronized (this) {
      if (asked != state) {
        return;
      }
      chosen = move;
    }
    wake.run();
  }
}
