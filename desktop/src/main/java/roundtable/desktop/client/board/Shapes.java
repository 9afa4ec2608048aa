package roundtable.desktop.client.board;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.GlyphLayout;
import com.badlogic.gdx.graphics.g2d.SpriteBatch;
import com.badlogic.gdx.graphics.glutils.ShapeRenderer;
import java.util.List;
import roundtable.desktop.client.Fit;
import roundtable.desktop.client.Looks;

/**
 * How each mark and each thing is drawn, all in code: stones as short cylinders seen a little from
 * the side, cards as rounded cards with their face or their back, tokens as discs, pawns as a head
 * over a body. The caller begins and ends the renderer and the batch. Render thread only.
 */
final class Shapes {
  static final Color LIGHT = new Color(0xfff6c055);
  static final Color DOT = new Color(0xc8901eee);
  static final Color PICKED = new Color(0x8a5a00ff);
  static final Color CARD_FACE = new Color(0xf6ecd2ff);
  static final Color EDGE = new Color(0x2a1d10ff);
  /** The height of a card's colour band. */
  static final float TINT = 5;
  static final Color TITLE = new Color(0xf0c860ff);
  static final Color KIND = new Color(0x6b4a2aff);
  static final Color INK = new Color(0x7a2e1eff);
  static final Color PANEL = new Color(0x1c140cf0);

  final ShapeRenderer shapes = new ShapeRenderer();
  final SpriteBatch batch = new SpriteBatch();
  private final GlyphLayout layout = new GlyphLayout();
  private final Looks looks;
  private final Color colour = new Color();
  private final Color shade = new Color();

  Shapes(Looks looks) {
    this.looks = looks;
  }

  void mark(Mark m) {
    shapes.setColor(rgba(m.colour(), colour));
    switch (m.kind()) {
      case RECT -> shapes.rect(m.x(), m.y(), m.w(), m.h());
      case DISC -> shapes.circle(m.x(), m.y(), m.w() / 2, 40);
      case RING -> {
        for (float r = m.w() / 2 - 1.5f; r <= m.w() / 2 + 1.5f; r += 0.75f) {
          arcLine(m.x(), m.y(), r);
        }
      }
      case FRAME -> {
        float t = 2;
        shapes.rect(m.x(), m.y(), m.w(), t);
        shapes.rect(m.x(), m.y() + m.h() - t, m.w(), t);
        shapes.rect(m.x(), m.y(), t, m.h());
        shapes.rect(m.x() + m.w() - t, m.y(), t, m.h());
      }
      case LINE -> shapes.rectLine(m.x(), m.y(), m.x() + m.w(), m.y() + m.h(), 2);
      case TEXT -> { }
    }
  }

  private void arcLine(float cx, float cy, float r) {
    int segments = 48;
    for (int i = 0; i < segments; i++) {
      double a = 2 * Math.PI * i / segments;
      double b = 2 * Math.PI * (i + 1) / segments;
      shapes.rectLine(cx + (float) (r * Math.cos(a)), cy + (float) (r * Math.sin(a)),
          cx + (float) (r * Math.cos(b)), cy + (float) (r * Math.sin(b)), 1);
    }
  }

  void light(Mark m, Color c) {
    shapes.setColor(c);
    if (m.kind() == Mark.Kind.DISC || m.kind() == Mark.Kind.RING) {
      shapes.circle(m.x(), m.y(), m.w() / 2, 40);
    } else {
      shapes.rect(m.x(), m.y(), m.w(), m.h());
    }
  }

  /**
   * A place the input offers next: a gold band along its edge (a dark line just outside it), round
   * what stands there, never over it.
   */
  void offer(OfferBand band) {
    if (band.round()) {
      shapes.setColor(EDGE);
      ring(band.cx(), band.cy(), band.w() / 2 + 0.75f, 1.5f);
      shapes.setColor(DOT);
      ring(band.cx(), band.cy(), (band.w() - band.thickness()) / 2, band.thickness());
      return;
    }
    float x = band.cx() - band.w() / 2;
    float y = band.cy() - band.h() / 2;
    shapes.setColor(EDGE);
    frame(x - 1.5f, y - 1.5f, band.w() + 3, band.h() + 3, 1.5f);
    shapes.setColor(DOT);
    frame(x, y, band.w(), band.h(), band.thickness());
  }

  private void ring(float cx, float cy, float r, float thickness) {
    int segments = 40;
    for (int i = 0; i < segments; i++) {
      double a = 2 * Math.PI * i / segments;
      double b = 2 * Math.PI * (i + 1) / segments;
      shapes.rectLine(cx + (float) (r * Math.cos(a)), cy + (float) (r * Math.sin(a)),
          cx + (float) (r * Math.cos(b)), cy + (float) (r * Math.sin(b)), thickness);
    }
  }

  private void frame(float x, float y, float w, float h, float t) {
    shapes.rect(x, y, w, t);
    shapes.rect(x, y + h - t, w, t);
    shapes.rect(x, y, t, h);
    shapes.rect(x + w - t, y, t, h);
  }

  /** A place already clicked: a thick frame. */
  void outline(Mark m, Color c) {
    shapes.setColor(c);
    float t = 4;
    float w = m.w();
    float h = m.kind() == Mark.Kind.RECT || m.kind() == Mark.Kind.FRAME ? m.h() : m.w();
    float x = m.centreX() - w / 2;
    float y = m.centreY() - h / 2;
    shapes.rect(x, y, w, t);
    shapes.rect(x, y + h - t, w, t);
    shapes.rect(x, y, t, h);
    shapes.rect(x + w - t, y, t, h);
  }

  /** The text marks among these, in their order. */
  void texts(List<Mark> marks) {
    batch.begin();
    for (Mark m : marks) {
      if (m.kind() == Mark.Kind.TEXT) {
        text(m.text(), m.x(), m.y(), m.h(), m.w(), rgba(m.colour(), colour), 1);
      }
    }
    batch.end();
  }

  /** How wide a text mark is drawn (cut to its width when it has one), in scene units. */
  float textWidth(Mark m) {
    BitmapFont font = font(m.h());
    font.getData().setScale(m.h() / (font.getCapHeight() * 1.45f));
    String fitted = m.w() <= 0 ? m.text() : Fit.text(m.text(), m.w(), t -> {
      layout.setText(font, t);
      return layout.width;
    });
    layout.setText(font, fitted);
    font.getData().setScale(1);
    return layout.width;
  }

  private void text(String text, float cx, float cy, float size, float within, Color c, float alpha) {
    BitmapFont font = font(size);
    float scale = size / (font.getCapHeight() * 1.45f);
    font.getData().setScale(scale);
    font.setColor(c.r, c.g, c.b, c.a * alpha);
    String fitted = within <= 0 ? text : Fit.text(text, within, t -> {
      layout.setText(font, t);
      return layout.width;
    });
    layout.setText(font, fitted);
    font.draw(batch, layout, cx - layout.width / 2, cy + layout.height / 2);
    font.getData().setScale(1);
  }

  void thing(Pose p) {
    switch (p.thing().shape()) {
      case STONE -> stone(p);
      case CARD -> card(p);
      case TOKEN -> token(p);
      case PAWN -> pawn(p);
    }
  }

  /** The faces of the things face up, in one batch over all the shapes. */
  void faces(List<Pose> poses) {
    batch.begin();
    for (Pose p : poses) {
      Thing t = p.thing();
      if (!t.faceUp() || p.width() <= 0.3f) {
        continue;
      }
      if (t.shape() == Thing.Shape.CARD && t.h() >= t.w() * 1.2f) {
        cardFace(t, p);
      } else if (!t.face().isEmpty()) {
        float size = t.shape() == Thing.Shape.CARD ? 14 : t.h() * 0.5f;
        text(t.face(), p.x(), p.y(), size, t.w() - 4, t.shape() == Thing.Shape.CARD ? EDGE : Color.WHITE, p.alpha());
      }
    }
    batch.end();
  }

  /**
   * A standing card's words, all in its name band ({@link Fan#NAME_BAND}), so that a card of a fan
   * covering its lower part hides none: the value in the corner, the kind in small letters, the name
   * on up to two lines. The emblem below is part of its picture.
   */
  private void cardFace(Thing t, Pose p) {
    Face look = t.look();
    float edge = p.y() + t.h() / 2;
    float top = edge - (look.tint() != 0 ? TINT + 1 : 0); // under the colour band
    float inner = t.w() - 6;
    float v = Math.max(9, Math.min(16, t.w() * 0.21f));
    float small = Math.max(7, Math.min(11, t.w() * 0.14f));
    if (t.face().isBlank()) { // a card under another: its colour and emblem only
      return;
    }
    boolean header = !look.value().isEmpty();
    if (header) {
      leftText(look.value(), p.x() - t.w() / 2 + 4, top - 3 - v * 0.55f, v, EDGE, p.alpha());
    }
    if (!look.kind().isEmpty()) { // along the bottom edge, under the emblem
      text(look.kind(), p.x(), p.y() - t.h() / 2 + 3 + small * 0.6f, small, inner, KIND, p.alpha());
    }
    float nameTop = header ? top - 4 - v : top - 3;
    float room = t.h() * Fan.NAME_BAND - (edge - nameTop) - 1;
    Name name = names.computeIfAbsent(new NameKey(t.face(), inner, room, t.w()), k -> name(k));
    float size = name.size();
    List<String> lines = name.lines();
    float y = nameTop - size * 0.6f;
    for (String l : lines) {
      text(l, p.x(), y, size, inner, EDGE, p.alpha());
      y -= size * 1.05f;
    }
  }

  /** A name's size and lines on a card, worked out once per name and room: measuring is slow, drawing is not. */
  private record NameKey(String text, float inner, float room, float w) {}

  private record Name(float size, List<String> lines) {}

  private final java.util.Map<NameKey, Name> names = new java.util.HashMap<>();

  /** One line as big as the room allows, else two smaller ones, a long word shrinking the name rather than being cut. */
  private Name name(NameKey k) {
    float size = Math.max(7, Math.min(Math.min(15, k.w() * 0.2f), k.room() / 1.15f));
    int most = 1;
    if (width(k.text(), size) > k.inner()) {
      most = 2;
      size = Math.max(7, Math.min(Math.min(14, k.w() * 0.19f), k.room() / 2.1f));
      for (String word : k.text().split(" ")) {
        while (size > 6 && width(word, size) > k.inner()) {
          size = Math.max(6, size * 0.94f);
        }
      }
    }
    float fitted = size;
    return new Name(size, Fit.lines(k.text(), k.inner(), most, w -> width(w, fitted)));
  }

  private float width(String text, float size) {
    BitmapFont font = font(size);
    font.getData().setScale(size / (font.getCapHeight() * 1.45f));
    layout.setText(font, text);
    font.getData().setScale(1);
    return layout.width;
  }

  private BitmapFont font(float size) {
    return size >= 26 ? looks.title : size >= 17 ? looks.body : looks.small;
  }

  private void leftText(String text, float x, float cy, float size, Color c, float alpha) {
    BitmapFont font = font(size);
    font.getData().setScale(size / (font.getCapHeight() * 1.45f));
    font.setColor(c.r, c.g, c.b, c.a * alpha);
    layout.setText(font, text);
    font.draw(batch, layout, x, cy + layout.height / 2);
    font.getData().setScale(1);
  }

  /** The hover panel: a dark box with a gold edge, the name in gold and what it does under it, wrapped. */
  void hover(Hover hover) {
    Detail d = hover.detail();
    float inner = Hover.W - 2 * Hover.PAD;
    BitmapFont titleFont = looks.body;
    BitmapFont textFont = looks.small;
    float titleScale = 16 / (titleFont.getCapHeight() * 1.45f);
    float textScale = 14 / (textFont.getCapHeight() * 1.45f);
    titleFont.getData().setScale(titleScale);
    GlyphLayout title = new GlyphLayout(titleFont, d.title(), Color.WHITE, inner, com.badlogic.gdx.utils.Align.left, true);
    textFont.getData().setScale(textScale);
    GlyphLayout text = new GlyphLayout(textFont, d.text(), Color.WHITE, inner, com.badlogic.gdx.utils.Align.left, true);
    float gap = d.text().isEmpty() ? 0 : 8;
    float h = 2 * Hover.PAD + title.height + gap + text.height;
    float[] at = hover.corner(h);
    shapes.begin(com.badlogic.gdx.graphics.glutils.ShapeRenderer.ShapeType.Filled);
    shapes.setColor(DOT);
    roundRect(at[0] - 2, at[1] - 2, Hover.W + 4, h + 4, 6);
    shapes.setColor(PANEL);
    roundRect(at[0], at[1], Hover.W, h, 5);
    shapes.end();
    batch.begin();
    float top = at[1] + h - Hover.PAD;
    titleFont.setColor(TITLE);
    titleFont.draw(batch, d.title(), at[0] + Hover.PAD, top, inner, com.badlogic.gdx.utils.Align.left, true);
    textFont.setColor(CARD_FACE);
    textFont.draw(batch, d.text(), at[0] + Hover.PAD, top - title.height - gap, inner, com.badlogic.gdx.utils.Align.left,
        true);
    batch.end();
    titleFont.getData().setScale(1);
    textFont.getData().setScale(1);
  }

  /** A stone: a short cylinder seen from a little above, its side darker than its top. */
  private void stone(Pose p) {
    Thing t = p.thing();
    float w = t.w() * p.width();
    float top = t.h() * 0.55f;
    float side = t.h() - top;
    float y0 = p.y() - t.h() / 2;
    rgba(t.colour(), colour).a *= p.alpha();
    shade.set(colour).mul(0.55f, 0.55f, 0.55f, 1);
    shapes.setColor(EDGE.r, EDGE.g, EDGE.b, p.alpha());
    shapes.ellipse(p.x() - w / 2 - 1, y0 - 1, w + 2, top + 2, 32);
    shapes.rect(p.x() - w / 2 - 1, y0 + top / 2, w + 2, side);
    shapes.setColor(shade);
    shapes.ellipse(p.x() - w / 2, y0, w, top, 32);
    shapes.rect(p.x() - w / 2, y0 + top / 2, w, side);
    shapes.setColor(EDGE.r, EDGE.g, EDGE.b, p.alpha());
    shapes.ellipse(p.x() - w / 2 - 1, y0 + side - 1, w + 2, top + 2, 32);
    shapes.setColor(colour);
    shapes.ellipse(p.x() - w / 2, y0 + side, w, top, 32);
    shapes.setColor(1, 1, 1, 0.25f * p.alpha());
    shapes.ellipse(p.x() - w / 4, y0 + side + top * 0.45f, w / 2.5f, top / 3, 16);
  }

  /** A card: its face in parchment, or its back in its colour with a diamond. */
  private void card(Pose p) {
    Thing t = p.thing();
    float w = t.w() * p.width();
    float x = p.x() - w / 2;
    float y = p.y() - t.h() / 2;
    shapes.setColor(EDGE.r, EDGE.g, EDGE.b, p.alpha());
    roundRect(x - 1.5f, y - 1.5f, w + 3, t.h() + 3, 7);
    if (t.faceUp()) {
      shapes.setColor(CARD_FACE.r, CARD_FACE.g, CARD_FACE.b, p.alpha());
      roundRect(x, y, w, t.h(), 6);
      Face look = t.look();
      boolean standing = t.h() >= t.w() * 1.2f;
      if (standing && look.emblem() != Emblem.NONE) {
        float band = t.h() * Fan.NAME_BAND;
        float kind = Math.max(7, Math.min(11, t.w() * 0.14f)) * 1.3f + 3; // the kind's line along the bottom
        float room = Math.min(w * 0.62f, (t.h() - band - kind) * 0.82f);
        Emblems.draw(shapes, look.emblem(), p.x(), y + kind + (t.h() - band - kind) / 2, room, INK, look.tint());
      }
      if (look.tint() != 0) { // the card's colour as a band along its top, in sight even in a fan's back row
        shapes.setColor(rgba(look.tint(), colour));
        shapes.rect(x + 3, y + t.h() - 3 - TINT, w - 6, TINT);
      }
    } else {
      rgba(t.colour(), colour).a *= p.alpha();
      shapes.setColor(colour);
      roundRect(x, y, w, t.h(), 6);
      shapes.setColor(1, 1, 1, 0.35f * p.alpha());
      float cx = p.x();
      float cy = p.y();
      float dx = w * 0.3f;
      float dy = t.h() * 0.3f;
      shapes.triangle(cx - dx, cy, cx, cy + dy, cx + dx, cy);
      shapes.triangle(cx - dx, cy, cx, cy - dy, cx + dx, cy);
    }
  }

  /** A token: a disc with its number, or a plain back with a ring. */
  private void token(Pose p) {
    Thing t = p.thing();
    float rx = t.w() / 2 * p.width();
    float ry = t.h() / 2;
    shapes.setColor(EDGE.r, EDGE.g, EDGE.b, p.alpha());
    shapes.ellipse(p.x() - rx - 1.5f, p.y() - ry - 1.5f, 2 * rx + 3, 2 * ry + 3, 32);
    rgba(t.colour(), colour).a *= p.alpha();
    if (!t.faceUp()) {
      colour.mul(0.6f, 0.6f, 0.6f, 1);
    }
    shapes.setColor(colour);
    shapes.ellipse(p.x() - rx, p.y() - ry, 2 * rx, 2 * ry, 32);
    if (!t.faceUp()) {
      shapes.setColor(1, 1, 1, 0.3f * p.alpha());
      shapes.ellipse(p.x() - rx * 0.5f, p.y() - ry * 0.5f, rx, ry, 24);
    }
  }

  /** A standing piece: a head over a body. */
  private void pawn(Pose p) {
    Thing t = p.thing();
    rgba(t.colour(), colour).a *= p.alpha();
    float w = t.w() * p.width();
    float y0 = p.y() - t.h() / 2;
    shapes.setColor(EDGE.r, EDGE.g, EDGE.b, p.alpha());
    shapes.triangle(p.x() - w / 2 - 1, y0 - 1, p.x() + w / 2 + 1, y0 - 1, p.x(), y0 + t.h() * 0.75f + 1);
    shapes.circle(p.x(), y0 + t.h() * 0.78f, w * 0.25f + 1, 20);
    shapes.setColor(colour);
    shapes.triangle(p.x() - w / 2, y0, p.x() + w / 2, y0, p.x(), y0 + t.h() * 0.75f);
    shapes.circle(p.x(), y0 + t.h() * 0.78f, w * 0.25f, 20);
  }

  private void roundRect(float x, float y, float w, float h, float r) {
    r = Math.min(r, Math.min(w, h) / 2);
    shapes.rect(x + r, y, w - 2 * r, h);
    shapes.rect(x, y + r, w, h - 2 * r);
    shapes.circle(x + r, y + r, r, 12);
    shapes.circle(x + w - r, y + r, r, 12);
    shapes.circle(x + r, y + h - r, r, 12);
    shapes.circle(x + w - r, y + h - r, r, 12);
  }

  static Color rgba(int rgba, Color into) {
    Color.rgba8888ToColor(into, rgba);
    return into;
  }

  void dispose() {
    shapes.dispose();
    batch.dispose();
  }
}
