package roundtable.net.session;

import com.google.protobuf.ByteString;
import io.netty.channel.Channel;
import java.lang.System.Logger.Level;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import roundtable.core.table.GameState;
import roundtable.net.ProtocolException;
import roundtable.net.identity.EnvelopeVerifier;
import roundtable.net.identity.Signer;
import roundtable.net.link.Handshake;
import roundtable.net.link.HandshakeHandler;
import roundtable.net.link.LinkUp;
import roundtable.net.link.PeerLinkInitializer;
import roundtable.net.link.PeerLinks;
import roundtable.net.link.Verified;
import roundtable.net.play.Desync;
import roundtable.net.play.Outcome;
import roundtable.net.play.Verdict;
import roundtable.proto.Envelope;
import roundtable.proto.LogBatch;
import roundtable.proto.LogRequest;
import roundtable.proto.PeerError;
import roundtable.proto.Role;
import roundtable.proto.SeatKind;
import roundtable.proto.SeatRequest;
import roundtable.proto.SignedEnvelope;
import roundtable.proto.Start;

/**
 * One peer at a table over real links: the opener (listens, keeps the lobby, relays), a joiner or
 * a spectator (one link, to the opener). Netty threads only post to {@link #executor}; everything
 * below {@link #up} runs there, one task at a time. See the package page for the topology.
 */
public final class TableSession<S extends GameState> implements LinkHandler.Events, AutoCloseable {
  private static final System.Logger LOG = System.getLogger(TableSession.class.getName());

  private final PeerSetup<S> setup;
  private final Signer signer;
  private final ByteString me;
  private final Role role;
  private final PeerLinks net = new PeerLinks(1);
  private final ExecutorService executor;
  private final CompletableFuture<SessionEnd> end = new CompletableFuture<>();
  /** The opener's lobby; null at a joiner or spectator. */
  private final Lobby lobby;
  private final Map<Channel, LinkUp> links = new LinkedHashMap<>();
  /** Non-action broadcasts already relayed (state-hash checks, chat, errors). */
  private final Set<ByteString> relayed = new HashSet<>();
  /** Play messages that came before the game started here (a spectator's live feed before its log). */
  private final List<Verified> early = new ArrayList<>();
  private final List<String> errors = new ArrayList<>();
  private volatile Channel listener;
  private ByteString tableId;
  /** The opener's key, at a joiner or spectator. */
  private ByteString openerKey;
  private Play<S> play;
  private boolean stopped;
  private volatile int step;
  private volatile String stateHash = "";
  private volatile int hashesAgreed;

  private TableSession(PeerSetup<S> setup, Role role, Lobby lobby, ByteString tableId) {
    this.setup = setup;
    this.signer = new Signer(setup.identity());
    this.me = ByteString.copyFrom(setup.identity().publicKey());
    this.role = role;
    this.lobby = lobby;
    this.tableId = tableId;
    this.executor = Executors.newSingleThreadExecutor(r -> new Thread(r, "table-" + setup.name()));
  }

  /** Opens a table: seats this peer's bots, listens, and starts the game when the table is full. */
  public static <S extends GameState> TableSession<S> host(PeerSetup<S> setup, TableSpec spec,
      InetSocketAddress bind) throws InterruptedException {
    Lobby lobby = new Lobby(setup.game().id(), setup.rulesVersion(), spec);
    TableSession<S> session = new TableSession<>(setup, Role.SEAT_PLAYER, lobby, spec.tableId());
    session.listener = session.net.listen(bind, session.initializer());
    session.post(session::seatMyself);
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
    TableSession<S> session = new TableSession<>(setup, role, null, ByteString.EMPTY);
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
    return end;
  }

  /** Actions applied here so far (readable from any thread). */
  public int step() {
    return step;
  }

  public String stateHash() {
    return stateHash;
  }

  /** Other peers' state-hash checks that agreed with this peer's state (readable from any thread). */
  public int hashesAgreed() {
    return hashesAgreed;
  }

  public String fingerprint() {
    return setup.identity().fingerprint();
  }

  /** Asks this peer's seats again (a person's choice, or a test's gate, changed). */
  public void nudge() {
    post(this::afterChange);
  }

  @Override
  public void post(Runnable task) {
    try {
      executor.execute(() -> {
        try {
          task.run();
        } catch (RuntimeException | Error e) {
          LOG.log(Level.ERROR, "session " + setup.name() + " failed", e);
          end.completeExceptionally(e);
        }
      });
    } catch (RejectedExecutionException closed) {
      // the session is closed: nothing more to do
    }
  }

  // ---- link events (on the executor) ----

  @Override
  public void up(Channel channel, LinkUp up) {
    links.put(channel, up);
    if (lobby == null) {
      openerKey = up.peer().getIdentityKey();
      tableId = up.answer().getTableId();
      if (role == Role.SPECTATOR) {
        send(channel, signer.envelope().setLogRequest(LogRequest.newBuilder().setFromIndex(0)));
      } else {
        for (String bot : setup.bots()) {
          send(channel, signer.envelope().setSeatRequest(seatRequest(bot)));
        }
      }
    } else if (play == null) {
      send(channel, signer.envelope().setSeatAssignment(lobby.assignment()));
      send(channel, signer.envelope().setTableOptions(lobby.options()));
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
      case SEAT_REQUEST -> seatRequest(channel, message);
      case START -> {
        if (envelope.getAuthorKey().equals(openerKey)) {
          begin(message.signed(), envelope.getStart());
        }
      }
      case ACTION, STATE_HASH_CHECK -> play(channel, message);
      case LOG_REQUEST -> answerLog(channel, envelope.getLogRequest());
      case LOG_BATCH -> replayLog(channel, envelope.getLogBatch(), envelope.getAuthorKey());
      case ERROR -> peerError(channel, message);
      case CHAT -> relay(channel, message.signed());
      case LEAVE -> channel.close();
      default -> { } // seat assignment, options, ready: nothing to do for an all-bot table
    }
  }

  // ---- lobby ----

  private SeatRequest seatRequest(String bot) {
    return SeatRequest.newBuilder().setKind(SeatKind.BOT).setBotKind(bot).setName(setup.name() + " " + bot).build();
  }

  private void seatMyself() {
    for (String bot : setup.bots()) {
      try {
        lobby.take(me, seatRequest(bot));
      } catch (ProtocolException e) {
        throw new IllegalArgumentException("the opener's own seats: " + e.getMessage(), e);
      }
    }
    startWhenFull();
  }

  private void seatRequest(Channel channel, Verified message) {
    if (lobby == null) {
      return;
    }
    LinkUp link = links.get(channel);
    try {
      if (play != null) {
        throw new ProtocolException(roundtable.proto.ErrorCode.TABLE_FULL, "the game has started");
      }
      if (link == null || !link.peer().getIdentityKey().equals(message.envelope().getAuthorKey())
          || link.peer().getRole() != Role.SEAT_PLAYER) {
        throw new ProtocolException(roundtable.proto.ErrorCode.NOT_ALLOWED,
            "only the seated player at the end of this link may ask for a seat");
      }
      lobby.take(message.envelope().getAuthorKey(), message.envelope().getSeatRequest());
    } catch (ProtocolException e) {
      send(channel, signer.envelope().setError(PeerError.newBuilder().setCode(e.code()).setText(e.getMessage())));
      return;
    }
    sendAll(sign(signer.envelope().setSeatAssignment(lobby.assignment())), null);
    sendAll(sign(signer.envelope().setTableOptions(lobby.options())), null);
    startWhenFull();
  }

  private void startWhenFull() {
    if (play == null && lobby.full() && lobby.allBots()) {
      Start start = lobby.start();
      SignedEnvelope signed = sign(signer.envelope().setStart(start));
      sendAll(signed, null);
      begin(signed, start);
    }
  }

  // ---- play ----

  private void begin(SignedEnvelope signed, Start start) {
    if (play != null) {
      return;
    }
    if (!start.getTableId().equals(tableId) || !start.getGameId().equals(setup.game().id())
        || !start.getRulesVersion().equals(setup.rulesVersion())) {
      LOG.log(Level.WARNING, "{0}: a Start for another table or game is ignored", setup.name());
      return;
    }
    play = new Play<>(setup, signer, signed, start);
    List<Verified> before = new ArrayList<>(early);
    early.clear();
    afterChange();
    for (Verified message : before) {
      play(null, message);
    }
  }

  private void play(Channel from, Verified message) {
    if (play == null) {
      early.add(message);
      return;
    }
    if (stopped) {
      return;
    }
    Outcome outcome = play.replica.receive(message);
    if (outcome instanceof Outcome.Applied applied) {
      forward(applied.forward(), from);
    } else if (outcome instanceof Outcome.Refused refused) {
      stop(refused.verdict(), from);
    } else if (outcome instanceof Outcome.HashDiffers differs) {
      stop(differs.desync());
    } else if (outcome instanceof Outcome.HashAgrees || outcome instanceof Outcome.HashNotCompared) {
      hashesAgreed += outcome instanceof Outcome.HashAgrees ? 1 : 0;
      relay(from, message.signed());
    } // else a duplicate, held, or after the game stopped: nothing to send
    afterChange();
  }

  /** After any change: a verdict from a released action, this peer's own moves, the end. */
  private void afterChange() {
    if (play == null || stopped) {
      return;
    }
    Optional<Verdict> halted = play.replica.halted();
    if (halted.isPresent()) {
      stop(halted.get(), null);
      return;
    }
    try {
      forward(play.act(), null);
    } catch (IllegalStateException e) {
      LOG.log(Level.ERROR, "{0}: own action refused: {1}", setup.name(), e.getMessage());
    }
    halted = play.replica.halted();
    if (halted.isPresent()) {
      stop(halted.get(), null);
      return;
    }
    step = play.replica.step();
    stateHash = play.replica.stateHash();
    if (!end.isDone() && play.over()) {
      end.complete(ending(Optional.empty(), Optional.empty()));
    }
  }

  /** A verdict: the evidence and the error go to every other link, so each peer judges for itself. */
  private void stop(Verdict verdict, Channel from) {
    forward(verdict.evidence(), from);
    forward(List.of(sign(signer.envelope().setError(verdict.toPeerError()))), null);
    stopped = true;
    end.complete(ending(Optional.of(verdict), Optional.empty()));
  }

  private void stop(Desync desync) {
    forward(List.of(sign(signer.envelope().setError(desync.toPeerError()))), null);
    stopped = true;
    end.complete(ending(Optional.empty(), Optional.of(desync)));
  }

  private SessionEnd ending(Optional<Verdict> verdict, Optional<Desync> desync) {
    step = play.replica.step();
    stateHash = play.replica.stateHash();
    return new SessionEnd(play.replica.outcome(), step, stateHash, verdict, desync, errors);
  }

  private void peerError(Channel from, Verified message) {
    PeerError error = message.envelope().getError();
    LOG.log(Level.WARNING, "{0}: peer {1} reports {2}: {3}", setup.name(), message.author(), error.getCode(),
        error.getText());
    errors.add(message.author() + ": " + error.getCode() + ": " + error.getText());
    relay(from, message.signed());
    if (play != null && !stopped && !end.isDone() && error.getCode() != roundtable.proto.ErrorCode.TABLE_FULL) {
      stopped = true;
      end.complete(ending(Optional.empty(), Optional.empty()));
    }
  }

  // ---- log sync ----

  private void answerLog(Channel channel, LogRequest request) {
    if (play == null) {
      return; // the Start comes to every link when the game begins
    }
    for (LogBatch batch : LogSync.batches(play.signedStart, play.replica.signedLog(), request.getFromIndex())) {
      send(channel, signer.envelope().setLogBatch(batch));
    }
  }

  private void replayLog(Channel from, LogBatch batch, ByteString author) {
    if (!author.equals(openerKey)) {
      return;
    }
    if (batch.hasStart() && play == null) {
      try {
        Envelope start = EnvelopeVerifier.verify(batch.getStart());
        if (!start.hasStart() || !start.getAuthorKey().equals(openerKey)) {
          LOG.log(Level.WARNING, "{0}: a log whose head is not the opener's Start is ignored", setup.name());
          return;
        }
        begin(batch.getStart(), start.getStart());
      } catch (ProtocolException e) {
        LOG.log(Level.WARNING, "{0}: a log whose Start does not verify: {1}", setup.name(), e.getMessage());
        return;
      }
    }
    for (SignedEnvelope signed : batch.getActionsList()) {
      try {
        play(from, new Verified(signed, EnvelopeVerifier.verify(signed)));
      } catch (ProtocolException e) {
        LOG.log(Level.WARNING, "{0}: an action of the log does not verify: {1}", setup.name(), e.getMessage());
      }
    }
  }

  // ---- sending ----

  private SignedEnvelope sign(Envelope.Builder envelope) {
    return signer.sign(envelope);
  }

  private void send(Channel channel, Envelope.Builder envelope) {
    channel.writeAndFlush(sign(envelope));
  }

  private void sendAll(SignedEnvelope message, Channel except) {
    sendAll(List.of(message), except);
  }

  private void sendAll(List<SignedEnvelope> messages, Channel except) {
    if (messages.isEmpty()) {
      return;
    }
    for (Channel channel : links.keySet()) {
      if (channel != except) {
        for (SignedEnvelope message : messages) {
          channel.write(message);
        }
        channel.flush();
      }
    }
  }

  /** Sends on what this peer applied or made; a spectator sends nothing (it only watches). */
  private void forward(List<SignedEnvelope> messages, Channel except) {
    if (role != Role.SPECTATOR) {
      sendAll(messages, except);
    }
  }

  /** Relays a broadcast received on one link to every other link, once. */
  private void relay(Channel from, SignedEnvelope message) {
    if (from != null && role != Role.SPECTATOR && relayed.add(message.getEnvelope())) {
      sendAll(message, from);
    }
  }

  @Override
  public void close() {
    executor.shutdownNow();
    net.close();
  }
}
