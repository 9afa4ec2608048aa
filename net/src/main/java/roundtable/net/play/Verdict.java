package roundtable.net.play;

import java.util.List;
import roundtable.proto.PeerError;
import roundtable.proto.SignedEnvelope;

/**
 * A refused action: the cheat, the seat it named, its author's fingerprint, the step (the index of
 * the next action when it arrived; for equivocation, the step both actions were made on), the reason in words and the signed envelopes that prove it (one,
 * or two for equivocation), kept as they arrived.
 */
public record Verdict(Cheat cheat, int seat, String author, long step, String reason, List<SignedEnvelope> evidence) {
  public Verdict {
    evidence = List.copyOf(evidence);
  }

  /**
   * Whether the game stops for it: a player's cheat in play does. A message meant for another table,
   * an action by a key that holds no seat, or a sequence number used again (issue 26: the message is
   * dropped, nothing was applied, and one bad laptop must not end everybody's game) is refused and
   * named, and the game goes on.
   */
  public boolean stopsTheGame() {
    return cheat != Cheat.WRONG_TABLE && cheat != Cheat.NO_SEAT && cheat != Cheat.REPLAY;
  }

  /** "seat 2 (author 1a2b…), step 17: an action out of turn: …" */
  public String text() {
    return "seat " + seat + " (author " + author + "), step " + step + ": " + cheat.words() + ": " + reason;
  }

  public PeerError toPeerError() {
    return PeerError.newBuilder().setCode(cheat.code()).setText(text()).build();
  }

  @Override
  public String toString() {
    return cheat + " " + text();
  }
}
