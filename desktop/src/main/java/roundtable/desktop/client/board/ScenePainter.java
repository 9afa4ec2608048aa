package roundtable.desktop.client.board;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.GL20;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import com.badlogic.gdx.graphics.glutils.ShaderProgram;
import com.badlogic.gdx.graphics.glutils.ShapeRenderer;
import com.badlogic.gdx.utils.viewport.Viewport;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import roundtable.desktop.client.CopyShader;
import roundtable.desktop.client.Looks;

/**
 * Draws a scene in the board's viewport: the marks (baked into one picture), the places the input
 * offers, the things in their poses (each a baked picture, squeezed while it flips), their faces,
 * and the offered and clicked places over everything. Render thread only.
 */
public final class ScenePainter {
  private final Shapes shapes;
  private final Baked baked;
  /** Draws the board's picture as it is: see {@link CopyShader}. */
  private final ShaderProgram copy;

  public ScenePainter(Looks looks) {
    this.shapes = new Shapes(looks);
    this.baked = new Baked(shapes);
    this.copy = looks.copy;
  }

  public void draw(Viewport board, Scene scene, List<Pose> poses, Set<String> lit, List<String> picked) {
    draw(board, scene, poses, lit, picked, java.util.Optional.empty());
  }

  /** The same, and the hover panel over everything. */
  public void draw(Viewport board, Scene scene, List<Pose> poses, Set<String> lit, List<String> picked,
      java.util.Optional<Hover> hover) {
    float scale = board.getScreenWidth() / Scene.WIDTH;
    TextureRegion backdrop = baked.backdrop(scene, board.getScreenWidth(), board.getScreenHeight());
    List<TextureRegion> pictures = new ArrayList<>(poses.size());
    for (Pose pose : poses) {
      pictures.add(baked.thing(pose.thing(), scale));
    }
    board.apply();
    var projection = board.getCamera().combined;
    shapes.shapes.setProjectionMatrix(projection);
    shapes.batch.setProjectionMatrix(projection);
    Gdx.gl.glEnable(GL20.GL_BLEND);
    Gdx.gl.glBlendFunc(GL20.GL_SRC_ALPHA, GL20.GL_ONE_MINUS_SRC_ALPHA);

    shapes.batch.disableBlending(); // the board is opaque: no need to read what is under it
    shapes.batch.setShader(copy);
    shapes.batch.begin();
    shapes.batch.setColor(1, 1, 1, 1);
    shapes.batch.draw(backdrop, 0, 0, Scene.WIDTH, Scene.HEIGHT);
    shapes.batch.end();
    shapes.batch.setShader(null);
    shapes.batch.enableBlending();

    shapes.shapes.begin(ShapeRenderer.ShapeType.Filled);
    for (String target : lit) {
      scene.place(target).ifPresent(m -> shapes.light(m, Shapes.LIGHT));
    }
    shapes.shapes.end();

    // A thing at full opacity is copied as it is (see CopyShader), cheaper a pixel on llvmpipe than
    // the batch's own shader; one fading in or out is tinted by its alpha.
    ShaderProgram shader = copy;
    shapes.batch.setShader(shader);
    shapes.batch.begin();
    for (int i = 0; i < poses.size(); i++) {
      Pose p = poses.get(i);
      Thing t = p.thing();
      float w = (t.w() + 2 * Baked.PAD) * p.width();
      float h = t.h() + 2 * Baked.PAD;
      ShaderProgram wanted = p.alpha() >= 1 ? copy : null;
      if (wanted != shader) {
        shader = wanted;
        shapes.batch.setShader(shader);
      }
      shapes.batch.setColor(1, 1, 1, p.alpha());
      shapes.batch.draw(pictures.get(i), p.x() - w / 2, p.y() - h / 2, w, h);
    }
    shapes.batch.setColor(1, 1, 1, 1);
    shapes.batch.end();
    shapes.batch.setShader(null);
    shapes.faces(poses);

    shapes.shapes.begin(ShapeRenderer.ShapeType.Filled);
    for (String target : lit) {
      scene.place(target).map(OfferBand::around).ifPresent(shapes::offer);
    }
    for (String target : picked) {
      scene.place(target).ifPresent(m -> shapes.outline(m, Shapes.PICKED));
    }
    shapes.shapes.end();
    hover.ifPresent(shapes::hover);
  }

  public void dispose() {
    baked.dispose();
    shapes.dispose();
  }
}
