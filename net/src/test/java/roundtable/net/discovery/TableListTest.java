package roundtable.net.discovery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The list itself, fed datagrams by hand (no thread started, so nothing else arrives). */
class TableListTest {
  private static final InetSocketAddress FROM = new InetSocketAddress("127.0.0.1", 40000);
  private final AnnouncementCodec codec = Samples.codec();
  private final TestClock clock = new TestClock(Instant.parse("2026-11-22T08:00:00Z"));
  private TableList list;

  @BeforeEach
  void open() throws IOException {
    list = new TableList(Discovery.listenerCodec(), Discovery.DEFAULT_GROUP, 0, List.of(), TableList.DEFAULT_EXPIRY,
        clock);
  }

  @AfterEach
  void close() {
    list.close();
  }

  private List<String> names() {
    return list.tables().stream().map(t -> t.announcement().tableName()).toList();
  }

  @Test
  void listsTablesByNameWithTheLatestAnnouncement() {
    list.accept(codec.encode(Samples.table(Samples.OTHER_ID, "Zebra")), FROM);
    list.accept(codec.encode(Samples.friday()), FROM);
    list.accept(codec.encode(Samples.friday().withSeats(3, 1)), FROM);
    assertEquals(List.of("Friday conquest", "Zebra"), names());
    TableList.Table friday = list.tables().get(0);
    assertEquals(3, friday.announcement().seatsTaken());
    assertEquals(clock.instant(), friday.lastSeen());
    assertEquals(FROM, friday.from());
    assertEquals(new InetSocketAddress("127.0.0.1", 47000), friday.connectTo());
    assertEquals(3, list.accepted());
  }

  @Test
  void anotherKeyCannotTakeOverAListedTable() {
    list.accept(codec.encode(Samples.friday()), FROM);
    Announcement copy = new Announcement(Samples.ID, "Fake Friday", "conquest", "1", 2, 2, true, "127.0.0.1", 47001, 1,
        Samples.STRANGER.fingerprint(), false);
    list.accept(new BeaconCodec(Samples.STRANGER).encode(copy), FROM);
    assertEquals(List.of("Fake Friday", "Friday conquest"), names(), "both listed, the real one untouched");
  }

  @Test
  void aTableThatStopsAnnouncingVanishesAfterTheExpiry() {
    list.accept(codec.encode(Samples.friday()), FROM);
    list.accept(codec.encode(Samples.table(Samples.OTHER_ID, "Zebra")), FROM);
    clock.advance(Duration.ofSeconds(2));
    list.accept(codec.encode(Samples.table(Samples.OTHER_ID, "Zebra")), FROM); // still there
    clock.advance(Duration.ofSeconds(1));
    assertEquals(List.of("Friday conquest", "Zebra"), names()); // exactly 3 s: still listed
    clock.advance(Duration.ofMillis(1));
    assertEquals(List.of("Zebra"), names());
    clock.advance(Duration.ofSeconds(2));
    assertEquals(List.of(), names());
    list.accept(codec.encode(Samples.friday()), FROM); // it comes back
    assertEquals(List.of("Friday conquest"), names());
  }

  @Test
  void anEmptyHostMeansTheSender() {
    list.accept(codec.encode(Samples.friday().withHost("")), new InetSocketAddress("10.1.2.3", 5));
    assertEquals(new InetSocketAddress("10.1.2.3", 47000), list.tables().get(0).connectTo());
  }

  @Test
  void garbageAndOversizedDatagramsAreIgnoredAndCounted() {
    list.accept("hello".getBytes(java.nio.charset.StandardCharsets.UTF_8), FROM);
    list.accept(new byte[0], FROM);
    list.accept(new byte[] {'R', 'T', 'B', '1', '\n', (byte) 0xff}, FROM);
    list.accept(new byte[Discovery.MAX_DATAGRAM_BYTES + 1], FROM);
    assertEquals(3, list.garbage());
    assertEquals(1, list.oversized());
    assertEquals(0, list.accepted());
    assertEquals(List.of(), list.tables());
  }

  @Test
  void beaconsThatDoNotVerifyAreIgnoredAndCountedNeverThrown() {
    list.accept(Samples.flippedSignature(), FROM);
    list.accept(Samples.signedByAStranger(), FROM);
    list.accept(Samples.envelopeOfVersion2(), FROM);
    list.accept(Samples.beaconOfVersion2(), FROM);
    assertEquals(4, list.garbage());
    assertEquals(0, list.accepted());
    assertEquals(List.of(), list.tables());
    list.accept(codec.encode(Samples.friday()), FROM); // the real one still gets in
    assertEquals(List.of("Friday conquest"), names());
    assertEquals(4, list.garbage());
  }

  @Test
  void keepsAtMostMaxTables() {
    for (int i = 0; i < TableList.MAX_TABLES + 10; i++) {
      list.accept(codec.encode(Samples.table(String.format("%032x", i), "t" + i)), FROM);
    }
    assertEquals(TableList.MAX_TABLES, list.tables().size());
    assertEquals(10, list.dropped());
    clock.advance(Duration.ofSeconds(4)); // the flood expires, a real table gets in again
    list.accept(codec.encode(Samples.friday()), FROM);
    assertEquals(List.of("Friday conquest"), names());
    assertTrue(list.accepted() > TableList.MAX_TABLES);
  }
}
