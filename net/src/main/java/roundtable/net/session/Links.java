package roundtable.net.session;

import com.google.protobuf.ByteString;
import io.netty.channel.Channel;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import roundtable.net.identity.Signer;
import roundtable.net.link.Fanout;
import roundtable.net.link.KnownEnvelopes;
import roundtable.net.link.LinkUp;
import roundtable.proto.Envelope;
import roundtable.proto.Feed;
import roundtable.proto.Role;
import roundtable.proto.SignedEnvelope;

/**
 * A session's links after their handshake, and how it sends: to one, to all but one (the players at
 * once, then a few spectators live or a crowd through a feed every moment), forwarding (never from a spectator, which only
 * watches), relaying a broadcast once. Executor thread only; Netty's writes from here are queued to
 * each link's event loop in order.
 */
final class Links {
  /** Spectators served live, each message right after the players; more watch through the feed. */
  static final int LIVE_SPECTATORS = 8;
  /**
   * How often the spectators' feed is sent. {@code -Droundtable.feedMillis=N} changes it, to measure
   * (docs/performance.md: a shorter period makes each flush shorter, the work the same).
   */
  static final long FEED_MILLIS = Math.max(1, Long.getLong("roundtable.feedMillis", 50));
  /** A feed is sent at once when it holds this much: well under the frame cap. */
  static final int FEED_BYTES = 256 * 1024;
  private final Map<Channel, LinkUp> links = new LinkedHashMap<>();
  private volatile int spectators;
  /** Broadcasts other than actions already relayed (state-hash checks, chat, errors). */
  private final Set<ByteString> relayed = new HashSet<>();
  private final Signer signer;
  private final boolean watching;
  /** Everything sent on from here: copies coming back on other links are dropped unchecked. */
  private final KnownEnvelopes known = new KnownEnvelopes();
  /** Messages for the spectators, sent together by {@link #flushFeed}. */
  private final List<SignedEnvelope> feed = new ArrayList<>();
  private int feedBytes;

  /** Runs a task after the players' writes queued before it ({@link roundtable.net.link.PeerLinks#afterPlayers}). */
  private final Executor afterPlayers;

  /**
   * @param watching whether this peer is a spectator: it sends nothing on
   * @param afterPlayers where writes to spectators go, so that they follow the players' writes
   */
  Links(Signer signer, boolean watching, Executor afterPlayers) {
    this.signer = signer;
    this.watching = watching;
    this.afterPlayers = afterPlayers;
  }

  void add(Channel channel, LinkUp up) {
    links.put(channel, up);
    countSpectators();
  }

  void remove(Channel channel) {
    links.remove(channel);
    countSpectators();
  }

  private void countSpectators() {
    spectators = (int) links.values().stream().filter(up -> up.peer().getRole() == Role.SPECTATOR).count();
  }

  /** What this peer sent on, for its links' {@code VerifyHandler}. */
  KnownEnvelopes known() {
    return known;
  }

  /** Links with a spectator at the other end (readable from any thread). */
  int spectators() {
    return spectators;
  }

  /** The links up now. */
  List<Channel> channels() {
    return List.copyOf(links.keySet());
  }

  /** Links up now to peers that hold seats in play. */
  int seatedLinks(Mesh mesh) {
    return (int) links.values().stream().filter(up -> !mesh.seatsOf(up.peer().getIdentityKey()).isEmpty()).count();
  }

  /** The handshake of a link, or null when it is gone. */
  LinkUp peer(Channel channel) {
    return links.get(channel);
  }

  /** An envelope by this peer: set its body, then send or sign it. */
  Envelope.Builder envelope() {
    return signer.envelope();
  }

  SignedEnvelope sign(Envelope.Builder envelope) {
    return signer.sign(envelope);
  }

  /** Sends to one link; to a spectator's after what the players were sent before (a log batch may hold it). */
  void send(Channel channel, Envelope.Builder envelope) {
    SignedEnvelope signed = sign(envelope);
    LinkUp up = links.get(channel);
    if (up != null && up.peer().getRole() == Role.SPECTATOR) {
      afterPlayers.execute(() -> channel.writeAndFlush(signed));
    } else {
      channel.writeAndFlush(signed);
    }
  }

  void sendAll(Envelope.Builder envelope) {
    sendAll(List.of(sign(envelope)), null);
  }

  /**
   * Sends to every link but {@code except} (null for none): to the seated peers' links at once, then
   * to the spectators'. Up to {@link #LIVE_SPECTATORS} spectators get each message right after the
   * players; a larger crowd gets them together in the next {@code Feed} ({@link #flushFeed}), so that
   * however many watch, an action costs the opener about the same (a spectator may get its own chat
   * back then: it shows each line once).
   */
  void sendAll(List<SignedEnvelope> messages, Channel except) {
    if (messages.isEmpty()) {
      return;
    }
    known.add(messages);
    List<Channel> players = new ArrayList<>();
    List<Channel> spectators = new ArrayList<>();
    links.forEach((channel, up) -> {
      if (channel != except) {
        (up.peer().getRole() == Role.SPECTATOR ? spectators : players).add(channel);
      }
    });
    if (spectators.size() <= LIVE_SPECTATORS) {
      flushFeed(); // what a crowd had queued goes first
      Fanout.send(messages, players, spectators, afterPlayers);
      return;
    }
    Fanout.send(messages, players, List.of());
    for (SignedEnvelope message : messages) {
      feed.add(message);
      feedBytes += message.getSerializedSize() + 8;
    }
    if (feedBytes > FEED_BYTES) {
      flushFeed();
    }
  }

  /**
   * Sends the spectators what was sent to the players since the last call, in one signed {@code
   * Feed} (dropped when they fall far behind, {@link Fanout}). The session calls it every {@link
   * #FEED_MILLIS} ms.
   */
  void flushFeed() {
    if (feed.isEmpty()) {
      return;
    }
    List<Channel> spectators = new ArrayList<>();
    links.forEach((channel, up) -> {
      if (up.peer().getRole() == Role.SPECTATOR) {
        spectators.add(channel);
      }
    });
    SignedEnvelope bundle = sign(envelope().setFeed(Feed.newBuilder().addAllMessages(feed)));
    feed.clear();
    feedBytes = 0;
    Fanout.send(List.of(bundle), List.of(), spectators, afterPlayers);
  }

  /** Sends on what this peer applied, made or judged; a spectator sends nothing. */
  void forward(List<SignedEnvelope> messages, Channel except) {
    if (!watching) {
      sendAll(messages, except);
    }
  }

  /**
   * Says {@code Leave} on every link: the peer is going. Completes once it is written on every link
   * (or failed to be); nothing waits on the session's thread ({@link TableSession#close} waits for it
   * from its own).
   */
  CompletableFuture<Void> leave(String reason) {
    SignedEnvelope leave = sign(envelope().setLeave(roundtable.proto.Leave.newBuilder().setReason(reason)));
    List<CompletableFuture<Void>> written = new ArrayList<>();
    links.keySet().forEach(channel -> {
      CompletableFuture<Void> done = new CompletableFuture<>();
      channel.writeAndFlush(leave).addListener(future -> done.complete(null));
      written.add(done);
    });
    return CompletableFuture.allOf(written.toArray(CompletableFuture[]::new));
  }

  /** Relays a broadcast received on one link to every other link, once. */
  void relay(Channel from, SignedEnvelope message) {
    if (from != null && relayed.add(message.getEnvelope())) {
      forward(List.of(message), from);
    }
  }
}
