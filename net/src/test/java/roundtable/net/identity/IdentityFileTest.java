package roundtable.net.identity;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A name's identity kept on this machine: the same key each time, private, one process at a time. */
class IdentityFileTest {
  @Test
  void theSameNameComesBackAsTheSameKeyAndOthersGetTheirOwn(@TempDir Path home) {
    byte[] first;
    try (IdentityFile alice = IdentityFile.open(home, "alice")) {
      first = alice.identity().publicKey();
    }
    try (IdentityFile again = IdentityFile.open(home, "alice"); IdentityFile amelie = IdentityFile.open(home, "Amélie")) {
      assertArrayEquals(first, again.identity().publicKey());
      assertFalse(java.util.Arrays.equals(first, amelie.identity().publicKey()));
    }
  }

  @Test
  void theKeyIsReadableByItsOwnerOnlyAndLockedWhileInUse(@TempDir Path home) throws Exception {
    try (IdentityFile alice = IdentityFile.open(home, "alice")) {
      Path key = home.resolve("identities/alice.key");
      assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(key)));
      IllegalArgumentException busy = assertThrows(IllegalArgumentException.class, () -> IdentityFile.open(home, "alice"));
      assertTrue(busy.getMessage().startsWith("another roundtable process is using the identity 'alice'"), busy.getMessage());
    }
  }

  @Test
  void aDamagedKeyFileOrABlankNameIsRefusedWithTheReason(@TempDir Path home) throws Exception {
    Files.createDirectories(home.resolve("identities"));
    Files.writeString(home.resolve("identities/bob.key"), "roundtable-identity 1\nnot hex\n");
    IllegalArgumentException bad = assertThrows(IllegalArgumentException.class, () -> IdentityFile.open(home, "bob"));
    assertTrue(bad.getMessage().endsWith("is not an identity: expected 'roundtable-identity 1' and 64 hex digits"),
        bad.getMessage());
    assertThrows(IllegalArgumentException.class, () -> IdentityFile.open(home, " "));
    try (IdentityFile after = IdentityFile.open(home, "carol")) {
      assertEquals(16, after.identity().fingerprint().length(), "a refused open leaves nothing locked");
    }
  }

  @Test
  void theNamesKeptAreListedWithTheirFingerprintsWithoutMakingOrLockingAny(@TempDir Path home) throws Exception {
    assertTrue(IdentityFile.fingerprints(home).isEmpty());
    String alice;
    String amelie;
    try (IdentityFile a = IdentityFile.open(home, "alice"); IdentityFile b = IdentityFile.open(home, "Amélie")) {
      alice = a.identity().fingerprint();
      amelie = b.identity().fingerprint();
      assertEquals(java.util.Map.of("alice", alice, "Amélie", amelie), IdentityFile.fingerprints(home),
          "listed while in use: nothing is locked");
    }
    Files.writeString(home.resolve("identities/broken.key"), "not a key\n");
    assertEquals(java.util.Map.of("alice", alice, "Amélie", amelie), IdentityFile.fingerprints(home));
    assertFalse(Files.exists(home.resolve("identities/broken.key.lock")));
  }
}
