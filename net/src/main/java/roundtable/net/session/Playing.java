package roundtable.net.session;

import com.google.protobuf.ByteString;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelFutureListener;
import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import roundtable.core.crypto.Audit;
import roundtable.core.table.GameState;
import roundtable.net.ProtocolException;
import roundtable.net.identity.EnvelopeVerifier;
import roundtable.net.identity.Identity;
import roundtable.net.identity.Signer;
import roundtable.net.link.Verified;
import roundtable.net.play.Desync;
import roundtable.net.play.Received;
import roundtable.net.play.Verdict;
import roundtable.proto.Envelope;
import roundtable.proto.Leave;
import roundtable.proto.LogBatch;
import roundtable.proto.LogRequest;
import roundtable.proto.PeerError;
import roundtable.proto.Presence;
import roundtable.proto.Seat;
import roundtable.proto.SignedEnvelope;
import roundtable.proto.Start;

/**
 * The game at one peer, from the Start on: each received action or state-hash check goes through
 * the replica; what it applied is forwarded to every other link, a verdict is sent with its evidence
 * and stops the game, a desync too; after each change this peer's seats act; the end completes
 * {@link #end}. Also answers and replays log requests, brings this peer back after a cut (its
 * seats wait until it has caught up, then what it signed that the table may have missed is sent
 * again), and keeps who is away: the game is given up when a seated peer stays away too long.
 * Executor thread only, but for the snapshots.
 */
final class Playing<S extends GameState> {
  private static final System.Logger LOG = System.getLogger(Playing.class.getName());
  /** StartedGame messages kept before this peer's game starts, at most (a spectator's live feed before its log). */
  static final int MAX_EARLY = 4096;
  /** Other peers' error reports kept for the end, at most (a peer could send any number). */
  static final int MAX_ERRORS = 100;
  /** After a cut, this peer's own actions among the last this many of the table's log are sent again. */
  static final int RESEND_WINDOW = 32;

  private final PeerSetup<S> setup;
  private final Signer signer;
  private final Links links;
  private final Runnable wakeUp;
  private final CompletableFuture<SessionEnd> end = new CompletableFuture<>();
  /** StartedGame messages that came before the game started here (a spectator's live feed before its log). */
  private final List<Verified> early = new ArrayList<>();
  private final List<String> errors = new ArrayList<>();
  /** Peers away (their link, or this peer's link to the opener, is down) since a System.nanoTime(). */
  private final Absences absences = new Absences();
  private Consumer<TableNews> news = line -> { };
  private StartedGame<S> play;
  private boolean stopped;
  /** The news of the game given up here (a peer away too long, the players giving up), once it is. */
  private Optional<TableNews> givenUp = Optional.empty();
  private final Takeover<S> takeover;
  /** The game given up (or the others' seeds, before this peer gives up too). */
  private final GivingUp<S> givingUp = new GivingUp<>();
  /** Back after a cut: this peer's seats wait for the rest of the log. */
  private boolean catchingUp;
  private final Stall stall = new Stall();
  private volatile int step;
  private volatile String stateHash = "";
  /** Issue 16: the seats that left for good, as of the last change. */
  private volatile java.util.Set<Integer> leftSeats = java.util.Set.of();
  /** This peer's seats have all left the game for good, and its folder says the game ended for it. */
  private boolean leftForGood;
  private volatile int hashesAgreed;

  Playing(PeerSetup<S> setup, Signer signer, Links links) {
    this(setup, signer, links, () -> { });
  }

  /** @param wakeUp has {@link #wake} called on the session's thread, from any thread */
  Playing(PeerSetup<S> setup, Signer signer, Links links, Runnable wakeUp) {
    this.wakeUp = wakeUp;
    this.setup = setup;
    this.signer = signer;
    this.links = links;
    this.takeover = new Takeover<>(links, ByteString.copyFrom(signer.identity().publicKey()));
  }

  CompletableFuture<SessionEnd> end() {
    return end;
  }

  /** The end, once: the folder of the table remembers it. */
  private void complete(SessionEnd ending) {
    if (end.complete(ending) && play != null) {
      play.markEnded();
    }
  }

  boolean started() {
    return play != null;
  }

  int step() {
    return step;
  }

  java.util.Set<Integer> leftSeats() {
    return leftSeats;
  }

  String stateHash() {
    return stateHash;
  }

  int hashesAgreed() {
    return hashesAgreed;
  }

  /** Starts the game from the opener's signed Start, if it is for this table and game. */
  void begin(SignedEnvelope signed, Start start, ByteString tableId) {
    if (play != null) {
      return;
    }
    if (!start.getTableId().equals(tableId) || !start.getGameId().equals(setup.game().id())
        || !start.getRulesVersion().equals(setup.rulesVersion())) {
      LOG.log(Level.WARNING, "{0}: a Start for another table or game is ignored", setup.name());
      return;
    }
    Optional<TableStore> store = setup.home().map(home -> TableStore.of(home, tableId, signer.identity().fingerprint()));
    try {
      play = new StartedGame<>(setup, signer, signed, start, store, wakeUp);
    } catch (IllegalArgumentException e) { // an option or a seating no honest opener signs: nothing is kept of it
      refused("its Start is refused: " + e.getMessage());
      LOG.log(Level.WARNING, "{0}: the opener''s Start is refused, this peer leaves: {1}", setup.name(), e.getMessage());
      return;
    }
    if (store.isPresent() && store.get().start().isEmpty()) {
      store.get().saveStart(signed);
    }
    List<Verified> before = new ArrayList<>(early);
    early.clear();
    afterChange();
    for (Verified message : before) {
      receive(null, message);
    }
  }

  /**
   * This peer comes back to a table it kept ({@link TableStore}): the stored Start and log are
   * replayed here (every signature checked again), its seats get their stored secrets back, and
   * they wait for the rest of the log from the table ({@link #comeBack}); an opener asks nobody.
   */
  void resume(TableStore store, ByteString tableId, boolean askTheTable) {
    if (play != null) {
      return;
    }
    SignedEnvelope start = store.start().orElseThrow();
    catchingUp = true; // its seats must not act on the Start before the kept log is replayed
    try {
      Envelope envelope = EnvelopeVerifier.verify(start);
      if (!envelope.hasStart()) {
        throw new IllegalStateException("the Start kept in " + store.dir() + " is not a Start");
      }
      begin(start, envelope.getStart(), tableId);
    } catch (ProtocolException e) {
      throw new IllegalStateException("the Start kept in " + store.dir() + " does not verify: " + e.getMessage(), e);
    }
    int kept = 0;
    tally(store.seatBots());
    for (SignedEnvelope signed : store.log()) {
      try {
        applyDue();
        Received outcome = play.replica.receive(new Verified(signed, EnvelopeVerifier.verify(signed)));
        if (outcome instanceof Received.Applied || outcome instanceof Received.Duplicate) {
          kept++;
          continue;
        }
        LOG.log(Level.WARNING, "{0}: the kept log stops at action {1}: {2}", setup.name(), kept, outcome);
      } catch (ProtocolException e) {
        LOG.log(Level.WARNING, "{0}: the kept log stops at action {1}: {2}", setup.name(), kept, e.getMessage());
      }
      break;
    }
    applyDue();
    play.loggedUpTo(play.replica.step());
    for (SignedEnvelope signed : store.pending()) { // signed and sent before the end, not in the log yet
      try {
        play.replica.receive(signed);
      } catch (ProtocolException e) {
        LOG.log(Level.WARNING, "{0}: a kept pending action does not verify: {1}", setup.name(), e.getMessage());
      }
    }
    play.saveLog();
    step = play.replica.step();
    stateHash = play.replica.stateHash();
    // a peer that holds every seat has nobody to catch up from: what it kept is the whole game
    boolean ask = askTheTable && othersSeated();
    news.accept(new TableNews.BackWithLog(kept, ask));
    if (!ask) { // the opener (the others come back to it and send what it missed), or a peer alone
      catchingUp = false;
      afterChange();
    }
  }

  /**
   * Whether a seat of the game is held by another peer than this one, and has not left the game for
   * good (the open-handed bot that plays such a seat is computed here, from the log: nobody to wait for).
   */
  private boolean othersSeated() {
    ByteString me = ByteString.copyFrom(signer.identity().publicKey());
    java.util.Set<Integer> left = play.replica.leftSeats();
    return play.start.getSeatsList().stream().anyMatch(s -> !s.getHolderKey().isEmpty() && !s.getHolderKey().equals(me)
        && !left.contains(s.getSeat()));
  }

  /** An action or a state-hash check, from a link (null: from the log or a buffer). */
  void receive(Channel from, Verified message) {
    if (play == null) {
      if (early.size() < MAX_EARLY) {
        early.add(message);
      }
      return;
    }
    if (stopped) {
      return;
    }
    if (message.envelope().hasStateHashCheck() && !play.compares(message.envelope().getAuthorKey())) {
      LOG.log(Level.WARNING, "{0}: a state-hash check by {1}, who holds no seat, is ignored", setup.name(),
          message.author());
      return;
    }
    Received outcome = play.replica.receive(message);
    if (outcome instanceof Received.Applied applied) {
      // sent on before it is written down: another's action is safe with the others (a peer that
      // crashes now catches up from them), and the watchers beyond this peer do not wait for its disk
      forward(applied, message, from);
      play.saveLog();
      applyDue();
    } else if (outcome instanceof Received.Refused refused && !refused.verdict().stopsTheGame()) {
      refusedAndGoOn(refused.verdict(), from, message);
    } else if (outcome instanceof Received.Refused refused) {
      stop(refused.verdict(), from);
    } else if (outcome instanceof Received.HashDiffers differs) {
      outOfStep(differs.desync(), from, message);
    } else if (outcome instanceof Received.Held held && held.unreached()) {
      // a state ahead of this peer, or a false hash: it cannot tell which, so it waits, and says so
      LOG.log(Level.INFO, "{0}: an action of seat {1} by {2} waits: {3}", setup.name(),
          message.envelope().getAction().getSeat(), message.author(), held.why());
    } else if (outcome instanceof Received.HashAgrees || outcome instanceof Received.HashNotCompared) {
      hashesAgreed += outcome instanceof Received.HashAgrees ? 1 : 0;
      links.relay(from, message.signed());
    } // else a duplicate, held, or after the game stopped: nothing to send
    afterChange();
  }

  /**
   * Sends on what was applied: the message received to every other link; the actions it released
   * from waiting (their turn in a round came) to every link, the one it came by included, since they
   * came by other links.
   */
  private void forward(Received.Applied applied, Verified message, Channel from) {
    List<SignedEnvelope> released = new ArrayList<>(applied.forward());
    if (released.remove(message.signed())) {
      links.forward(List.of(message.signed()), from);
    }
    links.forward(released, null);
  }

  /** The seats of the Start, once the game began here. */
  List<Seat> seats() {
    return play == null ? List.of() : play.start.getSeatsList();
  }

  void onNews(Consumer<TableNews> told) {
    news = told;
  }

  void awayTimeout(Duration timeout) {
    absences.timeout(timeout);
  }

  /** Whether this peer votes to seat a bot in an absent peer's place, where the game allows (default yes). */
  void seatBots(boolean vote) {
    takeover.willing(vote);
  }

  /** A person's choice came in: the seats are asked again. */
  void wake() {
    if (play != null) {
      play.seats.wake();
    }
    afterChange();
  }

  /** The lobby refused this peer (the table is full, or has started): the session ends here. */
  void refused(String why) {
    errors.add("the table refused: " + why);
    complete(refusal());
  }

  /**
   * A link to the table is up again after this peer was cut off from every player (or for the first
   * time, for a spectator or a peer coming back): it asks for the log from here, and its seats wait
   * until it has it.
   */
  void comeBack(Channel link) {
    boolean back = absences.back(links.peer(link).peer().getIdentityKey());
    if (spectator()) { // a spectator waits for the table, not for the peer it watched through
      for (ByteString key : List.copyOf(absences.keys())) {
        back |= absences.back(key);
      }
    }
    if (back) {
      news.accept(new TableNews.LinkBack(step));
    }
    catchingUp = play != null;
    askLog(link);
  }

  /** Asks the peer at the other end for the log from where this peer is (it answers what this one lacks). */
  void askLog(Channel link) {
    links.send(link, links.envelope().setLogRequest(LogRequest.newBuilder().setFromIndex(play == null ? 0
        : play.replica.step())));
  }

  /** The signed Start, once the game began here (null before). */
  SignedEnvelope signedStart() {
    return play == null ? null : play.signedStart;
  }

  /** The signed Start's content, once the game began here. */
  Start start() {
    return play.start;
  }

  /** The author of the Start: the peer that opened the table. */
  ByteString openerKey() {
    return play.openerKey();
  }

  /**
   * A seated peer has no link here: the table waits for it (and says so, when {@code news}). Not at
   * a spectator, which links to one seated peer only: it follows the table through it, and gives the
   * game up only when a player does.
   */
  void absent(ByteString key, List<Integer> seats, boolean news) {
    if (spectator()) {
      return;
    }
    if (news) {
      presence(Presence.newBuilder().setPeerKey(key).addAllSeats(seats).setAway(true).build());
    } else if (!end.isDone()) {
      absences.gone(key, System.nanoTime());
    }
  }

  /** A seated peer is linked here again (said when {@code news}: it had been away). */
  void present(ByteString key, List<Integer> seats, boolean news) {
    if (news) {
      presence(Presence.newBuilder().setPeerKey(key).addAllSeats(seats).setAway(false).build());
    } else {
      absences.back(key);
    }
  }

  /** This peer's link to the opener went down: it waits, and comes back. */
  void away(ByteString opener) {
    absences.gone(opener, System.nanoTime());
    news.accept(new TableNews.LinkDown(step));
  }

  /** The opener says a seated peer went away or came back. */
  void presence(Presence presence) {
    if (end.isDone()) {
      return; // peers leaving after the end are no news
    }
    String name = nameOf(presence.getPeerKey());
    if (presence.getAway()) {
      absences.gone(presence.getPeerKey(), System.nanoTime());
      news.accept(new TableNews.Away(presence.getSeatsList(), name, absences.timeout().toSeconds()));
    } else if (absences.back(presence.getPeerKey())) {
      news.accept(new TableNews.Back(presence.getSeatsList(), name));
    }
  }

  /** The name at a seat of this peer, or its fingerprint. */
  private String nameOf(ByteString key) {
    return seats().stream().filter(s -> s.getHolderKey().equals(key)).map(Seat::getName).findFirst()
        .orElse(Identity.fingerprint(key.toByteArray()));
  }

  /** Once a second: a peer away for longer than the timeout ends the game here, given up. */
  void tick() {
    if (end.isDone()) {
      return;
    }
    long now = System.nanoTime();
    if (givingUp.started()) {
      if (givingUp.complete(now)) {
        complete(play == null ? refusal() : ending(Optional.empty(), givingUp.audit()));
      }
      return;
    }
    sayWhatTheTableWaitsFor(now);
    for (Absences.Overdue away : absences.overdue(now)) {
      if (play != null && play.replica.allLeft(away.key())) {
        absences.back(away.key()); // issue 16: its seats left for good, the open-handed bot plays them
        continue;
      }
      if (play != null && takeover.mayVote(play, away.key())) {
        if (!takeover.votedOn(away.key())) {
          if (takeover.cast(play, away.key(), absences.keys())) {
            news.accept(new TableNews.VotesForBot(nameOf(away.key())));
          }
          applyDue();
          afterChange();
          return;
        }
        if (!away.twice()) {
          continue; // the others have as long again to vote the same
        }
      }
      giveUp(away.key(), now);
      return;
    }
  }

  /** When the table has stalled here ({@link Stall}): which seats it waits for, for what, and which of them are away. */
  private void sayWhatTheTableWaitsFor(long now) {
    if (play == null || stopped || catchingUp || play.replica.prompt().isOver()) {
      return;
    }
    int at = play.replica.step();
    java.util.OptionalLong stalledFor = stall.stalledFor(at, now);
    if (stalledFor.isEmpty()) {
      return;
    }
    List<TableNews.Waiting> who = new java.util.ArrayList<>();
    play.replica.prompt().seats().forEach((seat, decision) -> {
      ByteString holder = play.replica.seats().holder(seat).orElse(ByteString.EMPTY);
      boolean away = absences.keys().contains(holder);
      boolean signed = play.replica.heldFor(seat, play.replica.basisHash(seat)).isPresent();
      who.add(new TableNews.Waiting(seat, nameOf(holder), decision, signed, away));
    });
    news.accept(new TableNews.Stalled(stalledFor.getAsLong(), at, who));
  }

  /** A vote to seat a bot, from a link. */
  void vote(Channel from, Verified message) {
    if (play != null) {
      try {
        takeover.received(play, from, message);
      } catch (ProtocolException e) {
        LOG.log(Level.WARNING, "{0}: {1}", setup.name(), e.getMessage());
        if (from != null) {
          links.send(from, links.envelope().setError(PeerError.newBuilder().setCode(e.code()).setText(e.getMessage())));
        }
        return;
      }
      applyDue();
      afterChange();
    }
  }

  private void tally(List<SignedEnvelope> votes) {
    takeover.tally(play, votes);
    applyDue();
  }

  /** Seats the bots voted in whose step the game has reached; their former holders are no longer awaited. */
  private void applyDue() {
    for (Takeover.Proposal p : takeover.applyDue(play)) {
      if (play.replica.seats().seatsOf(p.away()).isEmpty()) {
        absences.back(p.away());
      }
      news.accept(new TableNews.BotSeated(p.seat(), p.kind(), nameOf(p.holder()), p.step()));
    }
  }

  /**
   * A seated peer stayed away too long: the game is given up here. When it dealt cards by mental
   * poker, this peer's seats publish their seeds and the end waits a little for the others' ({@link
   * GivingUp}), so that the shuffles of every seat still here are checked.
   */
  private void giveUp(ByteString absent, long now) {
    if (play == null) { // no game began here: the table is gone, not a player (it went before the Start came)
      long seconds = absences.timeout().toSeconds();
      errors.add("no answer from the table for more than " + seconds + " s");
      givenUp = Optional.of(new TableNews.TableGone(seconds));
      news.accept(givenUp.get());
      stopped = true;
      complete(refusal());
      return;
    }
    String who = nameOf(absent);
    String why = "peer " + who + " was away for more than " + absences.timeout().toSeconds() + " s";
    errors.add("given up: " + why);
    givenUp = Optional.of(new TableNews.GivenUp(who, absences.timeout().toSeconds()));
    news.accept(givenUp.get());
    stopped = true;
    links.sendAll(links.envelope().setLeave(givingUp.start(play, absences.keys(), "given up: " + who + " was away",
        now)));
  }

  /** Issue 16: this peer's seats leave the game for good (their leave steps go out once allowed). */
  void leaveForGood() {
    if (play != null && !stopped) {
      play.seats.leave();
      afterChange();
    }
  }

  /**
   * A peer's Leave: it gave the game up, and its seats publish their seeds (a seat holder's only). A
   * spectator gives up with the first player that does.
   */
  void leave(Channel from, Verified message) {
    ByteString author = message.envelope().getAuthorKey();
    if (play == null || play.replica.seats().seatsOf(author).isEmpty()) {
      return;
    }
    links.relay(from, message.signed());
    if (spectator() && !givingUp.started() && !end.isDone()) {
      String why = message.envelope().getLeave().getReason();
      errors.add(why);
      givenUp = Optional.of(new TableNews.PlayersGaveUp(nameOf(author), why));
      news.accept(givenUp.get());
      stopped = true;
      givingUp.start(play, java.util.Set.of(), why, System.nanoTime());
    }
    givingUp.heard(play, author, message.envelope().getLeave());
  }

  /** Whether this peer only watches. */
  private boolean spectator() {
    return setup.bots().isEmpty();
  }

  private SessionEnd refusal() {
    return new SessionEnd(Optional.empty(), step, stateHash, Optional.empty(), givenUp, errors, Optional.empty());
  }

  /** After any change: a verdict from a released action, this peer's own moves, the end. */
  void afterChange() {
    if (play == null || stopped || catchingUp) {
      return;
    }
    try {
      List<SignedEnvelope> mine = play.act();
      play.saveSecrets();
      play.saveLog();
      play.savePending();
      links.forward(mine, null);
    } catch (IllegalStateException e) {
      LOG.log(Level.ERROR, "{0}: own action refused: {1}", setup.name(), e.getMessage());
    }
    Optional<Verdict> halted = play.replica.halted();
    if (halted.isPresent()) {
      stop(halted.get(), null);
      return;
    }
    Optional<String> failed = play.replica.rulesFailed();
    if (failed.isPresent()) {
      LOG.log(Level.ERROR, "{0}: the rules failed here, nobody is blamed: {1}", setup.name(), failed.get());
      errors.add("the rules failed here, nobody is blamed: " + failed.get());
      stopped = true;
      complete(ending(Optional.empty()));
      return;
    }
    step = play.replica.step();
    stateHash = play.replica.stateHash();
    leftSeats = java.util.Set.copyOf(play.replica.leftSeats());
    if (!leftForGood && play.replica.allLeft(ByteString.copyFrom(signer.identity().publicKey()))) {
      leftForGood = true;
      play.markEnded(); // "you cannot come back to this game": a restart lists it to replay, not to resume
    }
    if (!end.isDone() && play.over()) {
      complete(ending(Optional.empty()));
    }
  }

  /**
   * A refusal that does not stop the game (an action by a key holding no seat, for another table,
   * or a replay): named here, sent on once so every peer names it too; when its author is the peer
   * at the other end it gets the PeerError, and the link is closed unless the author holds a seat.
   */
  private void refusedAndGoOn(Verdict verdict, Channel from, Verified message) {
    LOG.log(Level.WARNING, "{0}: refused, the game goes on: {1}", setup.name(), verdict.text());
    links.relay(from, message.signed());
    ByteString author = message.envelope().getAuthorKey();
    boolean player = play != null && !play.replica.seats().seatsOf(author).isEmpty();
    if (from != null && links.peer(from) != null && links.peer(from).peer().getIdentityKey().equals(author)) {
      // its author is told why; an outsider's link is then closed, a player's stays (its next actions are judged as they come)
      ChannelFuture told = from.writeAndFlush(links.sign(links.envelope().setError(verdict.toPeerError())));
      if (!player) {
        told.addListener(ChannelFutureListener.CLOSE);
      }
    }
  }

  /** A verdict: the evidence and the error go to every other link, so each peer judges for itself. */
  private void stop(Verdict verdict, Channel from) {
    links.forward(verdict.evidence(), from);
    links.forward(List.of(links.sign(links.envelope().setError(verdict.toPeerError()))), null);
    stopped = true;
    complete(ending(Optional.of(verdict)));
  }

  /**
   * A seated peer's state-hash check differs from this peer's state (issue 26): logged, reported to
   * everyone (a report, never an order), the check sent on once so each peer compares it for itself,
   * and the game goes on. One bad laptop must not end everybody's game: a peer truly out of step
   * finds its actions naming states the others never reach, so its seats wait, and the table treats
   * them as away (a bot by vote, or the game given up) as for a peer that left.
   */
  private void outOfStep(Desync desync, Channel from, Verified message) {
    LOG.log(Level.WARNING, "{0}: out of step, the game goes on: {1}", setup.name(), desync.text());
    if (errors.size() < MAX_ERRORS) {
      errors.add("out of step: " + desync.text());
    }
    links.relay(from, message.signed());
    links.forward(List.of(links.sign(links.envelope().setError(desync.toPeerError()))), null);
  }

  private SessionEnd ending(Optional<Verdict> verdict) {
    return ending(verdict, play.replica.log().audit(play.replica.game().hiddenCards(play.replica.state())));
  }

  private SessionEnd ending(Optional<Verdict> verdict, Optional<Audit.Result> audit) {
    step = play.replica.step();
    stateHash = play.replica.stateHash();
    return new SessionEnd(play.replica.outcome(), step, stateHash, verdict, givenUp, errors, audit);
  }

  /**
   * Another peer's error: kept and relayed, never obeyed. It stops nothing here: a verdict comes with
   * its evidence and a desync with the state-hash checks, which this peer judges itself, so one peer
   * (a spectator, or a cheat) cannot halt the table by saying so. Only errors by a seat holder or the
   * opener are relayed, once.
   */
  void peerError(Channel from, Verified message, boolean fromTable) {
    PeerError error = message.envelope().getError();
    LOG.log(Level.WARNING, "{0}: peer {1} reports {2}: {3}", setup.name(), message.author(), error.getCode(),
        error.getText());
    if (errors.size() < MAX_ERRORS) {
      errors.add(message.author() + ": " + error.getCode() + ": " + error.getText());
    }
    if (fromTable || play != null && !play.replica.seats().seatsOf(message.envelope().getAuthorKey()).isEmpty()) {
      links.relay(from, message.signed());
    }
  }

  /** Answers a LogRequest with the signed Start and log (nothing before the game: Start comes to all). */
  void answerLog(Channel channel, LogRequest request) {
    if (play != null) {
      for (LogBatch batch : LogSync.batches(play.signedStart, play.replica.signedLog(), request.getFromIndex())) {
        links.send(channel, links.envelope().setLogBatch(batch.toBuilder().addAllSeatBots(takeover.record())));
      }
    }
  }

  /**
   * Replays a LogBatch from a peer of the table: its Start (verified: signed by the peer that sent
   * the batch, or naming it at a seat) then every action, each judged as if it came alone.
   */
  void replayLog(Channel from, LogBatch batch, ByteString sender, ByteString tableId) {
    if (batch.hasStart() && play == null) {
      try {
        Envelope start = EnvelopeVerifier.verify(batch.getStart());
        if (!start.hasStart() || !start.getAuthorKey().equals(sender)
            && start.getStart().getSeatsList().stream().noneMatch(s -> s.getHolderKey().equals(sender))) {
          LOG.log(Level.WARNING, "{0}: a log whose Start neither its sender signed nor seats it is ignored",
              setup.name());
          return;
        }
        begin(batch.getStart(), start.getStart(), tableId);
      } catch (ProtocolException e) {
        LOG.log(Level.WARNING, "{0}: a log whose Start does not verify: {1}", setup.name(), e.getMessage());
        return;
      }
    }
    if (play != null) {
      tally(batch.getSeatBotsList());
    }
    for (SignedEnvelope signed : batch.getActionsList()) {
      try {
        applyDue();
        receive(from, new Verified(signed, EnvelopeVerifier.verify(signed)));
      } catch (ProtocolException e) {
        LOG.log(Level.WARNING, "{0}: an action of the log does not verify: {1}", setup.name(), e.getMessage());
      }
    }
    if (batch.getLast() && catchingUp) {
      catchingUp = false;
      // What this peer signed while its link was down never reached the table: sent again (copies
      // the table has are dropped there as duplicates).
      links.forward(LogSync.signedBy(play.replica.signedLog(), ByteString.copyFrom(signer.identity().publicKey()),
          batch.getFromIndex() + batch.getActionsCount() - RESEND_WINDOW), null);
      links.forward(play.pending(), null); // and what waits here for its turn

      afterChange();
    }
  }
}
