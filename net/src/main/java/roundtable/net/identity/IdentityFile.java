package roundtable.net.identity;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HexFormat;
import java.util.regex.Pattern;

/**
 * A name's identity kept on this machine, like an ssh key: {@code <home>/identities/<name>.key}
 * holds the 32-byte Ed25519 private key in hex, readable by its owner only. The same name comes back
 * as the same key, so a restarted peer still holds its seats. While a process uses it, the key is
 * locked: a second process with the same name and home is refused (two authors signing with one
 * key would contradict each other).
 */
public final class IdentityFile implements AutoCloseable {
  private static final Pattern NAME = Pattern.compile("[A-Za-z0-9._-]{1,64}");
  private static final String HEADER = "roundtable-identity 1";

  private final Identity identity;
  private final FileChannel lockChannel;
  private final FileLock lock;

  private IdentityFile(Identity identity, FileChannel lockChannel, FileLock lock) {
    this.identity = identity;
    this.lockChannel = lockChannel;
    this.lock = lock;
  }

  public Identity identity() {
    return identity;
  }

  /**
   * The identity of this name in this home, made on first use; locked until {@link #close}.
   *
   * @throws IllegalArgumentException if the name is blank or too long, the file is not an identity, or
   *     another process holds it
   */
  public static IdentityFile open(Path home, String name) {
    if (name.isBlank() || name.codePointCount(0, name.length()) > 64) {
      throw new IllegalArgumentException("a name is 1 to 64 characters, not blank: '" + name + "'");
    }
    String file = fileName(name);
    try {
      Path dir = home.resolve("identities");
      if (!Files.isDirectory(dir)) {
        Files.createDirectories(dir);
        ownerOnly(dir, "rwx------");
      }
      FileChannel channel = FileChannel.open(dir.resolve(file + ".lock"), StandardOpenOption.CREATE,
          StandardOpenOption.WRITE);
      FileLock lock;
      try {
        lock = channel.tryLock();
      } catch (java.nio.channels.OverlappingFileLockException sameProcess) {
        lock = null;
      }
      if (lock == null) {
        channel.close();
        throw new IllegalArgumentException("another roundtable process is using the identity '" + name + "' of "
            + home + "; choose another --name or --home");
      }
      try {
        return new IdentityFile(readOrMake(dir.resolve(file + ".key")), channel, lock);
      } catch (RuntimeException e) {
        channel.close();
        throw e;
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot keep the identity '" + name + "' in " + home + ": " + e.getMessage(), e);
    }
  }

  /**
   * The names kept in this home and the fingerprint of each one's key, read only (nothing made, nothing
   * locked): a name whose file is not an identity is left out.
   */
  public static java.util.SortedMap<String, String> fingerprints(Path home) {
    java.util.SortedMap<String, String> names = new java.util.TreeMap<>();
    Path dir = home.resolve("identities");
    if (!Files.isDirectory(dir)) {
      return names;
    }
    try (var files = Files.list(dir)) {
      for (Path file : files.filter(f -> f.getFileName().toString().endsWith(".key")).toList()) {
        String stem = file.getFileName().toString().replaceFirst("\\.key$", "");
        try {
          String name = stem.startsWith("x-") ? new String(HexFormat.of().parseHex(stem.substring(2)),
              StandardCharsets.UTF_8) : stem;
          if (fileName(name).equals(stem)) {
            names.put(name, readOrMake(file).fingerprint());
          }
        } catch (IOException | RuntimeException notAnIdentity) {
          // left out
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot list the identities in " + dir + ": " + e.getMessage(), e);
    }
    return names;
  }

  /** The name itself when it is plain ASCII, else its UTF-8 bytes in hex ("Amélie" is a name too). */
  static String fileName(String name) {
    return NAME.matcher(name).matches() && !name.startsWith(".") ? name
        : "x-" + HexFormat.of().formatHex(name.getBytes(StandardCharsets.UTF_8));
  }

  private static Identity readOrMake(Path file) throws IOException {
    if (Files.exists(file)) {
      String[] lines = Files.readString(file, StandardCharsets.UTF_8).strip().split("\n");
      if (lines.length != 2 || !lines[0].strip().equals(HEADER) || !lines[1].strip().matches("[0-9a-f]{64}")) {
        throw new IllegalArgumentException(file + " is not an identity: expected '" + HEADER
            + "' and 64 hex digits");
      }
      return Identity.of(HexFormat.of().parseHex(lines[1].strip()));
    }
    Identity made = Identity.generate();
    Path temp = file.resolveSibling(file.getFileName() + ".new");
    Files.writeString(temp, HEADER + "\n" + HexFormat.of().formatHex(made.secret()) + "\n", StandardCharsets.UTF_8);
    ownerOnly(temp, "rw-------");
    Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE);
    return made;
  }

  private static void ownerOnly(Path path, String permissions) throws IOException {
    try {
      Files.setPosixFilePermissions(path, PosixFilePermissions.fromString(permissions));
    } catch (UnsupportedOperationException notPosix) {
      // the user's own folder protects it
    }
  }

  @Override
  public void close() {
    try {
      lock.release();
      lockChannel.close();
    } catch (IOException e) {
      // the process ends anyway
    }
  }
}
