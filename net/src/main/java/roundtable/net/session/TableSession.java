package roundtable.net.session;

import com.google.protobuf.ByteString;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFutureListener;
import java.lang.System.Logger.Level;
import java.net.InetSocketAddress;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import roundtable.core.table.GameState;
import roundtable.net.Wire;
import roundtable.net.identity.Identity;
import roundtable.net.identity.Signer;
import roundtable.net.link.AfterHandshake;
import roundtable.net.link.Handshake;
import roundtable.net.link.HandshakeHandler;
import roundtable.net.link.Heartbeat;
import roundtable.net.link.LinkUp;
import roundtable.net.link.PeerLinkInitializer;
import roundtable.net.link.PeerLinks;
import roundtable.net.link.Verified;
import roundtable.proto.Envelope;
import roundtable.proto.ErrorCode;
import roundtable.proto.LogRequest;
import roundtable.proto.PeerError;
import roundtable.proto.Ready;
import roundtable.proto.Role;
import roundtable.proto.SeatAssignment;
import roundtable.proto.SeatRequest;
import roundtable.proto.SignedEnvelope;

/**
 * One peer at a table over real links: the opener (keeps the lobby), a joiner or a spectator (one
 * link, to the opener, until the start); in play every seated peer links to every other ({@link
 * Mesh}) and any of them serves the log to a spectator or a peer coming back. Netty threads only {@link #post} to the session's
 * single-threaded executor, which runs {@link #up}, {@link #received} and {@link #down} and alone
 * owns the links, the lobby ({@link Opener}) and the game ({@link Playing}). See the package page.
 */
public final class TableSession<S extends GameState> implements LinkHandler.Events, AutoCloseable {
  private static final System.Logger LOG = System.getLogger(TableSession.class.getName());

  /** How long closing waits for its Leave to be written. */
  private static final long LEAVE_WAIT_MILLIS = 500;

  private final PeerSetup<S> setup;
  private final Signer signer;
  private final Role role;
  private final PeerLinks net = new PeerLinks(1);
  private final ScheduledExecutorService executor;
  /** The executor's thread, once it started. */
  private volatile Thread sessionThread;
  /** Opens links again after a cut (a blocking connect, kept off the session's executor). */
  private final ScheduledExecutorService reconnector;
  private final Links links;
  private final Playing<S> playing;
  /** Who this peer is linked to in play, and whom it dials: every seated peer links to every other. */
  private final Mesh mesh;
  /** The lobby, at the opener; null at a joiner or spectator. */
  private final Opener opener;
  private volatile Channel listener;
  private volatile boolean announcing;
  private volatile roundtable.proto.SignedEnvelope signedStart;
  private volatile ByteString tableId;
  /** The opener's key, at a joiner or spectator. */
  private ByteString openerKey;
  /** The opener's address, at a joiner or spectator: where to come back after a cut. */
  private InetSocketAddress openerAddress;
  private Channel openerLink;
  private volatile SeatAssignment seating = SeatAssignment.getDefaultInstance();
  /** The table's options as the opener said them; null until it does. */
  private volatile roundtable.proto.TableOptions tableOptions;
  /** At the opener: the bot its table seats by vote in the place of a peer away too long; else null. */
  private final String ownTakeoverBot;
  private boolean readySent;
  private volatile boolean closed;
  private volatile Consumer<TableNews> chat = line -> { };
  /** How much each sender may say. */
  private final TableChat tableChat;
  /** Links of spectators over {@link Wire#maxSpectators()}, until they are closed. */
  private final Set<Channel> refused = new HashSet<>();

  private TableSession(PeerSetup<S> setup, Role role, TableSpec spec) {
    this.setup = setup;
    this.signer = new Signer(setup.identity());
    this.role = role;
    this.executor = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "table-" + setup.name());
      sessionThread = t;
      return t;
    });
    this.reconnector = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "reconnect-" + setup.name());
      t.setDaemon(true);
      return t;
    });
    this.links = new Links(signer, role == Role.SPECTATOR, net.afterPlayers());
    this.playing = new Playing<>(setup, signer, links, this::nudge);
    this.tableChat = new TableChat(links, setup.name(), this::name);
    this.mesh = new Mesh(ByteString.copyFrom(setup.identity().publicKey()), role == Role.SPECTATOR);
    this.tableId = spec == null ? ByteString.EMPTY : spec.tableId();
    this.ownTakeoverBot = spec == null ? null : spec.takeoverBot();
    executor.scheduleWithFixedDelay(() -> post(playing::tick), 1, 1, TimeUnit.SECONDS);
    executor.scheduleWithFixedDelay(() -> post(this::dialMesh), 1, 1, TimeUnit.SECONDS);
    executor.scheduleWithFixedDelay(() -> post(links::flushFeed), Links.FEED_MILLIS, Links.FEED_MILLIS,
        TimeUnit.MILLISECONDS);
    this.opener = spec == null ? null : new Opener(new Lobby(setup.game().id(), setup.rulesVersion(), spec), links,
        (signed, start) -> {
          playing.begin(signed, start, tableId);
          startMesh();
        });
  }

  /**
   * When an opened table starts: when every seat is held and every person ready, this peer's own
   * person at once (the terminal's {@code host}); or when this peer's person, once every seat is
   * held, says so with {@link #ready} (a window's Start: the opener sees the seats fill first).
   */
  public enum StartWhen { FULL_AND_READY, OPENER_STARTS }

  /** Opens a table: seats this peer's bots, listens, and starts the game when the table is full. */
  public static <S extends GameState> TableSession<S> host(PeerSetup<S> setup, TableSpec spec,
      InetSocketAddress bind) throws InterruptedException {
    return host(setup, spec, bind, StartWhen.FULL_AND_READY);
  }

  /** Opens a table that starts as {@code when} says. */
  public static <S extends GameState> TableSession<S> host(PeerSetup<S> setup, TableSpec spec,
      InetSocketAddress bind, StartWhen when) throws InterruptedException {
    TableSession<S> session = new TableSession<>(setup, Role.SEAT_PLAYER, spec);
    session.listener = session.net.listen(bind, session.initializer());
    setup.home().ifPresent(home -> TableStore.of(home, spec.tableId(), setup.identity().fingerprint())
        .saveOpening(spec, session.address().getPort()));
    ByteString me = ByteString.copyFrom(setup.identity().publicKey());
    session.post(() -> session.opener.seat(me, setup.bots(), setup.name(), when == StartWhen.FULL_AND_READY));
    return session;
  }

  /**
   * Opens again a table this peer opened and kept ({@link TableStore#unfinishedOpenings}) after its
   * process ended mid-game: the kept Start and log are replayed, the seats' secrets come back, and
   * it listens on the same port (unless {@code bind} names another), where the others come back.
   */
  public static <S extends GameState> TableSession<S> reopen(PeerSetup<S> setup, TableStore store,
      InetSocketAddress bind) throws InterruptedException {
    TableStore.Opening opening = store.opening().orElseThrow(() -> new IllegalArgumentException(store.dir()
        + " is not a table this peer opened"));
    TableSession<S> session = new TableSession<>(setup, Role.SEAT_PLAYER, opening.spec());
    int port = bind.getPort() != 0 ? bind.getPort() : opening.port();
    session.listener = session.net.listen(new InetSocketAddress(bind.getAddress(), port), session.initializer());
    ByteString me = ByteString.copyFrom(setup.identity().publicKey());
    session.post(() -> {
      session.opener.reopened(store.start().orElseThrow());
      session.playing.resume(store, session.tableId, true); // an ordinary peer: it catches up from the others
      session.startMesh();
    });
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
    session.openerAddress = opener;
    if (role == Role.SEAT_PLAYER) { // where the other seated peers link to it once the game starts
      InetSocketAddress here = new InetSocketAddress(opener.getAddress().isLoopbackAddress()
          ? java.net.InetAddress.getLoopbackAddress() : null, 0);
      session.listener = session.net.listen(here, session.initializer());
    }
    session.net.connect(opener, session.initializer());
    return session;
  }

  private PeerLinkInitializer initializer() {
    return new PeerLinkInitializer(links.known(), error -> links.sign(links.envelope().setError(error)),
        () -> new HandshakeHandler(new Handshake(setup.game().id(), setup.rulesVersion(),
        tableId, listener == null ? 0 : address().getPort()), signer, role, setup.name(),
        () -> opener == null ? null : opener.card()), // an opener's Hello tells its table (join by address)
        () -> new AfterHandshake(() -> new Heartbeat(this::keepalive), net.spectatorLoop(), net::keepsWatcher),
        () -> new LinkHandler(this));
  }

  /** What this peer sends on a link it has been silent on: a Presence of its own (ignored, it only says "here"). */
  private roundtable.proto.SignedEnvelope keepalive() {
    return signer.sign(signer.envelope().setPresence(roundtable.proto.Presence.newBuilder()
        .setPeerKey(ByteString.copyFrom(setup.identity().publicKey()))));
  }

  /** The address this peer listens on for links (port 0 was given a real one); a spectator listens nowhere. */
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

  /** The table's id: the opener's own, or learnt in the handshake (empty before). */
  public ByteString tableId() {
    return tableId;
  }

  public String fingerprint() {
    return setup.identity().fingerprint();
  }

  /** Asks this peer's seats again (a person's choice, or a test's gate, changed). */
  public void nudge() {
    post(playing::wake);
  }

  /** The lobby as this peer last saw it (the opener's own, at the opener); readable from any thread. */
  public SeatAssignment seating() {
    return opener != null ? opener.assignment() : seating;
  }

  /**
   * The table's options as the opener last said them, at a joiner or spectator: empty until it says
   * them (and at the opener, which knows its own), an empty map for a table of default options;
   * readable from any thread.
   */
  public java.util.Optional<java.util.Map<String, String>> tableOptions() {
    roundtable.proto.TableOptions heard = tableOptions;
    return heard == null ? java.util.Optional.empty() : java.util.Optional.of(heard.getOptionsMap());
  }

  /**
   * The kind of bot the table seats by vote in the place of a peer away too long: the opener's own
   * choice, or, at a joiner or spectator, what the opener said with its options (empty until then);
   * readable from any thread.
   */
  public java.util.Optional<String> takeoverBot() {
    if (ownTakeoverBot != null) {
      return java.util.Optional.of(ownTakeoverBot);
    }
    roundtable.proto.TableOptions heard = tableOptions;
    return heard == null ? java.util.Optional.empty()
        : java.util.Optional.of(TableSpec.takeoverBot(heard.getTakeoverBot()));
  }

  /** Spectators watching at the opener's table, for its announcement (readable from any thread). */
  public int spectators() {
    return opener == null ? 0 : links.spectators();
  }

  /** Seats held at the opener's table, for its announcement (readable from any thread). */
  public int seatsTaken() {
    return opener == null ? 0 : opener.taken();
  }

  /**
   * Says whether this peer is ready to start with the present seating. A peer is ready as soon as
   * it is seated (a terminal or a bot has nothing to wait for); a window may take it back.
   */
  public void ready(boolean ready) {
    post(() -> {
      readySent = true;
      if (opener != null) {
        opener.ready(ByteString.copyFrom(setup.identity().publicKey()), ready);
      } else if (openerLink != null) {
        links.send(openerLink, links.envelope().setReady(Ready.newBuilder()
            .setLobbyRevision(seating.getLobbyRevision()).setReady(ready)));
      }
    });
  }

  /**
   * This peer's seats leave the game for good (issue 16): each publishes its key and seeds, signed,
   * and the others play on with the open-handed bot in its place. The session stays up; close it
   * once {@link #leftSeats} holds its seats.
   */
  public void leaveForGood() {
    post(playing::leaveForGood);
  }

  /** The seats that have left the game for good, as this peer last applied (readable from any thread). */
  public Set<Integer> leftSeats() {
    return playing.leftSeats();
  }

  /** Says something to the table (players and spectators); it is told here too, as this peer's. */
  public void say(String text) {
    post(() -> tableChat.say(ByteString.copyFrom(signer.identity().publicKey()), text, chat));
  }

  /** Where the table's chat and its news (a peer away, back) go, one each, from the session's thread. */
  public void onNews(Consumer<TableNews> told) {
    this.chat = told;
    playing.onNews(told);
  }

  /**
   * Whether this peer votes, when a seated peer has been away longer than the timeout, to seat a
   * bot in its place where the game allows (default yes); the table gives up when not every seat
   * holder votes so.
   */
  public void seatBots(boolean vote) {
    post(() -> playing.seatBots(vote));
  }

  /** How long a seated peer may be away before this peer gives the game up (default 120 s). */
  public void awayTimeout(java.time.Duration timeout) {
    post(() -> playing.awayTimeout(timeout));
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
    if (up.peer().getRole() == Role.SPECTATOR && links.spectators() >= Wire.maxSpectators()) {
      refuseSpectator(channel, up);
      return;
    }
    links.add(channel, up);
    ByteString key = up.peer().getIdentityKey();
    learnAddress(channel, up);
    if (opener != null) {
      opener.welcome(channel);
    } else if (openerKey == null) { // the first link: to the table this peer asked for
      openerLink = channel;
      openerKey = key;
      tableId = up.answer().getTableId();
      Optional<TableStore> kept = setup.home().map(home -> TableStore.of(home, tableId, fingerprint()));
      if (!playing.started() && kept.isPresent() && kept.get().start().isPresent()) {
        playing.resume(kept.get(), tableId, true);
        startMesh(); // counts this link
        playing.comeBack(channel);
        return;
      }
    }
    if (mesh.started()) {
      meshUp(channel, key);
    } else if (opener == null && (playing.started() || role == Role.SPECTATOR)) {
      playing.comeBack(channel); // asks for the log from where this peer is
    } else if (opener == null && channel == openerLink) {
      for (SeatRequest seat : Opener.seatsFor(setup.bots(), setup.name())) {
        links.send(channel, links.envelope().setSeatRequest(seat));
      }
    }
  }

  /**
   * One spectator more than this peer takes: told why (TABLE_FULL), logged, its link closed; it is
   * never counted among the links, so nothing of the table is relayed to it.
   */
  private void refuseSpectator(Channel channel, LinkUp up) {
    refused.add(channel);
    String why = "this peer takes at most " + Wire.maxSpectators() + " spectators, and has as many";
    LOG.log(Level.WARNING, "{0}: spectator {1} ({2}) refused: {3}", setup.name(),
        Identity.fingerprint(up.peer().getIdentityKey().toByteArray()),
        channel.remoteAddress(), why);
    channel.writeAndFlush(links.sign(links.envelope().setError(PeerError.newBuilder()
        .setCode(ErrorCode.TABLE_FULL).setText(why)))).addListener(ChannelFutureListener.CLOSE);
  }

  /** Where the peer at the other end listens: its Hello's port at the link's address, or where this peer dialed. */
  private void learnAddress(Channel channel, LinkUp up) {
    if (!(channel.remoteAddress() instanceof InetSocketAddress remote)) {
      return;
    }
    ByteString key = up.peer().getIdentityKey();
    if (up.peer().getListenPort() != 0) {
      mesh.learnt(key, new InetSocketAddress(remote.getAddress(), up.peer().getListenPort()));
    } else if (channel.parent() == null && up.peer().getRole() == Role.SEAT_PLAYER) {
      mesh.learnt(key, remote); // a link this peer opened: the other listens there
    }
  }

  /**
   * The game started here (or was resumed): from now on this peer links to every seated peer, and
   * follows itself who is there ({@link Mesh}); the links already up count.
   */
  private void startMesh() {
    if (!playing.started() || mesh.started()) {
      return;
    }
    ByteString author = playing.openerKey();
    mesh.started(playing.start(), author, author.equals(openerKey) ? Optional.ofNullable(openerAddress)
        : Optional.empty(), System.nanoTime());
    for (Channel channel : links.channels()) {
      ByteString key = links.peer(channel).peer().getIdentityKey();
      mesh.linked(key);
    }
    for (ByteString key : mesh.unlinkedSeated()) {
      playing.absent(key, mesh.seatsOf(key), false); // not linked yet: it is waited for, quietly
    }
    dialMesh();
  }

  /** A link came up in play: the peer is back if it was away, and each side asks the other for what it lacks. */
  private void meshUp(Channel channel, ByteString key) {
    boolean back = mesh.linked(key);
    if (!mesh.seatsOf(key).isEmpty()) {
      playing.present(key, mesh.seatsOf(key), back);
    }
    if (role == Role.SPECTATOR || !mesh.seatsOf(key).isEmpty() && links.seatedLinks(mesh) == 1) {
      playing.comeBack(channel); // this peer was cut off from every player: it catches up before it acts
    } else if (!mesh.seatsOf(key).isEmpty()) {
      playing.askLog(channel);
    }
  }

  /**
   * Whether this joiner keeps the table announced on the LAN now: the game is on and no other
   * joiner linked here holds a lower seat than this one's lowest (readable from any thread; followed
   * once a second).
   */
  public boolean announcesTheTable() {
    return announcing;
  }

  /** The signed Start, once the game began here (readable from any thread). */
  public Optional<roundtable.proto.SignedEnvelope> signedStart() {
    return Optional.ofNullable(signedStart);
  }

  /**
   * A joiner backs the opener up from the start of the game, so that the table stays listed the
   * moment the opener vanishes (its link looks up for the heartbeat's 10 s after a cut): the joiner
   * with the lowest seat among those linked here announces it, beside the opener.
   */
  private boolean shouldAnnounce() {
    if (opener != null || role != Role.SEAT_PLAYER || !mesh.started()) {
      return false;
    }
    ByteString openerKey = playing.openerKey();
    int mine = playing.seats().stream().filter(s -> s.getHolderKey().equals(ByteString.copyFrom(
        setup.identity().publicKey()))).mapToInt(roundtable.proto.Seat::getSeat).min().orElse(Integer.MAX_VALUE);
    return playing.seats().stream().noneMatch(s -> s.getSeat() < mine && !s.getHolderKey().equals(openerKey)
        && mesh.linkedTo(s.getHolderKey()));
  }

  /** Once a second in play: dials the seated peers this one should be linked to and is not. */
  private void dialMesh() {
    if (closed || playing.end().isDone() || !mesh.started()) {
      return;
    }
    signedStart = playing.signedStart();
    announcing = shouldAnnounce();
    for (Mesh.Dial dial : mesh.due(System.nanoTime())) {
      reconnector.execute(() -> {
        try {
          net.connect(dial.address(), initializer());
        } catch (Exception e) {
          LOG.log(Level.DEBUG, "{0}: no link to {1} at {2} yet: {3}", setup.name(),
              Identity.fingerprint(dial.key().toByteArray()), dial.address(), e.getMessage());
        } finally {
          post(() -> mesh.dialed(dial.key()));
        }
      });
    }
  }

  @Override
  public void down(Channel channel) {
    if (refused.remove(channel)) {
      return; // a spectator over the limit: it never counted
    }
    LinkUp up = links.peer(channel);
    links.remove(channel);
    if (opener != null && up != null) {
      opener.gone(channel, up);
    }
    boolean lost = channel == openerLink;
    if (lost) {
      openerLink = null;
    }
    if (mesh.started()) { // in play: the mesh dials again; a seated peer with no link left is away
      if (up != null && !closed && !playing.end().isDone()) {
        ByteString key = up.peer().getIdentityKey();
        if (mesh.unlinked(key, System.nanoTime())) {
          playing.absent(key, mesh.seatsOf(key), true);
        }
        if (role == Role.SPECTATOR && links.channels().isEmpty()) {
          playing.away(key);
          dialMesh(); // at once: the players may be near the end, and leave soon after it
        }
      }
      return;
    }
    if (lost && !closed && !playing.end().isDone()) {
      playing.away(openerKey);
    }
    // ---- join by address (issue 15): a first link refused at its handshake ends the session ----
    if (opener == null && openerKey == null && up == null && !closed && !playing.end().isDone()) {
      String why = channel.attr(roundtable.net.link.LinkGuard.CLOSE_REASON).get();
      playing.refused(why != null ? why : "the link was closed before its handshake ended");
      return;
    }
    // ---- end of join by address ----
    // After a first link came up, a link to the opener that goes down before the start is tried again.
    if (opener == null && openerKey != null && openerLink == null && (lost || up == null) && !closed
        && !playing.end().isDone()) {
      reconnect(1);
    }
  }

  /** After a cut, opens the link to the opener again, every second until it is back or the game ends. */
  private void reconnect(int attempt) {
    reconnector.schedule(() -> {
      if (closed || playing.end().isDone() || mesh.started()) {
        return; // in play the mesh dials
      }
      try {
        net.connect(openerAddress, initializer());
      } catch (Exception e) {
        LOG.log(Level.INFO, "{0}: the table is not back yet (attempt {1}): {2}", setup.name(), attempt, e.getMessage());
        reconnect(attempt + 1);
      }
    }, 1, TimeUnit.SECONDS);
  }

  @Override
  public void received(Channel channel, Verified message) {
    if (refused.contains(channel)) {
      return; // a spectator over the limit, on its way out
    }
    Envelope envelope = message.envelope();
    boolean byOpener = opener == null && envelope.getAuthorKey().equals(openerKey);
    switch (envelope.getBodyCase()) {
      case SEAT_REQUEST -> {
        if (opener != null && opener.seatedInGame(envelope.getAuthorKey())) {
          playing.answerLog(channel, LogRequest.getDefaultInstance()); // a seated peer back without its log
        } else if (opener != null) {
          opener.request(channel, message);
        }
      }
      case READY -> {
        if (opener != null && !opener.started()) {
          opener.ready(channel, message);
        }
      }
      case RESIGN -> {
        if (opener != null && !opener.started()) {
          opener.resign(channel, message);
        }
      }
      case SEAT_ASSIGNMENT -> {
        if (byOpener) {
          seated(envelope.getSeatAssignment());
        }
      }
      case START -> {
        if (byOpener) {
          playing.begin(message.signed(), envelope.getStart(), tableId);
          startMesh();
        }
      }
      case ACTION, STATE_HASH_CHECK -> playing.receive(channel, message);
      case LOG_REQUEST -> playing.answerLog(channel, envelope.getLogRequest());
      case LOG_BATCH -> {
        if (atTheOtherEnd(channel, envelope)) { // any peer of the table may serve the log: every action is signed
          playing.replayLog(channel, envelope.getLogBatch(), envelope.getAuthorKey(), tableId);
          startMesh();
        }
      }
      case SEAT_BOT -> playing.vote(channel, message);
      case FEED -> {
        if (atTheOtherEnd(channel, envelope)) {
          unbundle(channel, envelope.getFeed());
        }
      }
      case PRESENCE -> { } // each peer follows who is there itself (Mesh); kept on the wire for older peers
      case ERROR -> {
        ErrorCode code = envelope.getError().getCode();
        if (byOpener && !playing.started() && (code == ErrorCode.TABLE_FULL || code == ErrorCode.NOT_ALLOWED)) {
          playing.refused(envelope.getError().getText());
        } else {
          playing.peerError(channel, message, byOpener);
        }
      }
      case CHAT -> tableChat.heard(channel, message, chat);
      case LEAVE -> {
        if (envelope.getLeave().getAuditCount() > 0) {
          playing.leave(channel, message); // a game given up: the seeds of its seats
        } else if (links.peer(channel) != null
            && links.peer(channel).peer().getIdentityKey().equals(envelope.getAuthorKey())) {
          channel.close(); // the peer at the other end says it goes
        }
      }
      case TABLE_OPTIONS -> {
        if (byOpener) {
          tableOptions = envelope.getTableOptions(); // shown before the start; the game plays the Start's
        }
      }
      default -> { }
    }
  }

  /** Whether a message's author is the peer at the other end of the link it came by. */
  private boolean atTheOtherEnd(Channel channel, Envelope envelope) {
    LinkUp up = links.peer(channel);
    return up != null && up.peer().getIdentityKey().equals(envelope.getAuthorKey());
  }

  /** A peer's feed: each message in it, checked on its own, as if it came alone. */
  private void unbundle(Channel channel, roundtable.proto.Feed feed) {
    for (roundtable.proto.SignedEnvelope signed : feed.getMessagesList()) {
      try {
        Envelope inner = roundtable.net.identity.EnvelopeVerifier.verify(signed);
        if (inner.hasFeed()) {
          continue; // no feed inside a feed
        }
        received(channel, new Verified(signed, inner));
      } catch (roundtable.net.ProtocolException e) {
        LOG.log(Level.WARNING, "{0}: a message of the feed is refused: {1}", setup.name(), e.getMessage());
      }
    }
  }

  /** The lobby changed: kept, and once this peer holds a person's seat it says it is ready (bots always are). */
  private void seated(SeatAssignment assignment) {
    seating = assignment;
    ByteString me = ByteString.copyFrom(setup.identity().publicKey());
    if (!readySent && assignment.getSeatsList().stream()
        .anyMatch(s -> s.getHolderKey().equals(me) && s.getKind() == roundtable.proto.SeatKind.PERSON)) {
      ready(true);
    }
  }

  /** The name a peer goes by: its name at a seat, or its fingerprint. */
  private String name(ByteString key) {
    java.util.List<roundtable.proto.Seat> seats = playing.started() ? playing.seats() : seating().getSeatsList();
    return seats.stream().filter(s -> s.getHolderKey().equals(key)).map(s -> s.getName())
        .findFirst().orElse(Identity.fingerprint(key.toByteArray()));
  }

  /**
   * Leaves the table: a {@code Leave} goes to every link (so the opener frees a lobby seat at once,
   * or tells the table that a seated peer is away), then the links close. Closing again does nothing.
   */
  @Override
  public synchronized void close() {
    if (closed) {
      return;
    }
    closed = true;
    if (Thread.currentThread() == sessionThread) { // from a listener of its news or its end: it may not wait for itself
      Thread closing = new Thread(this::leaveAndClose, "closing-" + setup.name());
      closing.setDaemon(true);
      closing.start();
    } else {
      leaveAndClose();
    }
  }

  private void leaveAndClose() {
    CompletableFuture<Void> said = new CompletableFuture<>();
    post(() -> links.leave("closed").whenComplete((done, error) -> said.complete(null)));
    try {
      said.get(LEAVE_WAIT_MILLIS, TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
      LOG.log(Level.INFO, "{0}: closed without saying so ({1})", setup.name(), e.toString());
    }
    executor.shutdownNow();
    reconnector.shutdownNow();
    net.close();
  }
}
