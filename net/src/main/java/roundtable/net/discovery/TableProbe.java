package roundtable.net.discovery;

import com.google.protobuf.ByteString;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.DecoderException;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import roundtable.core.game.GameCatalog;
import roundtable.net.ProtocolException;
import roundtable.net.Wire;
import roundtable.net.identity.Identity;
import roundtable.net.identity.Signer;
import roundtable.net.link.Handshake;
import roundtable.net.link.LinkKeys;
import roundtable.net.link.PeerLinkInitializer;
import roundtable.net.link.PeerLinks;
import roundtable.net.link.Verified;
import roundtable.proto.Envelope;
import roundtable.proto.ErrorCode;
import roundtable.proto.Hello;
import roundtable.proto.PeerError;
import roundtable.proto.Role;
import roundtable.proto.TableCard;

/**
 * Asks the table at an address what it is before joining it (docs/protocol.md, "Handshake", the
 * probe): one link, whose Hello names no game ("tell me yours"); the opener's own Hello, sent when
 * the link opens, says its game, rules version, table id and key, and (a {@link TableCard}) its
 * seats, options and whether its game has started. The probe reads it and closes; the opener
 * answers a probe's Hello with nothing and closes too. So a joiner by address needs no
 * {@code --game}, and learns that the table is full, or is no table at all, before it sits down.
 *
 * <p>The probe signs with a throwaway identity: the table learns nothing about who asked.
 */
public final class TableProbe {
  /** How long a probe waits for the table's Hello, the connection included (a busy laptop answers late). */
  public static final Duration WAIT = Duration.ofSeconds(15);

  private TableProbe() {}

  /** Why a table at an address cannot be joined. */
  public enum Why {
    /** Nothing listens there, or the connection fails. */
    UNREACHABLE,
    /** The peer there speaks another version of the protocol. */
    PROTOCOL_MISMATCH,
    /** What answers there is not the opener of a Round Table table. */
    NOT_A_TABLE,
    /** The link was made, but no hello came within the wait: a busy or sleeping laptop, or no table. */
    NO_ANSWER,
    /** The peer closed the link before its hello: the table may have just closed. */
    CLOSED,
    /** The table refused the probe for another reason (its PeerError). */
    REFUSED,
    /** The table plays another game than the one asked for. */
    GAME_MISMATCH,
    /** The table plays a game this build does not have. */
    UNKNOWN_GAME,
    /** The table plays the game under other rules. */
    RULES_MISMATCH,
    /** Every seat is held and the game has not started. */
    FULL,
    /** The game has started: a newcomer may only watch. */
    STARTED
  }

  /**
   * A table that cannot be joined: why (typed, for the window's words) and the reason in one line
   * of English (for the terminal). {@link #details} are the values the words name (the table's game,
   * versions…), in the order of {@link #message}'s.
   */
  public static final class Refused extends Exception {
    private final Why why;
    private final List<String> details;

    public Refused(Why why, String message, String... details) {
      super(message);
      this.why = why;
      this.details = List.of(details);
    }

    public Why why() {
      return why;
    }

    public List<String> details() {
      return details;
    }
  }

  /**
   * What the table at an address said of itself.
   *
   * @param gameId its game ({@code morrigan})
   * @param rulesVersion the version of that game's rules it plays
   * @param tableId its table id
   * @param openerFingerprint the fingerprint of the key that signed its Hello
   * @param openerName the opener's name
   * @param card its seats, options and start; empty from an opener that does not tell them
   */
  public record Table(InetSocketAddress address, String gameId, String rulesVersion, ByteString tableId,
      String openerFingerprint, String openerName, Optional<TableCard> card) {

    public boolean started() {
      return card.map(TableCard::getStarted).orElse(false);
    }

    /** Every seat is held in the lobby (a table that does not say is taken as not full). */
    public boolean full() {
      return card.map(c -> !c.getStarted() && c.getSeatsFree() == 0).orElse(false);
    }

    /**
     * Whether a peer of this build may join (or, {@code toSit} false, watch) this table.
     *
     * @param wantedGame the game the person named ({@code --game}), or null for any
     * @param rulesVersion the rules version this build plays
     * @param mayComeBack a started game is not refused here: the joiner may hold a seat in it (a
     *     peer that keeps its games), and the table itself refuses it otherwise
     */
    public void check(String wantedGame, boolean toSit, String rulesVersion, boolean mayComeBack) throws Refused {
      String at = shown(address);
      if (wantedGame != null && !wantedGame.equals(gameId)) {
        throw new Refused(Why.GAME_MISMATCH, "the table at " + at + " plays " + gameId + ", not " + wantedGame,
            gameId, wantedGame);
      }
      if (GameCatalog.byId(gameId).isEmpty()) {
        throw new Refused(Why.UNKNOWN_GAME, "the table at " + at + " plays " + Announcement.printable(gameId)
            + ", which this build does not", gameId);
      }
      if (!rulesVersion.equals(this.rulesVersion)) {
        throw new Refused(Why.RULES_MISMATCH, "the table at " + at + " plays " + gameId + " under rules version '"
            + Announcement.printable(this.rulesVersion) + "', this build '" + rulesVersion + "'", gameId,
            this.rulesVersion, rulesVersion);
      }
      if (toSit && full()) {
        TableCard c = card.get();
        throw new Refused(Why.FULL, "the table at " + at + " is full: its " + c.getPlayers() + " seats are held",
            Integer.toString(c.getPlayers()));
      }
      if (toSit && started() && !mayComeBack) {
        throw new Refused(Why.STARTED, "the game at " + at + " has started: it may be watched", gameId);
      }
    }
  }

  /** Probes the table at this address, waiting {@link #WAIT} at most. */
  public static Table probe(InetSocketAddress to, Role role) throws Refused, InterruptedException {
    return probe(to, role, WAIT);
  }

  /**
   * Opens one link to the address, reads the table's Hello and closes.
   *
   * @param role what the prober means to do there (seat player or spectator), said in its Hello
   * @throws Refused when nothing answers, or what answers is not a table of this protocol
   */
  public static Table probe(InetSocketAddress to, Role role, Duration wait) throws Refused, InterruptedException {
    CompletableFuture<Table> found = new CompletableFuture<>();
    Signer signer = new Signer(Identity.generate());
    long deadline = System.nanoTime() + wait.toNanos();
    try (PeerLinks net = new PeerLinks(1)) {
      try {
        net.connect(to, new PeerLinkInitializer(() -> new Prober(to, signer, role, found)));
      } catch (InterruptedException e) {
        throw e;
      } catch (Exception e) {
        throw new Refused(Why.UNREACHABLE, "cannot reach " + shown(to) + ": " + reason(e), reason(e));
      }
      try {
        return found.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
      } catch (TimeoutException e) {
        throw new Refused(Why.NO_ANSWER, "no table answered at " + shown(to) + " within " + wait.toSeconds()
            + " s", Long.toString(wait.toSeconds()));
      } catch (ExecutionException e) {
        if (e.getCause() instanceof Refused refused) {
          throw refused;
        }
        throw new Refused(Why.NOT_A_TABLE, "the probe of " + shown(to) + " failed: " + reason(e.getCause()));
      }
    }
  }

  /** The probe's end of its one link: sends its Hello, reads the table's, and closes. */
  private static final class Prober extends ChannelInboundHandlerAdapter {
    private final InetSocketAddress to;
    private final Signer signer;
    private final Role role;
    private final CompletableFuture<Table> found;

    Prober(InetSocketAddress to, Signer signer, Role role, CompletableFuture<Table> found) {
      this.to = to;
      this.signer = signer;
      this.role = role;
      this.found = found;
    }

    @Override
    public void channelActive(ChannelHandlerContext ctx) {
      Hello hello = new Handshake("", "", ByteString.EMPTY).helloBody(signer, role, "probe", Handshake.nonce(),
          LinkKeys.generate().publicKey());
      ctx.writeAndFlush(signer.sign(signer.envelope().setHello(hello)));
      ctx.fireChannelActive();
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
      if (!(msg instanceof Verified verified)) {
        ctx.fireChannelRead(msg);
        return;
      }
      try {
        found.complete(table(verified.envelope()));
      } catch (Refused refused) {
        found.completeExceptionally(refused);
      }
      ctx.close();
    }

    private Table table(Envelope envelope) throws Refused {
      String at = shown(to);
      if (envelope.hasError()) {
        PeerError error = envelope.getError();
        Why why = error.getCode() == ErrorCode.PROTOCOL_VERSION_MISMATCH ? Why.PROTOCOL_MISMATCH : Why.REFUSED;
        throw new Refused(why, "the table at " + at + " refused: " + error.getCode() + ": "
            + Announcement.printable(error.getText()), Announcement.printable(error.getText()));
      }
      if (!envelope.hasHello()) {
        throw new Refused(Why.NOT_A_TABLE, "what answers at " + at + " is not a table: its first message is a "
            + envelope.getBodyCase().name().toLowerCase() + ", not a hello");
      }
      Hello hello = envelope.getHello();
      if (hello.getProtocolVersion() != Wire.PROTOCOL_VERSION) {
        throw new Refused(Why.PROTOCOL_MISMATCH, "the table at " + at + " speaks protocol version "
            + hello.getProtocolVersion() + ", this build " + Wire.PROTOCOL_VERSION,
            Integer.toString(hello.getProtocolVersion()), Integer.toString(Wire.PROTOCOL_VERSION));
      }
      if (!hello.getIdentityKey().equals(envelope.getAuthorKey())) {
        throw new Refused(Why.NOT_A_TABLE, "the hello at " + at + " is not signed by the key it names");
      }
      if (hello.getTableId().isEmpty() || hello.getGameId().isEmpty()) {
        throw new Refused(Why.NOT_A_TABLE, "the peer at " + at + " has opened no table");
      }
      return new Table(to, hello.getGameId(), hello.getRulesVersion(), hello.getTableId(),
          Identity.fingerprint(hello.getIdentityKey().toByteArray()), hello.getName(),
          hello.hasTable() ? Optional.of(hello.getTable()) : Optional.empty());
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
      Throwable inner = cause instanceof DecoderException && cause.getCause() != null ? cause.getCause() : cause;
      String at = shown(to);
      if (inner instanceof ProtocolException p && p.code() == ErrorCode.PROTOCOL_VERSION_MISMATCH) {
        found.completeExceptionally(new Refused(Why.PROTOCOL_MISMATCH, "the table at " + at + " speaks another"
            + " protocol version: " + p.getMessage(), p.getMessage()));
      } else if (inner instanceof IOException) { // reset by the peer: its process went, or closed the table
        found.completeExceptionally(new Refused(Why.CLOSED, "the peer at " + at + " broke the link before its hello: "
            + reason(inner)));
      } else {
        found.completeExceptionally(new Refused(Why.NOT_A_TABLE, "what answers at " + at + " is not a table: "
            + reason(inner)));
      }
      ctx.close();
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) {
      found.completeExceptionally(new Refused(Why.CLOSED, "the peer at " + shown(to)
          + " closed the link without a hello"));
      ctx.fireChannelInactive();
    }
  }

  private static String reason(Throwable e) {
    Throwable cause = e;
    while (cause.getCause() != null && cause.getMessage() == null) {
      cause = cause.getCause();
    }
    return cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
  }

  /** An address as a person types it ({@code 127.0.0.1:47000}, {@code [::1]:47000}). */
  public static String shown(InetSocketAddress a) {
    String host = a.getAddress() != null ? a.getAddress().getHostAddress() : a.getHostString();
    return (host.contains(":") ? "[" + host + "]" : host) + ":" + a.getPort();
  }
}
