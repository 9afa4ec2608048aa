package roundtable.net.play;

import roundtable.proto.ErrorCode;

/** What a peer did wrong in play, with the code its {@code PeerError} carries. */
public enum Cheat {
  /** The action is for another table. */
  WRONG_TABLE(ErrorCode.WRONG_TABLE, "an action for another table"),
  /** The author, a player, acts for a seat it does not hold (another player's). */
  NOT_SEAT_HOLDER(ErrorCode.NOT_ALLOWED, "an action for a seat the author does not hold"),
  /**
   * The author holds no seat at all (a spectator, anyone on the LAN): refused and named, but the
   * game goes on, or anyone could stop any table.
   */
  NO_SEAT(ErrorCode.NOT_ALLOWED, "an action by a key that holds no seat"),
  /** The prompt does not name the seat. */
  OUT_OF_TURN(ErrorCode.NOT_ALLOWED, "an action out of turn"),
  /** Made on an old state, where the seat could not act any more. */
  STALE_STATE(ErrorCode.NOT_ALLOWED, "an action on a state the table has left"),
  /** The rules refuse it, or it is not even an action in the notation. */
  ILLEGAL_ACTION(ErrorCode.ILLEGAL_ACTION, "an illegal action"),
  /** Two different signed actions for one step (same seat and state hash, or same author sequence). */
  EQUIVOCATION(ErrorCode.EQUIVOCATION, "two different signed actions for one step"),
  /**
   * An old sequence number again, on a message other than the one first signed under it. (A number
   * never seen is accepted even below the author's last: forwarded copies may overtake each other.)
   */
  REPLAY(ErrorCode.NOT_ALLOWED, "a replayed old message");

  private final ErrorCode code;
  private final String words;

  Cheat(ErrorCode code, String words) {
    this.code = code;
    this.words = words;
  }

  public ErrorCode code() {
    return code;
  }

  /** The cheat in words ("an action out of turn"). */
  public String words() {
    return words;
  }
}
