package roundtable.net.discovery;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Joining by address, which works where multicast and broadcast do not: the user types {@code
 * HOST:PORT} and the peer link connects there, with no discovery at all. This only reads that
 * text; it never looks a name up.
 *
 * <p>Accepted: {@code 192.168.1.20:47000}, {@code table.local:47000}, {@code [fe80::1]:47000}
 * (an IPv6 address goes in brackets). The port is 1 to 65535.
 */
public final class JoinByAddress {
  private static final Pattern IPV4 =
      Pattern.compile("(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})");
  private static final Pattern HOST_NAME = Pattern.compile("[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?");
  private static final String EXAMPLE = " (expected HOST:PORT, e.g. 192.168.1.20:47000)";

  private JoinByAddress() {}

  /**
   * The address in {@code HOST:PORT}: resolved when HOST is an IP literal, unresolved when it is a
   * name (the caller resolves it when connecting).
   *
   * @throws IllegalArgumentException with what is wrong: empty, missing colon, missing host,
   *     missing or bad port, IPv6 without brackets, bad host
   */
  public static InetSocketAddress parse(String text) {
    if (text == null || text.isBlank()) {
      throw new IllegalArgumentException("empty address" + EXAMPLE);
    }
    String s = text.strip();
    String host;
    String port;
    if (s.startsWith("[")) {
      int close = s.indexOf(']');
      if (close < 0) {
        throw new IllegalArgumentException("unclosed '[' in '" + shown(s) + "'" + EXAMPLE);
      }
      host = s.substring(1, close);
      String rest = s.substring(close + 1);
      if (!rest.startsWith(":")) {
        throw new IllegalArgumentException(
            "missing ':PORT' after ']' in '" + shown(s) + "'" + EXAMPLE);
      }
      port = rest.substring(1);
      if (host.isEmpty()) {
        throw new IllegalArgumentException("missing host in '" + shown(s) + "'" + EXAMPLE);
      }
      if (!host.contains(":")) {
        throw new IllegalArgumentException(
            "brackets are for IPv6 addresses, not '" + shown(host) + "'");
      }
    } else {
      int colon = s.lastIndexOf(':');
      if (colon < 0) {
        throw new IllegalArgumentException("missing ':PORT' in '" + shown(s) + "'" + EXAMPLE);
      }
      if (s.indexOf(':') != colon) {
        throw new IllegalArgumentException("an IPv6 address goes in brackets, as in [::1]:47000: '"
            + shown(s) + "'");
      }
      host = s.substring(0, colon);
      port = s.substring(colon + 1);
      if (host.isEmpty()) {
        throw new IllegalArgumentException(
            "missing host before ':' in '" + shown(s) + "'" + EXAMPLE);
      }
    }
    return target(host, parsePort(port));
  }

  /** The port in text: 1 to 65535, digits only. */
  static int parsePort(String port) {
    if (port.isEmpty()) {
      throw new IllegalArgumentException("missing port after ':'" + EXAMPLE);
    }
    if (!port.chars().allMatch(c -> c >= '0' && c <= '9')) {
      throw new IllegalArgumentException("bad port '" + shown(port) + "': not a number");
    }
    if (port.length() > 5 || Integer.parseInt(port) < 1 || Integer.parseInt(port) > 65535) {
      throw new IllegalArgumentException("bad port " + shown(port) + ": expected 1 to 65535");
    }
    return Integer.parseInt(port);
  }

  /**
   * A connectable address for a host (IP literal or name) and port, without looking the name up.
   *
   * @throws IllegalArgumentException if the host is neither an IP literal nor a host name
   */
  static InetSocketAddress target(String host, int port) {
    if (host.contains(":")) {
      try {
        // In brackets, the JDK takes it as an IPv6 literal or refuses it: never a lookup.
        InetAddress a = InetAddress.getByName("[" + host + "]");
        if (!(a instanceof Inet6Address) && !host.startsWith("::ffff:")) {
          throw new UnknownHostException(host);
        }
        return new InetSocketAddress(a, port);
      } catch (UnknownHostException | SecurityException e) {
        throw new IllegalArgumentException("bad IPv6 address '" + shown(host) + "'");
      }
    }
    Matcher m = IPV4.matcher(host);
    if (m.matches()) {
      byte[] b = new byte[4];
      for (int i = 0; i < 4; i++) {
        int part = Integer.parseInt(m.group(i + 1));
        if (part > 255) {
          throw new IllegalArgumentException("bad IPv4 address '" + shown(host) + "'");
        }
        b[i] = (byte) part;
      }
      try {
        return new InetSocketAddress(InetAddress.getByAddress(b), port);
      } catch (UnknownHostException e) {
        throw new AssertionError(e);
      }
    }
    if (host.length() > 253 || !HOST_NAME.matcher(host).matches()) {
      throw new IllegalArgumentException("bad host '" + shown(host) + "'");
    }
    return InetSocketAddress.createUnresolved(host, port);
  }

  private static String shown(String s) {
    return Announcement.printable(s);
  }
}
