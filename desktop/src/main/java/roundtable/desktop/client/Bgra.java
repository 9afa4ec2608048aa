package roundtable.desktop.client;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.GL20;
import com.badlogic.gdx.graphics.Pixmap;
import com.badlogic.gdx.graphics.Texture;
import com.badlogic.gdx.graphics.TextureData;
import com.badlogic.gdx.graphics.glutils.FrameBuffer;
import com.badlogic.gdx.graphics.glutils.GLFrameBuffer;
import com.badlogic.gdx.utils.BufferUtils;
import java.nio.ByteBuffer;

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

  /** A texture of this picture (RGBA8888), kept BGRA; nearest, as it is meant to be copied. */
  public static Texture texture(Pixmap rgba) {
    Texture t = new Texture(new Swapped(rgba));
    t.setFilter(Texture.TextureFilter.Nearest, Texture.TextureFilter.Nearest);
    return t;
  }

  /** A frame buffer of w × h pixels, without depth, whose picture is kept BGRA. */
  public static FrameBuffer frameBuffer(int w, int h) {
    return new GLFrameBuffer.FrameBufferBuilder(w, h)
        .addColorTextureAttachment(GL20.GL_RGBA, GL_BGRA, GL20.GL_UNSIGNED_BYTE)
        .build();
  }

  /** A picture's pixels handed to OpenGL blue first. */
  private static final class Swapped implements TextureData {
    private final int width;
    private final int height;
    private final ByteBuffer bgra;

    Swapped(Pixmap rgba) {
      if (rgba.getFormat() != Pixmap.Format.RGBA8888) {
        throw new IllegalArgumentException("an RGBA8888 picture, not " + rgba.getFormat());
      }
      width = rgba.getWidth();
      height = rgba.getHeight();
      ByteBuffer from = rgba.getPixels();
      bgra = BufferUtils.newByteBuffer(width * height * 4);
      for (int i = 0; i < width * height * 4; i += 4) {
        bgra.put(i, from.get(i + 2)).put(i + 1, from.get(i + 1)).put(i + 2, from.get(i)).put(i + 3, from.get(i + 3));
      }
    }

    @Override
    public TextureDataType getType() {
      return TextureDataType.Custom;
    }

    @Override
    public boolean isPrepared() {
      return true;
    }

    @Override
    public void prepare() {}

    @Override
    public Pixmap consumePixmap() {
      throw new UnsupportedOperationException("a custom texture");
    }

    @Override
    public boolean disposePixmap() {
      return false;
    }

    @Override
    public void consumeCustomData(int target) {
      Gdx.gl.glPixelStorei(GL20.GL_UNPACK_ALIGNMENT, 1);
      Gdx.gl.glTexImage2D(target, 0, GL20.GL_RGBA, width, height, 0, GL_BGRA, GL20.GL_UNSIGNED_BYTE, bgra);
    }

    @Override
    public int getWidth() {
      return width;
    }

    @Override
    public int getHeight() {
      return height;
    }

    @Override
    public Pixmap.Format getFormat() {
      return Pixmap.Format.RGBA8888;
    }

    @Override
    public boolean useMipMaps() {
      return false;
    }

    @Override
    public boolean isManaged() {
      return false;
    }
  }
}
