package roundtable.net.session;

import com.google.protobuf.ByteString;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import roundtable.proto.SignedEnvelope;

/**
 * What a peer keeps on disk of one table, so that it comes back after its process is killed: the
 * signed Start, the signed log as it applied it (appended before anything it signed is sent), and
 * each of its seats' secrets (replaced whole, before the action that needs them is sent). A
 * folder per table and identity: {@code <home>/tables/<table id>-<fingerprint>/}. The secrets are as
 * private as the hand: the folder and the files are the owner's only (where the file system can
 * say so). Executor thread only.
 */
public final class TableStore {
  private static final System.Logger LOG = System.getLogger(TableStore.class.getName());

  private final Path dir;

  private TableStore(Path dir) {
    this.dir = dir;
  }

  /** The folder of this table for this identity (created when something is first saved). */
  public static TableStore of(Path home, ByteString tableId, String fingerprint) {
    return new TableStore(home.resolve("tables").resolve(HexFormat.of().formatHex(tableId.toByteArray()) + "-"
        + fingerprint));
  }

  public Path dir() {
    return dir;
  }

  /** The signed Start, if this peer has seen the game start. */
  public Optional<SignedEnvelope> start() {
    Path file = dir.resolve("start");
    if (!Files.exists(file)) {
      return Optional.empty();
    }
    try (InputStream in = Files.newInputStream(file)) {
      return Optional.of(SignedEnvelope.parseFrom(in));
    } catch (IOException e) {
      throw new UncheckedIOException("the stored Start of " + dir + " cannot be read: " + e.getMessage(), e);
    }
  }

  public void saveStart(SignedEnvelope start) {
    replace("start", start.toByteArray());
  }

  /** The stored log; a record cut short by a crash (never sent) is dropped. */
  public List<SignedEnvelope> log() {
    List<SignedEnvelope> log = new ArrayList<>();
    Path file = dir.resolve("log");
    if (!Files.exists(file)) {
      return log;
    }
    try (InputStream in = Files.newInputStream(file)) {
      for (SignedEnvelope next; (next = SignedEnvelope.parseDelimitedFrom(in)) != null; ) {
        log.add(next);
      }
    } catch (IOException e) {
      LOG.log(System.Logger.Level.WARNING, "{0}: the log ends with a record cut short after {1} actions: {2}",
          file, log.size(), e.getMessage());
    }
    return log;
  }

  /** Appends applied actions to the log (the operating system has them once this returns). */
  public void append(List<SignedEnvelope> actions) {
    if (actions.isEmpty()) {
      return;
    }
    try (OutputStream out = Files.newOutputStream(folder().resolve("log"), StandardOpenOption.CREATE,
        StandardOpenOption.APPEND)) {
      for (SignedEnvelope action : actions) {
        action.writeDelimitedTo(out);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot append to the log in " + dir + ": " + e.getMessage(), e);
    }
  }

  public Optional<String> secrets(int seat) {
    Path file = dir.resolve("seat-" + seat + ".secrets");
    try {
      return Files.exists(file) ? Optional.of(Files.readString(file, StandardCharsets.UTF_8)) : Optional.empty();
    } catch (IOException e) {
      throw new UncheckedIOException("the secrets of seat " + seat + " in " + dir + " cannot be read: "
          + e.getMessage(), e);
    }
  }

  public void saveSecrets(int seat, String text) {
    replace("seat-" + seat + ".secrets", text.getBytes(StandardCharsets.UTF_8));
  }

  /** Writes a file whole: a crash leaves the old one or the new one, never half of one. */
  private void replace(String name, byte[] bytes) {
    try {
      Path temp = folder().resolve(name + ".new");
      Files.write(temp, bytes);
      ownerOnly(temp);
      Files.move(temp, dir.resolve(name), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot save " + name + " in " + dir + ": " + e.getMessage(), e);
    }
  }

  private Path folder() throws IOException {
    if (!Files.isDirectory(dir)) {
      Files.createDirectories(dir);
      ownerOnly(dir);
    }
    return dir;
  }

  static void ownerOnly(Path path) throws IOException {
    try {
      Files.setPosixFilePermissions(path, PosixFilePermissions.fromString(Files.isDirectory(path) ? "rwx------"
          : "rw-------"));
    } catch (UnsupportedOperationException notPosix) {
      // a file system without POSIX permissions: the user's own folder protects it
    }
  }
}
