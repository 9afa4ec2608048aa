package roundtable.desktop;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * A LAN made of Linux network namespaces, for one test run: one bridge in the machine's own
 * namespace and, per peer, a namespace with its loopback up and one interface {@code lan0} (a veth
 * whose other end is a port of the bridge), up, multicast capable, with an IPv4 address in
 * 10.77.0.0. Names are unique per run, so runs side by side do not meet; {@link #close} removes all
 * of it, and so does a shutdown hook if the JVM ends first.
 *
 * <p>{@link #make} skips the test (JUnit assumption, with the reason printed) where this can't be
 * done: not Linux, not root, no {@code ip}, or namespaces, bridges or veths refused (a container
 * without CAP_NET_ADMIN).
 */
final class LanNamespaces implements AutoCloseable {
  /** The interface of each namespace on the LAN. */
  static final String LAN = "lan0";

  private final String id;
  private final String bridge;
  /** Peer name → namespace, in order; the first is the opener's. */
  private final Map<String, String> namespaces = new LinkedHashMap<>();
  private final Map<String, String> addresses = new LinkedHashMap<>();
  private final Thread cleanup = new Thread(this::removeAll, "lan-namespaces-cleanup");
  private boolean bridgeMade;
  private boolean closed;

  private LanNamespaces(String id) {
    this.id = id;
    this.bridge = "rtb" + id;
  }

  /**
   * A LAN of one namespace per peer. The first peer (the opener) gets 10.77.0.1/24; the others
   * 10.77.0.2, .3… in a /25, see {@link #broadcastReaches}.
   */
  static LanNamespaces make(List<String> peers) throws Exception {
    skipUnless(System.getProperty("os.name", "").toLowerCase().contains("linux"), "network namespaces are Linux's");
    skipUnless(isRoot(), "making network namespaces needs root");
    Result version = run(List.of("ip", "-V"));
    skipUnless(version.ok(), "the ip command (iproute2) is missing: " + version.text());
    byte[] random = new byte[3];
    new SecureRandom().nextBytes(random);
    LanNamespaces lan = new LanNamespaces(HexFormat.of().formatHex(random));
    Runtime.getRuntime().addShutdownHook(lan.cleanup);
    try {
      lan.build(peers);
    } catch (CannotMake e) {
      lan.close();
      skipUnless(false, "network namespaces can't be made here: " + e.getMessage());
    } catch (Exception | Error e) {
      lan.close();
      throw e;
    }
    return lan;
  }

  private synchronized void build(List<String> peers) throws Exception {
    must("ip", "link", "add", bridge, "type", "bridge");
    bridgeMade = true;
    must("ip", "link", "set", bridge, "up");
    for (int i = 0; i < peers.size(); i++) {
      String ns = "rt-" + id + "-" + peers.get(i);
      String outside = "rtv" + id + i;
      String inside = "rtp" + id + i;
      String address = "10.77.0." + (i + 1) + (i == 0 ? "/24" : "/25");
      must("ip", "netns", "add", ns);
      namespaces.put(peers.get(i), ns);
      addresses.put(peers.get(i), address.substring(0, address.indexOf('/')));
      must("ip", "netns", "exec", ns, "true"); // ip netns exec works here (it needs a mount namespace too)
      must("ip", "link", "add", outside, "type", "veth", "peer", "name", inside);
      must("ip", "link", "set", inside, "netns", ns);
      must("ip", "-n", ns, "link", "set", inside, "name", LAN);
      must("ip", "link", "set", outside, "master", bridge);
      must("ip", "link", "set", outside, "up");
      must("ip", "-n", ns, "link", "set", "lo", "up");
      must("ip", "-n", ns, "addr", "add", address, "dev", LAN);
      must("ip", "-n", ns, "link", "set", LAN, "up");
    }
  }

  /** The namespace of a peer. */
  String namespace(String peer) {
    return namespaces.get(peer);
  }

  /** The IPv4 address of a peer on the LAN. */
  String address(String peer) {
    return addresses.get(peer);
  }

  /** {@code ip netns exec NS}: what runs a command in the peer's namespace. */
  List<String> exec(String peer) {
    return List.of("ip", "netns", "exec", namespace(peer));
  }

  /** {@code ip -o link show dev IF} in a peer's namespace: its flags, "<BROADCAST,MULTICAST,UP,LOWER_UP>". */
  String link(String peer, String device) throws Exception {
    Result r = run(List.of("ip", "-n", namespace(peer), "-o", "link", "show", "dev", device));
    if (!r.ok()) {
      throw new AssertionError("ip link show " + device + " in " + namespace(peer) + ": " + r.text());
    }
    return r.text();
  }

  /** Cuts a peer off the LAN: its interface goes down, as when a laptop's lid closes (no FIN, no RST). */
  void cut(String peer) throws Exception {
    Result r = run(List.of("ip", "-n", namespace(peer), "link", "set", "dev", LAN, "down"));
    if (!r.ok()) {
      throw new AssertionError("ip link set " + LAN + " down in " + namespace(peer) + ": " + r.text());
    }
  }

  /**
   * Whether a datagram from {@code from} to the opener's subnet broadcast (10.77.0.255) would be taken
   * in by this peer's namespace: the kernel's own input route ({@code ip route get … iif lan0}). Not for
   * the peers in the /25: for them 10.77.0.255 is outside their subnet and the kernel drops it, so a
   * beacon can only reach them by multicast.
   */
  boolean broadcastReaches(String peer, String from) throws Exception {
    return run(List.of("ip", "-n", namespace(peer), "route", "get", "10.77.0.255", "from", from, "iif", LAN)).ok();
  }

  /** Removes the namespaces and the bridge (the veths go with their namespaces). */
  @Override
  public void close() {
    removeAll();
    try {
      Runtime.getRuntime().removeShutdownHook(cleanup);
    } catch (IllegalStateException e) {
      // the JVM is shutting down: the hook runs anyway
    }
  }

  private synchronized void removeAll() {
    if (closed) {
      return;
    }
    closed = true;
    List<String> left = new ArrayList<>();
    for (String ns : namespaces.values()) {
      if (!quietly("ip", "netns", "del", ns)) {
        left.add(ns);
      }
    }
    for (int i = 0; i < namespaces.size() + 1; i++) {
      quietly("ip", "link", "del", "rtv" + id + i); // gone with its namespace, unless that failed
    }
    if (bridgeMade && !quietly("ip", "link", "del", bridge)) {
      left.add(bridge);
    }
    if (!left.isEmpty()) {
      System.err.println("LanNamespaces: could not remove " + left);
    }
  }

  private static boolean quietly(String... command) {
    try {
      return run(List.of(command)).ok();
    } catch (Exception e) {
      return false;
    }
  }

  private static void must(String... command) throws Exception {
    Result r = run(List.of(command));
    if (!r.ok()) {
      throw new CannotMake(String.join(" ", command) + ": " + r.text());
    }
  }

  private static void skipUnless(boolean ok, String reason) {
    if (!ok) {
      System.out.println("skipped, the real-LAN test: " + reason);
    }
    Assumptions.assumeTrue(ok, reason);
  }

  private static boolean isRoot() {
    try {
      return Integer.valueOf(0).equals(Files.getAttribute(Path.of("/proc/self"), "unix:uid"));
    } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
      return "root".equals(System.getProperty("user.name"));
    }
  }

  record Result(int code, String text) {
    boolean ok() {
      return code == 0;
    }
  }

  /** Runs a command to its end: its exit code and its output (stdout and stderr), or 127 if it can't start. */
  static Result run(List<String> command) throws InterruptedException {
    Process p;
    try {
      p = new ProcessBuilder(command).redirectErrorStream(true).start();
    } catch (IOException e) {
      return new Result(127, e.getMessage());
    }
    try {
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
      if (!p.waitFor(30, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        return new Result(124, "timed out: " + out);
      }
      return new Result(p.exitValue(), out);
    } catch (IOException e) {
      p.destroyForcibly();
      return new Result(126, e.getMessage());
    }
  }

  /** A step of making the LAN was refused. */
  private static final class CannotMake extends Exception {
    CannotMake(String message) {
      super(message);
    }
  }
}
