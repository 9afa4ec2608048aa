package roundtable.net.play;

import com.google.protobuf.ByteString;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.IntStream;
import roundtable.core.bot.LeftSeats;
import roundtable.core.canon.StateHash;
import roundtable.core.crypto.PokerStep;
import roundtable.core.log.ActionLog;
import roundtable.core.log.LogNotation;
import roundtable.core.table.Action;
import roundtable.core.table.Applied;
import roundtable.core.table.Decision;
import roundtable.core.game.Game;
import roundtable.core.game.MayAct;
import roundtable.core.table.GameState;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Notation;
import roundtable.core.table.Notation.NotationException;
import roundtable.core.table.Prompt;
import roundtable.core.table.TableConfig;
import roundtable.net.ProtocolException;
import roundtable.net.Wire;
import roundtable.net.identity.EnvelopeVerifier;
import roundtable.net.identity.Identity;
import roundtable.net.link.Verified;
import roundtable.proto.GameAction;
import roundtable.proto.Seat;
import roundtable.proto.SignedEnvelope;
import roundtable.proto.Start;
import roundtable.proto.StateHashCheck;

/**
 * One peer's copy of a table in play: the rules, the current state, the action log with the signed
 * envelopes, and who holds which seat. Every signed action goes through {@link #receive}, this
 * peer's own included, and is applied only when its table, its state hash, its author and the rules
 * all agree; otherwise the verdict names the cheat and the seat and the state does not change. Not
 * thread-safe: one caller at a time.
 *
 * <p>The log has one order on every peer, whatever order the actions arrive in: where the prompt
 * names several seats at once for what each of them owes (commitments, reveals, shares; audits after
 * the end), their actions are applied in seat order, a seat's action waiting ({@link Received.Held}) until every lower seat the state names has
 * acted. So the log is a function of the set of signed actions, never of the peer that signed one
 * or of the links they came by: a peer's log is always a prefix of the table's, and step N means
 * the same state everywhere.
 */
public final class Replica<S extends GameState> {
  /** Actions naming a state not reached yet that are kept at most. */
  static final int MAX_HELD = 1024;

  private final Game<S> game;
  private final TableConfig config;
  private final ByteString tableId;
  private SeatMap seats;
  /** Former holders of seats given to a bot by vote: their later actions for the seat are dropped. */
  private final java.util.Map<Integer, java.util.Set<ByteString>> former = new java.util.HashMap<>();
  private final Notation notation;
  private final History history;
  private final List<SignedEnvelope> signedLog = new ArrayList<>();
  private final List<Verified> held = new ArrayList<>();
  private final HashChecks checks;
  private final List<Verdict> verdicts = new ArrayList<>();
  /** Seats whose audit (or leave) step is in the log: after the end, audits come in seat order. */
  private final java.util.Set<Integer> auditedSeats = new java.util.TreeSet<>();
  private S state;
  /** The rules' result for the log's last entry. */
  private Applied<S> lastApplied;
  private ActionLog log;
  private String hash;
  private Verdict halted;
  /** Why this peer's rules failed on an action (a bug here, nobody's cheat), or null. */
  private String rulesFailed;

  private Replica(Game<S> game, TableConfig config, ByteString tableId, SeatMap seats) {
    // A seat that left for good is played by the open-handed bot, inside the step that made it due.
    this.game = LeftSeats.of(game);
    this.config = config;
    this.tableId = tableId;
    this.seats = seats;
    this.notation = LogNotation.of(game);
    this.state = game.setup(config);
    this.log = ActionLog.empty(notation);
    this.hash = StateHash.hex(state);
    this.history = new History(hash, game.prompt(state).seats());
    this.checks = new HashChecks(history, MAX_HELD);
  }

  public static <S extends GameState> Replica<S> of(Game<S> game, TableConfig config, ByteString tableId, SeatMap seats) {
    return new Replica<>(game, config, tableId, seats);
  }

  /** The replica of a started table: its options (defaults filled in) and its final seating. */
  public static <S extends GameState> Replica<S> start(Game<S> game, Start start) {
    if (!game.id().equals(start.getGameId())) {
      throw new IllegalArgumentException("the table plays " + start.getGameId() + ", not " + game.id());
    }
    TableConfig config = TableConfig.of(game, start.getPlayers(), start.getOptionsMap(), false);
    List<Integer> seats = start.getSeatsList().stream().map(Seat::getSeat).sorted().toList();
    if (!seats.equals(IntStream.range(0, start.getPlayers()).boxed().toList())
        || start.getSeatsList().stream().anyMatch(seat -> seat.getHolderKey().size() != 32)) {
      throw new IllegalArgumentException("the seating must hold each of seats 0 to " + (start.getPlayers() - 1)
          + " once, each with its holder's 32-byte key; it holds seats " + seats);
    }
    return new Replica<>(game, config, start.getTableId(), SeatMap.of(start.getSeatsList()));
  }

  /**
   * Verifies the signature first (a forged one never reaches the rules), then {@link #receive(Verified)}.
   * Envelope bytes already applied are dropped as a duplicate before any check: nothing follows from them.
   */
  public Received receive(SignedEnvelope signed) throws ProtocolException {
    if (history.seen(signed) || isHeld(signed)) {
      return new Received.Duplicate("these envelope bytes were applied or are held already");
    }
    return receive(new Verified(signed, EnvelopeVerifier.verify(signed)));
  }

  /**
   * Judges a verified message: a game action is applied or refused, a state-hash check of a seat
   * holder compared; anything else (a check from a key that holds no seat included) is ignored.
   * After an {@link Received.Applied}, check {@link #halted()}: a held action it released may have
   * been refused.
   */
  public Received receive(Verified message) {
    return switch (message.envelope().getBodyCase()) {
      case ACTION -> receiveAction(message);
      case STATE_HASH_CHECK -> checks.compare(message.envelope().getStateHashCheck(), message.envelope().getAuthorKey(),
          seats);
      default -> new Received.Ignored(message.envelope().getBodyCase().name().toLowerCase());
    };
  }

  private Received receiveAction(Verified message) {
    if (halted != null) {
      return new Received.Halted(halted);
    }
    if (rulesFailed != null) {
      return new Received.RulesFailed(rulesFailed);
    }
    Received outcome = judge(message);
    if (!(outcome instanceof Received.Applied first)) {
      return outcome;
    }
    List<Received.Step> steps = new ArrayList<>(first.steps());
    for (boolean progress = true; progress && halted == null && rulesFailed == null; ) {
      progress = false;
      for (Verified waiting : List.copyOf(held)) {
        if (!due(waiting.envelope().getAction())) {
          continue;
        }
        held.remove(waiting);
        if (judge(waiting) instanceof Received.Applied applied) {
          steps.addAll(applied.steps());
          progress = true;
          break; // the state changed: look at what waits again, from the first
        }
        if (halted != null || rulesFailed != null) {
          break;
        }
      }
    }
    checks.compareReached(seats);
    return new Received.Applied(steps);
  }

  /** Whether a held action can be judged now: its state was reached and its seat's turn in the round came. */
  private boolean due(GameAction a) {
    return history.stepOf(namedHash(a)).isPresent() && lowerSeatToWaitFor(a.getSeat()).isEmpty();
  }

  /**
   * The lowest seat that acts before this one on the present state: in a round of simultaneous
   * actions that every seat named owes (commitments, reveals, protocol steps), the lowest goes first;
   * after the end, the audits are published in seat order too. A move is never held so: where a
   * prompt names several seats for a move, only one of them can make it (the holder of a hidden
   * token shows it), and the first legal one is the move. Empty when the seat's action may be applied
   * now (or is to be refused).
   */
  private OptionalInt lowerSeatToWaitFor(int seat) {
    Prompt prompt = game.prompt(state);
    if (prompt.isOver()) {
      for (int s = 0; s < seat; s++) {
        if (!auditedSeats.contains(s) && !leftSeats().contains(s)) { // a seat voted out never audits
          return OptionalInt.of(s);
        }
      }
      return OptionalInt.empty();
    }
    if (!owed(prompt.seats().get(seat))) {
      return OptionalInt.empty();
    }
    return prompt.seats().entrySet().stream().filter(e -> e.getKey() < seat && owed(e.getValue()))
        .mapToInt(java.util.Map.Entry::getKey).findFirst();
  }

  /** A decision every seat named must take before the game goes on (not a move). */
  private static boolean owed(Decision decision) {
    return decision != null && decision != Decision.MOVE;
  }

  /** The action this seat has signed and that waits here for a state or for its turn, if any, naming this hash. */
  public Optional<SignedEnvelope> heldFor(int seat, String namedHash) {
    return held.stream().filter(h -> h.envelope().getAction().getSeat() == seat
        && namedHash(h.envelope().getAction()).equals(namedHash)).map(Verified::signed).findFirst();
  }

  /** This author's actions that wait here (for a state not reached, or for their turn in a round). */
  public List<SignedEnvelope> heldBy(ByteString author) {
    return held.stream().filter(h -> h.envelope().getAuthorKey().equals(author)).map(Verified::signed).toList();
  }

  private boolean isHeld(SignedEnvelope signed) {
    return held.stream().anyMatch(h -> h.signed().getEnvelope().equals(signed.getEnvelope()));
  }

  private Received judge(Verified message) {
    GameAction a = message.envelope().getAction();
    ByteString author = message.envelope().getAuthorKey();
    SignedEnvelope signed = message.signed();
    int seat = a.getSeat();
    if (!a.getTableId().equals(tableId)) {
      return refuse(Cheat.WRONG_TABLE, a, author, "it names table " + hex(a.getTableId()) + ", this is "
          + hex(tableId), signed);
    }
    if (history.seen(signed)) {
      return new Received.Duplicate("already seen: seat " + seat + " '" + a.getAction() + "'");
    }
    if (!seats.holds(author, seat) && former.getOrDefault(seat, java.util.Set.of()).contains(author)) {
      return new Received.Duplicate("seat " + seat + " was given to a bot; its former holder's action is dropped");
    }
    if (!seats.holds(author, seat)) {
      String holder = seats.holder(seat).map(k -> "held by " + fingerprint(k)).orElse("held by nobody");
      if (seats.seatsOf(author).isEmpty()) {
        return refuse(Cheat.NO_SEAT, a, author, "seat " + seat + " is " + holder + "; the author holds no seat", signed);
      }
      String mine = seats.seatsOf(author).isEmpty() ? "the author holds no seat"
          : "the author holds seats " + seats.seatsOf(author);
      return refuse(Cheat.NOT_SEAT_HOLDER, a, author, "seat " + seat + " is " + holder + "; " + mine, signed);
    }
    if (a.getStateHash().size() != Wire.HASH_BYTES) {
      return refuse(Cheat.ILLEGAL_ACTION, a, author, "its state hash is " + a.getStateHash().size()
          + " bytes, not " + Wire.HASH_BYTES, signed);
    }
    String named = namedHash(a);
    OptionalInt madeOn = history.stepOf(named);
    if (madeOn.isEmpty() && isHeld(signed)) {
      return new Received.Duplicate("already held: seat " + seat + " '" + a.getAction() + "'");
    }
    if (madeOn.isEmpty()) {
      return hold(message, "made on state " + named + ", not reached here yet (step " + history.steps() + ")", true);
    }
    Optional<History.Signed> before = history.signedFor(seat, named);
    if (before.isPresent()) {
      if (before.get().action().equals(a.getAction())) {
        return new Received.Duplicate("seat " + seat + " sent '" + a.getAction() + "' for this state already");
      }
      return refuseAt(madeOn.getAsInt(), Cheat.EQUIVOCATION, a, author, "for state " + named + " it signed '" + before.get().action()
          + "' and '" + a.getAction() + "'", before.get().signed(), signed);
    }
    if (a.getSequence() == 0) {
      return refuse(Cheat.ILLEGAL_ACTION, a, author, "its sequence number is 0; an author counts from 1", signed);
    }
    Optional<SignedEnvelope> sameNumber = history.withSequence(author, a.getSequence());
    if (sameNumber.isPresent()) {
      return refuse(Cheat.REPLAY, a, author, "sequence " + a.getSequence() + " was used already, by another message"
          + " of this author (its last is " + history.lastSequence(author) + ")", sameNumber.get(), signed);
    }
    int step = madeOn.getAsInt();
    History.Pending pending = step < history.steps() ? history.pending(seat, step) : History.Pending.STILL;
    if (pending == History.Pending.OVERTAKEN) {
      return new Received.Duplicate("overtaken: seat " + seat + " '" + a.getAction() + "' was made on the state of step "
          + step + ", and a seat acted out of turn before its turn came (a vote's first share); the seat is asked again");
    }
    if (pending == History.Pending.STALE) {
      return refuse(Cheat.STALE_STATE, a, author, "made on the state of step " + step + "; the table is at step "
          + history.steps() + " and seat " + seat + " has acted or was not asked since", signed);
    }
    OptionalInt first = lowerSeatToWaitFor(seat);
    if (first.isPresent()) {
      return hold(message, "seat " + seat + " waits for seat " + first.getAsInt()
          + ": a round's actions are applied in seat order", false);
    }
    return play(a, author, signed, named);
  }

  /**
   * Keeps an action for later; a second, different action of the same seat on the same state while
   * the first still waits is equivocation, as it would be once the first is applied.
   */
  private Received hold(Verified message, String why, boolean unreached) {
    GameAction a = message.envelope().getAction();
    if (isHeld(message.signed())) {
      return new Received.Duplicate("already waiting here: seat " + a.getSeat() + " '" + a.getAction() + "'");
    }
    Optional<SignedEnvelope> first = heldFor(a.getSeat(), namedHash(a));
    if (first.isPresent()) {
      return refuse(Cheat.EQUIVOCATION, a, message.envelope().getAuthorKey(), "for state " + namedHash(a)
          + " it signed two different actions, both waiting here", first.get(), message.signed());
    }
    if (held.size() >= MAX_HELD) {
      return new Received.Duplicate("dropped: " + MAX_HELD + " actions already wait here");
    }
    held.add(message);
    return new Received.Held(why, unreached);
  }

  /** The rules' part: the prompt, the notation, then the game applies it. */
  private Received play(GameAction a, ByteString author, SignedEnvelope signed, String named) {
    int seat = a.getSeat();
    Action action;
    try {
      action = notation.parse(a.getAction());
    } catch (NotationException | RuntimeException e) {
      return refuse(Cheat.ILLEGAL_ACTION, a, author, "cannot read '" + a.getAction() + "': " + e.getMessage(), signed);
    }
    Optional<MayAct.Refusal> no = MayAct.whyNot(game, state, seat, action);
    if (no.isPresent()) {
      Cheat cheat = no.get().why() == MayAct.Why.NOT_ASKED ? Cheat.OUT_OF_TURN : Cheat.ILLEGAL_ACTION;
      return refuse(cheat, a, author, "'" + a.getAction() + "': " + no.get().text(), signed);
    }
    Applied<S> applied;
    try {
      applied = MayAct.apply(game, state, seat, action);
    } catch (IllegalActionException e) {
      return refuse(Cheat.ILLEGAL_ACTION, a, author, "'" + a.getAction() + "': " + e.getMessage(), signed);
    } catch (RuntimeException e) {
      // Issue 24: a peer is called a cheat only for what the rules refuse; an exception is this peer's bug.
      rulesFailed = "step " + history.steps() + ", seat " + seat + " '" + a.getAction() + "': " + e;
      return new Received.RulesFailed(rulesFailed);
    }
    S next = applied.state();
    int index = log.size();
    if (action instanceof PokerStep.Audit || action instanceof PokerStep.Leave) {
      auditedSeats.add(seat);
    }
    log = log.append(seat, action, hash);
    signedLog.add(signed);
    state = next;
    lastApplied = applied;
    hash = StateHash.hex(next);
    history.applied(seat, named, a.getAction(), author, a.getSequence(), signed, hash,
        game.prompt(next).seats());
    return new Received.Applied(List.of(new Received.Step(index, seat, a.getAction(), signed)));
  }

  private Received refuse(Cheat cheat, GameAction a, ByteString author, String reason, SignedEnvelope... evidence) {
    return refuseAt(history.steps(), cheat, a, author, reason, evidence);
  }

  /** A verdict at a step: the current one, or for equivocation the step both actions were made on. */
  private Received refuseAt(int step, Cheat cheat, GameAction a, ByteString author, String reason,
      SignedEnvelope... evidence) {
    Verdict verdict = new Verdict(cheat, a.getSeat(), fingerprint(author), step, reason, List.of(evidence));
    verdicts.add(verdict);
    if (verdict.stopsTheGame() && halted == null) {
      halted = verdict;
    }
    return new Received.Refused(verdict);
  }

  /** The check of an earlier step (or this one), when its state was settled. */
  public Optional<StateHashCheck> hashCheckAt(int step) {
    if (step > history.steps() || !history.settled(step)) {
      return Optional.empty();
    }
    return Optional.of(StateHashCheck.newBuilder().setStep(step)
        .setStateHash(ByteString.fromHex(history.hash(step))).build());
  }

  /** "After this many actions my state is this": for the current step, when every peer must agree on it. */
  public Optional<StateHashCheck> hashCheck() {
    if (!history.settled(history.steps())) {
      return Optional.empty();
    }
    return Optional.of(StateHashCheck.newBuilder().setStep(history.steps())
        .setStateHash(ByteString.fromHex(hash)).build());
  }

  /**
   * The state hash an action of this seat names now: the current state's, or, inside a round of
   * simultaneous actions, the hash of the state the round began on (see {@link History#basis}).
   */
  public String basisHash(int seat) {
    return history.hash(history.basis(seat));
  }

  private static String namedHash(GameAction a) {
    return hex(a.getStateHash());
  }

  private static String hex(ByteString bytes) {
    return HexFormat.of().formatHex(bytes.toByteArray());
  }

  private static String fingerprint(ByteString key) {
    return Identity.fingerprint(key.toByteArray());
  }

  public Game<S> game() {
    return game;
  }

  public TableConfig config() {
    return config;
  }

  public ByteString tableId() {
    return tableId;
  }

  public SeatMap seats() {
    return seats;
  }

  /**
   * From now on {@code holder} plays the seat: the table voted to seat a bot there, its holder being
   * away too long. What the former holder signs for the seat later is dropped, not judged a cheat (it
   * may come back not knowing).
   */
  public void reseat(int seat, ByteString holder) {
    seats.holder(seat).ifPresent(old -> former.computeIfAbsent(seat, s -> new java.util.HashSet<>()).add(old));
    java.util.Map<Integer, ByteString> holders = new java.util.TreeMap<>(seats.holders());
    holders.put(seat, holder);
    seats = new SeatMap(holders);
  }

  /**
   * What the rules said when they applied the log's last entry (its events, for a window's
   * animation), if {@code index} is that entry: a reader that follows the log step by step needs
   * not apply the action a second time.
   */
  public Optional<Applied<S>> applied(int index) {
    return index == log.size() - 1 ? Optional.ofNullable(lastApplied) : Optional.empty();
  }

  public S state() {
    return state;
  }

  public Prompt prompt() {
    return game.prompt(state);
  }

  /** The seats that left the game for good: the open-handed bot plays them, nobody signs for them. */
  public java.util.SortedSet<Integer> leftSeats() {
    return LeftSeats.left(game, state);
  }

  /** Whether every seat this key holds has left for good: the table no longer waits for its peer. */
  public boolean allLeft(ByteString key) {
    java.util.Set<Integer> held = seats.seatsOf(key);
    return !held.isEmpty() && leftSeats().containsAll(held);
  }

  /** The number of actions applied: the index of the next one. */
  public int step() {
    return log.size();
  }

  /** The current state's hash, 64 hex digits. */
  public String stateHash() {
    return hash;
  }

  public ActionLog log() {
    return log;
  }

  /** The signed envelopes of the applied actions, in log order (the log to send a LogBatch from). */
  public List<SignedEnvelope> signedLog() {
    return List.copyOf(signedLog);
  }

  /** How the game ended, once the prompt names nobody. */
  public Optional<roundtable.core.table.Outcome> outcome() {
    return game.prompt(state).isOver() ? game.outcome(state) : Optional.empty();
  }

  /** The highest sequence number applied from this author (0 for none). */
  public long lastSequence(ByteString author) {
    return history.lastSequence(author);
  }

  /** The verdict that stopped the game, if one did. */
  public Optional<Verdict> halted() {
    return Optional.ofNullable(halted);
  }

  /** Why this peer's rules failed on an action, if they did: the game cannot go on here, and nobody is to blame. */
  public Optional<String> rulesFailed() {
    return Optional.ofNullable(rulesFailed);
  }

  /** Every refusal, in order. */
  public List<Verdict> verdicts() {
    return List.copyOf(verdicts);
  }

  /** Every state-hash check that differed from ours. */
  public List<Desync> desyncs() {
    return checks.desyncs();
  }

  /** Actions waiting for a state not reached yet. */
  public int heldCount() {
    return held.size();
  }
}
