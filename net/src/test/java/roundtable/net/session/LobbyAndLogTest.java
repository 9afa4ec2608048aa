package roundtable.net.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.ByteString;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import roundtable.net.ProtocolException;
import roundtable.net.Wire;
import roundtable.proto.ErrorCode;
import roundtable.proto.LogBatch;
import roundtable.proto.SeatKind;
import roundtable.proto.SeatRequest;
import roundtable.proto.SignedEnvelope;
import roundtable.proto.Start;

/** The opener's seating, and the log split into batches that fit a frame. */
class LobbyAndLogTest {
  static final ByteString A = ByteString.copyFrom(new byte[32]);
  static final ByteString B = ByteString.copyFrom(new byte[] {1});
  static final SeatRequest BOT = SeatRequest.newBuilder().setKind(SeatKind.BOT).setBotKind("random").build();

  @Test
  void seatsAreGivenInOrderUntilTheTableIsFullAndEachChangeBumpsTheRevision() throws ProtocolException {
    TableSpec spec = TableSpec.of(3, Map.of("match", "one-round"));
    Lobby lobby = new Lobby("conquest", "1", spec);
    long before = lobby.assignment().getLobbyRevision();
    assertEquals(0, lobby.take(A, BOT));
    assertEquals(2, lobby.take(B, BOT.toBuilder().setSeat(2).build()));
    assertTrue(lobby.assignment().getLobbyRevision() > before);
    assertEquals(ErrorCode.NOT_ALLOWED, assertThrows(ProtocolException.class,
        () -> lobby.take(B, BOT.toBuilder().setSeat(0).build())).code());
    assertFalse(lobby.full());
    assertEquals(1, lobby.take(B, BOT));
    assertTrue(lobby.startable());
    assertEquals(ErrorCode.TABLE_FULL, assertThrows(ProtocolException.class, () -> lobby.take(B, BOT)).code());

    Start start = lobby.start();
    assertEquals(spec.tableId(), start.getTableId());
    assertEquals(List.of(A, B, B), start.getSeatsList().stream().map(s -> s.getHolderKey()).toList());
    assertEquals(lobby.assignment().getLobbyRevision(), start.getLobbyRevision());
    assertEquals("one-round", start.getOptionsMap().get("match"));
  }

  @Test
  void aNameTooLongOrWithAControlCharacterIsRefusedWithItsReasonAndNoSeatIsTaken() throws ProtocolException {
    Lobby lobby = new Lobby("conquest", "1", TableSpec.of(2, Map.of()));
    SeatRequest person = SeatRequest.newBuilder().setKind(SeatKind.PERSON).build();
    ProtocolException tooLong = assertThrows(ProtocolException.class,
        () -> lobby.take(A, person.toBuilder().setName("x".repeat(Wire.MAX_SEAT_NAME_CHARS + 1)).build()));
    assertEquals(ErrorCode.NOT_ALLOWED, tooLong.code());
    assertEquals("a seat's name holds at most 100 characters, not 101", tooLong.getMessage());
    ProtocolException control = assertThrows(ProtocolException.class,
        () -> lobby.take(A, person.toBuilder().setName("bob\u001b[2J").build()));
    assertEquals("a seat's name holds a control character", control.getMessage());
    assertEquals(0, lobby.take(A, person.toBuilder().setName("é".repeat(Wire.MAX_SEAT_NAME_CHARS)).build()),
        "100 characters pass, however many bytes");
  }

  @Test
  void aPersonsSeatWaitsForItsHolderToBeReadyAndLeavingFreesTheSeat() throws ProtocolException {
    Lobby lobby = new Lobby("conquest", "1", TableSpec.of(2, Map.of()));
    SeatRequest person = SeatRequest.newBuilder().setKind(SeatKind.PERSON).setName("alice").build();
    lobby.take(A, BOT);
    lobby.take(B, person);
    assertTrue(lobby.full());
    assertFalse(lobby.startable(), "alice has not said she is ready");
    lobby.ready(B, true);
    assertTrue(lobby.startable());
    lobby.ready(B, false);
    assertFalse(lobby.startable());

    long before = lobby.revision();
    assertTrue(lobby.release(B, null));
    assertEquals(1, lobby.taken());
    assertTrue(lobby.revision() > before);
    assertFalse(lobby.release(B, null), "nothing left to free");
    assertEquals(ErrorCode.NOT_ALLOWED, assertThrows(ProtocolException.class, () -> lobby.ready(B, true)).code(),
        "a peer without a seat cannot be ready");
    assertEquals(1, lobby.take(B, person), "the freed seat is taken again");
    assertFalse(lobby.startable(), "readiness went with the seat");
  }

  @Test
  void aLongLogIsSplitIntoBatchesUnderTheFrameCap() {
    SignedEnvelope start = SignedEnvelope.newBuilder().setEnvelope(ByteString.copyFromUtf8("start")).build();
    List<SignedEnvelope> log = new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      log.add(SignedEnvelope.newBuilder().setEnvelope(ByteString.copyFrom(new byte[100_000])).build());
    }
    List<LogBatch> batches = LogSync.batches(start, log, 0);
    assertTrue(batches.size() >= 4, "split into " + batches.size());
    assertEquals(start, batches.get(0).getStart());
    int next = 0;
    for (LogBatch batch : batches) {
      assertTrue(batch.getSerializedSize() < Wire.MAX_FRAME_BYTES - 1024, "a batch of " + batch.getSerializedSize());
      assertEquals(next, batch.getFromIndex());
      next += batch.getActionsCount();
      assertEquals(batch == batches.get(batches.size() - 1), batch.getLast());
    }
    assertEquals(40, next);

    LogBatch tail = LogSync.batches(start, log, 39).get(0);
    assertFalse(tail.hasStart());
    assertEquals(1, tail.getActionsCount());
    assertTrue(tail.getLast());
  }
}
