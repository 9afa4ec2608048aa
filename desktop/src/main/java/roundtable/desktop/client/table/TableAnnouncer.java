package roundtable.desktop.client.table;

import java.io.IOException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.util.Collections;
import java.util.HexFormat;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import roundtable.net.Wire;
import roundtable.net.discovery.Announcement;
import roundtable.net.discovery.Announcer;
import roundtable.net.discovery.Discovery;
import roundtable.net.identity.Identity;
import roundtable.net.session.PeerSetup;
import roundtable.net.session.TableSession;
import roundtable.net.session.TableSpec;

/**
 * A table this laptop opened, announced on the LAN about once a second, its seats, its spectators
 * and whether its game has begun kept up to date from the session (on a thread of its own, never the screen's).
 */
public final class TableAnnouncer implements AutoCloseable {
  private final Announcer announcer;
  private final ScheduledExecutorService clock = Executors.newSingleThreadScheduledExecutor(r -> {
    Thread t = new Thread(r, "table-announcement");
    t.setDaemon(true);
    return t;
  });

  private TableAnnouncer(Announcer announcer) {
    this.announcer = announcer;
  }

  /**
   * Starts announcing the table.
   *
   * @throws IOException when the LAN cannot be reached (the table can still be joined by address)
   * @throws IllegalArgumentException when the name does not fit an announcement
   */
  public static TableAnnouncer start(String tableName, String gameId, TableSpec spec, Identity opener,
      TableSession<?> session) throws IOException {
    Announcement first = new Announcement(HexFormat.of().formatHex(spec.tableId().toByteArray()), tableName, gameId,
        PeerSetup.RULES_VERSION, session.seatsTaken(), spec.players() - session.seatsTaken(), true, "",
        session.address().getPort(), Wire.PROTOCOL_VERSION, opener.fingerprint(), false);
    TableAnnouncer table = new TableAnnouncer(Announcer.onLan(first, opener).start());
    table.clock.scheduleWithFixedDelay(() -> table.follow(session, spec.players()), 1, 1, TimeUnit.SECONDS);
    return table;
  }

  private void follow(TableSession<?> session, int players) {
    Announcement now = announcer.announcement();
    boolean started = session.step() > 0 || session.end().isDone();
    int taken = started ? players : session.seatsTaken();
    Announcement next = now.withSeats(taken, players - taken).withStarted(started)
        .withSpectators(Math.min(session.spectators(), Announcement.MAX_SPECTATORS));
    if (!next.equals(now)) {
      announcer.update(next);
    }
  }

  /** The address others join at: this machine's first LAN address (IPv4), or the loopback. */
  public static String lanHost() {
    for (var nic : Discovery.lanInterfaces()) {
      for (InetAddress a : Collections.list(nic.getInetAddresses())) {
        if (a instanceof Inet4Address) {
          return a.getHostAddress();
        }
      }
    }
    return "127.0.0.1";
  }

  @Override
  public void close() {
    clock.shutdownNow();
    announcer.close();
  }
}
