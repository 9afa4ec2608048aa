package roundtable.desktop.client.table;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import roundtable.net.session.TableNews;
import roundtable.desktop.client.Said;
import roundtable.proto.SeatAssignment;

/**
 * What the table screen shows before the game, without any window: the seats, the options, this
 * peer's Ready, where the table stands (waiting for players, for people to be ready, beginning,
 * or closed), and the chat. The screen reads the session each frame into {@link #read}; every change
 * bumps {@link #version}. Render thread only.
 *
 * @see TablePlace what the table is and who this peer is there
 */
public final class TableModel {
  private final TablePlace place;
  private List<SeatRow> seats = List.of();
  private List<TableNews> lines = List.of();
  private boolean ready = true;
  private boolean started;
  private Optional<String> closed = Optional.empty();
  private Optional<Map<String, String>> options;
  private Optional<String> takeoverBot = Optional.empty();
  private int version;

  public TableModel(TablePlace place) {
    this.place = place;
    this.options = place.options();
    this.ready = !place.opener(); // the opener's person starts the game (TableSession.StartWhen.OPENER_STARTS)
  }

  public TablePlace place() {
    return place;
  }

  public int version() {
    return version;
  }

  /**
   * The table as the session sees it now; whether anything changed.
   *
   * @param heardOptions the options the opener said (empty until it says them; the opener's own are known)
   * @param takeover the bot the table seats in the place of a peer away too long, once known
   */
  public boolean read(SeatAssignment seating, List<TableNews> heard, boolean begun, Optional<String> stopped,
      Optional<Map<String, String>> heardOptions, Optional<String> takeover) {
    List<SeatRow> nextSeats = SeatRow.of(seating, place.me());
    Optional<Map<String, String>> nextOptions = place.options().isPresent() || heardOptions.isEmpty() ? options
        : heardOptions.map(Map::copyOf);
    boolean changed = !nextSeats.equals(seats) || !heard.equals(lines) || begun != started || !stopped.equals(closed)
        || !nextOptions.equals(options) || !takeover.equals(takeoverBot);
    if (changed) {
      options = nextOptions;
      takeoverBot = takeover;
      seats = nextSeats;
      lines = List.copyOf(heard);
      started = begun;
      closed = stopped;
      version++;
    }
    return changed;
  }

  public List<SeatRow> seats() {
    return seats;
  }

  /** The chat and news heard at the table. */
  public List<TableNews> lines() {
    return lines;
  }

  /** The options, when known here: the opener's own, or those the opener said. */
  public Optional<Map<String, String>> options() {
    return options;
  }

  /** The kind of bot the table seats by vote in the place of a peer away too long, once known here. */
  public Optional<String> takeoverBot() {
    return takeoverBot;
  }

  /** Whether this peer holds a person's seat whose Ready it says (the opener's own seat is always ready). */
  public boolean readyOffered() {
    return !place.spectator() && seats.stream().anyMatch(s -> s.mine() && s.holder() == SeatRow.Holder.PERSON);
  }

  /** The opener's person starts the game itself (rather than saying it is ready). */
  public boolean startOffered() {
    return place.opener() && readyOffered();
  }

  /** Start may be clicked: every seat is held, and the opener has not started yet. */
  public boolean startEnabled() {
    return startOffered() && !seats.isEmpty() && free() == 0 && !ready && !started && closed.isEmpty();
  }

  /** The opener clicked Start: true when the session is to be told (this peer's person is ready). */
  public boolean start() {
    if (!startEnabled()) {
      return false;
    }
    ready = true;
    version++;
    return true;
  }

  public boolean ready() {
    return ready;
  }

  /** Ready the other way round; the new value, for the session. */
  public boolean toggleReady() {
    ready = !ready;
    version++;
    return ready;
  }

  public boolean started() {
    return started;
  }

  public int free() {
    return (int) seats.stream().filter(SeatRow::free).count();
  }

  /** Where the table stands, in words. */
  public Said status() {
    if (closed.isPresent()) {
      return Said.of("table.status.closed", closed.get());
    }
    if (started) {
      return Said.of("table.status.started");
    }
    if (seats.isEmpty()) {
      return Said.of("table.status.reaching");
    }
    if (free() > 0) {
      return Said.of(free() == 1 ? "table.status.free.one" : "table.status.free", free());
    }
    if (startOffered() && !ready) {
      return Said.of("table.status.start");
    }
    if (readyOffered() && !ready) {
      return Said.of("table.status.youNotReady");
    }
    return Said.of("table.status.ready");
  }
}
