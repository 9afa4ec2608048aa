package roundtable.core.graalwar;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import roundtable.core.graalwar.GraalwarEvent.Committed;
import roundtable.core.graalwar.GraalwarEvent.Deployed;
import roundtable.core.random.Bytes;
import roundtable.core.random.Commit;
import roundtable.core.random.Commitment;
import roundtable.core.table.Event;
import roundtable.core.table.IllegalActionException;

/**
 * "A l'abri des regards de l'adversaire, ils déploient leur armée à leur guise": each side
 * commits to its deployment's text with a fresh salt, then, once both have, reveals it. Every peer
 * checks each reveal against its commitment and the rules before the screens come down.
 */
final class Deploying {
  /** The purpose inside every deployment commitment (see {@link Commitment#digest}). */
  static final String PURPOSE = "graalwar-deploy";

  private Deploying() {}

  /** The commitment to a deployment's text with a salt. */
  static Bytes digest(int side, String text, Bytes salt) {
    return Commitment.digest(side, PURPOSE, Bytes.of(text.getBytes(StandardCharsets.UTF_8)), salt);
  }

  static GraalwarState commit(GraalwarState s, int side, Commit c, List<Event> events) throws IllegalActionException {
    if (s.committed(side)) {
      throw new IllegalActionException(Sides.name(side) + " has already committed to its deployment");
    }
    if (c.digest().length() != 32) {
      throw new IllegalActionException("a commitment is 32 bytes, not " + c.digest().length());
    }
    events.add(new Committed(side));
    return s.withCommitment(side, c.digest());
  }

  static GraalwarState reveal(GraalwarState s, int side, DeployReveal r, List<Event> events)
      throws IllegalActionException {
    if (s.revealed(side)) {
      throw new IllegalActionException(Sides.name(side) + " has already revealed its deployment");
    }
    if (!s.committed(side)) {
      throw new IllegalActionException(Sides.name(side) + " has not committed to a deployment yet");
    }
    if (!s.committed(1 - side)) {
      throw new IllegalActionException("the screens stay up until " + Sides.name(1 - side) + " has committed too");
    }
    if (r.salt().length() < Commitment.MIN_SALT_BYTES) {
      throw new IllegalActionException("a salt has at least " + Commitment.MIN_SALT_BYTES + " bytes, not "
          + r.salt().length());
    }
    if (!digest(side, r.layout(), r.salt()).equals(s.commitments().get(side))) {
      throw new IllegalActionException(Sides.name(side) + "'s deployment does not match its commitment");
    }
    Deployment d;
    try {
      d = Deployment.parse(r.layout());
    } catch (IllegalArgumentException e) {
      throw new IllegalActionException(Sides.name(side) + "'s deployment can't be read: " + e.getMessage());
    }
    String wrong = d.check(side, s.layout());
    if (wrong != null) {
      throw new IllegalActionException(Sides.name(side) + "'s deployment breaks the rules: " + wrong);
    }
    events.add(new Deployed(side, d));
    GraalwarState next = s.withDeployment(side, r.layout());
    return next.revealed(1 - side) ? lift(next) : next;
  }

  /** Both armies on the board: White moves first ("Blanc commence"). */
  private static GraalwarState lift(GraalwarState s) {
    List<Castle> castles = new ArrayList<>();
    byte[] codes = new byte[Hole.COUNT];
    for (int side = 0; side < 2; side++) {
      int code = side * 8;
      Deployment d = Deployment.parse(s.deployments().get(side));
      castles.add(d.castle());
      d.soldiers().forEach((hole, piece) -> codes[hole] = (byte) (Board.code(0, piece) + code));
    }
    return s.withBoard(Board.of(s.layout(), castles, codes), 0, 0, null);
  }
}
