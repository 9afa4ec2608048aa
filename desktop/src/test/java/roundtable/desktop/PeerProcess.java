package roundtable.desktop;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * One {@code roundtable} command in its own JVM ({@link Main}, this test's class path), perhaps
 * behind a prefix such as {@code ip netns exec NS}: its stdout is read line by line as it comes
 * (by a thread of its own, so the test can watch it), its stderr goes to a file.
 */
final class PeerProcess implements AutoCloseable {
  /** An action line as the commands print it: the seat, one space, the action. */
  static final Pattern ACTION = Pattern.compile("\\d \\S.*");

  final String name;
  final Process process;
  private final Path err;
  private final List<String> lines = new ArrayList<>();
  private final Thread reader;

  PeerProcess(Path dir, String name, List<String> prefix, List<String> args) throws IOException {
    this.name = name;
    this.err = dir.resolve(name + ".err");
    List<String> command = new ArrayList<>(prefix);
    command.addAll(ChildJvm.command(Main.class));
    command.addAll(args);
    process = new ProcessBuilder(command).redirectError(err.toFile()).start();
    BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    reader = new Thread(() -> {
      try {
        for (String line = out.readLine(); line != null; line = out.readLine()) {
          synchronized (lines) {
            lines.add(line);
          }
        }
      } catch (IOException e) {
        // the process went away
      }
    }, "stdout-" + name);
    reader.setDaemon(true);
    reader.start();
  }

  List<String> lines() {
    synchronized (lines) {
      return List.copyOf(lines);
    }
  }

  /** The action lines printed so far. */
  long actions() {
    return lines().stream().filter(l -> ACTION.matcher(l).matches()).count();
  }

  /** The first line that passes, once printed; fails after {@code seconds} or when the process ends first. */
  String await(Predicate<String> wanted, String what, long seconds) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
    while (true) {
      for (String line : lines()) {
        if (wanted.test(line)) {
          return line;
        }
      }
      if (!process.isAlive() || System.nanoTime() > deadline) {
        Thread.sleep(100); // the last lines
        throw new AssertionError(name + ": no " + what + (process.isAlive() ? " within " + seconds + " s" : ", it exited")
            + "\n" + transcript());
      }
      Thread.sleep(20);
    }
  }

  /** Waits until this many actions are printed. */
  void awaitActions(long count, long seconds) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
    while (actions() < count) {
      if (!process.isAlive() || System.nanoTime() > deadline) {
        throw new AssertionError(name + ": " + actions() + " actions, not " + count + "\n" + transcript());
      }
      Thread.sleep(20);
    }
  }

  /** Stops the process where it is (SIGSTOP): its links stay open, it reads and sends nothing. */
  void pause() throws Exception {
    signal("-STOP");
  }

  /** Lets it go on (SIGCONT). */
  void resume() throws Exception {
    signal("-CONT");
  }

  private void signal(String which) throws Exception {
    Process kill = new ProcessBuilder("kill", which, Long.toString(process.pid())).inheritIO().start();
    if (!kill.waitFor(10, TimeUnit.SECONDS) || kill.exitValue() != 0) {
      throw new AssertionError("kill " + which + " " + process.pid() + " failed");
    }
  }

  /** Waits for the end of the process and of its output; the exit code. */
  int finish(long seconds) throws Exception {
    if (!process.waitFor(seconds, TimeUnit.SECONDS)) {
      throw new AssertionError(name + " still runs after " + seconds + " s\n" + transcript());
    }
    reader.join(TimeUnit.SECONDS.toMillis(10));
    return process.exitValue();
  }

  /** Its last words: the {@code state-hash:}, {@code outcome:} and {@code audit:} lines. */
  List<String> ending() {
    return lines().stream().filter(l -> l.startsWith("state-hash: ") || l.startsWith("outcome: ")
        || l.startsWith("audit: ")).toList();
  }

  /** Stdout's first and last lines and stderr, for a failure's message. */
  String transcript() {
    List<String> out = lines();
    String shown = out.size() <= 30 ? String.join("\n", out)
        : String.join("\n", out.subList(0, 10)) + "\n…\n" + String.join("\n", out.subList(out.size() - 15, out.size()));
    String errors;
    try {
      errors = Files.exists(err) ? Files.readString(err) : "";
    } catch (IOException e) {
      errors = e.toString();
    }
    return "--- " + name + " stdout ---\n" + shown + "\n--- " + name + " stderr ---\n"
        + (errors.length() > 4000 ? errors.substring(errors.length() - 4000) : errors);
  }

  @Override
  public void close() {
    process.destroyForcibly(); // SIGKILL: it ends a stopped process too
    try {
      process.waitFor(10, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
