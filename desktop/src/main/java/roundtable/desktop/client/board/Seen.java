package roundtable.desktop.client.board;

import java.util.List;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Viewer;

/**
 * Who looks at the board: a seat (with what it privately knows, to read the faces opened to it) or
 * a spectator, and the names of the seats, for the labels round the board.
 */
public record Seen(Viewer viewer, Knowledge knowledge, List<String> names) {
  public Seen {
    names = List.copyOf(names);
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
