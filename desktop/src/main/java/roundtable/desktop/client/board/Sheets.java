package roundtable.desktop.client.board;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.GL20;
import com.badlogic.gdx.graphics.Texture;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import com.badlogic.gdx.graphics.glutils.FrameBuffer;
import java.util.ArrayList;
import java.util.List;
import roundtable.desktop.client.Bgra;

/**
 * Small pictures drawn side by side, row by row, into a few large frame buffers (sheets), so that
 * the things of a scene are drawn from one texture: on Mesa's software renderer every change of
 * texture ends a draw call, and graalwar's hundred soldiers of some thirty looks, one texture each,
 * cost about 4 ms a frame. Kept {@link Bgra}, as the window's pixels are. Render thread only.
 */
final class Sheets {
  /** A sheet's side in pixels, unless a picture needs more. */
  static final int SIDE = 1024;
  /** Transparent pixels between two pictures. */
  private static final int GAP = 2;

  private final List<FrameBuffer> sheets = new ArrayList<>();
  /** Where the next picture goes on the last sheet, and the height of its row so far. */
  private int x;
  private int y;
  private int row;

  /**
   * Room for a picture of {@code w} × {@code h} pixels: its sheet is bound and the viewport set on
   * its place, transparent, for {@code paint} to draw in; returns the place the right way up.
   */
  TextureRegion draw(int w, int h, Runnable paint) {
    FrameBuffer sheet = place(w, h);
    sheet.begin();
    Gdx.gl.glViewport(x, y, w, h);
    paint.run();
    sheet.end();
    TextureRegion region = new TextureRegion(sheet.getColorBufferTexture(), x, y, w, h);
    region.flip(false, true); // a frame buffer's rows go up
    x += w + GAP;
    row = Math.max(row, h);
    return region;
  }

  /** The sheet with room for w × h at (x, y): the last one, on its row or the next, else a new one. */
  private FrameBuffer place(int w, int h) {
    FrameBuffer last = sheets.isEmpty() ? null : sheets.get(sheets.size() - 1);
    if (last != null && x + w > last.getWidth()) {
      x = 0;
      y += row + GAP;
      row = 0;
    }
    if (last != null && x + w <= last.getWidth() && y + h <= last.getHeight()) {
      return last;
    }
    int side = Math.max(SIDE, Math.max(w, h));
    FrameBuffer sheet = Bgra.frameBuffer(side, side);
    sheet.getColorBufferTexture().setFilter(Texture.TextureFilter.Nearest, Texture.TextureFilter.Nearest);
    sheet.begin();
    Gdx.gl.glClearColor(0, 0, 0, 0);
    Gdx.gl.glClear(GL20.GL_COLOR_BUFFER_BIT);
    sheet.end();
    sheets.add(sheet);
    x = 0;
    y = 0;
    row = 0;
    return sheet;
  }

  /** Every picture forgotten, the sheets freed. */
  void clear() {
    sheets.forEach(FrameBuffer::dispose);
    sheets.clear();
    x = 0;
    y = 0;
    row = 0;
  }
}
