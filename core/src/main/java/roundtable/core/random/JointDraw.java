package roundtable.core.random;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import roundtable.core.canon.CanonicalWriter;
import roundtable.core.canon.Sha256;
import roundtable.core.table.Action;
import roundtable.core.table.Decision;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Prompt;

/**
 * A random value that no single seat chooses: every seat commits to a secret value, then, once all
 * have committed, every seat reveals; the result is drawn from the hash of all reveals. A pick is
 * one number in [0, n); a shuffle is a permutation of 0..n-1. In an open log one {@link Fix}
 * action may set the result in the clear instead.
 */
public record JointDraw(
    String purpose,
    int n,
    boolean shuffle,
    List<Integer> seats,
    boolean openLog,
    SortedMap<Integer, Bytes> commitments,
    SortedMap<Integer, Reveal> reveals,
    List<Integer> fixed) {

  public JointDraw {
    seats = List.copyOf(seats);
    // a new draw's maps are empty: one shared empty map, not two copies at each draw (issue 18)
    commitments = commitments.isEmpty() ? NO_COMMITMENTS : Collections.unmodifiableSortedMap(new TreeMap<>(commitments));
    reveals = reveals.isEmpty() ? NO_REVEALS : Collections.unmodifiableSortedMap(new TreeMap<>(reveals));
    fixed = List.copyOf(fixed);
  }

  private static final SortedMap<Integer, Bytes> NO_COMMITMENTS = Collections.unmodifiableSortedMap(new TreeMap<>());
  private static final SortedMap<Integer, Reveal> NO_REVEALS = Collections.unmodifiableSortedMap(new TreeMap<>());

  /** A number in [0, n) drawn by these seats. */
  public static JointDraw pick(String purpose, int n, List<Integer> seats, boolean openLog) {
    return new JointDraw(purpose, n, false, seats, openLog, NO_COMMITMENTS, NO_REVEALS, List.of());
  }

  /** A permutation of 0..n-1 drawn by these seats. */
  public static JointDraw shuffle(String purpose, int n, List<Integer> seats, boolean openLog) {
    return new JointDraw(purpose, n, true, seats, openLog, NO_COMMITMENTS, NO_REVEALS, List.of());
  }

  public boolean isDone() {
    return !fixed.isEmpty() || reveals.size() == seats.size();
  }

  /** The seats still to commit, or, once all have, still to reveal. */
  public Prompt prompt() {
    if (isDone()) {
      return Prompt.none();
    }
    boolean committing = commitments.size() < seats.size();
    List<Integer> waiting = new ArrayList<>();
    for (int seat : seats) {
      if (!(committing ? commitments : reveals).containsKey(seat)) {
        waiting.add(seat);
      }
    }
    return Prompt.each(waiting, Decision.RANDOMNESS,
        (committing ? "Commit to a secret random value for " : "Reveal your value for ") + purpose);
  }

  public boolean awaitsCommitFrom(int seat) {
    return !isDone() && commitments.size() < seats.size() && seats.contains(seat)
        && !commitments.containsKey(seat);
  }

  public boolean awaitsRevealFrom(int seat) {
    return !isDone() && commitments.size() == seats.size() && !reveals.containsKey(seat);
  }

  public JointDraw apply(int seat, Action action) throws IllegalActionException {
    if (isDone()) {
      throw new IllegalActionException("the draw for " + purpose + " is already decided");
    }
    if (!seats.contains(seat)) {
      throw new IllegalActionException("seat " + seat + " takes no part in the draw for " + purpose);
    }
    if (action instanceof Fix fix) {
      return withFix(fix);
    }
    if (action instanceof Commit commit) {
      if (!awaitsCommitFrom(seat)) {
        throw new IllegalActionException("seat " + seat + " has already committed for " + purpose);
      }
      if (commit.digest().length() != 32) {
        throw new IllegalActionException("a commitment is a 32-byte SHA-256, not " + commit.digest().length() + " bytes");
      }
      SortedMap<Integer, Bytes> next = new TreeMap<>(commitments);
      next.put(seat, commit.digest());
      return new JointDraw(purpose, n, shuffle, seats, openLog, next, reveals, fixed);
    }
    if (action instanceof Reveal reveal) {
      if (commitments.size() < seats.size()) {
        throw new IllegalActionException("no reveal for " + purpose + " before every seat has committed");
      }
      if (reveals.containsKey(seat)) {
        throw new IllegalActionException("seat " + seat + " has already revealed for " + purpose);
      }
      String wrong = Commitment.check(seat, purpose, commitments.get(seat), reveal);
      if (wrong != null) {
        throw new IllegalActionException(wrong);
      }
      SortedMap<Integer, Reveal> next = new TreeMap<>(reveals);
      next.put(seat, reveal);
      return new JointDraw(purpose, n, shuffle, seats, openLog, commitments, next, fixed);
    }
    throw new IllegalActionException("the table waits for a commitment or a reveal for " + purpose);
  }

  private JointDraw withFix(Fix fix) throws IllegalActionException {
    if (!openLog) {
      throw new IllegalActionException("a random result can be fixed only in an open log");
    }
    if (!commitments.isEmpty()) {
      throw new IllegalActionException("the draw for " + purpose + " has begun; it cannot be fixed now");
    }
    List<Integer> v = fix.values();
    if (shuffle) {
      List<Integer> sorted = new ArrayList<>(v);
      Collections.sort(sorted);
      List<Integer> each = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        each.add(i);
      }
      if (!sorted.equals(each)) {
        throw new IllegalActionException("fix for " + purpose + " needs each of 0.." + (n - 1) + " once, not " + v);
      }
    } else if (v.size() != 1 || v.get(0) < 0 || v.get(0) >= n) {
      throw new IllegalActionException("fix for " + purpose + " needs one number from 0 to " + (n - 1) + ", not " + v);
    }
    return new JointDraw(purpose, n, shuffle, seats, openLog, commitments, reveals, v);
  }

  /** A pick: the number drawn. */
  public int pickResult() {
    requireDone();
    return fixed.isEmpty() ? stream().below(n) : fixed.get(0);
  }

  /** A shuffle: the permutation drawn. */
  public int[] shuffleResult() {
    requireDone();
    return fixed.isEmpty() ? stream().permutation(n) : fixed.stream().mapToInt(Integer::intValue).toArray();
  }

  private void requireDone() {
    if (!isDone()) {
      throw new IllegalStateException("the draw for " + purpose + " is not decided yet");
    }
  }

  private RandomStream stream() {
    CanonicalWriter seed = new CanonicalWriter().writeString(purpose);
    for (Reveal r : reveals.values()) {
      seed.writeBytes(r.value().toArray());
    }
    return new RandomStream(Sha256.digest(seed.toByteArray()));
  }

  public void encode(CanonicalWriter out) {
    out.writeString(purpose).writeInt(n).writeBoolean(shuffle).writeBoolean(openLog);
    out.writeAll(seats, CanonicalWriter::writeInt);
    out.writeAll(commitments.entrySet(), (w, e) -> w.writeInt(e.getKey()).writeBytes(e.getValue().toArray()));
    out.writeAll(reveals.entrySet(), (w, e) ->
        w.writeInt(e.getKey()).writeBytes(e.getValue().value().toArray()).writeBytes(e.getValue().salt().toArray()));
    out.writeAll(fixed, CanonicalWriter::writeInt);
  }

}
