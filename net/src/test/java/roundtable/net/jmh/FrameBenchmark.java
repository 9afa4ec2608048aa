package roundtable.net.jmh;

import com.google.protobuf.ByteString;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import roundtable.net.identity.EnvelopeVerifier;
import roundtable.net.identity.Identity;
import roundtable.net.identity.Signer;
import roundtable.proto.Envelope;
import roundtable.proto.GameAction;
import roundtable.proto.SignedEnvelope;

/**
 * One action on the wire (issue 19): signed by its author, written as a frame's body and read
 * back, its signature checked by every peer it reaches. {@code bench net} gives whole games.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class FrameBenchmark {
  private Signer author;
  private Envelope.Builder action;
  private SignedEnvelope signed;
  private byte[] body;

  @Setup
  public void sign() {
    author = new Signer(Identity.generate());
    action = author.envelope().setAction(GameAction.newBuilder().setTableId(ByteString.copyFrom(new byte[16]))
        .setSeat(1).setAction("unstack c9 c8 c7").setStateHash(ByteString.copyFrom(new byte[32])).setSequence(42));
    signed = author.sign(action);
    body = signed.toByteArray();
  }

  @Benchmark
  public SignedEnvelope signAnAction() {
    return author.sign(action);
  }

  @Benchmark
  public SignedEnvelope writeAndReadTheFrameBody() throws Exception {
    return SignedEnvelope.parseFrom(signed.toByteArray());
  }

  @Benchmark
  public Envelope checkTheSignature() throws Exception {
    return EnvelopeVerifier.verify(SignedEnvelope.parseFrom(body));
  }
}
