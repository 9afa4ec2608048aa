package roundtable.net.discovery;

import java.io.IOException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import roundtable.net.identity.Identity;

/**
 * The numbers of LAN discovery, the datagram format and the choice of interfaces.
 *
 * <p>A datagram is a signed beacon ({@link BeaconCodec}, docs/protocol.md "Beacon"): {@link
 * #announcerCodec} signs with the opener's identity, {@link #listenerCodec} reads and verifies.
 *
 * <p>On a real LAN a table announces on every interface that is up, not loopback, multicast
 * capable and has an IPv4 address ({@link #lanInterfaces()}): the default route alone would pick
 * one (often a VPN adapter) and miss the others. It sends to the multicast group and to each
 * subnet's own broadcast address, never to 255.255.255.255. Join by address ({@link
 * JoinByAddress}) covers networks that block both.
 */
public final class Discovery {
  /** The multicast group: administratively scoped IPv4 (RFC 2365), so routers keep it local. */
  public static final InetAddress DEFAULT_GROUP = ipv4(239, 255, 77, 77);
  /** The UDP port of announcements. */
  public static final int DEFAULT_PORT = 47777;
  /** The largest announcement datagram, well under any LAN's MTU. */
  public static final int MAX_DATAGRAM_BYTES = 1472;
  /** The multicast TTL on a LAN interface: the local link only. Loopback uses 0. */
  public static final int LAN_TTL = 1;

  private Discovery() {}

  /** The datagram format of an opener: beacons signed with its identity ({@link BeaconCodec}). */
  public static AnnouncementCodec announcerCodec(Identity opener) {
    return new BeaconCodec(opener);
  }

  /** The datagram format of a listener: signed beacons, verified ({@link BeaconCodec}). */
  public static AnnouncementCodec listenerCodec() {
    return new BeaconCodec();
  }

  /** The address others on the LAN reach this machine at: its first LAN IPv4 address, or the loopback. */
  public static String lanHost() {
    for (NetworkInterface nic : lanInterfaces()) {
      for (InetAddress a : Collections.list(nic.getInetAddresses())) {
        if (a instanceof Inet4Address) {
          return a.getHostAddress();
        }
      }
    }
    return "127.0.0.1";
  }

  /**
   * The interfaces to announce and listen on: up, not loopback, multicast capable, with at least
   * one IPv4 address. Empty when there is none (or when they cannot be listed).
   */
  public static List<NetworkInterface> lanInterfaces() {
    List<NetworkInterface> found = new ArrayList<>();
    try {
      for (NetworkInterface nic : Collections.list(NetworkInterface.getNetworkInterfaces())) {
        if (nic.isUp() && !nic.isLoopback() && nic.supportsMulticast() && hasIpv4(nic)) {
          found.add(nic);
        }
      }
    } catch (SocketException | NullPointerException e) {
      System.getLogger(Discovery.class.getName())
          .log(System.Logger.Level.WARNING, "cannot list the network interfaces: " + e);
    }
    return List.copyOf(found);
  }

  /**
   * The loopback interface alone, for tests and for tables on one machine.
   *
   * @throws IllegalStateException if this machine has no IPv4 loopback interface
   */
  public static NetworkInterface loopback() {
    try {
      NetworkInterface nic = NetworkInterface.getByInetAddress(InetAddress.getByName("127.0.0.1"));
      if (nic == null) {
        throw new IllegalStateException("no interface holds 127.0.0.1");
      }
      return nic;
    } catch (IOException e) {
      throw new IllegalStateException("cannot find the loopback interface: " + e, e);
    }
  }

  static boolean hasIpv4(NetworkInterface nic) {
    return nic.inetAddresses().anyMatch(a -> a instanceof Inet4Address);
  }

  private static InetAddress ipv4(int a, int b, int c, int d) {
    try {
      return InetAddress.getByAddress(new byte[] {(byte) a, (byte) b, (byte) c, (byte) d});
    } catch (UnknownHostException e) {
      throw new AssertionError(e);
    }
  }

  /** Checks a multicast group, a port from {@code lowest} and a positive duration; says what is wrong. */
  static void checkSettings(InetAddress group, int port, int lowest, Duration duration, String durationName) {
    if (!(group instanceof Inet4Address) || !group.isMulticastAddress()) {
      throw new IllegalArgumentException("not an IPv4 multicast group: " + group);
    }
    if (port < lowest || port > 65535) {
      throw new IllegalArgumentException("UDP port out of range " + lowest + "..65535: " + port);
    }
    if (duration.isNegative() || duration.isZero()) {
      throw new IllegalArgumentException(durationName + " must be positive: " + duration);
    }
  }
}
