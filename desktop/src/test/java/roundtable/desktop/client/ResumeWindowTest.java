package roundtable.desktop.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import roundtable.desktop.ChildJvm;
import roundtable.core.conquest.Conquest;
import roundtable.core.conquest.ConquestState;
import roundtable.net.session.PeerSetup;
import roundtable.net.session.SessionEnd;
import roundtable.net.session.TableSession;
import roundtable.net.session.TableSpec;

/**
 * Resume in the real window, under Xvfb: a table opened here (a bot's, in this JVM) is joined from
 * the window's lobby, the window's JVM is killed (SIGKILL) with its seat to move, started again with
 * the same home: its lobby lists the game, Resume brings the same position back (same state hash;
 * screenshots before and after under {@code desktop/target/screenshots/}), and the game goes on to
 * its end, the window's final state the table's.
 */
class ResumeWindowTest {
  static final Map<String, String> SHORT = Map.of("match", "one-round", "move-limit", "150");

  /** A child JVM running {@link ResumeRun}, its output read line by line as it comes. */
  private static final class Window implements AutoCloseable {
    final Process process;
    final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    final List<String> all = new java.util.concurrent.CopyOnWriteArrayList<>();

    Window(String... args) throws Exception {
      List<String> command = new ArrayList<>(ScreenshotTest.xvfb());
      command.addAll(ChildJvm.command(ResumeRun.class));
      command.addAll(List.of(args));
      ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
      builder.environment().put("ALSOFT_DRIVERS", "null");
      process = builder.start();
      Thread reader = new Thread(() -> {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(),
            StandardCharsets.UTF_8))) {
          for (String line; (line = in.readLine()) != null; ) {
            all.add(line);
            lines.add(line);
          }
        } catch (java.io.IOException e) {
          // the process is gone
        }
      }, "window-output");
      reader.setDaemon(true);
      reader.start();
    }

    /** The first line that starts with this, within the time given; fails with everything said so far. */
    String await(String prefix, long seconds) throws InterruptedException {
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
      while (System.nanoTime() < deadline) {
        String line = lines.poll(100, TimeUnit.MILLISECONDS);
        if (line != null && line.startsWith(prefix)) {
          return line.substring(prefix.length()).strip();
        }
      }
      throw new AssertionError("the window never said '" + prefix + "' within " + seconds + " s:\n"
          + String.join("\n", all));
    }

    /** The xvfb-run wrapper, the JVM under it and everything else below. */
    void kill() throws InterruptedException {
      process.descendants().forEach(ProcessHandle::destroyForcibly);
      process.destroyForcibly();
      process.waitFor(10, TimeUnit.SECONDS);
    }

    @Override
    public void close() throws InterruptedException {
      kill();
    }
  }

  /** The window's own JVM under xvfb-run: the java process among its descendants. */
  private static ProcessHandle windowJvm(Window window) {
    Predicate<ProcessHandle> java = p -> p.info().command().map(c -> c.endsWith("/java")).orElse(false);
    return window.process.descendants().filter(java).findFirst()
        .orElseThrow(() -> new AssertionError("no java process under xvfb-run"));
  }

  @Test
  @Timeout(90)
  void aWindowKilledMidGameResumesTheSameSeatAtTheSamePositionAndPlaysToTheEnd() throws Exception {
    Path home = Path.of("target", "resume-home").toAbsolutePath();
    deleteAll(home);
    Path shots = ScreenshotTest.SHOTS.toAbsolutePath();
    Path before = shots.resolve("resume-before.png");
    Path lobby = shots.resolve("resume-lobby.png");
    Path after = shots.resolve("resume-after.png");
    for (Path p : List.of(before, lobby, after)) {
      Files.deleteIfExists(p);
    }
    InetSocketAddress loopback = new InetSocketAddress(InetAddress.getLoopbackAddress(), 0);
    try (TableSession<ConquestState> kitchen = TableSession.host(
        PeerSetup.bots(Conquest.GAME, "kitchen", List.of("random"), 3), TableSpec.of(2, SHORT), loopback)) {
      kitchen.seatBots(false); // the window's seat stays the window's while it is away
      String at = "127.0.0.1:" + kitchen.address().getPort();

      String position;
      String seat;
      try (Window first = new Window("join", home.toString(), at, before.toString())) {
        seat = first.await("seat:", 40);
        assertEquals("1 bob", seat, "the window joined in the free seat");
        position = first.await("position:", 5);
        ProcessHandle jvm = windowJvm(first);
        int stepBefore = kitchen.step();
        jvm.destroyForcibly(); // SIGKILL: nothing closes, nothing says goodbye
        assertTrue(jvm.onExit().get(10, TimeUnit.SECONDS) != null);
        assertEquals(stepBefore, kitchen.step(), "the window's seat was to move: the table waits");
        assertEquals(position, kitchen.stateHash(), "the window showed the table's position");
      }
      assertTrue(Files.size(before) > 10_000, "a screenshot before");

      try (Window second = new Window("resume", home.toString(), position, lobby.toString(), after.toString())) {
        String listed = second.await("listed:", 30);
        assertTrue(listed.startsWith("conquest step "), listed);
        assertEquals(kitchen.step(), Integer.parseInt(listed.substring("conquest step ".length())),
            "the lobby lists the game at its last move");
        assertEquals(seat, second.await("seat:", 30), "Resume puts the person back in the same seat, named");
        assertEquals(position, second.await("resumed:", 5), "Resume brings the same position back");
        String ended = second.await("ended:", 40);
        SessionEnd end = kitchen.end().get(10, TimeUnit.SECONDS);
        assertTrue(end.finished(), end.toString());
        assertEquals(end.stateHash(), ended, "the window ends on the table's final state");
        assertTrue(second.process.waitFor(20, TimeUnit.SECONDS), "the window closes");
      }
      for (Path p : List.of(lobby, after)) {
        assertTrue(Files.size(p) > 10_000, "a screenshot " + p);
      }
    }
  }

  private static void deleteAll(Path dir) throws java.io.IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (var files = Files.walk(dir)) {
      for (Path p : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
  }
}
