package roundtable.net.session;

import com.google.protobuf.ByteString;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import roundtable.proto.Seat;
import roundtable.proto.Start;

/**
 * Who this peer is linked to in play, and whom to dial (docs/protocol.md, "Links in play"). Once
 * the game has started every seated peer links to every other one, so that no peer's loss cuts the
 * others apart, the opener's no more than anyone's: actions and checks are forwarded on every link
 * and duplicates dropped, so each peer still sees every signed message. For each pair one side
 * dials first (a joiner dials the opener, as in the lobby; between two joiners, the lower key); the
 * other dials too when the pair has stayed unlinked for {@link #LATE_DIAL_NANOS} (the first dialer
 * came back on another address, or cannot reach it). A spectator keeps one link, to any seated
 * peer. A seated peer with no link here is away. Executor thread only.
 */
final class Mesh {
  /** How long a pair stays unlinked before the side that does not dial first dials too. */
  static final long LATE_DIAL_NANOS = TimeUnit.SECONDS.toNanos(3);

  /** A seated peer to dial now, at this address. */
  record Dial(ByteString key, InetSocketAddress address) {}

  private final ByteString me;
  private final boolean spectator;
  private ByteString openerKey = ByteString.EMPTY;
  /** The seated peers other than this one, with their seats, in seat order. */
  private final Map<ByteString, List<Integer>> seated = new LinkedHashMap<>();
  private final Map<ByteString, InetSocketAddress> addresses = new HashMap<>();
  private final Map<ByteString, Integer> links = new HashMap<>();
  /** Seated peers without a link here, since when (System.nanoTime()). */
  private final Map<ByteString, Long> unlinkedSince = new HashMap<>();
  private final Set<ByteString> dialing = new HashSet<>();
  private final Set<ByteString> everLinked = new HashSet<>();
  /** The spectator's next seated peer to try (in {@link #spectatorsChoice}'s order). */
  private int nextTry;

  Mesh(ByteString me, boolean spectator) {
    this.me = me;
    this.spectator = spectator;
  }

  /**
   * The game started (or was resumed) here with this Start: the seated peers and where they listen;
   * the opener's own seats carry no address, so {@code openerAddress} (where this peer reached it, if
   * it did) stands for it.
   */
  void started(Start start, ByteString opener, Optional<InetSocketAddress> openerAddress, long now) {
    openerKey = opener;
    for (Seat seat : start.getSeatsList()) {
      ByteString key = seat.getHolderKey();
      if (key.isEmpty() || key.equals(me)) {
        continue;
      }
      seated.computeIfAbsent(key, k -> new ArrayList<>()).add(seat.getSeat());
      parse(seat.getAddress()).ifPresent(a -> addresses.putIfAbsent(key, a));
    }
    openerAddress.ifPresent(a -> addresses.putIfAbsent(opener, a));
    for (ByteString key : seated.keySet()) {
      if (links.getOrDefault(key, 0) == 0) {
        unlinkedSince.putIfAbsent(key, now);
      }
    }
  }

  boolean started() {
    return !seated.isEmpty() || !openerKey.isEmpty();
  }

  /** Where a peer listens, as its Hello said (its link's address and its listen port). */
  void learnt(ByteString key, InetSocketAddress listensAt) {
    addresses.put(key, listensAt);
  }

  /** A link to this peer came up; whether the peer was away here (it had been linked before). */
  boolean linked(ByteString key) {
    boolean first = links.merge(key, 1, Integer::sum) == 1;
    unlinkedSince.remove(key);
    return first && !everLinked.add(key) && seated.containsKey(key);
  }

  /** A link to this peer went down; whether that was its last one and it holds a seat (it is away now). */
  boolean unlinked(ByteString key, long now) {
    everLinked.add(key);
    if (links.merge(key, -1, Integer::sum) > 0) {
      return false;
    }
    links.remove(key);
    if (spectator) {
      // the peer it watched through is tried again last: the others may still be there (an opener killed)
      nextTry = spectatorsChoice().indexOf(key) + 1;
    }
    if (!seated.containsKey(key)) {
      return false;
    }
    unlinkedSince.put(key, now);
    return true;
  }

  /** The seated peers without a link here now. */
  List<ByteString> unlinkedSeated() {
    return List.copyOf(unlinkedSince.keySet());
  }

  /** Whether this peer has a link to that one. */
  boolean linkedTo(ByteString key) {
    return links.getOrDefault(key, 0) > 0;
  }

  /** The seats a peer holds here (none for a spectator or a stranger). */
  List<Integer> seatsOf(ByteString key) {
    return seated.getOrDefault(key, List.of());
  }

  /** The seated peers to dial now (each marked as being dialed until {@link #dialed}). */
  List<Dial> due(long now) {
    List<Dial> due = new ArrayList<>();
    if (spectator) {
      if (links.isEmpty() && dialing.isEmpty() && !addresses.isEmpty()) {
        List<ByteString> known = spectatorsChoice();
        if (!known.isEmpty()) {
          ByteString key = known.get(Math.floorMod(nextTry++, known.size()));
          due.add(new Dial(key, addresses.get(key)));
        }
      }
    } else {
      unlinkedSince.forEach((key, since) -> {
        if (!dialing.contains(key) && addresses.containsKey(key)
            && (dialsFirst(key) || now - since >= LATE_DIAL_NANOS)) {
          due.add(new Dial(key, addresses.get(key)));
        }
      });
    }
    due.forEach(d -> dialing.add(d.key()));
    return due;
  }

  /** The seated peers a spectator may link to, those whose address it knows, in seat order. */
  private List<ByteString> spectatorsChoice() {
    List<ByteString> known = new ArrayList<>(seated.keySet());
    known.retainAll(addresses.keySet());
    return known;
  }

  /** The attempt to link to this peer is over (the link came up, or did not). */
  void dialed(ByteString key) {
    dialing.remove(key);
  }

  /** Whether this peer dials that one first: a joiner the opener, and between joiners the lower key. */
  private boolean dialsFirst(ByteString key) {
    if (key.equals(openerKey)) {
      return true;
    }
    if (me.equals(openerKey)) {
      return false;
    }
    return ByteString.unsignedLexicographicalComparator().compare(me, key) < 0;
  }

  /** "host:port" */
  static String format(InetSocketAddress address) {
    String host = address.getAddress().getHostAddress();
    return (host.contains(":") ? "[" + host + "]" : host) + ":" + address.getPort();
  }

  /** A "host:port" of a Seat (a literal address, never a name to look up), if it is one. */
  static Optional<InetSocketAddress> parse(String text) {
    int colon = text.lastIndexOf(':');
    if (colon <= 0) {
      return Optional.empty();
    }
    try {
      String host = text.substring(0, colon).replace("[", "").replace("]", "");
      int port = Integer.parseInt(text.substring(colon + 1));
      if (port < 1 || port > 65_535 || !host.matches("[0-9a-fA-F.:]+")) {
        return Optional.empty();
      }
      return Optional.of(new InetSocketAddress(java.net.InetAddress.getByName(host), port));
    } catch (NumberFormatException | java.net.UnknownHostException e) {
      return Optional.empty();
    }
  }
}
