package roundtable.net.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.ByteString;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import roundtable.proto.SignedEnvelope;

/** What a peer keeps of a table: read back as written, a crash's half-written record dropped, damage named. */
class TableStoreTest {
  private static SignedEnvelope action(int n) {
    return SignedEnvelope.newBuilder().setEnvelope(ByteString.copyFromUtf8("action " + n))
        .setSignature(ByteString.copyFrom(new byte[64])).build();
  }

  @Test
  void theLogTheSecretsAndTheOpeningComeBackAsWritten(@TempDir Path home) throws Exception {
    TableSpec spec = TableSpec.of(3, Map.of("turn-order", "tokens-secret"));
    TableStore store = TableStore.of(home, spec.tableId(), "0123456789abcdef");
    store.saveOpening(spec, 47000);
    store.saveStart(action(0));
    store.append(List.of(action(1), action(2)));
    store.append(List.of(action(3)));
    store.saveSecrets(2, "roundtable-seat-secrets 1\n");

    assertEquals(List.of(action(1), action(2), action(3)), store.log());
    assertEquals(action(0), store.start().orElseThrow());
    assertEquals("roundtable-seat-secrets 1\n", store.secrets(2).orElseThrow());
    assertEquals(new TableStore.Opening(spec, 47000), store.opening().orElseThrow());
    assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(store.dir().resolve("seat-2.secrets"))));
    assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(store.dir())));
    assertEquals(List.of(store.dir()), TableStore.unfinishedOpenings(home, "0123456789abcdef").stream()
        .map(TableStore::dir).toList());
    store.markEnded();
    assertTrue(TableStore.unfinishedOpenings(home, "0123456789abcdef").isEmpty(), "an ended game is not reopened");
  }

  @Test
  void aRecordCutShortByACrashIsDroppedAndTheRestKept(@TempDir Path home) throws Exception {
    TableStore store = TableStore.of(home, ByteString.copyFrom(new byte[16]), "0123456789abcdef");
    store.append(List.of(action(1), action(2)));
    byte[] whole = action(3).toByteArray();
    Files.write(store.dir().resolve("log"), new byte[] {(byte) whole.length, whole[0], whole[1]},
        StandardOpenOption.APPEND);
    assertEquals(List.of(action(1), action(2)), store.log());
  }

  @Test
  void aDamagedOpeningIsNamed(@TempDir Path home) throws Exception {
    TableStore store = TableStore.of(home, ByteString.copyFrom(new byte[16]), "0123456789abcdef");
    store.saveOpening(TableSpec.of(2, Map.of()), 1);
    Files.writeString(store.dir().resolve("opening"), "roundtable-opening 1\nplayers two\n");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, store::opening);
    assertTrue(e.getMessage().contains("opening is damaged"), e.getMessage());
  }

  private static SignedEnvelope start(TableSpec spec, String game, String... names) {
    roundtable.proto.Start.Builder start = roundtable.proto.Start.newBuilder().setTableId(spec.tableId())
        .setGameId(game).setPlayers(names.length);
    for (int i = 0; i < names.length; i++) {
      start.addSeats(roundtable.proto.Seat.newBuilder().setSeat(i).setName(names[i]));
    }
    return SignedEnvelope.newBuilder().setEnvelope(roundtable.proto.Envelope.newBuilder().setStart(start).build()
        .toByteString()).setSignature(ByteString.copyFrom(new byte[64])).build();
  }

  @Test
  void theGamesInProgressOfAnIdentityAreListedWithTheirStartStepsAndLastSaveTheMostRecentFirst(@TempDir Path home)
      throws Exception {
    TableSpec older = TableSpec.of(2, Map.of());
    TableStore joined = TableStore.of(home, older.tableId(), "aaaa");
    joined.saveStart(start(older, "conquest", "kitchen", "bob"));
    joined.append(List.of(action(1), action(2), action(3)));
    joined.saveJoinedAt("127.0.0.1:47000");
    joined.saveTableName("kitchen");
    Files.setLastModifiedTime(joined.dir().resolve("start"), java.nio.file.attribute.FileTime.fromMillis(1_000_000));
    Files.setLastModifiedTime(joined.dir().resolve("log"), java.nio.file.attribute.FileTime.fromMillis(2_000_000));
    TableSpec newer = TableSpec.of(3, Map.of());
    TableStore opened = TableStore.of(home, newer.tableId(), "aaaa");
    opened.saveOpening(newer, 47001);
    opened.saveStart(start(newer, "graal", "bob", "carol", "dan"));
    TableSpec notStarted = TableSpec.of(2, Map.of());
    TableStore.of(home, notStarted.tableId(), "aaaa").saveOpening(notStarted, 47002);
    TableSpec someoneElses = TableSpec.of(2, Map.of());
    TableStore.of(home, someoneElses.tableId(), "bbbb").saveStart(start(someoneElses, "conquest", "x", "y"));
    TableSpec ended = TableSpec.of(2, Map.of());
    TableStore over = TableStore.of(home, ended.tableId(), "aaaa");
    over.saveStart(start(ended, "conquest", "x", "y"));
    over.markEnded();

    List<TableStore.Kept> games = TableStore.unfinished(home, "aaaa");

    assertEquals(List.of(opened.dir(), joined.dir()), games.stream().map(g -> g.store().dir()).toList());
    TableStore.Kept first = games.get(0);
    assertTrue(first.opened());
    assertEquals("graal", first.start().getGameId());
    assertEquals(0, first.steps());
    TableStore.Kept second = games.get(1);
    assertEquals(false, second.opened());
    assertEquals(older.tableId(), second.start().getTableId());
    assertEquals(List.of("kitchen", "bob"), second.start().getSeatsList().stream().map(roundtable.proto.Seat::getName)
        .toList());
    assertEquals(3, second.steps());
    assertEquals(java.time.Instant.ofEpochMilli(2_000_000), second.saved(), "the log's last save");
    assertEquals("127.0.0.1:47000", second.store().joinedAt().orElseThrow());
    assertEquals("kitchen", second.store().tableName().orElseThrow());
    assertTrue(first.store().joinedAt().isEmpty());
    assertTrue(TableStore.unfinished(home.resolve("nowhere"), "aaaa").isEmpty());

    List<TableStore.Kept> all = TableStore.kept(home, "aaaa");
    assertEquals(java.util.Set.of(opened.dir(), joined.dir(), over.dir()),
        all.stream().map(g -> g.store().dir()).collect(java.util.stream.Collectors.toSet()),
        "every started game, the ended one too");
    assertEquals(List.of(over.dir()), all.stream().filter(TableStore.Kept::ended).map(g -> g.store().dir()).toList());
    assertTrue(over.ended());
    assertEquals(false, opened.ended());
  }

  @Test
  void aFolderWhoseStartIsDamagedIsLeftOutOfTheGamesInProgress(@TempDir Path home) throws Exception {
    TableSpec spec = TableSpec.of(2, Map.of());
    TableStore store = TableStore.of(home, spec.tableId(), "aaaa");
    store.saveStart(start(spec, "conquest", "a", "b"));
    Files.write(store.dir().resolve("start"), new byte[] {1, 2, 3});
    assertTrue(TableStore.unfinished(home, "aaaa").isEmpty());
  }
}
