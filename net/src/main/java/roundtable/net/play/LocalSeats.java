package roundtable.net.play;

import com.google.protobuf.ByteString;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import roundtable.core.bot.LeftSeats;
import roundtable.core.bot.Player;
import roundtable.core.log.LogNotation;
import roundtable.core.table.Action;
import roundtable.core.table.Decision;
import roundtable.core.table.GameState;
import roundtable.core.table.Notation;
import roundtable.core.table.Prompt;
import roundtable.net.identity.Signer;
import roundtable.net.link.Verified;
import roundtable.proto.Envelope;
import roundtable.proto.GameAction;
import roundtable.proto.SignedEnvelope;
import roundtable.proto.StateHashCheck;

/**
 * Plays this peer's own seats at a table: whenever the prompt names one of them, asks its player
 * (a bot, or a person's choice; its {@code SeatSecrets} answer the protocol steps) for the action,
 * signs it as a {@code GameAction} with the peer's identity, and applies it through the same
 * {@link Replica#receive} path as everyone else's. What it returns is what to send to every peer.
 */
public final class LocalSeats<S extends GameState> {
  private final Replica<S> replica;
  private final Signer signer;
  private final ByteString key;
  private final SortedMap<Integer, Player<S>> players;
  private final Notation notation;
  private final Set<Integer> audited = new TreeSet<>();
  /** Seats whose person (or peer) asked to leave for good; each sends its leave step once it may. */
  private final Set<Integer> leaving = new TreeSet<>();
  /** Seats the table voted out (seat-leaves=continue), and those whose first share this peer signed. */
  private final Set<Integer> votedOut = new TreeSet<>();
  private final Set<Integer> opened = new TreeSet<>();
  private long sequence;
  private long lastCheckStep = -1;
  /** The state on which no seat of this peer had anything to do when asked. */
  private String quietOn;
  /** Whether the last {@link #act(int)} stopped at its most with more to play. */
  private boolean cutShort;

  /**
   * @param players the player of each seat this peer holds; each must be held by the signer's key
   */
  public LocalSeats(Replica<S> replica, Signer signer, Map<Integer, ? extends Player<S>> players) {
    this.replica = replica;
    this.signer = signer;
    this.key = ByteString.copyFrom(signer.identity().publicKey());
    this.players = Collections.unmodifiableSortedMap(new TreeMap<>(players));
    this.notation = LogNotation.of(replica.game());
    for (int seat : this.players.keySet()) {
      if (!replica.seats().holds(key, seat)) {
        throw new IllegalArgumentException("seat " + seat + " is not held by " + signer.identity().fingerprint());
      }
    }
  }

  public SortedMap<Integer, Player<S>> players() {
    return players;
  }

  /**
   * Lets every seat of this peer that the prompt names act, one after another on the state each
   * leaves, then (once the game is over) publish its audit step. A state on which none of them had
   * anything to do is not asked about again (see {@link #wake}). Returns the signed envelopes to
   * send to every other peer: this peer's actions, and any held action they made applicable.
   *
   * @throws IllegalStateException if this peer's own action is refused (a player's bug), with the verdict
   */
  public List<SignedEnvelope> act() {
    return act(Integer.MAX_VALUE);
  }

  /**
   * The same, {@code most} actions at most: {@link #cutShort} says whether the seats had more to
   * play when it stopped (ask again for the rest).
   */
  public List<SignedEnvelope> act(int most) {
    List<SignedEnvelope> out = new ArrayList<>();
    int kept = 0;
    int taken = 0;
    cutShort = false;
    while (replica.halted().isEmpty() && !replica.stateHash().equals(quietOn)) {
      if (taken++ == most) {
        cutShort = true;
        break;
      }
      Optional<Verified> next = actOnce();
      if (next.isEmpty()) {
        quietOn = replica.stateHash();
        break;
      }
      List<SignedEnvelope> sent = applyOwn(next.get());
      if (sent.isEmpty() && ++kept > players.size()) {
        break; // never more than once a seat: the next call asks again
      }
      out.addAll(sent);
    }
    return out;
  }

  /** Whether the last {@link #act(int)} stopped at its most, the seats having more to play. */
  public boolean cutShort() {
    return cutShort;
  }

  /**
   * Asks the seats again on the present state, although they had nothing to do on it when last
   * asked: a person's choice came in. (Each seat is otherwise asked once per state.)
   */
  public void wake() {
    quietOn = null;
  }

  /**
   * This seat leaves the game for good (DESIGN, "A seat that leaves for good"): its leave step (its
   * secret key and its shuffle seeds, signed) goes out in place of the seat's next action, the first
   * time the prompt names it and the rules allow it (not while it has a commitment to open, nor
   * while an action it signed waits for its turn): so the leave has the same place in every peer's
   * log, as any prompted action. From then on the open-handed bot plays the seat on every peer and
   * this peer signs nothing for it.
   */
  public void leave(int seat) {
    if (!players.containsKey(seat)) {
      throw new IllegalArgumentException("seat " + seat + " is not played here");
    }
    leaving.add(seat);
    wake();
  }

  /**
   * The table voted seat {@code out} out (seat-leaves=continue, every other seat holder agreeing):
   * each of this peer's seats agrees, so it gives its share of that seat's key when the cards ask;
   * if the lowest seat still at the table is this peer's, it signs the first share at once, out of
   * turn (the table waits for the seat voted out alone).
   */
  public void voteOut(int out) {
    S state = replica.state();
    if (LeftSeats.whyNotVoteOut(replica.game(), state, out).isPresent()) {
      return; // rebuilt already (a log replayed), or not now: nothing to agree to
    }
    players.forEach((seat, player) -> {
      if (seat != out && !replica.leftSeats().contains(seat)) {
        player.voteOut(replica.game(), state, seat, out);
      }
    });
    votedOut.add(out);
    wake();
  }

  /** The first share of a seat voted out, if the lowest seat still here is this peer's and nobody began. */
  private Optional<Verified> firstShare(S state) {
    for (int out : votedOut) {
      if (opened.contains(out) || LeftSeats.whyNotVoteOut(replica.game(), state, out).isPresent()
          || replica.game().hiddenCards(state).map(c -> ((roundtable.core.crypto.PokerCards) c).escrow().voted() >= 0)
              .orElse(true)) {
        continue;
      }
      int lowest = -1;
      for (int s = 0; s < replica.config().players(); s++) {
        if (s != out && !replica.leftSeats().contains(s)) {
          lowest = s;
          break;
        }
      }
      Player<S> player = players.get(lowest);
      if (player != null) {
        Optional<Action> share = player.voteOut(replica.game(), state, lowest, out);
        if (share.isPresent()) {
          opened.add(out);
          return Optional.of(sign(lowest, share.get()));
        }
      }
    }
    return Optional.empty();
  }

  /** The first of this peer's seats that acts now, signed; the action is not applied yet. */
  private Optional<Verified> actOnce() {
    S state = replica.state();
    Prompt prompt = replica.prompt();
    Set<Integer> left = replica.leftSeats();
    Optional<Verified> leave = leaveStep(state, prompt, left);
    if (leave.isPresent()) {
      return leave;
    }
    Optional<Verified> share = firstShare(state);
    if (share.isPresent()) {
      return share;
    }
    if (prompt.isOver()) {
      for (var entry : players.entrySet()) {
        int seat = entry.getKey();
        if (left.contains(seat)) {
          continue; // its seeds went out with its leave step
        }
        if (audited.add(seat)) {
          Optional<Action> audit = entry.getValue().audit(replica.game(), state, seat);
          if (audit.isPresent()) {
            return Optional.of(sign(seat, audit.get()));
          }
        }
      }
      return Optional.empty();
    }
    for (var named : prompt.seats().entrySet()) {
      Player<S> player = players.get(named.getKey());
      if (player == null || left.contains(named.getKey()) || replica.heldFor(named.getKey(), replica.basisHash(named.getKey())).isPresent()) {
        continue; // not ours, or signed already and waiting for its turn: never a second action for one step
      }
      Decision decision = named.getValue();
      Optional<Action> action = player.act(replica.game(), state, named.getKey(), decision);
      if (action.isPresent()) {
        return Optional.of(sign(named.getKey(), action.get()));
      }
    }
    return Optional.empty();
  }

  /** The leave step of a seat asked to leave, once the rules allow it and nothing it signed waits. */
  private Optional<Verified> leaveStep(S state, Prompt prompt, Set<Integer> left) {
    for (int seat : leaving) {
      if (!prompt.names(seat) || left.contains(seat) || replica.heldFor(seat, replica.basisHash(seat)).isPresent()
          || LeftSeats.whyNot(replica.game(), state, seat).isPresent()) {
        continue;
      }
      Optional<Action> step = players.get(seat).leave(replica.game(), state, seat);
      if (step.isPresent()) {
        return Optional.of(sign(seat, step.get()));
      }
    }
    return Optional.empty();
  }

  /**
   * Plays a seat's action chosen outside {@link #act} (a person's move): signs it on the current
   * state and applies it. Returns what to send to every other peer.
   *
   * @throws IllegalStateException if the replica refuses it, with the verdict (the game then stops)
   */
  public List<SignedEnvelope> play(int seat, Action action) {
    if (!replica.seats().holds(key, seat)) {
      throw new IllegalArgumentException("seat " + seat + " is not held by " + signer.identity().fingerprint());
    }
    return applyOwn(sign(seat, action));
  }

  /**
   * Applies this peer's own signed action: it and any held actions it released are to be sent on.
   * Where it waits for lower seats of its round ({@link Replica}), it is sent at once all the same,
   * and applied here when its turn comes.
   */
  private List<SignedEnvelope> applyOwn(Verified own) {
    Received outcome = replica.receive(own);
    if (outcome instanceof Received.Held) {
      return List.of(own.signed());
    }
    if (outcome instanceof Received.Duplicate) {
      // the same action, signed before this peer restarted and kept with its log (an audit step
      // made again by seats made anew): the table has it, nothing to send
      return List.of();
    }
    if (!(outcome instanceof Received.Applied applied)) {
      throw new IllegalStateException("this peer's own action was not applied: " + outcome);
    }
    return applied.forward();
  }

  /**
   * Signs one action of a seat on the replica's current state (naming the hash of the state its round
   * began on, see {@link Replica#basisHash}), with the next sequence number.
   */
  private Verified sign(int seat, Action action) {
    GameAction body = GameAction.newBuilder()
        .setTableId(replica.tableId())
        .setSeat(seat)
        .setAction(notation.format(action))
        .setStateHash(ByteString.fromHex(replica.basisHash(seat)))
        .setSequence(nextSequence())
        .build();
    Envelope envelope = signer.envelope().setAction(body).build();
    return new Verified(signer.sign(envelope), envelope);
  }

  /** After the last this author signed: a peer coming back goes on from its log, whenever it was replayed. */
  private long nextSequence() {
    sequence = Math.max(sequence, replica.lastSequence(key)) + 1;
    return sequence;
  }

  /** A signed state-hash check for the current step, once per step, when every peer must agree on it. */
  public Optional<SignedEnvelope> hashCheck() {
    Optional<StateHashCheck> check = replica.hashCheck().filter(c -> c.getStep() != lastCheckStep);
    check.ifPresent(c -> lastCheckStep = c.getStep());
    return check.map(c -> signer.sign(signer.envelope().setStateHashCheck(c)));
  }
}
