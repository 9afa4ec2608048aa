package roundtable.desktop.client.play;

import java.util.List;
import java.util.Optional;
import roundtable.net.session.TableNews;
import roundtable.core.crypto.Audit;
import roundtable.core.table.Action;
import roundtable.core.table.Applied;
import roundtable.core.table.Event;
import roundtable.core.game.Game;
import roundtable.core.table.GameState;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Outcome;
import roundtable.desktop.client.board.Seen;

/**
 * Where a board gets its game from: a local game against bots, or a session at a table on the LAN.
 * The feed plays on its own threads and tells its listener on the render thread only (through the
 * client's {@code Post}); the board answers with {@link #choose} for the window's seat.
 */
public interface TableFeed<S extends GameState> extends AutoCloseable {
  Game<S> game();

  /** Starts telling the listener, on the render thread, what happens at the table. */
  void open(Listener<S> listener);

  /** The window's seat chose this action (one the listener was offered). */
  void choose(Action action);

  /**
   * The window's seat holds this secret from now on (a deployment it arranged and its salt), to
   * choose the action that commits to it next: the rules offer that action only to a seat that
   * knows the secret.
   */
  default void learn(Knowledge secret) {}

  /** Whether this table has a chat (a local game has none). */
  default boolean chats() {
    return false;
  }

  /** Sends a chat line. */
  default void say(String text) {}

  /**
   * Whether the window's seat may leave this game for good (DESIGN, "A seat that leaves for good"):
   * at a table on the LAN, where its key can be published; a local game against bots has nobody to
   * leave for. Whether the game allows it now is the board's to say, from the state.
   */
  default boolean leavesForGood() {
    return false;
  }

  /**
   * The window's seat leaves the game for good: its key and shuffle seeds go out, signed, in place of
   * its next action, and an open-handed bot that every peer computes plays it on. The table stays open:
   * the board watches the game to its end. Called on the render thread; the feed hands it to its own.
   */
  default void leaveForGood() {}

  /** Leaves the table. */
  @Override
  void close();

  /** What a board hears, always on the render thread. */
  interface Listener<S extends GameState> {
    /** The game began, or the board opened on it: the state now and who looks at it. */
    void begun(S state, Seen seen);

    /**
     * The board goes back to an earlier state (a replay stepped back): the state, who looks, and what
     * was done up to it, for the log; whatever came after it, the ending too, is forgotten.
     */
    default void rewound(S state, Seen seen, List<Past> past) {
      begun(state, seen);
    }

    /** One action was applied: the state before, who acted, what, and the rules' result. */
    void applied(S before, int seat, Action action, Applied<S> applied);

    /** The window's seat must choose one of these legal actions in this state. */
    void turn(int seat, S state, List<Action> legal);

    /** The game is over, or stopped. */
    void ended(Ending ending);

    /** Chat or news from the table. */
    void news(TableNews news);
  }

  /** An action applied before a state the board goes back to, with the rules' events. */
  record Past(int seat, Action action, List<Event> events) {
    public Past {
      events = List.copyOf(events);
    }
  }

  /**
   * How a game ended.
   *
   * @param outcome the rules' outcome; empty when the game stopped before its end
   * @param stop why it stopped, when it did (empty when it ended, or a replay stops before the end)
   * @param audit the audit of the hidden cards, when the game had one
   */
  record Ending(Optional<Outcome> outcome, Optional<Stop> stop, Optional<Audit.Result> audit) {
    public static Ending stopped(Stop stop) {
      return new Ending(Optional.empty(), Optional.of(stop), Optional.empty());
    }
  }
}
