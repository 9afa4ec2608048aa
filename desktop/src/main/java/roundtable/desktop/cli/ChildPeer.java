package roundtable.desktop.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * One {@code roundtable} command (host, join, spectate) in a JVM of its own, started from this
 * one's class path, as a laptop at the table: its stdout is read line by line as it comes (kept, and
 * copied to {@code NAME.out}), its stderr goes to {@code NAME.err}. It can be killed (SIGKILL),
 * stopped (SIGSTOP) and let go on (SIGCONT) as a closed lid or a crash would.
 */
final class ChildPeer implements AutoCloseable {
  /** An action line as the commands print it: the seat, one space, the action. */
  static final Pattern ACTION = Pattern.compile("\\d \\S.*");

  final String name;
  final Process process;
  final Path err;
  private final List<String> lines = new ArrayList<>();
  private final Thread reader;
  private long actions;

  private ChildPeer(String name, Process process, Path err, Path out) throws IOException {
    this.name = name;
    this.process = process;
    this.err = err;
    PrintWriter copy = new PrintWriter(Files.newBufferedWriter(out, StandardCharsets.UTF_8), true);
    BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    reader = new Thread(() -> {
      try (copy) {
        for (String line = in.readLine(); line != null; line = in.readLine()) {
          copy.println(line);
          synchronized (lines) {
            lines.add(line);
            if (ACTION.matcher(line).matches()) {
              actions++;
            }
          }
        }
      } catch (IOException e) {
        // the process went away
      }
    }, "stdout-" + name);
    reader.setDaemon(true);
    reader.start();
  }

  /**
   * Starts {@code roundtable ARGS} in a new JVM; its output files are {@code dir/NAME.out} and {@code .err}.
   * The peer compiles with C1 only: it lives one game, beside the others on the same cores, and
   * C2's compiling took a third of a soak's CPU (a Grail Cup game: 40 s of CPU with it, 27 s without).
   */
  static ChildPeer start(Path dir, String name, List<String> args) throws IOException {
    List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Xmx512m", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"), "roundtable.desktop.Main"));
    command.addAll(args);
    Path err = dir.resolve(name + ".err");
    Process process = new ProcessBuilder(command).redirectError(err.toFile()).redirectInput(ProcessBuilder.Redirect.PIPE)
        .start();
    process.getOutputStream().close(); // a bot plays: nobody types
    return new ChildPeer(name, process, err, dir.resolve(name + ".out"));
  }

  List<String> lines() {
    synchronized (lines) {
      return List.copyOf(lines);
    }
  }

  /** The action lines printed so far: the step its table reached, as this peer saw it. */
  long actions() {
    synchronized (lines) {
      return actions;
    }
  }

  /** Whether a line of its output passes. */
  boolean said(Pattern pattern) {
    return lines().stream().anyMatch(l -> pattern.matcher(l).matches());
  }

  boolean alive() {
    return process.isAlive();
  }

  /** Whether it printed the end of the game ({@code state-hash:}). */
  boolean over() {
    return lines().stream().anyMatch(l -> l.startsWith("state-hash: "));
  }

  /**
   * Its last words: the {@code state-hash:} line and the {@code outcome:} and {@code audit:} lines
   * after it (a spectator's last diagram may say the outcome too, before them).
   */
  List<String> ending() {
    List<String> all = lines();
    int from = 0;
    for (int i = 0; i < all.size(); i++) {
      if (all.get(i).startsWith("state-hash: ")) {
        from = i;
      }
    }
    return all.subList(from, all.size()).stream().filter(l -> l.startsWith("state-hash: ")
        || l.startsWith("outcome: ") || l.startsWith("audit: ")).toList();
  }

  /** SIGKILL, as a crash or a pulled plug: nothing flushed, no goodbye; waits until it is gone. */
  void kill() throws InterruptedException {
    process.destroyForcibly();
    process.waitFor(10, TimeUnit.SECONDS);
    reader.join(TimeUnit.SECONDS.toMillis(5));
  }

  /** SIGSTOP: as a closed lid, its links stay open and it reads and sends nothing. */
  void stop() throws IOException, InterruptedException {
    signal("-STOP");
  }

  /** SIGCONT: the lid opens again. */
  void resume() throws IOException, InterruptedException {
    signal("-CONT");
  }

  private void signal(String which) throws IOException, InterruptedException {
    Process kill = new ProcessBuilder("kill", which, Long.toString(process.pid())).inheritIO().start();
    if (!kill.waitFor(10, TimeUnit.SECONDS) || kill.exitValue() != 0) {
      throw new IOException("kill " + which + " " + process.pid() + " failed");
    }
  }

  /** The exit code once it ended by itself within {@code seconds}, else -1 (it still runs). */
  int exitWithin(long seconds) throws InterruptedException {
    if (!process.waitFor(seconds, TimeUnit.SECONDS)) {
      return -1;
    }
    reader.join(TimeUnit.SECONDS.toMillis(5));
    return process.exitValue();
  }

  /** Its last few lines of stdout and of stderr, to say where it stood. */
  String tail(int count) {
    List<String> out = lines();
    String errors;
    try {
      List<String> all = Files.exists(err) ? Files.readAllLines(err, StandardCharsets.UTF_8) : List.of();
      errors = String.join("\n    ", all.subList(Math.max(0, all.size() - count), all.size()));
    } catch (IOException e) {
      errors = e.toString();
    }
    return name + " (" + actions() + " actions, " + (alive() ? "running" : "exit " + process.exitValue()) + ")\n    "
        + String.join("\n    ", out.subList(Math.max(0, out.size() - count), out.size()))
        + (errors.isBlank() ? "" : "\n  stderr:\n    " + errors);
  }

  @Override
  public void close() {
    process.destroyForcibly(); // it ends a stopped process too
    try {
      process.waitFor(10, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
