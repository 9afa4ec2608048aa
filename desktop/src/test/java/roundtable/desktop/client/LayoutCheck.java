package roundtable.desktop.client;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.freetype.FreeTypeFontGenerator;
import com.badlogic.gdx.math.Rectangle;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Group;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.ScrollPane;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import roundtable.desktop.client.board.Mark;
import roundtable.desktop.client.board.OfferBand;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Thing;
import roundtable.desktop.client.play.BoardModel;
import roundtable.desktop.client.play.BoardScreen;

/**
 * What a person would find wrong in the window as it is laid out now, each as a line: a button,
 * prompt or log line outside the window or outside its panel, or whose words run out of it; a mark
 * of an offered or picked place drawn over a piece's centre; a character of a drawn string that the
 * font lacks (an empty box).
 */
final class LayoutCheck implements AutoCloseable {
  /** How far a widget may stick out (half a pixel of rounding). */
  private static final float SLACK = 0.5f;
  /** The band of a picked place ({@code Shapes.outline}). */
  private static final float PICKED = 4;

  private final Looks looks;
  private final FreeTypeFontGenerator sans = new FreeTypeFontGenerator(Gdx.files.classpath(Looks.SANS));
  private final FreeTypeFontGenerator serif = new FreeTypeFontGenerator(Gdx.files.classpath(Looks.SERIF));

  /** Whether a font draws a character, as found out once. */
  private final Map<Glyph, Boolean> drawn = new HashMap<>();

  private record Glyph(BitmapFont font, int character) {}

  LayoutCheck(Looks looks) {
    this.looks = looks;
  }

  List<String> problems(BoardScreen<?> board, int width, int height) {
    List<String> problems = new ArrayList<>();
    Group panel = (Group) board.root.getChildren().first();
    Rectangle window = new Rectangle(0, 0, width, height);
    Rectangle inPanel = bounds(panel);
    if (!inside(inPanel, window)) {
      problems.add("the panel " + inPanel + " is not inside the window " + window);
    }
    widgets(panel, inPanel, window, null, problems);
    BoardModel<?> model = board.model();
    Scene scene = model.animator().scene();
    markers(scene, model.lit(), model.picked(), problems);
    sceneTexts(scene, problems);
    return problems;
  }

  /** Every visible label and button: inside the window and the panel, its words inside it, every glyph in its font. */
  private void widgets(Actor actor, Rectangle panel, Rectangle window, Rectangle pane, List<String> problems) {
    if (!actor.isVisible()) {
      return;
    }
    Rectangle at = bounds(actor);
    if (actor instanceof Label || actor instanceof TextButton || actor instanceof ScrollPane) {
      String what = describe(actor);
      if (pane == null) {
        if (!inside(at, window)) {
          problems.add(what + " at " + at + " is outside the window " + window);
        } else if (!inside(at, panel)) {
          problems.add(what + " at " + at + " is outside its panel " + panel);
        }
      } else if (at.x < pane.x - SLACK || at.x + at.width > pane.x + pane.width + SLACK) {
        // a log line: the pane scrolls it up and down, but it must fit across
        problems.add(what + " at " + at + " runs out of the log " + pane);
      }
    }
    if (actor instanceof Label label) {
      label.validate();
      float drawn = label.getGlyphLayout().width;
      if (drawn > label.getWidth() + SLACK) {
        problems.add(describe(label) + " is drawn " + drawn + " wide in " + label.getWidth());
      }
      glyphs(label.getText().toString(), label.getStyle().font, label.getStyle().font == looks.title ? serif : sans,
          describe(label), problems);
    }
    if (actor instanceof ScrollPane scroll) {
      pane = bounds(scroll);
    }
    if (actor instanceof Group group) {
      for (Actor child : group.getChildren()) {
        widgets(child, panel, window, pane, problems);
      }
    }
  }

  /** No offered place's band and no picked place's frame is drawn over a piece's centre. */
  static void markers(Scene scene, Set<String> lit, List<String> picked, List<String> problems) {
    for (String target : lit) {
      scene.place(target).map(OfferBand::around).ifPresent(band -> {
        for (Thing t : scene.things()) {
          if (band.covers(t.x(), t.y())) {
            problems.add("the mark of offered " + target + " covers the centre of " + t.id());
          }
        }
      });
    }
    for (String target : picked) {
      scene.place(target).ifPresent(m -> {
        OfferBand frame = new OfferBand(m.centreX(), m.centreY(), m.w(), frameHeight(m), PICKED, false);
        for (Thing t : scene.things()) {
          if (frame.covers(t.x(), t.y())) {
            problems.add("the frame of picked " + target + " covers the centre of " + t.id());
          }
        }
      });
    }
  }

  private static float frameHeight(Mark m) {
    return m.kind() == Mark.Kind.RECT || m.kind() == Mark.Kind.FRAME ? m.h() : m.w();
  }

  /** The board's own words (labels, names, card faces), in the font {@code Shapes} draws them with. */
  void sceneTexts(Scene scene, List<String> problems) {
    for (Mark m : scene.marks()) {
      if (m.kind() == Mark.Kind.TEXT) {
        sceneText(m.text(), m.h(), "the board's text '" + m.text() + "'", problems);
      }
    }
    for (Thing t : scene.things()) {
      if (t.faceUp() && !t.face().isEmpty()) {
        sceneText(t.face(), t.shape() == Thing.Shape.CARD ? 14 : t.h() * 0.5f, "the face of " + t.id(), problems);
      }
    }
  }

  private void sceneText(String text, float size, String what, List<String> problems) {
    boolean title = size >= 26; // as Shapes.text chooses its font
    glyphs(text, title ? looks.title : size >= 17 ? looks.body : looks.small, title ? serif : sans, what, problems);
  }

  private void glyphs(String text, BitmapFont font, FreeTypeFontGenerator face, String what, List<String> problems) {
    text.codePoints().distinct().filter(c -> c != ' ' && !Character.isISOControl(c)).forEach(c -> {
      if (!drawn.computeIfAbsent(new Glyph(font, c), g -> c <= Character.MAX_VALUE
          && font.getData().getGlyph((char) c) != null && face.hasGlyph(c))) {
        problems.add(what + ": '" + Character.toString(c) + "' U+" + String.format("%04X", c)
            + " draws as an empty box");
      }
    });
  }

  private static String describe(Actor actor) {
    if (actor instanceof TextButton b) {
      return "the button '" + b.getText() + "'";
    }
    if (actor instanceof Label l) {
      return "'" + l.getText() + "'";
    }
    return actor.getClass().getSimpleName();
  }

  /** The actor's rectangle in the stage, which is the window's pixels (y up). */
  static Rectangle bounds(Actor actor) {
    Vector2 low = actor.localToStageCoordinates(new Vector2(0, 0));
    Vector2 high = actor.localToStageCoordinates(new Vector2(actor.getWidth(), actor.getHeight()));
    return new Rectangle(low.x, low.y, high.x - low.x, high.y - low.y);
  }

  private static boolean inside(Rectangle inner, Rectangle outer) {
    return inner.x >= outer.x - SLACK && inner.y >= outer.y - SLACK
        && inner.x + inner.width <= outer.x + outer.width + SLACK
        && inner.y + inner.height <= outer.y + outer.height + SLACK;
  }

  @Override
  public void close() {
    sans.dispose();
    serif.dispose();
  }
}
