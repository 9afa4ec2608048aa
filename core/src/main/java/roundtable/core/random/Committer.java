package roundtable.core.random;

import java.util.HashMap;
import java.util.Map;
import java.util.random.RandomGenerator;
import roundtable.core.table.Action;

/**
 * One seat's side of commit-reveal: makes a fresh value and salt from the random source it is
 * given, commits to them, and keeps them secret until the draw asks for the reveal. The source is
 * the caller's (a secure one at a real table, a seeded one for self-play), never core's.
 */
public final class Committer {
  private final int seat;
  private final RandomGenerator random;
  private final Map<String, Reveal> secrets = new HashMap<>();

  public Committer(int seat, RandomGenerator random) {
    this.seat = seat;
    this.random = random;
  }

  /** This seat's next action for the draw: its commitment, or later its reveal. */
  public Action act(JointDraw draw) {
    if (draw.awaitsCommitFrom(seat)) {
      Reveal secret = new Reveal(randomBytes(Commitment.VALUE_BYTES), randomBytes(Commitment.MIN_SALT_BYTES));
      secrets.put(draw.purpose(), secret);
      return new Commit(Commitment.digest(seat, draw.purpose(), secret.value(), secret.salt()));
    }
    if (draw.awaitsRevealFrom(seat)) {
      Reveal secret = secrets.remove(draw.purpose());
      if (secret == null) {
        throw new IllegalStateException("seat " + seat + " never committed for " + draw.purpose());
      }
      return secret;
    }
    throw new IllegalStateException("the draw for " + draw.purpose() + " waits for nothing from seat " + seat);
  }

  private Bytes randomBytes(int n) {
    byte[] b = new byte[n];
    random.nextBytes(b);
    return Bytes.of(b);
  }
}
