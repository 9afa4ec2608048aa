package roundtable.core.graalwar;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import roundtable.core.canon.Sha256;
import roundtable.core.crypto.PokerSeat;
import roundtable.core.hidden.Chosen;
import roundtable.core.secrets.SeatSecrets;
import roundtable.core.random.Bytes;
import roundtable.core.random.Commit;
import roundtable.core.table.Action;
import roundtable.core.table.Knowledge;

/**
 * A seat's deployment and the salt it commits with, kept secret until the reveal: the seat's
 * {@link Knowledge} for the deployment. A seat that holds no plan of its own but holds its
 * hidden-card secrets ({@link PokerSeat}) is offered a few plans derived from its secret master
 * value: the same plans at its commitment and at its reveal, and nobody else can derive them.
 */
public record DeployPlan(List<Deployment> armies, Bytes salt) implements Knowledge {
  /** How many derived plans a seat is offered to commit to. */
  static final int OFFERED = 3;

  public DeployPlan {
    armies = List.copyOf(armies);
  }

  /** The plan of a seat that commands one army. */
  public DeployPlan(Deployment deployment, Bytes salt) {
    this(List.of(deployment), salt);
  }

  /** The seat's first (or only) army. */
  public Deployment deployment() {
    return armies.get(0);
  }

  /** The text committed to: each army's deployment, separated by {@code /}. */
  public String text() {
    return String.join(" / ", armies.stream().map(Deployment::text).toList());
  }

  public Commit commit(int seat) {
    return new Commit(Deploying.digest(seat, text(), salt));
  }

  public DeployReveal reveal() {
    return new DeployReveal(text(), salt);
  }

  /** The deployment step this seat can take, from what it knows: a commitment, then its reveal. */
  static List<Action> actions(GraalwarState s, int seat, Knowledge knowledge) {
    List<DeployPlan> plans = plans(s, seat, knowledge);
    List<Action> out = new ArrayList<>();
    for (DeployPlan p : plans) {
      if (!s.committed(seat)) {
        out.add(p.commit(seat));
      } else if (p.commit(seat).digest().equals(s.commitments().get(seat))) {
        return List.of(p.reveal());
      }
    }
    return out;
  }

  /**
   * The plan this seat committed to, as the seat itself can read it (its own plan, or one derived
   * from its secrets): what its window shows behind its screen before the reveal.
   */
  public static Optional<DeployPlan> committed(GraalwarState s, int seat, Knowledge knowledge) {
    if (!s.committed(seat)) {
      return Optional.empty();
    }
    return plans(s, seat, knowledge).stream()
        .filter(p -> p.commit(seat).digest().equals(s.commitments().get(seat))).findFirst();
  }

  /** The purpose a person's own deployment is kept under with its seat's secrets: one per game of a match. */
  public static String purpose(GraalwarState s) {
    return Deploying.PURPOSE + " game " + s.score().game();
  }

  /** This plan as a secret the person chose, to keep with its seat's secrets until it is revealed. */
  public Chosen chosen(GraalwarState s) {
    return new Chosen(purpose(s), text(), salt);
  }

  private static List<DeployPlan> plans(GraalwarState s, int seat, Knowledge knowledge) {
    Optional<DeployPlan> own = knowledge.part(DeployPlan.class);
    if (own.isPresent()) {
      return List.of(own.get());
    }
    Optional<DeployPlan> kept = knowledge.part(SeatSecrets.class).flatMap(secrets -> secrets.chosen(purpose(s)))
        .flatMap(c -> read(s, seat, c));
    if (kept.isPresent()) {
      return List.of(kept.get()); // chosen before a crash: the peer came back with its seat's secrets
    }
    Optional<PokerSeat> secrets = knowledge.part(PokerSeat.class);
    List<DeployPlan> out = new ArrayList<>();
    for (int i = 0; secrets.isPresent() && i < OFFERED; i++) {
      out.add(derived(s.lineup(), seat, s.layout(), secrets.get().master(), s.score().game() * OFFERED + i));
    }
    return out;
  }

  private static Optional<DeployPlan> read(GraalwarState s, int seat, Chosen c) {
    try {
      return Optional.of(new DeployPlan(Deploying.armies(s.lineup(), seat, c.text()), c.salt()));
    } catch (IllegalArgumentException e) {
      return Optional.empty(); // not this seat's deployment: it is not offered
    }
  }

  /** The i-th plan derived from a seat's secret master value. */
  static DeployPlan derived(Lineup lineup, int seat, Layout layout, Bytes master, int i) {
    byte[] h = Sha256.digest("roundtable/graalwar/deploy".getBytes(StandardCharsets.UTF_8), master.toArray(),
        ByteBuffer.allocate(8).putInt(seat).putInt(i).array());
    long seed = ByteBuffer.wrap(h).getLong();
    Bytes salt = Bytes.of(Arrays.copyOfRange(h, 16, 32));
    return new DeployPlan(DeploymentGenerator.generate(lineup, seat, layout, new SplittableRandom(seed)), salt);
  }
}
