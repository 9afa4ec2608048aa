package roundtable.net.session;

import java.io.IOException;
import java.util.HexFormat;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import roundtable.net.Wire;
import roundtable.net.discovery.Announcement;
import roundtable.net.discovery.Announcer;
import roundtable.net.identity.Identity;

/**
 * A table opened here, announced on the LAN about once a second, with its seats taken, its
 * spectators and whether its game has begun followed from the session (on a thread of its own).
 * The {@code host} command and the window's lobby both announce their tables with it.
 */
public final class SessionAnnouncer implements AutoCloseable {
  private static final System.Logger LOG = System.getLogger(SessionAnnouncer.class.getName());
  private final Announcer announcer;
  private final ScheduledExecutorService clock = Executors.newSingleThreadScheduledExecutor(r -> {
    Thread t = new Thread(r, "table-announcement");
    t.setDaemon(true);
    return t;
  });

  private SessionAnnouncer(Announcer announcer) {
    this.announcer = announcer;
  }

  /**
   * Starts announcing a table opened by {@code session} under this name.
   *
   * @throws IOException when the LAN cannot be reached (the table can still be joined by address)
   * @throws IllegalArgumentException when the name does not fit an announcement
   */
  public static SessionAnnouncer start(String tableName, String gameId, TableSpec spec, Identity opener,
      TableSession<?> session) throws IOException {
    return start(announcement(tableName, gameId, spec, opener, session.address().getPort()), opener, session,
        spec.players());
  }

  /** What a table opened here says of itself before anyone joins; checks the name. */
  public static Announcement announcement(String tableName, String gameId, TableSpec spec, Identity opener, int port) {
    return new Announcement(HexFormat.of().formatHex(spec.tableId().toByteArray()), tableName, gameId,
        PeerSetup.RULES_VERSION, 0, spec.players(), true, "", port, Wire.PROTOCOL_VERSION, opener.fingerprint(),
        false);
  }

  /** Starts announcing this announcement, then follows the session's seats, start and spectators. */
  public static SessionAnnouncer start(Announcement first, Identity opener, TableSession<?> session, int players)
      throws IOException {
    java.net.InetAddress bound = session.address().getAddress();
    Announcement now = follow(first, session, players);
    // A table bound to one address announces that address only, where it is (docs/protocol.md, "Beacon").
    SessionAnnouncer table = new SessionAnnouncer((bound.isAnyLocalAddress() ? Announcer.onLan(now, opener)
        : Announcer.onAddress(now, opener, bound)).start());
    table.clock.scheduleWithFixedDelay(() -> table.follow(session, players), 1, 1, TimeUnit.SECONDS);
    return table;
  }

  private void follow(TableSession<?> session, int players) {
    Announcement now = announcer.announcement();
    Announcement next = follow(now, session, players);
    if (!next.equals(now)) {
      announcer.update(next);
    }
  }

  /** The announcement as the session stands now. */
  static Announcement follow(Announcement now, TableSession<?> session, int players) {
    boolean started = now.started() || session.step() > 0 || session.end().isDone();
    int taken = started ? players : session.seatsTaken();
    return now.withSeats(taken, players - taken).withStarted(started)
        .withSpectators(Math.min(session.spectators(), Announcement.MAX_SPECTATORS));
  }

  /**
   * Keeps a table this seated peer joined listed on the LAN beside its opener, and once its opener is
   * gone (docs/protocol.md, "Links in play"): while {@link TableSession#announcesTheTable()}, it announces the table as it
   * was heard, at its own port, each beacon carrying the signed Start that seats it.
   */
  /** A table kept listed; closing it stops. */
  public interface Listing extends AutoCloseable {
    @Override
    void close();
  }

  public static Listing keepListed(Announcement heard, Identity me, TableSession<?> session) {
    ScheduledExecutorService clock = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "table-announcement-kept");
      t.setDaemon(true);
      return t;
    });
    Announcer[] on = new Announcer[1];
    clock.scheduleWithFixedDelay(() -> {
      boolean mine = session.announcesTheTable();
      if (mine && on[0] == null) {
        Announcement a = heard.withHost("").withPort(session.address().getPort()).withStarted(true)
            .withSeats(heard.seatsTaken() + heard.seatsFree(), 0);
        try {
          on[0] = Announcer.onLanSeated(a, me, session.signedStart().orElseThrow()).start();
        } catch (IOException | RuntimeException e) {
          LOG.log(System.Logger.Level.INFO, "cannot keep announcing the table: {0}", e.getMessage());
        }
      } else if (!mine && on[0] != null) {
        on[0].close();
        on[0] = null;
      }
    }, 1, 1, TimeUnit.SECONDS);
    return () -> {
      clock.shutdownNow();
      if (on[0] != null) {
        on[0].close();
      }
    };
  }

  @Override
  public void close() {
    clock.shutdownNow();
    announcer.close();
  }
}
