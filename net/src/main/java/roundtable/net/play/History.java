package roundtable.net.play;

import com.google.protobuf.ByteString;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import roundtable.core.table.Decision;
import roundtable.proto.SignedEnvelope;

/**
 * What a replica remembers of the signed actions it applied, to judge the next ones: the hash and
 * the prompted seats of every state reached, who acted at each step, every envelope seen, the action
 * each seat signed for each state hash, and each author's sequence numbers.
 */
final class History {
  /** The first action a seat signed for a state hash. */
  record Signed(String action, SignedEnvelope signed) {}

  /** hashes.get(k) and prompted.get(k): the state after k actions. */
  private final List<String> hashes = new ArrayList<>();
  private final List<Map<Integer, Decision>> prompted = new ArrayList<>();
  /** actors.get(k): the seat of action k. */
  private final List<Integer> actors = new ArrayList<>();
  private final Map<String, Integer> stepOfHash = new HashMap<>();
  private final Set<ByteString> seen = new HashSet<>();
  private final Map<String, Signed> bySeatAndHash = new HashMap<>();
  private final Map<ByteString, Long> lastSequence = new HashMap<>();
  private final Map<ByteString, Map<Long, SignedEnvelope>> bySequence = new HashMap<>();

  History(String startHash, Map<Integer, Decision> startPrompt) {
    reached(startHash, startPrompt);
  }

  private void reached(String hash, Map<Integer, Decision> prompt) {
    stepOfHash.put(hash, hashes.size());
    hashes.add(hash);
    prompted.add(Map.copyOf(prompt));
  }

  /** Records an applied action and the state it led to. */
  void applied(int seat, String namedHash, String action, ByteString author, long sequence, SignedEnvelope signed,
      String nextHash, Map<Integer, Decision> nextPrompt) {
    actors.add(seat);
    seen.add(signed.getEnvelope());
    bySeatAndHash.put(seat + "/" + namedHash, new Signed(action, signed));
    lastSequence.merge(author, sequence, Math::max);
    bySequence.computeIfAbsent(author, a -> new HashMap<>()).put(sequence, signed);
    reached(nextHash, nextPrompt);
  }

  /** Actions applied so far. */
  int steps() {
    return actors.size();
  }

  String hash(int step) {
    return hashes.get(step);
  }

  /** The last step whose state has this hash, if one was reached. */
  OptionalInt stepOf(String hash) {
    Integer step = stepOfHash.get(hash);
    return step == null ? OptionalInt.empty() : OptionalInt.of(step);
  }

  boolean seen(SignedEnvelope signed) {
    return seen.contains(signed.getEnvelope());
  }

  Optional<Signed> signedFor(int seat, String namedHash) {
    return Optional.ofNullable(bySeatAndHash.get(seat + "/" + namedHash));
  }

  long lastSequence(ByteString author) {
    return lastSequence.getOrDefault(author, 0L);
  }

  Optional<SignedEnvelope> withSequence(ByteString author, long sequence) {
    return Optional.ofNullable(bySequence.getOrDefault(author, Map.of()).get(sequence));
  }

  /** Whether the state of {@code step} prompts the seat for this kind of decision. */
  private boolean asks(int step, int seat, Decision decision) {
    return decision != null && decision == prompted.get(step).get(seat);
  }

  /**
   * The step where the seat's present decision began: going back from now while the state before
   * asked the seat the same kind of decision and the seat did not act. Inside a round of
   * simultaneous actions (commitments, shares) that is the round's first state, which every peer
   * reached whatever order the round's actions arrive in; so a seat's action names that state.
   */
  int basis(int seat) {
    int k = steps();
    Decision decision = prompted.get(k).get(seat);
    while (k > 0 && asks(k - 1, seat, decision) && actors.get(k - 1) != seat && !outOfTurn(k - 1)) {
      k--;
    }
    return k;
  }

  /** What became of an action a seat made on an earlier state. */
  enum Pending {
    /** Every state since asked the seat the same kind of decision and it has not acted: apply it now. */
    STILL,
    /**
     * Still pending when a seat the state did not ask acted (the first share of a vote, signed out
     * of turn, docs/security.md "A seat voted out"): the table moved on to another question before
     * the action's turn came. Nobody's cheat: it is dropped, and the seat is asked again.
     */
    OVERTAKEN,
    /** The seat acted since, or a state since did not ask it this kind of decision. */
    STALE
  }

  /**
   * Whether an action the seat made on the state of {@code step} may still be applied now: each
   * state since then asked the seat the same kind of decision, and it has not acted since (a round
   * of simultaneous actions, such as commitments, that the state collects by seat).
   */
  Pending pending(int seat, int step) {
    Decision decision = prompted.get(step).get(seat);
    for (int k = step; k <= steps(); k++) {
      if (!asks(k, seat, decision) || k < steps() && actors.get(k) == seat) {
        return Pending.STALE;
      }
      if (k < steps() && outOfTurn(k)) {
        return Pending.OVERTAKEN;
      }
    }
    return Pending.STILL;
  }

  /** Whether action k was made by a seat its state did not ask: it ends any round under way. */
  private boolean outOfTurn(int k) {
    return !prompted.get(k).containsKey(actors.get(k));
  }

  /**
   * Whether every peer that applied {@code step} actions holds the same state: false inside a round
   * of simultaneous actions (the state after it still asks a seat that the state before asked the
   * same and that did not act), where peers may have applied them in different orders.
   */
  boolean settled(int step) {
    if (step == 0) {
      return true;
    }
    int actor = actors.get(step - 1);
    for (var asked : prompted.get(step - 1).entrySet()) {
      if (asked.getKey() != actor && asks(step, asked.getKey(), asked.getValue())) {
        return false;
      }
    }
    return true;
  }
}
