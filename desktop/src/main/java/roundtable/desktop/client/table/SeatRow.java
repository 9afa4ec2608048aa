package roundtable.desktop.client.table;

import java.util.ArrayList;
import java.util.List;
import roundtable.desktop.client.play.NetTable;
import roundtable.net.identity.Identity;
import roundtable.proto.Seat;
import roundtable.proto.SeatAssignment;

/**
 * One seat of a table before the game, as the table screen shows it: who holds it (a person and
 * their name, a bot and its kind, or nobody yet), and whether this peer does.
 */
public record SeatRow(int seat, Holder holder, String name, String botKind, boolean mine) {
  public enum Holder { PERSON, BOT, FREE }

  /** The seats of this seating; {@code me} is this peer's key fingerprint. */
  public static List<SeatRow> of(SeatAssignment seating, String me) {
    List<SeatRow> rows = new ArrayList<>();
    for (Seat seat : seating.getSeatsList()) {
      rows.add(of(seat, me));
    }
    return rows;
  }

  static SeatRow of(Seat seat, String me) {
    if (seat.getHolderKey().isEmpty()) {
      return new SeatRow(seat.getSeat(), Holder.FREE, "", "", false);
    }
    boolean mine = Identity.fingerprint(seat.getHolderKey().toByteArray()).equals(me);
    if (NetTable.isPerson(seat)) {
      return new SeatRow(seat.getSeat(), Holder.PERSON, seat.getName(), "", mine);
    }
    return new SeatRow(seat.getSeat(), Holder.BOT, seat.getName(), seat.getBotKind(), mine);
  }

  public boolean free() {
    return holder == Holder.FREE;
  }
}
