package roundtable.desktop.client.board;

import java.util.function.IntFunction;
import roundtable.desktop.client.Words;

/**
 * Who reads a game's log: the window's seat (-1 for a spectator) and how a seat is named (a name,
 * a colour). A line about the reader's own seat takes the key's {@code .you} words ("You draw a
 * card", "Vous piochez une carte"); a line that names it as the other player the {@code .toYou}
 * words ("Bob attacks you"); a line about a player and itself the {@code .self} words, where the
 * game has them. Every card game's log words its events through one.
 */
public record Reader(int seat, IntFunction<String> names) {
  /** A line about {@code subject}: {0} is its name, then {@code more}. */
  public String says(Words w, String key, int subject, Object... more) {
    return w.get(mine(subject) ? key + ".you" : key, args(more, subject));
  }

  /** A line about {@code subject} and another player: {0} and {1} are their names, then {@code more}. */
  public String saysTo(Words w, String key, int subject, int other, Object... more) {
    String k = subject == other && w.has(key + ".self") ? key + ".self" : key;
    return w.get(mine(subject) ? k + ".you" : mine(other) ? k + ".toYou" : k, args(more, subject, other));
  }

  /** Whether this seat is the reader's own (a spectator has none). */
  private boolean mine(int subject) {
    return subject >= 0 && subject == seat;
  }

  private Object[] args(Object[] more, int... seats) {
    Object[] args = new Object[seats.length + more.length];
    for (int i = 0; i < seats.length; i++) {
      args[i] = names.apply(seats[i]);
    }
    System.arraycopy(more, 0, args, seats.length, more.length);
    return args;
  }
}
