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

  static GraalwarState commit(GraalwarState s, int seat, Commit c, List<Event> events) throws IllegalActionException {
    if (s.committed(seat)) {
      throw new IllegalActionException(s.lineup().name(seat) + " has already committed to its deployment");
    }
    if (c.digest().length() != 32) {
      throw new IllegalActionException("a commitment is 32 bytes, not " + c.digest().length());
    }
    events.add(new Committed(seat, s.lineup().name(seat)));
    return s.withCommitment(seat, c.digest());
  }

  static GraalwarState reveal(GraalwarState s, int seat, DeployReveal r, List<Event> events)
      throws IllegalActionException {
    String name = s.lineup().name(seat);
    if (s.revealed(seat)) {
      throw new IllegalActionException(name + " has already revealed its deployment");
    }
    if (!s.committed(seat)) {
      throw new IllegalActionException(name + " has not committed to a deployment yet");
    }
    int waiting = s.waitingFor(true);
    if (waiting >= 0) {
      throw new IllegalActionException("the screens stay up until " + s.lineup().name(waiting) + " has committed too");
    }
    if (r.salt().length() < Commitment.MIN_SALT_BYTES) {
      throw new IllegalActionException("a salt has at least " + Commitment.MIN_SALT_BYTES + " bytes, not "
          + r.salt().length());
    }
    if (!digest(seat, r.layout(), r.salt()).equals(s.commitments().get(seat))) {
      throw new IllegalActionException(name + "'s deployment does not match its commitment");
    }
    List<Deployment> armies;
    try {
      armies = armies(s.lineup(), seat, r.layout());
    } catch (IllegalArgumentException e) {
      throw new IllegalActionException(name + "'s deployment can't be read: " + e.getMessage());
    }
    List<Integer> ids = s.lineup().armies(seat);
    for (int i = 0; i < armies.size(); i++) {
      String wrong = armies.get(i).check(s.lineup(), seat, ids.get(i), s.layout(), armies.get(0).castle());
      if (wrong != null) {
        throw new IllegalActionException(name + "'s deployment breaks the rules: " + wrong);
      }
    }
    for (Deployment d : armies) {
      events.add(new Deployed(seat, name, d));
    }
    GraalwarState next = s.withDeployment(seat, r.layout());
    return next.waitingFor(false) < 0 ? lift(next) : next;
  }

  /**
   * The armies of a seat's deployment text, one per army it commands, separated by {@code /}; no
   * two of its soldiers on one hole.
   */
  static List<Deployment> armies(Lineup lineup, int seat, String text) {
    String[] parts = text.split("/");
    int n = lineup.armies(seat).size();
    if (parts.length != n) {
      throw new IllegalArgumentException(lineup.name(seat) + " commands " + n + " arm" + (n > 1 ? "ies" : "y")
          + (n > 1 ? ": write their deployments separated by '/'" : ""));
    }
    List<Deployment> out = new ArrayList<>();
    java.util.Set<Integer> taken = new java.util.TreeSet<>();
    for (String part : parts) {
      Deployment d = Deployment.parse(part);
      for (int hole : d.soldiers().keySet()) {
        if (!taken.add(hole)) {
          throw new IllegalArgumentException("two soldiers on " + Hole.name(hole));
        }
      }
      out.add(d);
    }
    return out;
  }

  /** Every army on the board: White moves first ("Blanc commence"), or the last game's winner. */
  private static GraalwarState lift(GraalwarState s) {
    Castle[] castles = new Castle[2];
    byte[] codes = new byte[Hole.COUNT];
    for (int seat = 0; seat < s.players(); seat++) {
      List<Deployment> armies = armies(s.lineup(), seat, s.deployments().get(seat));
      List<Integer> ids = s.lineup().armies(seat);
      for (int i = 0; i < armies.size(); i++) {
        int army = ids.get(i);
        if (armies.get(i).castle() != null) {
          castles[army] = armies.get(i).castle();
        }
        armies.get(i).soldiers().forEach((hole, piece) -> codes[hole] = (byte) Board.code(army, piece));
      }
    }
    return s.withBoard(Board.of(s.layout(), List.of(castles), codes), s.lineup().toMove(0, s.score().first()), 0, null);
  }
}
