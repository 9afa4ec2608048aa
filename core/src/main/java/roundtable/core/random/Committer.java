package roundtable.core.random;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;
import java.util.random.RandomGenerator;
import roundtable.core.table.Action;

/**
 * One seat's side of commit-reveal: makes a fresh value and salt from the random source it is
 * given, commits to them, and keeps them secret until the draw asks for the reveal. The source is
 * the caller's (a secure one at a real table, a seeded one for self-play), never core's.
 *
 * <p>It keeps one secret per purpose: the last one it committed to. A purpose ("first player")
 * comes back each round, so a new commitment replaces the old secret; the secret is kept after its
 * reveal until then, so that a seat asked again for the same reveal (after a crash between making
 * it and sending it) gives the same one.
 */
public final class Committer {
  private final int seat;
  private final RandomGenerator random;
  private final Map<String, Reveal> secrets = new TreeMap<>();

  public Committer(int seat, RandomGenerator random) {
    this(seat, random, Map.of());
  }

  /** A seat's committer as it was, with the secrets it held (see {@link #secrets}). */
  public Committer(int seat, RandomGenerator random, Map<String, Reveal> secrets) {
    this.seat = seat;
    this.random = random;
    for (var e : secrets.entrySet()) {
      Reveal r = e.getValue();
      if (r.value().length() != Commitment.VALUE_BYTES || r.salt().length() < Commitment.MIN_SALT_BYTES) {
        throw new IllegalArgumentException("the secret for " + e.getKey() + " needs a " + Commitment.VALUE_BYTES
            + "-byte value and a salt of at least " + Commitment.MIN_SALT_BYTES + " bytes");
      }
    }
    this.secrets.putAll(secrets);
  }

  public int seat() {
    return seat;
  }

  /** The value and salt last committed to for each purpose: secret until revealed. */
  public Map<String, Reveal> secrets() {
    return Collections.unmodifiableMap(new TreeMap<>(secrets));
  }

  /** This seat's next action for the draw: its commitment, or later its reveal. */
  public Action act(JointDraw draw) {
    if (draw.awaitsCommitFrom(seat)) {
      Reveal secret = new Reveal(randomBytes(Commitment.VALUE_BYTES), randomBytes(Commitment.MIN_SALT_BYTES));
      secrets.put(draw.purpose(), secret);
      return new Commit(Commitment.digest(seat, draw.purpose(), secret.value(), secret.salt()));
    }
    if (draw.awaitsRevealFrom(seat)) {
      Reveal secret = secrets.get(draw.purpose());
      // No secret, or one that does not open the commitment on the table (secrets restored from a
      // file older than the commitment): sending it would get this seat named a cheat; say so.
      if (secret == null || !Commitment.digest(seat, draw.purpose(), secret.value(), secret.salt())
          .equals(draw.commitments().get(seat))) {
        throw new IllegalStateException("seat " + seat + " holds no secret that opens its commitment for "
            + draw.purpose() + " (were its secrets saved before it committed?)");
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
