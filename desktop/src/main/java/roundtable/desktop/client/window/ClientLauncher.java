package roundtable.desktop.client.window;

import com.badlogic.gdx.backends.lwjgl3.Lwjgl3Application;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3ApplicationConfiguration;
import com.badlogic.gdx.utils.GdxRuntimeException;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.Words;

/** Opens the window (LWJGL3), or says in one line why it can't and what runs without one. */
public final class ClientLauncher {
  public static final int WIDTH = 1280;
  public static final int HEIGHT = 720;

  private ClientLauncher() {}

  /**
   * Opens the window and returns when it is closed: 0, or 1 when there is no display.
   *
   * @param env the environment, where the display is named
   * @param unthrottled draw as fast as the machine can, without vsync (the benchmark)
   */
  public static int open(RoundTableClient.Options options, Map<String, String> env, boolean unthrottled,
      PrintWriter err) {
    Optional<String> missing = missingDisplay(env, System.getProperty("os.name"));
    if (missing.isPresent()) {
      err.println(noDisplay(missing.get()));
      return 1;
    }
    Lwjgl3ApplicationConfiguration config = new Lwjgl3ApplicationConfiguration();
    config.setTitle(Words.of(options.language()).get("client.title"));
    config.setWindowedMode(WIDTH, HEIGHT);
    config.disableAudio(!options.sound()); // audio only for a person's window (not tests or benchmarks)
    // 8 bits a colour and no depth buffer (the client draws flat): on Mesa's software renderer a
    // depth buffer, even unused, keeps every draw off its fast "linear" path (see Bgra).
    config.setBackBufferConfig(8, 8, 8, 8, 0, 0, 0);
    config.useVsync(!unthrottled);
    config.setForegroundFPS(unthrottled ? 0 : 60);
    config.setIdleFPS(unthrottled ? 0 : 30);
    RoundTableClient client = new RoundTableClient(options);
    config.setWindowListener(new com.badlogic.gdx.backends.lwjgl3.Lwjgl3WindowAdapter() {
      @Override
      public boolean closeRequested() {
        return client.mayClose(); // in a game going on, the board asks first, as its Leave does
      }
    });
    try {
      new Lwjgl3Application(client, config);
      return 0;
    } catch (GdxRuntimeException | UnsatisfiedLinkError e) {
      err.println(noDisplay(String.valueOf(e.getMessage()).lines().findFirst().orElse("")));
      return 1;
    }
  }

  /** The one line said when the window can't open. */
  public static String noDisplay(String why) {
    return Words.of(Language.ENGLISH).get("client.noDisplay", why);
  }

  /** Why there is no display to open a window on, if there is none (on Linux: no X11, no Wayland). */
  static Optional<String> missingDisplay(Map<String, String> env, String os) {
    if (!os.toLowerCase(Locale.ROOT).contains("linux")) {
      return Optional.empty();
    }
    boolean x11 = !env.getOrDefault("DISPLAY", "").isBlank();
    boolean wayland = !env.getOrDefault("WAYLAND_DISPLAY", "").isBlank();
    return x11 || wayland ? Optional.empty() : Optional.of("neither DISPLAY nor WAYLAND_DISPLAY is set");
  }
}
