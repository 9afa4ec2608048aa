package roundtable.net.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.protobuf.ByteString;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import roundtable.proto.Seat;
import roundtable.proto.Start;

/** Whom a peer dials in play. */
class MeshTest {
  static final ByteString OPENER = ByteString.copyFromUtf8("opener");
  static final ByteString ALICE = ByteString.copyFromUtf8("alice");
  static final ByteString BOB = ByteString.copyFromUtf8("bob");

  static Start start() {
    return Start.newBuilder()
        .addSeats(Seat.newBuilder().setSeat(0).setHolderKey(OPENER))
        .addSeats(Seat.newBuilder().setSeat(1).setHolderKey(ALICE).setAddress("127.0.0.1:4001"))
        .addSeats(Seat.newBuilder().setSeat(2).setHolderKey(BOB).setAddress("127.0.0.1:4002"))
        .build();
  }

  @Test
  void aSpectatorWhoseLinkGoesTriesTheOtherSeatedPeersBeforeTheOneItLost() {
    // Watching at the opener, which is killed: alice and bob play on (and may soon be done), so they
    // are dialed first; the opener comes last, in case it was only a cut.
    Mesh mesh = new Mesh(ByteString.copyFromUtf8("watcher"), true);
    mesh.started(start(), OPENER, Optional.of(new InetSocketAddress("127.0.0.1", 4000)), 0);
    mesh.linked(OPENER);
    assertEquals(List.of(), mesh.due(1), "linked: nobody to dial");
    mesh.unlinked(OPENER, 2);
    assertEquals(List.of(new Mesh.Dial(ALICE, new InetSocketAddress("127.0.0.1", 4001))), mesh.due(3));
    assertEquals(List.of(), mesh.due(4), "one dial at a time");
    mesh.dialed(ALICE);
    assertEquals(BOB, mesh.due(5).get(0).key());
    mesh.dialed(BOB);
    assertEquals(OPENER, mesh.due(6).get(0).key());
  }

  @Test
  void aSpectatorLinkedToALaterSeatTriesTheNextOnesFirst() {
    Mesh mesh = new Mesh(ByteString.copyFromUtf8("watcher"), true);
    mesh.started(start(), OPENER, Optional.of(new InetSocketAddress("127.0.0.1", 4000)), 0);
    mesh.linked(ALICE);
    mesh.unlinked(ALICE, 1);
    assertEquals(BOB, mesh.due(2).get(0).key());
    mesh.dialed(BOB);
    assertEquals(OPENER, mesh.due(3).get(0).key());
  }
}
