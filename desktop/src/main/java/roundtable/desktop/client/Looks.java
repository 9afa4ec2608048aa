package roundtable.desktop.client;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.Pixmap;
import com.badlogic.gdx.graphics.Texture;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import com.badlogic.gdx.graphics.g2d.freetype.FreeTypeFontGenerator;
import com.badlogic.gdx.graphics.glutils.ShaderProgram;
import com.badlogic.gdx.scenes.scene2d.ui.CheckBox;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.List;
import com.badlogic.gdx.scenes.scene2d.ui.ScrollPane;
import com.badlogic.gdx.scenes.scene2d.ui.SelectBox;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.ui.TextField;
import com.badlogic.gdx.scenes.scene2d.ui.TextTooltip;
import com.badlogic.gdx.scenes.scene2d.utils.Drawable;
import com.badlogic.gdx.scenes.scene2d.utils.TextureRegionDrawable;
import com.badlogic.gdx.graphics.g2d.NinePatch;
import com.badlogic.gdx.utils.Disposable;

/**
 * The client's look, all made in code: the fonts (DejaVu, shipped in the assets), the colours of
 * the table, and a scene2d skin of rounded panels and buttons drawn into pixmaps at start. Made on
 * the render thread once the window is open.
 */
public final class Looks implements Disposable {
  /**
   * Every character the words and names may need: Latin with French accents, and a few signs. A
   * character not listed here draws as an empty box ({@code FontCoverageTest} checks the words and
   * the code's literals against it and against the font files).
   */
  static final String CHARACTERS = FreeTypeFontGenerator.DEFAULT_CHARS
      + "àâäæçéèêëîïôœùûüÿÀÂÄÆÇÉÈÊËÎÏÔŒÙÛÜŸ«»’‘“”–—−…·•→←↑↓×✓✗★☆♦♥♠♣⚔◀▶▮";
  /** The font of the small and body sizes: every one of {@link #CHARACTERS} is in it. */
  static final String SANS = "roundtable/fonts/DejaVuSans.ttf";
  /** The font of the titles (and the board's large marks): letters, punctuation and arrows, few symbols. */
  static final String SERIF = "roundtable/fonts/DejaVuSerif-Bold.ttf";

  public static final Color CLOTH = new Color(0x1d4a3aff);
  public static final Color PANEL = new Color(0x2b2118ee);
  public static final Color INK = new Color(0xf4ead5ff);
  public static final Color GOLD = new Color(0xe2b650ff);
  public static final Color DIM = new Color(0xb8aa8cff);

  public final BitmapFont small;
  public final BitmapFont body;
  public final BitmapFont title;
  public final Skin skin = new Skin();
  /** Copies a picture as it is (see {@link CopyShader}): the board's picture, the panels' middles. */
  public final ShaderProgram copy;
  private final Texture white;
  private int textures;

  public Looks() {
    copy = CopyShader.create();
    FreeTypeFontGenerator sans = new FreeTypeFontGenerator(Gdx.files.classpath(SANS));
    FreeTypeFontGenerator serif = new FreeTypeFontGenerator(Gdx.files.classpath(SERIF));
    small = font(sans, 15);
    body = font(sans, 19);
    title = font(serif, 32);
    sans.dispose();
    serif.dispose();
    Pixmap dot = new Pixmap(1, 1, Pixmap.Format.RGBA8888);
    dot.setColor(Color.WHITE);
    dot.fill();
    white = new Texture(dot);
    dot.dispose();
    buildSkin();
  }

  private static BitmapFont font(FreeTypeFontGenerator generator, int size) {
    FreeTypeFontGenerator.FreeTypeFontParameter p = new FreeTypeFontGenerator.FreeTypeFontParameter();
    p.size = size;
    p.characters = CHARACTERS;
    p.minFilter = Texture.TextureFilter.Linear;
    p.magFilter = Texture.TextureFilter.Linear;
    BitmapFont font = generator.generateFont(p);
    font.setUseIntegerPositions(true);
    return font;
  }

  /** A plain white pixel: tinted, it draws any flat colour. */
  public TextureRegion white() {
    return new TextureRegion(white);
  }

  public Drawable flat(Color colour) {
    return new TextureRegionDrawable(white()).tint(colour);
  }

  /** A rounded panel of this colour with a thin lighter border. */
  public Drawable rounded(Color fill, Color border) {
    int size = 24;
    int radius = 8;
    Pixmap p = new Pixmap(size, size, Pixmap.Format.RGBA8888);
    p.setColor(border);
    roundRect(p, 0, 0, size, size, radius);
    p.setColor(fill);
    roundRect(p, 2, 2, size - 4, size - 4, radius - 2);
    Color middle = new Color(p.getPixel(size / 2, size / 2));
    Texture t = new Texture(p);
    t.setFilter(Texture.TextureFilter.Linear, Texture.TextureFilter.Linear);
    skin.add("texture-" + textures++, t);
    Pixmap dot = new Pixmap(1, 1, Pixmap.Format.RGBA8888);
    dot.setBlending(Pixmap.Blending.None);
    dot.drawPixel(0, 0, p.getPixel(size / 2, size / 2));
    Texture flat = Bgra.texture(dot); // the middle's very bytes, for the copy shader
    skin.add("texture-" + textures++, flat);
    dot.dispose();
    p.dispose();
    RoundedPanel d = new RoundedPanel(edges(t, radius), white(), middle, new TextureRegion(flat), copy);
    d.setLeftWidth(10);
    d.setRightWidth(10);
    d.setTopHeight(6);
    d.setBottomHeight(6);
    return d;
  }

  /** The nine-patch of a square picture cut {@code edge} pixels from each side, without its middle. */
  private static NinePatch edges(Texture t, int edge) {
    int size = t.getWidth();
    int mid = size - 2 * edge;
    int[] at = {0, edge, size - edge};
    int[] span = {edge, mid, edge};
    TextureRegion[] patches = new TextureRegion[9];
    for (int row = 0; row < 3; row++) {
      for (int col = 0; col < 3; col++) {
        if (row != 1 || col != 1) {
          patches[row * 3 + col] = new TextureRegion(t, at[col], at[row], span[col], span[row]);
        }
      }
    }
    return new NinePatch(patches);
  }

  private static void roundRect(Pixmap p, int x, int y, int w, int h, int r) {
    p.fillRectangle(x + r, y, w - 2 * r, h);
    p.fillRectangle(x, y + r, w, h - 2 * r);
    p.fillCircle(x + r, y + r, r);
    p.fillCircle(x + w - r - 1, y + r, r);
    p.fillCircle(x + r, y + h - r - 1, r);
    p.fillCircle(x + w - r - 1, y + h - r - 1, r);
  }

  private void buildSkin() {
    skin.add("default", new Label.LabelStyle(body, INK));
    skin.add("small", new Label.LabelStyle(small, INK));
    skin.add("dim", new Label.LabelStyle(small, DIM));
    skin.add("title", new Label.LabelStyle(title, GOLD));

    TextButton.TextButtonStyle button = new TextButton.TextButtonStyle();
    button.up = rounded(new Color(0x5a3d22ff), new Color(0xc79a4aff));
    button.over = rounded(new Color(0x74502dff), GOLD);
    button.down = rounded(new Color(0x3c2814ff), GOLD);
    button.disabled = rounded(new Color(0x3a3530ff), new Color(0x5c564eff));
    button.font = body;
    button.fontColor = INK;
    button.disabledFontColor = DIM;
    skin.add("default", button);

    Drawable field = rounded(new Color(0x15110dff), new Color(0x8c7550ff));
    TextField.TextFieldStyle text = new TextField.TextFieldStyle(body, INK, flat(GOLD), flat(new Color(0x6a5a3a88)), field);
    text.messageFont = body;
    text.messageFontColor = DIM;
    skin.add("default", text);

    ScrollPane.ScrollPaneStyle scroll = new ScrollPane.ScrollPaneStyle();
    scroll.vScrollKnob = flat(new Color(0xc79a4a99));
    skin.add("default", scroll);

    List.ListStyle list = new List.ListStyle(body, GOLD, INK, flat(new Color(0x74502dff)));
    list.background = rounded(new Color(0x15110dff), new Color(0x8c7550ff));
    skin.add("default", list);

    SelectBox.SelectBoxStyle select = new SelectBox.SelectBoxStyle(body, INK, field, scroll, list);
    skin.add("default", select);

    CheckBox.CheckBoxStyle check = new CheckBox.CheckBoxStyle(rounded(new Color(0x15110dff), DIM),
        rounded(GOLD, INK), body, INK);
    skin.add("default", check);

    TextTooltip.TextTooltipStyle tooltip = new TextTooltip.TextTooltipStyle(new Label.LabelStyle(body, INK),
        rounded(new Color(0x15110dff), GOLD));
    skin.add("default", tooltip);

    skin.add("panel", rounded(PANEL, new Color(0x8c7550ff)), Drawable.class);
  }

  @Override
  public void dispose() {
    small.dispose();
    body.dispose();
    title.dispose();
    white.dispose();
    skin.dispose();
    copy.dispose();
  }
}
