package roundtable.net.session;

import com.google.protobuf.ByteString;
import io.netty.channel.Channel;
import java.lang.System.Logger.Level;
import java.net.InetSocketAddress;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import roundtable.core.table.GameState;
import roundtable.net.identity.Signer;
import roundtable.net.link.Handshake;
import roundtable.net.link.HandshakeHandler;
import roundtable.net.link.LinkUp;
import roundtable.net.link.PeerLinkInitializer;
import roundtable.net.link.PeerLinks;
import roundtable.net.link.Verified;
import roundtable.proto.Envelope;
import roundtable.proto.LogRequest;
import roundtable.proto.Role;

/**
 * One peer at a table over real links: the opener (listens, keeps the lobby, relays), a joiner or
 * a spectator (one link, to the opener). Netty threads only {@link #post} to the session's
 * single-threaded executor, which runs {@link #up}, {@link #received} and {@link #down} and alone
 * owns the links, the lobby ({@link Opener}) and the game ({@link Playing}). See the package page.
 */
public final class TableSession<S extends GameState> implements LinkHandler.Events, AutoCloseable {
  private static final System.Logger LOG = System.getLogger(TableSession.class.getName());

  private final PeerSetup<S> setup;
  private final Signer signer;
  private final Role role;
  private final PeerLinks net = new PeerLinks(1);
  private final ExecutorService executor;
  private final Links links;
  private final Playing<S> playing;
  /** The lobby, at the opener; null at a joiner or spectator. */
  private final Opener opener;
  private volatile Channel listener;
  private ByteString tableId;
  /** The opener's key, at a joiner or spectator. */
  private ByteString openerKey;

  private TableSession(PeerSetup<S> setup, Role role, TableSpec spec) {
    this.setup = setup;
    this.signer = new Signer(setup.identity());
    this.role = role;
    this.executor = Executors.newSingleThreadExecutor(r -> new Thread(r, "table-" + setup.name()));
    this.links = new Links(signer, role == Role.SPECTATOR);
    this.playing = new Playing<>(setup, signer, links);
    this.tableId = spec == null ? ByteString.EMPTY : spec.tableId();
    this.opener = spec == null ? null : new Opener(new Lobby(setup.game().id(), setup.rulesVersion(), spec), links,
        (signed, start) -> playing.begin(signed, start, tableId));
  }

  /** Opens a table: seats this peer's bots, listens, and starts the game when the table is full. */
  public static <S extends GameState> TableSession<S> host(PeerSetup<S> setup, TableSpec spec,
      InetSocketAddress bind) throws InterruptedException {
    TableSession<S> session = new TableSession<>(setup, Role.SEAT_PLAYER, spec);
    session.listener = session.net.listen(bind, session.initializer());
    ByteString me = ByteString.copyFrom(setup.identity().publicKey());
    session.post(() -> session.opener.seat(me, setup.bots(), setup.name()));
    return session;
  }

  /** Joins the table at this address and asks for a seat per bot of the setup. */
  public static <S extends GameState> TableSession<S> join(PeerSetup<S> setup, InetSocketAddress opener)
      throws InterruptedException {
    return connect(setup, Role.SEAT_PLAYER, opener);
  }

  /** Watches the table at this address: asks for the log, replays it, follows live. */
  public static <S extends GameState> TableSession<S> spectate(PeerSetup<S> setup, InetSocketAddress opener)
      throws InterruptedException {
    return connect(setup, Role.SPECTATOR, opener);
  }

  private static <S extends GameState> TableSession<S> connect(PeerSetup<S> setup, Role role,
      InetSocketAddress opener) throws InterruptedException {
    TableSession<S> session = new TableSession<>(setup, role, null);
    session.net.connect(opener, session.initializer());
    return session;
  }

  private PeerLinkInitializer initializer() {
    Handshake handshake = new Handshake(setup.game().id(), setup.rulesVersion(), tableId);
    return new PeerLinkInitializer(() -> new HandshakeHandler(handshake, signer, role, setup.name()),
        () -> new LinkHandler(this));
  }

  /** The address the opener listens on (port 0 was given a real one). */
  public InetSocketAddress address() {
    return (InetSocketAddress) listener.localAddress();
  }

  /** Completes when the game ends here: played out (audits in) or stopped. */
  public CompletableFuture<SessionEnd> end() {
    return playing.end();
  }

  /** Actions applied here so far (readable from any thread). */
  public int step() {
    return playing.step();
  }

  public String stateHash() {
    return playing.stateHash();
  }

  /** Other peers' state-hash checks that agreed with this peer's state (readable from any thread). */
  public int hashesAgreed() {
    return playing.hashesAgreed();
  }

  public String fingerprint() {
    return setup.identity().fingerprint();
  }

  /** Asks this peer's seats again (a person's choice, or a test's gate, changed). */
  public void nudge() {
    post(playing::afterChange);
  }

  @Override
  public void post(Runnable task) {
    try {
      executor.execute(() -> {
        try {
          task.run();
        } catch (RuntimeException | Error e) {
          LOG.log(Level.ERROR, "session " + setup.name() + " failed", e);
          playing.end().completeExceptionally(e);
        }
      });
    } catch (RejectedExecutionException closed) {
      // the session is closed: nothing more to do
    }
  }

  // ---- link events, on the executor ----

  @Override
  public void up(Channel channel, LinkUp up) {
    links.add(channel, up);
    if (opener != null) {
      opener.welcome(channel);
      return;
    }
    openerKey = up.peer().getIdentityKey();
    tableId = up.answer().getTableId();
    if (role == Role.SPECTATOR) {
      links.send(channel, links.envelope().setLogRequest(LogRequest.newBuilder().setFromIndex(0)));
    } else {
      for (String bot : setup.bots()) {
        links.send(channel, links.envelope().setSeatRequest(Opener.botSeat(bot, setup.name())));
      }
    }
  }

  @Override
  public void down(Channel channel) {
    links.remove(channel);
  }

  @Override
  public void received(Channel channel, Verified message) {
    Envelope envelope = message.envelope();
    switch (envelope.getBodyCase()) {
      case SEAT_REQUEST -> {
        if (opener != null) {
          opener.request(channel, message);
        }
      }
      case START -> {
        if (opener == null && envelope.getAuthorKey().equals(openerKey)) {
          playing.begin(message.signed(), envelope.getStart(), tableId);
        }
      }
      case ACTION, STATE_HASH_CHECK -> playing.receive(channel, message);
      case LOG_REQUEST -> playing.answerLog(channel, envelope.getLogRequest());
      case LOG_BATCH -> {
        if (opener == null && envelope.getAuthorKey().equals(openerKey)) {
          playing.replayLog(channel, envelope.getLogBatch(), openerKey, tableId);
        }
      }
      case ERROR -> playing.peerError(channel, message);
      case CHAT -> links.relay(channel, message.signed());
      case LEAVE -> channel.close();
      default -> { } // seat assignment, options, ready: nothing to do for an all-bot table
    }
  }

  @Override
  public void close() {
    executor.shutdownNow();
    net.close();
  }
}
