package roundtable.desktop.client.lobby;

import java.time.Instant;
import java.util.List;
import roundtable.net.session.TableStore;

/**
 * A game kept in the Round Table home, as the lobby lists it: the game, the table (its name, or the
 * start of its id), the seats' names and which are this identity's, how many actions its log holds
 * and when it was last saved; whether this identity opened the table (Resume opens it again) or
 * joined it (Resume reaches the others at {@link #addresses}, in turn); whether it ended (played out,
 * stopped, given up or forgotten: Replay only).
 *
 * @param as the name of the identity that holds its seats here
 */
public record KeptGame(String key, String gameId, String table, List<String> seats, List<Integer> mine, String as,
    int steps, Instant saved, boolean opened, List<String> addresses, TableStore store, boolean ended) {
  public KeptGame {
    seats = List.copyOf(seats);
    mine = List.copyOf(mine);
    addresses = List.copyOf(addresses);
  }

  /** The seats as one line, this identity's marked: "kitchen, bob (you)". */
  public String seatsLine(String you) {
    StringBuilder line = new StringBuilder();
    for (int i = 0; i < seats.size(); i++) {
      line.append(i == 0 ? "" : ", ").append(seats.get(i).isEmpty() ? "—" : seats.get(i));
      if (mine.contains(i)) {
        line.append(" (").append(you).append(')');
      }
    }
    return line.toString();
  }
}
