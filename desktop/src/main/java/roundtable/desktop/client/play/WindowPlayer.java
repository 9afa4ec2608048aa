package roundtable.desktop.client.play;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import roundtable.core.bot.Player;
import roundtable.core.bot.RandomnessPlayer;
import roundtable.core.hidden.SeatSecrets;
import roundtable.core.table.Action;
import roundtable.core.table.Decision;
import roundtable.core.table.Game;
import roundtable.core.table.GameState;

/**
 * One seat played by the person at the window. Its secrets answer the random draws and the
 * hidden-card steps by themselves; for a move it tells the board the legal actions once per state
 * and waits for the board's choice, without ever blocking the thread that asks (the session's or
 * the local table's): that thread is woken when the choice comes.
 */
public final class WindowPlayer<S extends GameState> implements Player<S> {
  /** Told, on the asking thread, that the seat must choose: the feed posts it to the board. */
  @FunctionalInterface
  public interface Asking<S extends GameState> {
    void turn(int seat, S state, List<Action> legal);
  }

  private final SeatSecrets secrets;
  private final RandomnessPlayer<S> randomness;
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
    this.secrets = secrets;
    this.randomness = RandomnessPlayer.of(secrets);
    this.asking = asking;
    this.wake = wake;
  }

  public SeatSecrets secrets() {
    return secrets;
  }

  @Override
  public String name() {
    return "person";
  }

  @Override
  public Optional<Action> act(Game<S> game, S state, int seat, Decision decision) {
    if (decision == Decision.RANDOMNESS || decision == Decision.PROTOCOL_STEP) {
      return Optional.of(randomness.act(game, state, seat));
    }
    List<Action> legal = game.legalActions(state, seat, secrets);
    if (legal.isEmpty()) {
      return Optional.empty(); // named with others (a secret token's possible holders), not this one
    }
    Action choice = chosen.getAndSet(null);
    if (choice != null && legal.contains(choice)) {
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

  @Override
  public Optional<Action> audit(Game<S> game, S state, int seat) {
    return randomness.audit(game, state, seat);
  }
}
