package roundtable.net.discovery;

import java.io.IOException;
import java.lang.System.Logger.Level;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.SocketAddress;
import java.net.StandardProtocolFamily;
import java.net.StandardSocketOptions;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.DatagramChannel;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The tables found on the LAN: listens on the discovery port (multicast group joined on the given
 * interfaces, broadcast received too), decodes each datagram, and keeps the latest announcement of
 * each table with the time it was seen. {@link #tables(Instant)} lists those seen within the
 * expiry, so a table that stops announcing drops out of the list.
 *
 * <p>Datagrams that are not announcements (too long, or refused by the codec: with {@link
 * BeaconCodec}, malformed bytes, a bad signature, another protocol version, a fingerprint that is
 * not the signer's) are ignored, counted ({@link #garbage()}, {@link #oversized()}) and logged at
 * DEBUG; none of them throws. At most {@value
 * #MAX_TABLES} tables are kept, so a flood of made-up ones cannot grow it without end.
 *
 * <p>The socket binds the wildcard address with SO_REUSEADDR, so several listeners on one machine
 * share the port. One daemon thread receives; {@link #close()} stops it.
 */
public final class TableList implements AutoCloseable {
  /** How long a table stays listed after its last announcement. */
  public static final Duration DEFAULT_EXPIRY = Duration.ofSeconds(3);
  /** Most tables kept at once. */
  public static final int MAX_TABLES = 256;

  private static final System.Logger LOG = System.getLogger(TableList.class.getName());

  /**
   * A table as last seen.
   *
   * @param announcement its latest announcement
   * @param from where that datagram came from
   * @param lastSeen when it arrived, by the list's clock
   */
  public record Table(Announcement announcement, InetSocketAddress from, Instant lastSeen) {
    /**
     * Where to connect: the announced host (or, if it is empty, the sender's address) and the
     * announced port. Unresolved when the host is a name.
     */
    public InetSocketAddress connectTo() {
      String host = announcement.host();
      if (host.isEmpty()) {
        return new InetSocketAddress(from.getAddress(), announcement.port());
      }
      return JoinByAddress.target(host, announcement.port());
    }
  }

  private final AnnouncementCodec codec;
  private final Duration expiry;
  private final Clock clock;
  private final DatagramChannel channel;
  private final List<NetworkInterface> joined;
  private final Map<String, Table> seen = new ConcurrentHashMap<>();
  private final AtomicLong accepted = new AtomicLong();
  private final AtomicLong garbage = new AtomicLong();
  private final AtomicLong oversized = new AtomicLong();
  private final AtomicLong dropped = new AtomicLong();
  private final Thread receiver;
  private volatile boolean closed;

  /**
   * Binds the port and joins the group on each interface; {@link #start()} begins receiving.
   *
   * @param codec the datagram format
   * @param group the IPv4 multicast group ({@link Discovery#DEFAULT_GROUP})
   * @param port the UDP port ({@link Discovery#DEFAULT_PORT}); 0 picks a free one ({@link
   *     #localPort()}), for tests
   * @param interfaces where to join the group ({@link Discovery#lanInterfaces()}, or {@link
   *     Discovery#loopback()} in tests); an interface that cannot join is logged and skipped
   *     ({@link #joinedInterfaces()})
   * @param expiry how long a silent table stays listed ({@link #DEFAULT_EXPIRY})
   * @param clock stamps arrivals; {@link #tables()} reads it too
   * @throws IOException if the port cannot be bound
   */
  public TableList(
      AnnouncementCodec codec,
      InetAddress group,
      int port,
      List<NetworkInterface> interfaces,
      Duration expiry,
      Clock clock)
      throws IOException {
    this.codec = Objects.requireNonNull(codec, "codec");
    this.clock = Objects.requireNonNull(clock, "clock");
    Discovery.checkSettings(group, port, 0, expiry, "expiry");
    this.expiry = expiry;
    this.channel = DatagramChannel.open(StandardProtocolFamily.INET);
    List<NetworkInterface> ok = new ArrayList<>();
    try {
      channel.setOption(StandardSocketOptions.SO_REUSEADDR, true);
      channel.bind(new InetSocketAddress(port));
      for (NetworkInterface nic : interfaces) {
        try {
          channel.join(group, nic);
          ok.add(nic);
        } catch (IOException | RuntimeException e) {
          LOG.log(Level.WARNING, "cannot join " + group.getHostAddress() + " on " + nic.getName()
              + " (broadcast still arrives): " + e);
        }
      }
    } catch (IOException | RuntimeException e) {
      channel.close();
      throw e;
    }
    this.joined = List.copyOf(ok);
    this.receiver = new Thread(this::receiveLoop, "roundtable-table-list");
    receiver.setDaemon(true);
  }

  /**
   * A list on every LAN interface, at the default group and port, 3 s expiry, system clock,
   * taking signed beacons ({@link Discovery#listenerCodec()}).
   */
  public static TableList onLan() throws IOException {
    return new TableList(Discovery.listenerCodec(), Discovery.DEFAULT_GROUP,
        Discovery.DEFAULT_PORT, Discovery.lanInterfaces(), DEFAULT_EXPIRY, Clock.systemUTC());
  }

  /** Starts receiving. Returns this. */
  public synchronized TableList start() {
    if (closed) {
      throw new IllegalStateException("closed");
    }
    if (receiver.getState() != Thread.State.NEW) {
      throw new IllegalStateException("already started");
    }
    receiver.start();
    return this;
  }

  /** The UDP port listened on. */
  public int localPort() {
    try {
      return ((InetSocketAddress) channel.getLocalAddress()).getPort();
    } catch (IOException e) {
      throw new IllegalStateException("the discovery socket is closed", e);
    }
  }

  /** The interfaces on which the group was joined. */
  public List<NetworkInterface> joinedInterfaces() {
    return joined;
  }

  /** The tables seen within the expiry, by the list's clock now. */
  public List<Table> tables() {
    return tables(clock.instant());
  }

  /**
   * The tables seen within the expiry before {@code now} (last seen at or after now − expiry),
   * by table name then id; expired ones are forgotten.
   */
  public List<Table> tables(Instant now) {
    Instant oldest = now.minus(expiry);
    seen.values().removeIf(t -> t.lastSeen().isBefore(oldest));
    return seen.values().stream()
        .filter(t -> !t.lastSeen().isBefore(oldest))
        .sorted(Comparator.comparing((Table t) -> t.announcement().tableName())
            .thenComparing(t -> t.announcement().tableId()))
        .toList();
  }

  /** Announcements accepted so far (repeats included). */
  public long accepted() {
    return accepted.get();
  }

  /** Datagrams the codec refused so far. */
  public long garbage() {
    return garbage.get();
  }

  /** Datagrams longer than {@link Discovery#MAX_DATAGRAM_BYTES} so far. */
  public long oversized() {
    return oversized.get();
  }

  /** New tables turned away because {@value #MAX_TABLES} were already listed. */
  public long dropped() {
    return dropped.get();
  }

  private void receiveLoop() {
    // One byte more than the cap: a longer datagram arrives cut to it, and so is seen as too long.
    ByteBuffer buffer = ByteBuffer.allocate(Discovery.MAX_DATAGRAM_BYTES + 1);
    while (!closed) {
      buffer.clear();
      SocketAddress from;
      try {
        from = channel.receive(buffer);
      } catch (ClosedChannelException e) {
        return;
      } catch (IOException e) {
        if (closed) {
          return;
        }
        LOG.log(Level.DEBUG, "discovery receive failed: " + e);
        continue;
      }
      buffer.flip();
      byte[] bytes = new byte[buffer.remaining()];
      buffer.get(bytes);
      accept(bytes, (InetSocketAddress) from);
    }
  }

  /**
   * Takes one datagram as if it had arrived from {@code from}: the receiving thread calls it, and
   * tests may too.
   */
  void accept(byte[] datagram, InetSocketAddress from) {
    if (datagram.length > Discovery.MAX_DATAGRAM_BYTES) {
      oversized.incrementAndGet();
      LOG.log(Level.DEBUG, () -> "ignored an oversized datagram (over "
          + Discovery.MAX_DATAGRAM_BYTES + " bytes) from " + from);
      return;
    }
    Announcement a;
    try {
      a = codec.decode(datagram);
    } catch (RuntimeException e) {
      // IllegalArgumentException by the codec's contract; anything else is a codec bug, but the
      // LAN's garbage must not stop the listener either way.
      garbage.incrementAndGet();
      LOG.log(Level.DEBUG, () -> "ignored a datagram of " + datagram.length + " bytes from "
          + from + ": " + e.getMessage());
      return;
    }
    Instant now = clock.instant();
    // Keyed by the opener's key as well: another key can't take over a listed table's entry.
    String key = a.openerFingerprint() + "/" + a.tableId();
    if (!seen.containsKey(key) && seen.size() >= MAX_TABLES) {
      seen.values().removeIf(t -> t.lastSeen().isBefore(now.minus(expiry)));
      if (seen.size() >= MAX_TABLES) {
        dropped.incrementAndGet();
        LOG.log(Level.DEBUG, () -> "ignored table " + a.tableId() + " from " + from + ": "
            + MAX_TABLES + " tables listed already");
        return;
      }
    }
    seen.put(key, new Table(a, from, now));
    accepted.incrementAndGet();
  }

  /** Stops receiving and closes the socket. Idempotent. */
  @Override
  public void close() {
    synchronized (this) {
      if (closed) {
        return;
      }
      closed = true;
    }
    try {
      channel.close();
    } catch (IOException e) {
      LOG.log(Level.DEBUG, "closing the discovery socket: " + e);
    }
    if (receiver.getState() != Thread.State.NEW) {
      try {
        receiver.join(5_000);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }
}
