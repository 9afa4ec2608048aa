package roundtable.desktop.client;

import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.GlyphLayout;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.TextTooltip;
import java.util.function.ToDoubleFunction;

/**
 * A label that stays inside its width: a text too long for it (a table's or a player's long name)
 * is cut with "…", and shown whole in a tooltip under the pointer. Render thread.
 */
public final class FittedLabel {
  private FittedLabel() {}

  public static Label of(String text, float width, Looks looks, String style) {
    String fitted = Fit.text(text, width, measure(looks, style));
    Label label = new Label(fitted, looks.skin, style);
    return fitted.equals(text) ? label : whole(label, text, looks);
  }

  /** How wide a text is in a style of the skin, for {@link Fit}. */
  public static ToDoubleFunction<String> measure(Looks looks, String style) {
    BitmapFont font = looks.skin.get(style, Label.LabelStyle.class).font;
    GlyphLayout layout = new GlyphLayout();
    return t -> {
      layout.setText(font, t);
      return layout.width;
    };
  }

  /** The label shows this whole text on hover (its own is cut). */
  public static Label whole(Label label, String text, Looks looks) {
    TextTooltip tip = new TextTooltip(text, looks.skin);
    tip.setInstant(true);
    label.addListener(tip);
    return label;
  }
}
