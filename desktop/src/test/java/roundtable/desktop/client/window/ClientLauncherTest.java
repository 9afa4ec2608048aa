package roundtable.desktop.client.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Without a display the window does not try to open: one line says why and what runs instead. */
class ClientLauncherTest {
  @Test
  void linuxWithNeitherX11NorWaylandHasNoDisplay() {
    Optional<String> why = ClientLauncher.missingDisplay(Map.of(), "Linux");
    assertTrue(why.isPresent());
    assertTrue(why.get().contains("DISPLAY") && why.get().contains("WAYLAND_DISPLAY"), why.get());
  }

  @Test
  void aBlankDisplayIsNoDisplay() {
    assertTrue(ClientLauncher.missingDisplay(Map.of("DISPLAY", " ", "WAYLAND_DISPLAY", ""), "Linux").isPresent());
  }

  @Test
  void x11OrWaylandIsEnough() {
    assertEquals(Optional.empty(), ClientLauncher.missingDisplay(Map.of("DISPLAY", ":0"), "Linux"));
    assertEquals(Optional.empty(), ClientLauncher.missingDisplay(Map.of("WAYLAND_DISPLAY", "wayland-0"), "linux"));
  }

  @Test
  void otherSystemsAlwaysHaveADisplay() {
    assertEquals(Optional.empty(), ClientLauncher.missingDisplay(Map.of(), "Mac OS X"));
    assertEquals(Optional.empty(), ClientLauncher.missingDisplay(Map.of(), "Windows 11"));
  }

  @Test
  void theNoDisplayLineNamesTheHeadlessCommands() {
    String line = ClientLauncher.noDisplay("neither DISPLAY nor WAYLAND_DISPLAY is set");
    assertEquals(1, line.lines().count());
    assertTrue(line.startsWith("roundtable: "), line);
    assertTrue(line.contains("(neither DISPLAY nor WAYLAND_DISPLAY is set)"), line);
    for (String command : new String[] {"host", "join", "spectate", "selfplay", "replay", "rules", "bench"}) {
      assertTrue(line.contains(command), command + " in " + line);
    }
  }

  @Test
  void openingWithoutADisplaySaysOneLineAndGivesOne() {
    assumeTrue(System.getProperty("os.name").toLowerCase(Locale.ROOT).contains("linux"), "only Linux needs a display");
    StringWriter err = new StringWriter();
    int code = ClientLauncher.open(RoundTableClient.Options.lobby("test", Optional.empty()), Map.of(), false,
        new PrintWriter(err, true));
    assertEquals(1, code);
    assertEquals(1, err.toString().lines().count(), err.toString());
    assertTrue(err.toString().startsWith("roundtable: no display"), err.toString());
  }
}
