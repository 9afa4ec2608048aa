package roundtable.desktop.cli;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import roundtable.core.graalwar.DeployPlan;
import roundtable.core.graalwar.Deployment;
import roundtable.core.graalwar.Deployment.Fault;
import roundtable.core.graalwar.GraalwarState;
import roundtable.core.graalwar.Hole;
import roundtable.core.graalwar.Lineup;
import roundtable.core.random.Bytes;
import roundtable.core.table.GameState;

/**
 * Graal's deployment typed at the terminal, "à leur guise": {@code deploy castle j2 j3 roi a4 ...}
 * in the deployment notation (a seat with two armies separates them by {@code /}), without a salt:
 * the seat's own plan, checked against the rules of deployment before it commits to it with a
 * fresh salt. A line with a salt ({@code deploy SALT castle ...}) is a reveal, read by the notation.
 */
final class DeployLine {
  static final String HINT = "or deploy as you like: 'deploy castle DONJON COUR roi HOLE prince HOLE duc HOLE"
      + " chevalier HOLE HOLE sergent ... piquier ... ecuyer ... archer HOLE x6' (two armies separated by '/')";
  private static final SecureRandom SALTS = new SecureRandom();

  private DeployLine() {}

  /** Whether this seat may type its own deployment now: the screens are up and it has not committed. */
  static boolean open(GameState state, int seat) {
    return state instanceof GraalwarState g && g.deploying() && !g.committed(seat);
  }

  /** Whether the line is a deployment of one's own, not a reveal with its salt. */
  static boolean is(String line) {
    String[] w = line.strip().split("\\s+");
    return w.length >= 2 && w[0].equals("deploy") && !w[1].matches("[0-9a-fA-F]{16,}");
  }

  /**
   * The seat's plan from the text after {@code deploy}, with a fresh salt; the exception says what
   * is wrong with it, as the rules would refuse its reveal.
   */
  static DeployPlan plan(GraalwarState s, int seat, String line) {
    String text = line.strip().substring("deploy".length()).strip();
    Lineup lineup = s.lineup();
    String[] parts = text.split("/");
    int n = lineup.armies(seat).size();
    if (parts.length != n) {
      throw new IllegalArgumentException(n == 1 ? "you command one army: no '/'"
          : "you command " + n + " armies: write their deployments separated by '/', the chief's first");
    }
    List<Deployment> armies = new ArrayList<>();
    Set<Integer> taken = new TreeSet<>();
    for (String part : parts) {
      Deployment d = Deployment.parse(part);
      for (int hole : d.soldiers().keySet()) {
        if (!taken.add(hole)) {
          throw new IllegalArgumentException("two soldiers on " + Hole.name(hole));
        }
      }
      armies.add(d);
    }
    for (int i = 0; i < n; i++) {
      Optional<Fault> f = armies.get(i).fault(lineup, seat, lineup.armies(seat).get(i), s.layout(),
          armies.get(0).castle());
      if (f.isPresent()) {
        throw new IllegalArgumentException(f.get().text(lineup, seat));
      }
    }
    byte[] salt = new byte[32];
    SALTS.nextBytes(salt);
    return new DeployPlan(armies, Bytes.of(salt));
  }
}
