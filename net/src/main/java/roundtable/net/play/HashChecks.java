package roundtable.net.play;

import com.google.protobuf.ByteString;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import roundtable.net.identity.Identity;
import roundtable.proto.StateHashCheck;

/**
 * The players' state-hash checks against this peer's own states ({@link Replica}): a check of a
 * step reached and settled is compared at once, one of a step ahead kept until the step is reached.
 * A difference is a {@link Desync}, reported, never obeyed. Not thread-safe: the replica's caller's.
 */
final class HashChecks {
  /** Checks of steps not reached yet that are kept at most. */
  private final int most;
  private final History history;
  private final List<StateHashCheck> later = new ArrayList<>();
  private final List<ByteString> laterAuthors = new ArrayList<>();
  private final List<Desync> desyncs = new ArrayList<>();

  HashChecks(History history, int most) {
    this.history = history;
    this.most = most;
  }

  /** A check signed by {@code author}, whose seats these are now. */
  Received compare(StateHashCheck check, ByteString author, SeatMap seats) {
    if (seats.seatsOf(author).isEmpty()) {
      // Only the players' states make the game: a key holding no seat (a spectator, anyone on the
      // LAN) can neither report a desync nor stop the game with a made-up hash.
      return new Received.Ignored("a state-hash check from " + fingerprint(author) + ", which holds no seat");
    }
    long step = check.getStep();
    if (step > history.steps()) {
      if (later.size() < most) {
        later.add(check);
        laterAuthors.add(author);
      }
      return new Received.HashNotCompared(step, "step " + step + " is not reached here yet (at " + history.steps()
          + ")");
    }
    if (!history.settled((int) step)) {
      return new Received.HashNotCompared(step, "step " + step + " is inside a round of simultaneous actions");
    }
    String ours = history.hash((int) step);
    String theirs = HexFormat.of().formatHex(check.getStateHash().toByteArray());
    if (ours.equals(theirs)) {
      return new Received.HashAgrees(step);
    }
    Desync desync = new Desync(step, fingerprint(author), ours, theirs);
    desyncs.add(desync);
    return new Received.HashDiffers(desync);
  }

  /** The checks kept for steps now reached are compared. */
  void compareReached(SeatMap seats) {
    for (int i = later.size() - 1; i >= 0; i--) {
      if (later.get(i).getStep() <= history.steps()) {
        StateHashCheck check = later.remove(i);
        compare(check, laterAuthors.remove(i), seats);
      }
    }
  }

  /** The differences found so far, in order. */
  List<Desync> desyncs() {
    return List.copyOf(desyncs);
  }

  private static String fingerprint(ByteString key) {
    return Identity.fingerprint(key.toByteArray());
  }
}
