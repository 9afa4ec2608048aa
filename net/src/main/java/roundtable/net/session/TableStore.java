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
 * signed Start, the signed log as it applied it (appended before anything it signed is sent), what
 * it signed that waits for its turn (replaced whole before it is sent), and
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

  /** Two stores of the same folder are the same. */
  @Override
  public boolean equals(Object other) {
    return other instanceof TableStore store && store.dir.equals(dir);
  }

  @Override
  public int hashCode() {
    return dir.hashCode();
  }

  @Override
  public String toString() {
    return "TableStore " + dir;
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
    return readDelimited("log");
  }

  private List<SignedEnvelope> readDelimited(String name) {
    List<SignedEnvelope> log = new ArrayList<>();
    Path file = dir.resolve(name);
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

  /** The votes that seated bots (signed SeatBot envelopes), in order. */
  public List<SignedEnvelope> seatBots() {
    return readDelimited("seat-bots");
  }

  public void saveSeatBots(List<SignedEnvelope> votes) {
    replaceDelimited("seat-bots", votes);
  }

  /**
   * What this peer signed and sent that is not in its log yet (an action waiting for its turn in a
   * round): kept apart from the log, whose order is the table's, so that a peer that comes back
   * sends these same bytes again and never signs a second, different action for that step.
   */
  public List<SignedEnvelope> pending() {
    return readDelimited("pending");
  }

  public void savePending(List<SignedEnvelope> signed) {
    replaceDelimited("pending", signed);
  }

  private void replaceDelimited(String name, List<SignedEnvelope> envelopes) {
    try {
      java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
      for (SignedEnvelope envelope : envelopes) {
        envelope.writeDelimitedTo(bytes);
      }
      replace(name, bytes.toByteArray());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
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

  /** What the opener of this table decided, and the port it listened on: enough to open it again. */
  public record Opening(TableSpec spec, int port) {}

  public void saveOpening(TableSpec spec, int port) {
    StringBuilder text = new StringBuilder("roundtable-opening 1\n")
        .append("table ").append(HexFormat.of().formatHex(spec.tableId().toByteArray())).append('\n')
        .append("players ").append(spec.players()).append('\n')
        .append("port ").append(port).append('\n')
        .append("takeover-bot ").append(spec.takeoverBot()).append('\n');
    new java.util.TreeMap<>(spec.options()).forEach((k, v) -> text.append("option ").append(k).append(' ').append(v)
        .append('\n'));
    replace("opening", text.toString().getBytes(StandardCharsets.UTF_8));
  }

  /** The opening kept here, if this peer opened the table. */
  public Optional<Opening> opening() {
    Path file = dir.resolve("opening");
    if (!Files.exists(file)) {
      return Optional.empty();
    }
    try {
      List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
      if (lines.isEmpty() || !lines.get(0).equals("roundtable-opening 1")) {
        throw new IllegalArgumentException(file + " is not a table's opening (no 'roundtable-opening 1' line)");
      }
      ByteString id = null;
      int players = 0;
      int port = 0;
      String takeoverBot = TableSpec.UNNAMED_TAKEOVER_BOT; // an opening kept by a build before the choice
      java.util.Map<String, String> options = new java.util.TreeMap<>();
      for (String line : lines.subList(1, lines.size())) {
        String[] words = line.split(" ", 3);
        switch (words[0]) {
          case "table" -> id = ByteString.fromHex(words[1]);
          case "players" -> players = Integer.parseInt(words[1]);
          case "port" -> port = Integer.parseInt(words[1]);
          case "takeover-bot" -> takeoverBot = words[1];
          case "option" -> options.put(words[1], words[2]);
          default -> throw new IllegalArgumentException(file + ": unknown line '" + line + "'");
        }
      }
      if (id == null) {
        throw new IllegalArgumentException(file + " names no table");
      }
      return Optional.of(new Opening(new TableSpec(id, players, options, takeoverBot), port));
    } catch (IOException e) {
      throw new UncheckedIOException("the opening in " + dir + " cannot be read: " + e.getMessage(), e);
    } catch (RuntimeException e) {
      throw new IllegalArgumentException(file + " is damaged: " + e.getMessage(), e);
    }
  }

  /** The game here is over (played out, stopped or given up): nothing to come back to. */
  public void markEnded() {
    replace("ended", new byte[0]);
  }

  /**
   * The tables this identity opened in this home whose game started and has not ended, the most
   * recent first: a restarted opener comes back to the first.
   */
  public static List<TableStore> unfinishedOpenings(Path home, String fingerprint) {
    Path tables = home.resolve("tables");
    if (!Files.isDirectory(tables)) {
      return List.of();
    }
    try (var dirs = Files.list(tables)) {
      return dirs.filter(d -> d.getFileName().toString().endsWith("-" + fingerprint))
          .filter(d -> Files.exists(d.resolve("opening")) && Files.exists(d.resolve("start"))
              && !Files.exists(d.resolve("ended")))
          .sorted(java.util.Comparator.comparing(TableStore::modified).reversed())
          .map(TableStore::new).toList();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot list the tables in " + tables + ": " + e.getMessage(), e);
    }
  }

  /**
   * A game kept here that started, as a list of kept games shows it: its Start (game, seats, table
   * id), how many actions its log holds, when it was last saved, and whether it ended (played out,
   * stopped or given up: nothing to resume, only to replay).
   */
  public record Kept(TableStore store, roundtable.proto.Start start, int steps, java.time.Instant saved,
      boolean ended) {
    /** Whether this peer opened the table (it opens it again rather than joining it). */
    public boolean opened() {
      return Files.exists(store.dir().resolve("opening"));
    }
  }

  /** Whether the game here is over ({@link #markEnded}). */
  public boolean ended() {
    return Files.exists(dir.resolve("ended"));
  }

  /**
   * The games this identity keeps in this home that started and have not ended, the most recently
   * saved first. Read only: a folder whose Start can't be read is left out (with a warning).
   */
  public static List<Kept> unfinished(Path home, String fingerprint) {
    return kept(home, fingerprint).stream().filter(k -> !k.ended()).toList();
  }

  /**
   * The games this identity keeps in this home that started, ended or not, the most recently saved
   * first. Read only: a folder whose Start can't be read is left out (with a warning).
   */
  public static List<Kept> kept(Path home, String fingerprint) {
    Path tables = home.resolve("tables");
    if (!Files.isDirectory(tables)) {
      return List.of();
    }
    List<Kept> found = new ArrayList<>();
    try (var dirs = Files.list(tables)) {
      for (Path d : dirs.filter(d -> d.getFileName().toString().endsWith("-" + fingerprint))
          .filter(d -> Files.exists(d.resolve("start"))).toList()) {
        TableStore store = new TableStore(d);
        try {
          roundtable.proto.Envelope envelope = roundtable.proto.Envelope.parseFrom(store.start().orElseThrow()
              .getEnvelope());
          if (!envelope.hasStart()) {
            throw new IOException("the start file holds no Start");
          }
          java.nio.file.attribute.FileTime saved = Files.getLastModifiedTime(d.resolve("start"));
          if (Files.exists(d.resolve("log"))) {
            java.nio.file.attribute.FileTime logged = Files.getLastModifiedTime(d.resolve("log"));
            saved = logged.compareTo(saved) > 0 ? logged : saved;
          }
          found.add(new Kept(store, envelope.getStart(), store.log().size(), saved.toInstant(), store.ended()));
        } catch (IOException | RuntimeException e) {
          LOG.log(System.Logger.Level.WARNING, "{0} is left out of the kept games: {1}", d, e.getMessage());
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot list the tables in " + tables + ": " + e.getMessage(), e);
    }
    found.sort(java.util.Comparator.comparing(Kept::saved).reversed());
    return List.copyOf(found);
  }

  /**
   * Where this peer reached the table when it joined ("host:port"): the opener's seats carry no
   * address in the Start, so a joiner coming back tries this one too.
   */
  public void saveJoinedAt(String address) {
    replace("joined-at", (address + "\n").getBytes(StandardCharsets.UTF_8));
  }

  public Optional<String> joinedAt() {
    return line("joined-at");
  }

  /** The table's name as the LAN listed it (the Start has none), for a list of games in progress. */
  public void saveTableName(String name) {
    replace("table-name", (name + "\n").getBytes(StandardCharsets.UTF_8));
  }

  public Optional<String> tableName() {
    return line("table-name");
  }

  private Optional<String> line(String name) {
    Path file = dir.resolve(name);
    try {
      return Files.exists(file) ? Optional.of(Files.readString(file, StandardCharsets.UTF_8).strip())
          .filter(s -> !s.isEmpty()) : Optional.empty();
    } catch (IOException e) {
      return Optional.empty();
    }
  }

  private static java.nio.file.attribute.FileTime modified(Path dir) {
    try {
      return Files.getLastModifiedTime(dir.resolve("start"));
    } catch (IOException e) {
      return java.nio.file.attribute.FileTime.fromMillis(0);
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
