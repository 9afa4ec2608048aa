package roundtable.desktop.client.window;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.audio.Sound;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3Graphics;
import java.io.IOException;
import java.lang.System.Logger.Level;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * "Your turn", when the window's seat must act: a window not in front asks for attention (GLFW's
 * request-attention: a blinking task bar entry), and the chime plays if sound is on. A machine
 * without a sound device is no error for anybody: the chime is then silent. Render thread only.
 */
final class Attention {
  private static final System.Logger LOG = System.getLogger(Attention.class.getName());
  private Sound chime;
  private boolean noSound;

  void yourTurn(boolean sound) {
    if (Gdx.graphics instanceof Lwjgl3Graphics g && !g.getWindow().isFocused()) {
      g.getWindow().flash();
    }
    if (sound) {
      play();
    }
  }

  private void play() {
    if (noSound || Gdx.audio == null) {
      return;
    }
    try {
      if (chime == null) {
        Path file = Files.createTempFile("roundtable-chime", ".wav");
        file.toFile().deleteOnExit();
        Files.write(file, Chime.wav());
        chime = Gdx.audio.newSound(Gdx.files.absolute(file.toString()));
      }
      chime.play();
    } catch (IOException | RuntimeException e) {
      noSound = true; // said once, then silent
      LOG.log(Level.INFO, "no sound for your turn: {0}", e.toString());
    }
  }

  void dispose() {
    if (chime != null) {
      chime.dispose();
    }
  }
}
