package roundtable.desktop.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import roundtable.desktop.ChildJvm;
import roundtable.desktop.client.window.ClientLauncher;

/**
 * The window for real, under Xvfb and Mesa: each shot opens the client in a child JVM on a virtual
 * 1280×720 screen, writes a PNG under {@code desktop/target/screenshots/}, and the test checks that
 * the picture is more than a blank frame. Xvfb is needed (`.ci/run` installs it; see the README).
 */
class ScreenshotTest {
  static final Path SHOTS = Path.of("target", "screenshots");

  @ParameterizedTest
  @ValueSource(strings = {"lobby", "table", "conquest", "conquest-fr", "conquest-turn", "graalwar", "graalwar-deploy",
      "graalwar-camps", "graal", "graal-fr", "grailcup", "grailcup-fr", "morrigan", "morrigan-fr", "leave-ask", "leave-left",
      "long-lobby", "long-lobby-fr", "long-table", "long-table-fr", "long-conquest", "long-graalwar", "long-graal-fr",
      "long-grailcup", "long-morrigan-fr", "replay-morrigan", "replay-morrigan-fr", "rules-fr"})
  void theWindowDrawsIt(String shot) throws Exception {
    Path png = SHOTS.resolve(shot + ".png").toAbsolutePath();
    Files.deleteIfExists(png);
    List<String> command = new ArrayList<>(xvfb());
    command.addAll(ChildJvm.command(ScreenshotRun.class));
    command.addAll(List.of(shot, png.toString()));
    ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
    builder.environment().put("ALSOFT_DRIVERS", "null");
    Process child = builder.start();
    boolean done = child.waitFor(90, TimeUnit.SECONDS);
    String output = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!done) {
      child.destroyForcibly();
    }
    assertTrue(done, "the window did not close within 90 s:\n" + output);
    assertEquals(0, child.exitValue(), output);
    assertTrue(Files.size(png) > 10_000, "a PNG of " + Files.size(png) + " bytes:\n" + output);
    BufferedImage image = ImageIO.read(png.toFile());
    assertEquals(ClientLauncher.WIDTH, image.getWidth());
    assertEquals(ClientLauncher.HEIGHT, image.getHeight());
    assertTrue(colours(image) > 50, "only " + colours(image) + " colours: a blank frame?\n" + output);
  }

  /** The command that gives the child a virtual screen. */
  static List<String> xvfb() {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      if (new File(dir, "xvfb-run").canExecute()) {
        return List.of("xvfb-run", "-a", "-s", "-screen 0 1280x720x24");
      }
    }
    throw new AssertionError("the screenshot tests need Xvfb and Mesa: "
        + "apt-get install -y xvfb xauth libgl1-mesa-dri libglx-mesa0 (.ci/run does it)");
  }

  static int colours(BufferedImage image) {
    Set<Integer> seen = new HashSet<>();
    for (int y = 0; y < image.getHeight(); y += 3) {
      for (int x = 0; x < image.getWidth(); x += 3) {
        seen.add(image.getRGB(x, y));
      }
    }
    return seen.size();
  }
}
