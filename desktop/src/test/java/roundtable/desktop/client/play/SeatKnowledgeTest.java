package roundtable.desktop.client.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import roundtable.core.crypto.PokerSeat;
import roundtable.core.graalwar.DeployPlan;
import roundtable.core.graalwar.DeploymentGenerator;
import roundtable.core.graalwar.Layout;
import roundtable.core.secrets.SeatSecrets;
import roundtable.core.random.Bytes;

/** A person's seat knows its table secrets, and the secrets it made up and committed to since. */
class SeatKnowledgeTest {
  private static DeployPlan plan(long seed) {
    return new DeployPlan(DeploymentGenerator.generate(0, Layout.CLASSIC, new SplittableRandom(seed)),
        Bytes.of(new byte[16]));
  }

  @Test
  void aSecretLearntIsHeldBesideTheTableSecretsAndALaterOneOfItsKindReplacesIt() {
    SeatSecrets secrets = new SeatSecrets(0, new SplittableRandom(1));
    SeatKnowledge known = new SeatKnowledge(secrets);
    assertEquals(Optional.empty(), known.part(DeployPlan.class));
    assertSame(secrets.poker(), known.part(PokerSeat.class).orElseThrow(), "the hidden-card keys");
    DeployPlan first = plan(1);
    known.learn(first);
    assertSame(first, known.part(DeployPlan.class).orElseThrow());
    DeployPlan second = plan(2);
    known.learn(second);
    assertSame(second, known.part(DeployPlan.class).orElseThrow(), "one plan at a time: the newest");
    assertSame(secrets.poker(), known.part(PokerSeat.class).orElseThrow());
  }
}
