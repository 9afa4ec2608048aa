package roundtable.net.session;

import com.google.protobuf.ByteString;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.SplittableRandom;
import roundtable.core.bot.Bots;
import roundtable.core.bot.Player;
import roundtable.core.crypto.PokerCards;
import roundtable.core.crypto.PokerStep;
import roundtable.core.log.LogNotation;
import roundtable.core.secrets.SeatSecrets;
import roundtable.core.log.ActionLog;
import roundtable.core.table.GameState;
import roundtable.net.identity.Signer;
import roundtable.net.play.Replica;
import roundtable.proto.Seat;
import roundtable.proto.SignedEnvelope;
import roundtable.proto.Start;

/**
 * A started game at one peer: the replica built from the signed Start, this peer's seats, and when
 * to send a state-hash check. Runs on the session's executor only.
 */
final class StartedGame<S extends GameState> {
  /**
   * This peer's own actions played in one task of the session's thread, at most; the rest follows
   * what waits there. A peer holding every seat by bots otherwise played the whole game in one go,
   * its links sent nothing till the end, and a spectator's request for the log waited as long
   * (three graal seats by mental poker: about 25 s).
   */
  static final int MOST_IN_ONE_GO = 16;
  /**
   * A state-hash check every this many steps (when settled), and at the end. Every action already
   * names the hash of the state it was made on, so each acting peer's state is checked at every
   * step it acts; the checks cover the peers that do not act (docs/protocol.md gives the measured
   * cost of checking at every step). {@code -Droundtable.hashCheckEvery=N} changes it, to measure.
   */
  static final int HASH_CHECK_EVERY = Math.max(1, Integer.getInteger("roundtable.hashCheckEvery", 16));

  final SignedEnvelope signedStart;
  final Start start;
  /** The author of the Start: the table's opener. */
  private final ByteString openerKey;
  final Replica<S> replica;
  /** This peer's seats; made again when a seat comes to it or leaves it by vote. */
  Seats seats;
  private final PeerSetup<S> setup;
  private final Signer signer;
  private final Map<Integer, Player<S>> mine = new TreeMap<>();
  private final Runnable wakeUp;
  private final Optional<TableStore> store;
  private final Map<Integer, SeatSecrets> secrets = new TreeMap<>();
  /** The secrets text last saved for each seat. */
  private final Map<Integer, String> saved = new TreeMap<>();
  private int logged;
  private List<SignedEnvelope> savedPending = List.of();
  private long lastCheck = -1;

  /**
   * @param store where this peer keeps the table: the secrets of its seats come from there when it
   *     comes back, and are saved there before anything that needs them is sent
   */
  StartedGame(PeerSetup<S> setup, Signer signer, SignedEnvelope signedStart, Start start, Optional<TableStore> store) {
    this(setup, signer, signedStart, start, store, () -> { });
  }

  /** @param wakeUp asks this peer's seats again, from any thread (a bot that thought on its own chose its move) */
  StartedGame(PeerSetup<S> setup, Signer signer, SignedEnvelope signedStart, Start start, Optional<TableStore> store,
      Runnable wakeUp) {
    this.wakeUp = wakeUp;
    this.signedStart = signedStart;
    this.start = start;
    this.openerKey = authorOf(signedStart);
    this.setup = setup;
    this.signer = signer;
    this.store = store;
    if (!Bots.NAMES.contains(TableSpec.takeoverBot(start.getTakeoverBot()))) {
      throw new IllegalArgumentException("its takeover_bot '" + start.getTakeoverBot() + "' is no bot's kind (the"
          + " bots are: " + String.join(", ", Bots.NAMES) + ")");
    }
    this.replica = Replica.start(setup.game(), start);
    ByteString me = ByteString.copyFrom(signer.identity().publicKey());
    for (Seat seat : start.getSeatsList()) {
      if (seat.getHolderKey().equals(me)) {
        int n = seat.getSeat();
        Optional<String> kept = store.flatMap(s -> s.secrets(n));
        SeatSecrets secrets = kept.isPresent() ? SeatSecrets.restore(kept.get(), n, setup.secretsSource().get())
            : new SeatSecrets(n, setup.secretsSource().get());
        kept.ifPresent(text -> saved.put(n, text));
        this.secrets.put(n, secrets);
        mine.put(n, thinks(setup.players().player(seat, secrets)));
      }
    }
    this.seats = setup.seats().make(replica, signer, mine, start.getSeatsList());
  }

  ByteString openerKey() {
    return openerKey;
  }

  /** A seat's player that thinks on its own thread wakes this peer's seats once it has chosen. */
  private Player<S> thinks(Player<S> player) {
    if (player instanceof ThinkingSeat<S> thinking) {
      thinking.wakes(wakeUp);
    }
    return player;
  }

  /** The kind of bot the table seats by vote in an absent peer's place (the Start's {@code takeover_bot}). */
  String takeoverBot() {
    return TableSpec.takeoverBot(start.getTakeoverBot());
  }

  /**
   * A seat given by vote to a bot this peer runs: a bot of that kind with fresh secrets plays it, a
   * strong one thinking within this peer's budget.
   */
  void takeOver(int seat, String kind) {
    SeatSecrets own = new SeatSecrets(seat, setup.secretsSource().get());
    secrets.put(seat, own);
    Player<S> bot = PeerSetup.bot(replica.game(), kind, own, seat,
        new SplittableRandom(setup.secretsSource().get().nextLong()), setup.budget());
    thinks(bot);
    mine.put(seat, bot);
    seatsChanged();
  }

  /** The seats held here changed: those this peer no longer holds are dropped, and its seats made again. */
  void seatsChanged() {
    ByteString me = ByteString.copyFrom(signer.identity().publicKey());
    mine.keySet().removeIf(seat -> !replica.seats().holds(me, seat));
    secrets.keySet().removeIf(seat -> !replica.seats().holds(me, seat));
    seats = setup.seats().make(replica, signer, mine, start.getSeatsList());
  }

  /**
   * Whether this author's state-hash checks count: a seat holder's or the opener's. A spectator's are
   * ignored, or one could stop the table by saying its state differs.
   */
  boolean compares(ByteString author) {
    return !replica.seats().seatsOf(author).isEmpty() || author.equals(openerKey);
  }

  /** The hidden cards, when the game deals them by mental poker. */
  Optional<PokerCards> pokerCards() {
    return replica.game().hiddenCards(replica.state()).filter(PokerCards.class::isInstance).map(PokerCards.class::cast);
  }

  /** The audit step (its shuffles' seeds) of each of this peer's seats that has one now. */
  Map<Integer, PokerStep.Audit> auditSteps() {
    Map<Integer, PokerStep.Audit> steps = new TreeMap<>();
    secrets.forEach((seat, own) -> own.audit(replica.game(), replica.state())
        .filter(PokerStep.Audit.class::isInstance).ifPresent(a -> steps.put(seat, (PokerStep.Audit) a)));
    return steps;
  }

  String format(PokerStep.Audit audit) {
    return LogNotation.of(replica.game()).format(audit);
  }

  /** Another seat's published audit step, if the text is one. */
  Optional<PokerStep.Audit> readAudit(String text) {
    try {
      return Optional.of(LogNotation.of(replica.game()).parse(text)).filter(PokerStep.Audit.class::isInstance)
          .map(PokerStep.Audit.class::cast);
    } catch (RuntimeException | roundtable.core.table.Notation.NotationException e) {
      return Optional.empty();
    }
  }

  /** Saves the secrets of this peer's seats that changed (before what they made is sent). */
  void saveSecrets() {
    if (store.isEmpty()) {
      return;
    }
    for (var seat : secrets.entrySet()) {
      String text = seat.getValue().export();
      if (!text.equals(saved.get(seat.getKey()))) {
        store.get().saveSecrets(seat.getKey(), text);
        saved.put(seat.getKey(), text);
      }
    }
  }

  /** Appends to the stored log what was applied since the last call. */
  void saveLog() {
    if (store.isPresent() && replica.step() > logged) {
      store.get().append(replica.signedLog().subList(logged, replica.step()));
      logged = replica.step();
    }
  }

  /** This peer's signed actions that wait for their turn here: they are not in the log, and kept apart. */
  List<SignedEnvelope> pending() {
    return replica.heldBy(ByteString.copyFrom(signer.identity().publicKey()));
  }

  /** Saves what this peer signed that is not in the log yet, when it changed (before it is sent). */
  void savePending() {
    if (store.isPresent()) {
      List<SignedEnvelope> now = pending();
      if (!now.equals(savedPending)) {
        store.get().savePending(now);
        savedPending = now;
      }
    }
  }

  /** The game ended here: a peer restarted later does not come back to it. */
  void markEnded() {
    store.ifPresent(TableStore::markEnded);
  }

  void saveSeatBots(List<SignedEnvelope> votes) {
    store.ifPresent(s -> s.saveSeatBots(votes));
  }

  /** The stored log was replayed up to here: those actions need no saving again. */
  void loggedUpTo(int step) {
    logged = step;
  }

  /** The author key of an envelope this peer already verified. */
  static ByteString authorOf(SignedEnvelope signed) {
    try {
      return roundtable.proto.Envelope.parseFrom(signed.getEnvelope()).getAuthorKey();
    } catch (com.google.protobuf.InvalidProtocolBufferException e) {
      throw new IllegalArgumentException("the signed Start does not parse", e);
    }
  }

  /**
   * This peer's actions on the present state, then its state-hash checks that are due: one for each
   * multiple of {@link #HASH_CHECK_EVERY} passed since the last one whose state is settled (a peer
   * holding several seats in turn passes several in one call), and one at the end.
   */
  List<SignedEnvelope> act() {
    List<SignedEnvelope> out = new ArrayList<>(seats.act(MOST_IN_ONE_GO));
    if (seats.cutShort()) {
      wakeUp.run(); // the rest after what waits on the session's thread
    }
    if (replica.halted().isPresent()) {
      return out;
    }
    long from = lastCheck < 0 ? 0 : (lastCheck / HASH_CHECK_EVERY + 1) * HASH_CHECK_EVERY;
    for (long step = from; step <= replica.step(); step += HASH_CHECK_EVERY) {
      replica.hashCheckAt((int) step).ifPresent(check -> {
        lastCheck = check.getStep();
        out.add(signer.sign(signer.envelope().setStateHashCheck(check)));
      });
    }
    if (replica.prompt().isOver() && replica.step() != lastCheck) {
      replica.hashCheck().ifPresent(check -> {
        lastCheck = check.getStep();
        out.add(signer.sign(signer.envelope().setStateHashCheck(check)));
      });
    }
    return out;
  }

  /**
   * The game is over and, when it dealt hidden cards by mental poker, every seat's audit (or leave)
   * step is in the log, so every peer can check the whole game.
   */
  boolean over() {
    if (!replica.prompt().isOver()) {
      return false;
    }
    ActionLog log = replica.log();
    if (log.audit(replica.game().hiddenCards(replica.state())).isEmpty()) {
      return true;
    }
    Set<Integer> audited = new TreeSet<>(replica.leftSeats()); // a seat voted out never audits: its seeds are rebuilt
    for (ActionLog.Entry e : log.entries()) {
      if (e.action() instanceof PokerStep.Audit || e.action() instanceof PokerStep.Leave) {
        audited.add(e.seat());
      }
    }
    return audited.size() >= replica.config().players();
  }
}
