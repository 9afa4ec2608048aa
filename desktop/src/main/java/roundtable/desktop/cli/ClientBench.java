package roundtable.desktop.cli;

import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import roundtable.core.game.GameCatalog;
import roundtable.core.game.Game;
import roundtable.core.table.GameState;
import roundtable.core.table.TableConfig;
import roundtable.desktop.client.window.ClientLauncher;
import roundtable.desktop.client.window.Director;
import roundtable.desktop.client.window.RoundTableClient;
import roundtable.desktop.client.board.Boards;
import roundtable.desktop.client.play.LocalTable;

/**
 * The client's benchmark: the time from the start of the program to the lobby's first frame, then
 * the frames per second of each board while a bot game animates on it, in a 1280×720 window drawn
 * as fast as it can (no vsync). Without a display it runs itself again under {@code xvfb-run}.
 */
@Command(name = "client", mixinStandardHelpOptions = true,
    description = "Frames per second of each board while it animates (1280×720, under Xvfb when there is no "
        + "display), and the time from start to the lobby.")
final class ClientBench implements Callable<Integer> {
  /** The class the window's own JVM runs: {@code roundtable.desktop.Main}, named so that cli does not depend on it. */
  static final String MAIN = "roundtable.desktop.Main";

  /** Bots move this often, faster than a step of the animation lasts: the board never rests. */
  static final long PACE_MILLIS = 150;

  @Spec
  CommandSpec spec;

  @Option(names = "--seconds", paramLabel = "S", defaultValue = "5",
      description = "how long each board is measured (default: ${DEFAULT-VALUE})")
  double seconds;

  @Option(names = "--board", paramLabel = "GAME", split = ",",
      description = "measure only these boards, in this order (default: all five)")
  List<String> only = new ArrayList<>();

  @Option(names = "--in-window", hidden = true, description = "measure in this process's window (the child run)")
  boolean inWindow;

  @Override
  public Integer call() throws Exception {
    if (!(seconds > 0 && seconds <= 600)) {
      throw new ParameterException(spec.commandLine(), "--seconds must be more than 0 and at most 600, not " + seconds);
    }
    for (String board : only) {
      if (!Boards.ids().contains(board)) {
        throw new ParameterException(spec.commandLine(), "no board " + board + "; the boards: " + String.join(", ", Boards.ids()));
      }
    }
    PrintWriter out = spec.commandLine().getOut();
    if (inWindow) {
      List<String> boards = only.isEmpty() ? Boards.ids() : only;
      RoundTableClient.Options options = RoundTableClient.Options.lobby("bench", Optional.empty())
          .withDirector(new Measure(seconds, boards, out));
      return ClientLauncher.open(options, System.getenv(), true, spec.commandLine().getErr());
    }
    return underXvfb(out);
  }

  /** Runs the measure in a child JVM under xvfb-run, its output passed on. */
  private int underXvfb(PrintWriter out) throws Exception {
    List<String> command = new ArrayList<>();
    if (onPath("xvfb-run")) {
      command.addAll(List.of("xvfb-run", "-a", "-s", "-screen 0 " + ClientLauncher.WIDTH + "x" + ClientLauncher.HEIGHT + "x24"));
    } else if (System.getenv("DISPLAY") == null) {
      spec.commandLine().getErr().println("roundtable: bench client needs Xvfb (apt-get install xvfb xauth "
          + "libgl1-mesa-dri libglx-mesa0) or a display");
      return 1;
    }
    String javaCommand = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    command.addAll(List.of(javaCommand, "-cp", System.getProperty("java.class.path"), MAIN,
        "bench", "client", "--in-window", "--seconds", Double.toString(seconds)));
    if (!only.isEmpty()) {
      command.addAll(List.of("--board", String.join(",", only)));
    }
    ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
    builder.environment().put("ALSOFT_DRIVERS", "null");
    Process child = builder.start();
    try (var lines = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
      for (String line = lines.readLine(); line != null; line = lines.readLine()) {
        out.println(line);
        out.flush();
      }
    }
    return child.waitFor();
  }

  private static boolean onPath(String program) {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      if (new File(dir, program).canExecute()) {
        return true;
      }
    }
    return false;
  }

  /** Drives the window: the lobby's first frame, then each board for its share of time. */
  static final class Measure implements Director {
    private final double seconds;
    private final PrintWriter out;
    private final List<String> boards;
    private String board;
    private long shownAt;
    private long countFrom;
    private long frames;
    private long cpuFrom;

    Measure(double seconds, List<String> boards, PrintWriter out) {
      this.seconds = seconds;
      this.boards = new ArrayList<>(boards);
      this.out = out;
    }

    @Override
    public void frame(RoundTableClient client, long frame) {
      long now = System.nanoTime();
      if (frame == 1) {
        long startedAt = ManagementFactory.getRuntimeMXBean().getStartTime();
        out.printf("time to lobby: %.2f s (from the start of the JVM to the lobby's first frame)%n",
            (System.currentTimeMillis() - startedAt) / 1000.0);
        out.flush();
        next(client, now);
        return;
      }
      if (now - shownAt < 1_000_000_000L) {
        return; // a second to warm up
      }
      if (countFrom == 0) {
        countFrom = now;
        cpuFrom = processCpuNanos();
        frames = 0;
        return;
      }
      frames++;
      double elapsed = (now - countFrom) / 1e9;
      if (elapsed >= seconds) {
        double cpuMillis = (processCpuNanos() - cpuFrom) / 1e6 / frames;
        out.printf("%s: %.0f frames per second (%d frames in %.1f s, %dx%d, animating a bot game; "
                + "%.1f ms of CPU a frame, the software renderer's included)%n", board,
            frames / elapsed, frames, elapsed, com.badlogic.gdx.Gdx.graphics.getBackBufferWidth(),
            com.badlogic.gdx.Gdx.graphics.getBackBufferHeight(), cpuMillis);
        out.flush();
        next(client, now);
      }
    }

    /** The CPU time of this whole process (every thread, the software renderer's too), or 0 when the JVM can't tell. */
    private static long processCpuNanos() {
      return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
          ? Math.max(0, os.getProcessCpuTime()) : 0;
    }

    private void next(RoundTableClient client, long now) {
      if (boards.isEmpty()) {
        com.badlogic.gdx.Gdx.app.exit();
        return;
      }
      board = boards.remove(0);
      shownAt = now;
      countFrom = 0;
      show(client, GameCatalog.byId(board).orElseThrow());
    }

    private static <S extends GameState> void show(RoundTableClient client, Game<S> game) {
      TableConfig config = TableConfig.of(game, game.maxPlayers(), Map.of(), false);
      client.showBoard(new LocalTable<>(game, config, Collections.nCopies(config.players(), "random"), 1L,
          PACE_MILLIS, client.post()));
    }
  }
}
