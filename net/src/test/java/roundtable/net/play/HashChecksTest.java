package roundtable.net.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.ByteString;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import roundtable.core.table.Decision;
import roundtable.proto.Envelope;
import roundtable.proto.Seat;
import roundtable.proto.SignedEnvelope;
import roundtable.proto.StateHashCheck;

class HashChecksTest {
  private static final String START = "00".repeat(32);
  private static final String AFTER_ONE = "11".repeat(32);
  private static final ByteString ALICE = ByteString.copyFrom(new byte[32]);
  private static final ByteString STRANGER = ByteString.copyFrom(new byte[] {7}).concat(ByteString.copyFrom(new byte[31]));
  private static final SeatMap SEATS = SeatMap.of(List.of(Seat.newBuilder().setSeat(0).setHolderKey(ALICE).build()));

  private final History history = new History(START, Map.of(0, Decision.MOVE));
  private final HashChecks checks = new HashChecks(history, 10);

  private static StateHashCheck check(long step, String hash) {
    return StateHashCheck.newBuilder().setStep(step).setStateHash(ByteString.fromHex(hash)).build();
  }

  /** Seat 0 moves: the table reaches step 1, whose state hashes to {@link #AFTER_ONE}. */
  private void seatZeroMoves() {
    SignedEnvelope signed = SignedEnvelope.newBuilder().setEnvelope(Envelope.newBuilder().setAuthorKey(ALICE).build()
        .toByteString()).build();
    history.applied(0, START, "move", ALICE, 1, signed, AFTER_ONE, Map.of(0, Decision.MOVE));
  }

  @Test
  void aPlayerWhoseStateIsOursAgrees() {
    assertInstanceOf(Received.HashAgrees.class, checks.compare(check(0, START), ALICE, SEATS));
    assertTrue(checks.desyncs().isEmpty());
  }

  @Test
  void aPlayerWhoseStateDiffersIsReportedNotObeyed() {
    Received said = checks.compare(check(0, AFTER_ONE), ALICE, SEATS);
    Desync desync = assertInstanceOf(Received.HashDiffers.class, said).desync();
    assertEquals(0, desync.step());
    assertEquals(List.of(desync), checks.desyncs());
  }

  @Test
  void aKeyHoldingNoSeatIsIgnored() {
    assertInstanceOf(Received.Ignored.class, checks.compare(check(0, AFTER_ONE), STRANGER, SEATS));
    assertTrue(checks.desyncs().isEmpty(), "a spectator cannot report a desync");
  }

  @Test
  void aCheckOfAStepAheadIsComparedOnceThatStepIsReached() {
    assertInstanceOf(Received.HashNotCompared.class, checks.compare(check(1, START), ALICE, SEATS));
    checks.compareReached(SEATS);
    assertTrue(checks.desyncs().isEmpty(), "step 1 is not reached yet");
    seatZeroMoves();
    checks.compareReached(SEATS);
    assertEquals(1, checks.desyncs().size(), "at step 1 the state is not the one the check named");
    checks.compareReached(SEATS);
    assertEquals(1, checks.desyncs().size(), "a check is compared once");
  }
}
