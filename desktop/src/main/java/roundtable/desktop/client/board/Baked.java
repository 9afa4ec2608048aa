package roundtable.desktop.client.board;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.GL20;
import com.badlogic.gdx.graphics.Texture;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import com.badlogic.gdx.graphics.glutils.FrameBuffer;
import com.badlogic.gdx.graphics.glutils.ShapeRenderer;
import com.badlogic.gdx.math.Matrix4;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import roundtable.desktop.client.Bgra;
import roundtable.desktop.client.Looks;

/**
 * Pictures drawn once and drawn again every frame as a single quad: the scene's marks (the board
 * itself, redrawn only when they change) and one picture per kind of thing (a red stone of this
 * size, a card face down). Software OpenGL (Mesa under Xvfb) draws a textured quad far faster than
 * the many small triangles of a shape. Render thread only.
 */
final class Baked {
  /** Room round a thing's picture for its outline. */
  static final float PAD = 3;

  /** What makes two things look the same: their picture is shared. */
  record Look(Thing.Shape shape, int colour, float w, float h, boolean faceUp, Emblem emblem, int tint) {
    static Look of(Thing t) {
      return new Look(t.shape(), t.colour(), t.w(), t.h(), t.faceUp(), t.look().emblem(), t.look().tint());
    }
  }

  private final Shapes shapes;
  private final Map<Look, TextureRegion> things = new HashMap<>();
  /** The things' pictures, on as few textures as can hold them. */
  private final Sheets sheets = new Sheets();
  private final Matrix4 projection = new Matrix4();
  private float scale;
  private FrameBuffer backdrop;
  private TextureRegion backdropRegion;
  private List<Mark> backdropMarks;

  Baked(Shapes shapes) {
    this.shapes = shapes;
  }

  /**
   * The marks drawn at {@code w} × {@code h} pixels, drawn again only when they or the size change,
   * and then only where they changed when that can be told ({@link Dirty}).
   */
  TextureRegion backdrop(Scene scene, int w, int h) {
    List<Mark> marks = scene.marks();
    boolean sameSize = backdrop != null && backdrop.getWidth() == w && backdrop.getHeight() == h;
    if (sameSize && marks.equals(backdropMarks)) {
      return backdropRegion;
    }
    Optional<Dirty> dirty = sameSize ? Dirty.between(backdropMarks, marks, shapes::textWidth)
        .filter(d -> d.area() < Scene.WIDTH * Scene.HEIGHT / 2) : Optional.empty();
    if (!sameSize) {
      if (backdrop != null) {
        backdrop.dispose();
      }
      backdrop = Bgra.frameBuffer(w, h); // see ScenePainter: copied to the window on llvmpipe's fast path
      backdropRegion = region(backdrop, Texture.TextureFilter.Nearest);
    }
    backdropMarks = marks;
    List<Mark> drawn = dirty.map(d -> marks.stream().filter(m -> d.touches(Dirty.of(m, shapes::textWidth))).toList())
        .orElse(marks);
    backdrop.begin();
    dirty.ifPresent(d -> scissor(d, w, h));
    clear();
    // Opaque, on the table's cloth: drawn again pixel for pixel, with no blending.
    Gdx.gl.glClearColor(Looks.CLOTH.r, Looks.CLOTH.g, Looks.CLOTH.b, 1);
    Gdx.gl.glClear(GL20.GL_COLOR_BUFFER_BIT);
    projection.setToOrtho2D(0, 0, Scene.WIDTH, Scene.HEIGHT);
    shapes.shapes.setProjectionMatrix(projection);
    shapes.batch.setProjectionMatrix(projection);
    shapes.shapes.begin(ShapeRenderer.ShapeType.Filled);
    for (Mark m : drawn) {
      shapes.mark(m);
    }
    shapes.shapes.end();
    shapes.texts(drawn);
    Gdx.gl.glDisable(GL20.GL_SCISSOR_TEST);
    backdrop.end();
    return backdropRegion;
  }

  /** Drawing kept inside this part of the picture (scene units), rounded out to whole pixels. */
  private static void scissor(Dirty d, int w, int h) {
    float sx = w / Scene.WIDTH;
    float sy = h / Scene.HEIGHT;
    int x0 = Math.max(0, (int) Math.floor(d.x0() * sx) - 1);
    int y0 = Math.max(0, (int) Math.floor(d.y0() * sy) - 1);
    int x1 = Math.min(w, (int) Math.ceil(d.x1() * sx) + 1);
    int y1 = Math.min(h, (int) Math.ceil(d.y1() * sy) + 1);
    Gdx.gl.glEnable(GL20.GL_SCISSOR_TEST);
    Gdx.gl.glScissor(x0, y0, Math.max(0, x1 - x0), Math.max(0, y1 - y0));
  }

  /** The picture of a thing at rest, at this many pixels per scene unit. */
  TextureRegion thing(Thing t, float pixelsPerUnit) {
    if (pixelsPerUnit != scale) {
      forgetThings();
      scale = pixelsPerUnit;
    }
    return things.computeIfAbsent(Look.of(t), look -> bake(t));
  }

  private TextureRegion bake(Thing t) {
    float w = t.w() + 2 * PAD;
    float h = t.h() + 2 * PAD;
    // drawn pixel for pixel (nearest), but while it flips
    return sheets.draw(Math.max(1, Math.round(w * scale)), Math.max(1, Math.round(h * scale)), () -> {
      blending();
      projection.setToOrtho2D(0, 0, w, h);
      shapes.shapes.setProjectionMatrix(projection);
      shapes.shapes.begin(ShapeRenderer.ShapeType.Filled);
      shapes.thing(new Pose(t, w / 2, h / 2, 1, 1));
      shapes.shapes.end();
    });
  }

  /** Transparent, and blending that keeps the picture's alpha right for drawing it again. */
  private static void clear() {
    Gdx.gl.glClearColor(0, 0, 0, 0);
    Gdx.gl.glClear(GL20.GL_COLOR_BUFFER_BIT);
    blending();
  }

  private static void blending() {
    Gdx.gl.glEnable(GL20.GL_BLEND);
    Gdx.gl.glBlendFuncSeparate(GL20.GL_SRC_ALPHA, GL20.GL_ONE_MINUS_SRC_ALPHA, GL20.GL_ONE,
        GL20.GL_ONE_MINUS_SRC_ALPHA);
  }

  /** A frame buffer's picture the right way up. */
  private static TextureRegion region(FrameBuffer buffer, Texture.TextureFilter filter) {
    Texture texture = buffer.getColorBufferTexture();
    texture.setFilter(filter, filter);
    TextureRegion region = new TextureRegion(texture);
    region.flip(false, true);
    return region;
  }

  private void forgetThings() {
    sheets.clear();
    things.clear();
  }

  void dispose() {
    forgetThings();
    if (backdrop != null) {
      backdrop.dispose();
    }
  }
}
