package roundtable.desktop.client;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.graphics.Pixmap;
import com.badlogic.gdx.graphics.PixmapIO;
import com.badlogic.gdx.utils.BufferUtils;
import com.badlogic.gdx.utils.ScreenUtils;
import java.nio.ByteBuffer;
import java.nio.file.Path;

/** Writes what the window shows to a PNG file (render thread, after a frame is drawn). */
public final class Screenshot {
  private Screenshot() {}

  /** The whole back buffer as a PNG at {@code file}; returns how many distinct colours it has (a blank frame has one). */
  public static int write(Path file) {
    int w = Gdx.graphics.getBackBufferWidth();
    int h = Gdx.graphics.getBackBufferHeight();
    byte[] pixels = ScreenUtils.getFrameBufferPixels(0, 0, w, h, true);
    Pixmap pixmap = new Pixmap(w, h, Pixmap.Format.RGBA8888);
    for (int i = 3; i < pixels.length; i += 4) {
      pixels[i] = (byte) 255; // opaque: the window has no alpha
    }
    ByteBuffer buffer = pixmap.getPixels();
    buffer.clear();
    BufferUtils.copy(pixels, 0, buffer, pixels.length);
    try {
      file.toAbsolutePath().getParent().toFile().mkdirs();
      PixmapIO.writePNG(new FileHandle(file.toFile()), pixmap, -1, false);
    } finally {
      pixmap.dispose();
    }
    java.util.Set<Integer> colours = new java.util.HashSet<>();
    for (int i = 0; i + 3 < pixels.length && colours.size() < 1000; i += 4 * 7) {
      colours.add(((pixels[i] & 0xff) << 16) | ((pixels[i + 1] & 0xff) << 8) | (pixels[i + 2] & 0xff));
    }
    return colours.size();
  }
}
