package roundtable.desktop.client.board;

import java.util.List;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Viewer;

/**
 * Who looks at the board: a seat (with what it privately knows, to read the faces opened to it) or
 * a spectator, and the names of the seats, for the labels round the board.
 *
 * @param left the seat looking left the game for good: it still sees the board from its place, but
 *     the words no longer speak to it ("You lay…" would be the open-handed bot's move)
 */
public record Seen(Viewer viewer, Knowledge knowledge, List<String> names, boolean left) {
  public Seen {
    names = List.copyOf(names);
  }

  public Seen(Viewer viewer, Knowledge knowledge, List<String> names) {
    this(viewer, knowledge, names, false);
  }

  /** The same seat, once it has left the game for good. */
  public Seen leftTheGame() {
    return new Seen(viewer, knowledge, names, true);
  }

  /** The seat the words speak to ("you"), or -1: a spectator, or a seat that left the game for good. */
  public int you() {
    return left ? -1 : seat();
  }

  public static Seen spectator(List<String> names) {
    return new Seen(Viewer.SPECTATOR, Knowledge.NOTHING, names);
  }

  /** The seat looking, or -1 for a spectator. */
  public int seat() {
    return viewer instanceof Viewer.Seat s ? s.index() : -1;
  }

  /** The seat's name, or "#" and its number counted from 1 (as the log and the news say it) when it has none. */
  public String name(int seat) {
    return seat >= 0 && seat < names.size() && !names.get(seat).isBlank() ? names.get(seat) : "#" + (seat + 1);
  }
}
