package roundtable.desktop.client.play;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import roundtable.core.bot.PersonPlayer;
import roundtable.core.bot.RandomnessPlayer;
import roundtable.core.secrets.SeatSecrets;
import roundtable.core.table.Action;
import roundtable.core.game.Game;
import roundtable.core.table.GameState;
import roundtable.core.table.Knowledge;

/**
 * One seat played by the person at the window. Its secrets answer the random draws and the
 * hidden-card steps by themselves; for a move it tells the board the legal actions once per state
 * and waits for the board's choice, without ever blocking the thread that asks (the session's or
 * the local table's): that thread is woken when the choice comes.
 */
public final class WindowPlayer<S extends GameState> extends PersonPlayer<S> {
  /** Told, on the asking thread, that the seat must choose: the feed posts it to the board. */
  @FunctionalInterface
  public interface Asking<S extends GameState> {
    void turn(int seat, S state, List<Action> legal);
  }

  private final SeatKnowledge known;
  private final Asking<S> asking;
  private final Runnable wake;
  private final AtomicReference<Action> chosen = new AtomicReference<>();
  /** The state the board was last asked about (asking thread only). */
  private S asked;

  /**
   * @param asking told when the seat must choose
   * @param wake asks the table to ask its seats again, after a choice
   */
  public WindowPlayer(SeatSecrets secrets, Asking<S> asking, Runnable wake) {
    this(new SeatKnowledge(secrets), asking, wake);
  }

  private WindowPlayer(SeatKnowledge known, Asking<S> asking, Runnable wake) {
    super(RandomnessPlayer.of(known.secrets()), known);
    this.known = known;
    this.asking = asking;
    this.wake = wake;
  }

  public SeatSecrets secrets() {
    return known.secrets();
  }

  /** What the seat knows: its secrets, and what the person committed to in secret (its board's Seen). */
  public SeatKnowledge knowledge() {
    return known;
  }

  /** A secret the person made up (render thread), learnt before the choice that commits to it. */
  public void learn(Knowledge secret) {
    known.learn(secret);
  }

  @Override
  protected Optional<Action> choose(Game<S> game, S state, int seat, List<Action> legal) {
    Action choice = chosen.getAndSet(null);
    // The list may predate a secret the person has just learnt, which the choice commits to (its
    // own graalwar deployment): then the rules are asked again with what the seat knows now.
    if (choice != null && (legal.contains(choice) || game.legalActions(state, seat, knowledge).contains(choice))) {
      asked = null;
      return Optional.of(choice);
    }
    if (choice != null) {
      asked = null; // a choice the rules refuse here: ask the board again
    }
    if (!Objects.equals(state, asked)) {
      asked = state;
      asking.turn(seat, state, legal);
    }
    return Optional.empty();
  }

  /** The board's choice (render thread): kept until the table asks again, which the wake makes it do. */
  public void choose(Action action) {
    chosen.set(action);
    wake.run();
  }
}
