package roundtable.core.crypto;

import java.math.BigInteger;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.bouncycastle.math.ec.ECPoint;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * A seat's decryption share of one card: making it with its Chaum–Pedersen proof, and checking it
 * (each opening takes one per other seat; issue 19). {@code bench crypto} gives a whole opening.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class ShareBenchmark {
  private static final String CONTEXT = "table 0, card 7";
  private final SplittableRandom random = new SplittableRandom(7);
  private BigInteger secret;
  private ECPoint publicKey;
  private Ciphertext card;
  private DecryptionShare share;

  @Setup
  public void deal() {
    secret = Group.randomScalar(random);
    publicKey = Group.multiplyG(secret);
    ECPoint jointKey = publicKey.add(Group.multiplyG(Group.randomScalar(random))).normalize();
    card = Ciphertext.encrypt(Group.multiplyG(BigInteger.valueOf(7)), jointKey, Group.randomScalar(random));
    share = make();
  }

  @Benchmark
  public DecryptionShare make() {
    return ChaumPedersenProof.share(secret, publicKey, card.c1(), CONTEXT, random);
  }

  @Benchmark
  public boolean check() {
    return share.verify(publicKey, card, CONTEXT);
  }
}
