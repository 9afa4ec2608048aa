package roundtable.desktop.client;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.NinePatch;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import com.badlogic.gdx.graphics.glutils.ShaderProgram;
import com.badlogic.gdx.scenes.scene2d.utils.BaseDrawable;

/**
 * A rounded panel: a nine-patch whose eight edges and corners are drawn from its picture, and whose
 * middle, one opaque colour, is drawn as a flat quad, without blending when it is large. It looks
 * the same as the whole nine-patch drawn stretched, but on Mesa's software renderer (llvmpipe) a
 * large blended quad with a filtered texture costs milliseconds a frame, and the board's panel
 * covers a third of the window. When it is drawn untinted, the middle is copied from a picture of
 * its colour with the {@link CopyShader}, which llvmpipe fills on its fast path (about 1 ms less a
 * frame for the board's panel).
 */
final class RoundedPanel extends BaseDrawable {
  /** A middle at least this many pixels big is drawn without blending. */
  static final float OPAQUE_AREA = 128 * 128;

  private final NinePatch edges;
  private final TextureRegion white;
  private final Color middle;
  private final Color saved = new Color();
  private final TextureRegion flat;
  private final ShaderProgram copy;

  /**
   * @param edges the nine-patch without its middle
   * @param white a region of one white texel
   * @param middle the middle's colour, opaque
   * @param flat a region of one texel of the middle's colour, kept {@link Bgra}
   * @param copy the {@link CopyShader}
   */
  RoundedPanel(NinePatch edges, TextureRegion white, Color middle, TextureRegion flat, ShaderProgram copy) {
    this.edges = edges;
    this.white = white;
    this.middle = new Color(middle);
    this.flat = flat;
    this.copy = copy;
    setMinWidth(edges.getTotalWidth());
    setMinHeight(edges.getTotalHeight());
  }

  /** The middle drawn whole: true when it is large, opaque, and the batch blends. */
  static boolean opaque(float w, float h, float alpha, boolean blending) {
    return blending && alpha >= 1 && w * h >= OPAQUE_AREA;
  }

  @Override
  public void draw(Batch batch, float x, float y, float width, float height) {
    edges.draw(batch, x, y, width, height);
    float mx = x + edges.getLeftWidth();
    float my = y + edges.getBottomHeight();
    float mw = width - edges.getLeftWidth() - edges.getRightWidth();
    float mh = height - edges.getBottomHeight() - edges.getTopHeight();
    if (mw <= 0 || mh <= 0) {
      return;
    }
    saved.set(batch.getColor());
    boolean opaque = opaque(mw, mh, middle.a * saved.a, batch.isBlendingEnabled());
    if (opaque && saved.equals(Color.WHITE)) { // untinted: its colour's very pixels, copied
      ShaderProgram before = batch.getShader();
      batch.disableBlending();
      batch.setShader(copy);
      batch.draw(flat, mx, my, mw, mh);
      batch.setShader(before);
      batch.enableBlending();
      return;
    }
    batch.setColor(middle.r * saved.r, middle.g * saved.g, middle.b * saved.b, middle.a * saved.a);
    if (opaque) {
      batch.disableBlending();
    }
    batch.draw(white, mx, my, mw, mh);
    if (opaque) {
      batch.enableBlending();
    }
    batch.setColor(saved);
  }
}
