package roundtable.desktop.client;

import com.badlogic.gdx.graphics.GL20;
import com.badlogic.gdx.graphics.glutils.FrameBuffer;
import com.badlogic.gdx.graphics.glutils.GLFrameBuffer;

/**
 * Pictures kept with their bytes in the order blue, green, red, alpha: the order of the window's
 * own pixels. Mesa's software renderer (llvmpipe, what draws the window under Xvfb) draws a quad on
 * its fast "linear" path, into a window without a depth buffer, only from a picture kept in that
 * order; from one kept red first, every pixel goes through the general shader, several times
 * slower. On a graphics card the order changes nothing.
 */
public final class Bgra {
  /** GL_BGRA: Mesa keeps a picture in the order it is handed over in, when its format is unsized. */
  static final int GL_BGRA = 0x80E1;

  private Bgra() {}

  /** A frame buffer of w × h pixels, without depth, whose picture is kept BGRA. */
  public static FrameBuffer frameBuffer(int w, int h) {
    return new GLFrameBuffer.FrameBufferBuilder(w, h)
        .addColorTextureAttachment(GL20.GL_RGBA, GL_BGRA, GL20.GL_UNSIGNED_BYTE)
        .build();
  }
}
