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
}
