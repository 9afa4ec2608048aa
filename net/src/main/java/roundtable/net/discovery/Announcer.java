package roundtable.net.discovery;

import java.io.IOException;
import java.lang.System.Logger.Level;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.InterfaceAddress;
import java.net.NetworkInterface;
import java.net.StandardProtocolFamily;
import java.net.StandardSocketOptions;
import java.net.UnknownHostException;
import java.nio.ByteBuffer;
import java.nio.channels.DatagramChannel;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import roundtable.net.identity.Identity;

/**
 * Announces a table on the LAN: every period (about a second), the current {@link Announcement}
 * goes to the multicast group on each given interface and to each of the interfaces' subnet
 * broadcast addresses.
 *
 * <p>Each IPv4 address of each interface gets its own socket, bound to that address, so the
 * sending interface is always chosen here and never by the default route; multicast leaves by
 * {@code IP_MULTICAST_IF} of that interface, with TTL {@value Discovery#LAN_TTL} (0 on loopback).
 * Broadcast goes to the subnet's broadcast address (127.255.255.255 on loopback), never to
 * 255.255.255.255. Interfaces without an IPv4 address are skipped.
 *
 * <p>An announcement whose {@code host} is empty is sent with the sending address filled in, so
 * each subnet hears an address it can reach. A failed send is logged and counted; the next period
 * tries again. One daemon thread sends; {@link #close()} stops it and closes the sockets.
 */
public final class Announcer implements AutoCloseable {
  /** About once a second, as DESIGN.md says. */
  public static final Duration DEFAULT_PERIOD = Duration.ofSeconds(1);

  private static final System.Logger LOG = System.getLogger(Announcer.class.getName());

  /** The two ways an announcement travels; a LAN announcer uses both. */
  public enum Via {
    /** To the multicast group, out of each interface. */
    MULTICAST,
    /** To each subnet's broadcast address. */
    BROADCAST
  }

  private final AnnouncementCodec codec;
  private final InetSocketAddress groupTarget;
  private final Duration period;
  private final List<Sender> senders;
  private final ScheduledExecutorService timer;
  private final AtomicLong sent = new AtomicLong();
  private final AtomicLong failures = new AtomicLong();
  private volatile Announcement announcement;
  private volatile boolean started;
  private volatile boolean closed;

  /** One socket bound to one IPv4 address of one interface. */
  private record Sender(
      NetworkInterface nic,
      Inet4Address local,
      DatagramChannel channel,
      boolean multicast,
      InetSocketAddress broadcast) {}

  /**
   * Opens one socket per IPv4 address of the given interfaces; {@link #start()} begins sending.
   *
   * @param announcement what to announce first ({@link #update} changes it)
   * @param codec the datagram format
   * @param group an IPv4 multicast group ({@link Discovery#DEFAULT_GROUP})
   * @param port the UDP port listeners bind ({@link Discovery#DEFAULT_PORT})
   * @param period time between two announcements ({@link #DEFAULT_PERIOD})
   * @param interfaces where to announce ({@link Discovery#lanInterfaces()}, or {@link
   *     Discovery#loopback()} in tests); each is used as given, loopback included
   * @throws IOException if no socket at all can be set up (an interface that fails while others
   *     work is logged and skipped)
   * @throws IllegalArgumentException if the group is not IPv4 multicast, the port is not 1..65535
   *     or the period not positive
   */
  public Announcer(
      Announcement announcement,
      AnnouncementCodec codec,
      InetAddress group,
      int port,
      Duration period,
      List<NetworkInterface> interfaces)
      throws IOException {
    this(announcement, codec, group, port, period, interfaces, EnumSet.allOf(Via.class));
  }

  /**
   * As the other constructor, sending only the given ways (a test of one of them, say).
   *
   * @param via multicast, broadcast or both; not empty
   */
  public Announcer(
      Announcement announcement,
      AnnouncementCodec codec,
      InetAddress group,
      int port,
      Duration period,
      List<NetworkInterface> interfaces,
      Set<Via> via)
      throws IOException {
    if (via.isEmpty()) {
      throw new IllegalArgumentException("no way to announce: via is empty");
    }
    this.announcement = Objects.requireNonNull(announcement, "announcement");
    this.codec = Objects.requireNonNull(codec, "codec");
    Discovery.checkSettings(group, port, 1, period, "period");
    codec.encode(announcement); // fails now, not on the timer, if it cannot be sent
    this.groupTarget = new InetSocketAddress(group, port);
    this.period = period;
    List<Sender> opened = new ArrayList<>();
    IOException lastFailure = null;
    for (NetworkInterface nic : interfaces) {
      try {
        openSenders(nic, port, via, opened);
      } catch (IOException e) {
        // One odd adapter must not silence the others.
        LOG.log(Level.WARNING, e.getMessage());
        lastFailure = e;
      }
    }
    if (opened.isEmpty() && lastFailure != null) {
      throw lastFailure;
    }
    this.senders = List.copyOf(opened);
    if (senders.isEmpty()) {
      LOG.log(Level.INFO, "no IPv4 interface to announce on; only join by address will work");
    }
    this.timer = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "roundtable-announcer");
      t.setDaemon(true);
      return t;
    });
  }

  /**
   * An announcer on every LAN interface, to the default group and port, once a second, sending
   * beacons signed by the opener ({@link Discovery#announcerCodec}).
   *
   * @param opener the identity whose fingerprint the announcement names
   * @throws IllegalArgumentException if the announcement cannot be sent as this opener's beacon
   */
  public static Announcer onLan(Announcement announcement, Identity opener) throws IOException {
    return new Announcer(announcement, Discovery.announcerCodec(opener), Discovery.DEFAULT_GROUP,
        Discovery.DEFAULT_PORT, DEFAULT_PERIOD, Discovery.lanInterfaces());
  }

  /**
   * An announcer for a table bound to one address ({@code host --bind ADDR}): only on the
   * interface that holds it, every beacon naming that address, never another of the machine's.
   *
   * @throws IOException when no interface holds the address, or it cannot announce there
   */
  public static Announcer onAddress(Announcement announcement, Identity opener, InetAddress bound) throws IOException {
    return atAddress(announcement, Discovery.announcerCodec(opener), Discovery.DEFAULT_PORT, DEFAULT_PERIOD, bound);
  }

  static Announcer atAddress(Announcement announcement, AnnouncementCodec codec, int port, Duration period,
      InetAddress bound) throws IOException {
    NetworkInterface nic = NetworkInterface.getByInetAddress(bound);
    if (nic == null) {
      throw new IOException("no interface holds " + bound.getHostAddress());
    }
    return new Announcer(announcement.withHost(bound.getHostAddress()), codec, Discovery.DEFAULT_GROUP, port, period,
        List.of(nic));
  }

  /**
   * An announcer on every LAN interface of a seated peer that keeps announcing a started table
   * whose opener is gone: its beacons carry the signed Start that seats it ({@link BeaconCodec}).
   */
  public static Announcer onLanSeated(Announcement announcement, Identity seated,
      roundtable.proto.SignedEnvelope start) throws IOException {
    return new Announcer(announcement, new BeaconCodec(seated, start), Discovery.DEFAULT_GROUP,
        Discovery.DEFAULT_PORT, DEFAULT_PERIOD, Discovery.lanInterfaces());
  }

  private static void openSenders(
      NetworkInterface nic, int port, Set<Via> via, List<Sender> out) throws IOException {
    boolean multicastDone = false;
    for (InterfaceAddress ia : nic.getInterfaceAddresses()) {
      if (!(ia.getAddress() instanceof Inet4Address local)) {
        continue;
      }
      InetSocketAddress broadcast =
          via.contains(Via.BROADCAST) ? broadcastOf(nic, ia, port) : null;
      boolean multicast = via.contains(Via.MULTICAST) && !multicastDone;
      if (!multicast && broadcast == null) {
        continue;
      }
      multicastDone = true;
      DatagramChannel channel = DatagramChannel.open(StandardProtocolFamily.INET);
      try {
        channel.setOption(StandardSocketOptions.SO_BROADCAST, broadcast != null);
        channel.setOption(StandardSocketOptions.IP_MULTICAST_IF, nic);
        channel.setOption(StandardSocketOptions.IP_MULTICAST_TTL,
            nic.isLoopback() ? 0 : Discovery.LAN_TTL);
        channel.setOption(StandardSocketOptions.IP_MULTICAST_LOOP, true);
        channel.bind(new InetSocketAddress(local, 0));
      } catch (IOException | RuntimeException e) {
        closeQuietly(channel);
        throw new IOException("cannot announce on " + nic.getName() + " " + local.getHostAddress()
            + ": " + e.getMessage(), e);
      }
      out.add(new Sender(nic, local, channel, multicast, broadcast));
      LOG.log(Level.DEBUG, () -> "announcing on " + nic.getName() + " from "
          + local.getHostAddress() + (multicast ? " by multicast" : "")
          + (broadcast != null ? " and broadcast to " + broadcast : ""));
    }
  }

  /**
   * The subnet's broadcast address, or null if it has none. Loopback reports none, so it gets the
   * one its prefix gives (127.255.255.255 for 127.0.0.1/8). 255.255.255.255 is never used.
   */
  static InetSocketAddress broadcastOf(NetworkInterface nic, InterfaceAddress ia, int port)
      throws IOException {
    InetAddress broadcast = ia.getBroadcast();
    if (broadcast == null && nic.isLoopback()) {
      broadcast = subnetBroadcast(ia.getAddress(), ia.getNetworkPrefixLength());
    }
    if (broadcast == null || isLimitedBroadcast(broadcast)) {
      return null;
    }
    return new InetSocketAddress(broadcast, port);
  }

  /** The last address of a.b.c.d/prefix, or null for /0, /31 and /32 (no broadcast there). */
  static InetAddress subnetBroadcast(InetAddress address, int prefix) {
    if (!(address instanceof Inet4Address) || prefix < 1 || prefix > 30) {
      return null;
    }
    byte[] b = address.getAddress();
    int ip = ((b[0] & 0xff) << 24) | ((b[1] & 0xff) << 16) | ((b[2] & 0xff) << 8) | (b[3] & 0xff);
    int last = ip | (-1 >>> prefix);
    try {
      return InetAddress.getByAddress(new byte[] {
          (byte) (last >>> 24), (byte) (last >>> 16), (byte) (last >>> 8), (byte) last});
    } catch (UnknownHostException e) {
      throw new AssertionError(e);
    }
  }

  private static boolean isLimitedBroadcast(InetAddress a) {
    byte[] b = a.getAddress();
    return b.length == 4 && (b[0] & b[1] & b[2] & b[3]) == (byte) 0xff;
  }

  /**
   * Starts announcing now and then every period. Returns this.
   *
   * @throws IllegalStateException if started before, or closed
   */
  public synchronized Announcer start() {
    if (closed || started) {
      throw new IllegalStateException(closed ? "closed" : "already started");
    }
    started = true;
    long nanos = period.toNanos();
    timer.scheduleAtFixedRate(this::announceOnce, 0, nanos, TimeUnit.NANOSECONDS);
    return this;
  }

  /**
   * Announces this from now on (seats taken or freed, say), with one announcement right away if
   * started.
   *
   * @throws IllegalArgumentException if the codec cannot encode it (the old one stays)
   */
  public void update(Announcement next) {
    codec.encode(Objects.requireNonNull(next, "announcement"));
    announcement = next;
    if (started && !closed) {
      try {
        timer.execute(this::announceOnce);
      } catch (RejectedExecutionException e) {
        // closing meanwhile
      }
    }
  }

  /** What is announced now. */
  public Announcement announcement() {
    return announcement;
  }

  /** Datagrams sent so far (one per group or broadcast target per period). */
  public long sent() {
    return sent.get();
  }

  /** Sends that failed so far (each logged). */
  public long failures() {
    return failures.get();
  }

  /** Where the datagrams go, one line per socket: "lo 127.0.0.1 -> 239.255.77.77:47777, ...". */
  public List<String> targets() {
    List<String> out = new ArrayList<>();
    for (Sender s : senders) {
      StringBuilder b = new StringBuilder(s.nic().getName()).append(' ')
          .append(s.local().getHostAddress()).append(" ->");
      if (s.multicast()) {
        b.append(' ').append(groupTarget.getAddress().getHostAddress()).append(':')
            .append(groupTarget.getPort());
      }
      if (s.broadcast() != null) {
        b.append(s.multicast() ? ", " : " ").append(s.broadcast().getAddress().getHostAddress())
            .append(':').append(s.broadcast().getPort());
      }
      out.add(b.toString());
    }
    return out;
  }

  private void announceOnce() {
    Announcement current = announcement;
    for (Sender s : senders) {
      if (closed) {
        return;
      }
      try {
        Announcement stamped =
            current.host().isEmpty() ? current.withHost(s.local().getHostAddress()) : current;
        byte[] bytes = codec.encode(stamped);
        if (s.multicast()) {
          send(s, bytes, groupTarget);
        }
        if (s.broadcast() != null) {
          send(s, bytes, s.broadcast());
        }
      } catch (RuntimeException e) {
        failures.incrementAndGet();
        LOG.log(Level.WARNING, "cannot encode the announcement: " + e.getMessage());
      }
    }
  }

  private void send(Sender s, byte[] bytes, InetSocketAddress target) {
    try {
      s.channel().send(ByteBuffer.wrap(bytes), target);
      sent.incrementAndGet();
    } catch (IOException | RuntimeException e) {
      if (closed) {
        return;
      }
      long n = failures.incrementAndGet();
      // The first failure at WARNING, then quietly: an unplugged cable fails every second.
      LOG.log(n == 1 ? Level.WARNING : Level.DEBUG, () -> "announcement to " + target + " via "
          + s.nic().getName() + " " + s.local().getHostAddress() + " failed: " + e);
    }
  }

  /** Stops announcing and closes the sockets; waits for a send in progress. Idempotent. */
  @Override
  public void close() {
    synchronized (this) {
      if (closed) {
        return;
      }
      closed = true;
    }
    timer.shutdownNow();
    try {
      timer.awaitTermination(5, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    for (Sender s : senders) {
      closeQuietly(s.channel());
    }
  }

  private static void closeQuietly(DatagramChannel channel) {
    try {
      channel.close();
    } catch (IOException e) {
      LOG.log(Level.DEBUG, "closing a discovery socket: " + e);
    }
  }
}
