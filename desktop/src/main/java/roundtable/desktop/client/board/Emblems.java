package roundtable.desktop.client.board;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.glutils.ShapeRenderer;

/**
 * Each {@link Emblem} drawn in a square of side {@code s} centred on (cx, cy), from triangles,
 * rectangles and circles: a dark outline of the card's ink, filled with its colour when it has one.
 * Render thread only; the caller begins the filled shape renderer.
 */
final class Emblems {
  private static final Color FILL = new Color(0xb08a3cff);
  private static final Color tint = new Color();

  private Emblems() {}

  static void draw(ShapeRenderer g, Emblem e, float cx, float cy, float s, Color ink, int colour) {
    Color fill = colour != 0 ? Shapes.rgba(colour, tint) : FILL;
    float h = s / 2;
    switch (e) {
      case NONE -> { }
      case SHIELD -> {
        g.setColor(ink);
        g.rect(cx - h * 0.8f, cy - h * 0.05f, h * 1.6f, h * 0.85f);
        g.triangle(cx - h * 0.8f, cy, cx + h * 0.8f, cy, cx, cy - h);
        g.setColor(fill);
        g.rect(cx - h * 0.65f, cy - h * 0.05f, h * 1.3f, h * 0.72f);
        g.triangle(cx - h * 0.65f, cy, cx + h * 0.65f, cy, cx, cy - h * 0.8f);
        g.setColor(ink);
        g.rect(cx - h * 0.08f, cy - h * 0.75f, h * 0.16f, h * 1.4f);
      }
      case SWORD -> {
        g.setColor(ink);
        g.rect(cx - h * 0.1f, cy - h * 0.35f, h * 0.2f, h * 1.1f);
        g.triangle(cx - h * 0.1f, cy + h * 0.75f, cx + h * 0.1f, cy + h * 0.75f, cx, cy + h);
        g.rect(cx - h * 0.5f, cy - h * 0.45f, h, h * 0.14f);
        g.rect(cx - h * 0.07f, cy - h * 0.85f, h * 0.14f, h * 0.42f);
        g.setColor(fill);
        g.circle(cx, cy - h * 0.88f, h * 0.13f, 12);
      }
      case TOWER, CASTLE -> {
        g.setColor(ink);
        float w = e == Emblem.CASTLE ? h * 1.8f : h;
        g.rect(cx - w / 2, cy - h, w, h * 1.5f);
        int teeth = e == Emblem.CASTLE ? 5 : 3;
        float tw = w / (2 * teeth - 1);
        for (int i = 0; i < teeth; i++) {
          g.rect(cx - w / 2 + 2 * i * tw, cy + h * 0.5f, tw, h * 0.3f);
        }
        g.setColor(fill);
        g.rect(cx - h * 0.18f, cy - h, h * 0.36f, h * 0.6f);
        g.circle(cx, cy - h * 0.4f, h * 0.18f, 12);
      }
      case SCROLL -> {
        g.setColor(ink);
        g.rect(cx - h * 0.6f, cy - h * 0.7f, h * 1.2f, h * 1.4f);
        g.circle(cx - h * 0.6f, cy + h * 0.7f, h * 0.18f, 12);
        g.circle(cx + h * 0.6f, cy - h * 0.7f, h * 0.18f, 12);
        g.setColor(fill);
        g.rect(cx - h * 0.48f, cy - h * 0.58f, h * 0.96f, h * 1.16f);
        g.setColor(ink);
        for (int i = 0; i < 3; i++) {
          g.rect(cx - h * 0.35f, cy + h * (0.3f - i * 0.3f), h * 0.7f, h * 0.07f);
        }
      }
      case CROWN -> {
        g.setColor(ink);
        g.rect(cx - h * 0.8f, cy - h * 0.6f, h * 1.6f, h * 0.5f);
        for (int i = -1; i <= 1; i++) {
          g.triangle(cx + i * h * 0.55f - h * 0.3f, cy - h * 0.15f, cx + i * h * 0.55f + h * 0.3f, cy - h * 0.15f,
              cx + i * h * 0.55f, cy + h * 0.6f);
        }
        g.setColor(fill);
        for (int i = -1; i <= 1; i++) {
          g.circle(cx + i * h * 0.55f, cy + h * 0.62f, h * 0.12f, 10);
        }
        g.rect(cx - h * 0.65f, cy - h * 0.48f, h * 1.3f, h * 0.25f);
      }
      case CUP -> {
        g.setColor(ink);
        g.triangle(cx - h * 0.8f, cy + h * 0.7f, cx + h * 0.8f, cy + h * 0.7f, cx, cy - h * 0.2f);
        g.circle(cx, cy + h * 0.25f, h * 0.55f, 20);
        g.rect(cx - h * 0.1f, cy - h * 0.7f, h * 0.2f, h * 0.6f);
        g.rect(cx - h * 0.5f, cy - h * 0.85f, h, h * 0.18f);
        g.setColor(fill);
        g.circle(cx, cy + h * 0.3f, h * 0.4f, 20);
      }
      case STAR -> {
        g.setColor(fill);
        g.triangle(cx - h * 0.85f, cy - h * 0.45f, cx + h * 0.85f, cy - h * 0.45f, cx, cy + h * 0.95f);
        g.triangle(cx - h * 0.85f, cy + h * 0.45f, cx + h * 0.85f, cy + h * 0.45f, cx, cy - h * 0.95f);
        g.setColor(ink);
        g.circle(cx, cy, h * 0.2f, 12);
      }
      case FLAME -> {
        g.setColor(ink);
        g.circle(cx, cy - h * 0.3f, h * 0.6f, 20);
        g.triangle(cx - h * 0.58f, cy - h * 0.15f, cx + h * 0.58f, cy - h * 0.15f, cx + h * 0.1f, cy + h);
        g.setColor(fill);
        g.circle(cx, cy - h * 0.4f, h * 0.35f, 16);
        g.triangle(cx - h * 0.33f, cy - h * 0.3f, cx + h * 0.33f, cy - h * 0.3f, cx + h * 0.05f, cy + h * 0.45f);
      }
      case WAVE -> {
        g.setColor(ink);
        g.circle(cx, cy - h * 0.3f, h * 0.55f, 20);
        g.triangle(cx - h * 0.52f, cy - h * 0.12f, cx + h * 0.52f, cy - h * 0.12f, cx, cy + h);
        g.setColor(0.55f, 0.75f, 0.95f, 1);
        g.circle(cx - h * 0.15f, cy - h * 0.35f, h * 0.18f, 12);
      }
      case FLAKE -> {
        g.setColor(ink);
        for (int i = 0; i < 3; i++) {
          double a = Math.PI * i / 3 + Math.PI / 2;
          float dx = (float) Math.cos(a) * h * 0.95f;
          float dy = (float) Math.sin(a) * h * 0.95f;
          g.rectLine(cx - dx, cy - dy, cx + dx, cy + dy, Math.max(1.5f, h * 0.14f));
        }
        g.setColor(0.55f, 0.75f, 0.95f, 1);
        g.circle(cx, cy, h * 0.2f, 12);
      }
      case MOUNTAIN -> {
        g.setColor(ink);
        g.triangle(cx - h, cy - h * 0.7f, cx + h * 0.3f, cy - h * 0.7f, cx - h * 0.35f, cy + h * 0.5f);
        g.triangle(cx - h * 0.3f, cy - h * 0.7f, cx + h, cy - h * 0.7f, cx + h * 0.35f, cy + h * 0.8f);
        g.setColor(fill);
        g.triangle(cx + h * 0.15f, cy + h * 0.4f, cx + h * 0.55f, cy + h * 0.4f, cx + h * 0.35f, cy + h * 0.8f);
        g.rectLine(cx - h * 0.2f, cy - h * 0.1f, cx + h * 0.1f, cy - h * 0.45f, Math.max(1.5f, h * 0.1f));
      }
      case BOOK -> {
        g.setColor(ink);
        g.rect(cx - h * 0.85f, cy - h * 0.6f, h * 1.7f, h * 1.2f);
        g.setColor(fill);
        g.rect(cx - h * 0.75f, cy - h * 0.5f, h * 0.68f, h);
        g.rect(cx + h * 0.07f, cy - h * 0.5f, h * 0.68f, h);
      }
      case HAT -> {
        g.setColor(ink);
        g.ellipse(cx - h * 0.95f, cy - h * 0.8f, h * 1.9f, h * 0.45f, 20);
        g.triangle(cx - h * 0.55f, cy - h * 0.6f, cx + h * 0.55f, cy - h * 0.6f, cx + h * 0.2f, cy + h);
        g.setColor(fill);
        g.circle(cx, cy - h * 0.1f, h * 0.12f, 10);
        g.circle(cx + h * 0.1f, cy + h * 0.35f, h * 0.08f, 10);
      }
      case TABLE -> {
        g.setColor(ink);
        g.circle(cx, cy, h * 0.85f, 28);
        g.setColor(fill);
        g.circle(cx, cy, h * 0.62f, 28);
        g.setColor(ink);
        for (int i = 0; i < 8; i++) {
          double a = Math.PI * 2 * i / 8;
          g.circle(cx + (float) Math.cos(a) * h * 0.85f, cy + (float) Math.sin(a) * h * 0.85f, h * 0.13f, 8);
        }
      }
      case GEM -> {
        g.setColor(ink);
        g.triangle(cx - h * 0.75f, cy + h * 0.2f, cx + h * 0.75f, cy + h * 0.2f, cx, cy - h * 0.9f);
        g.triangle(cx - h * 0.75f, cy + h * 0.2f, cx + h * 0.75f, cy + h * 0.2f, cx, cy + h * 0.75f);
        g.setColor(fill);
        g.triangle(cx - h * 0.5f, cy + h * 0.2f, cx + h * 0.5f, cy + h * 0.2f, cx, cy - h * 0.55f);
      }
      case ARROW -> {
        g.setColor(ink);
        g.rect(cx - h * 0.85f, cy - h * 0.18f, h * 1.1f, h * 0.36f);
        g.triangle(cx + h * 0.2f, cy - h * 0.6f, cx + h * 0.2f, cy + h * 0.6f, cx + h * 0.95f, cy);
        g.setColor(fill);
        g.rect(cx - h * 0.75f, cy - h * 0.08f, h * 0.95f, h * 0.16f);
      }
      case CHEST -> {
        g.setColor(ink);
        g.rect(cx - h * 0.85f, cy - h * 0.65f, h * 1.7f, h * 0.95f);
        g.ellipse(cx - h * 0.85f, cy + h * 0.05f, h * 1.7f, h * 0.6f, 20);
        g.setColor(fill);
        g.rect(cx - h * 0.15f, cy - h * 0.25f, h * 0.3f, h * 0.35f);
        g.rect(cx - h * 0.85f, cy + h * 0.22f, h * 1.7f, h * 0.1f);
      }
      case SHIP -> {
        g.setColor(ink);
        g.rect(cx - h * 0.6f, cy - h * 0.7f, h * 1.2f, h * 0.3f);
        g.triangle(cx - h * 0.95f, cy - h * 0.4f, cx - h * 0.6f, cy - h * 0.4f, cx - h * 0.6f, cy - h * 0.7f);
        g.triangle(cx + h * 0.95f, cy - h * 0.4f, cx + h * 0.6f, cy - h * 0.4f, cx + h * 0.6f, cy - h * 0.7f);
        g.rect(cx - h * 0.06f, cy - h * 0.4f, h * 0.12f, h * 1.35f);
        g.setColor(fill);
        g.triangle(cx + h * 0.1f, cy - h * 0.3f, cx + h * 0.1f, cy + h * 0.9f, cx + h * 0.8f, cy - h * 0.3f);
      }
      case HAND, HEART -> {
        g.setColor(ink);
        g.circle(cx - h * 0.42f, cy + h * 0.25f, h * 0.48f, 16);
        g.circle(cx + h * 0.42f, cy + h * 0.25f, h * 0.48f, 16);
        g.triangle(cx - h * 0.88f, cy + h * 0.1f, cx + h * 0.88f, cy + h * 0.1f, cx, cy - h * 0.9f);
        g.setColor(fill);
        g.circle(cx - h * 0.42f, cy + h * 0.27f, h * 0.3f, 14);
      }
      case SKULL -> {
        g.setColor(ink);
        g.circle(cx, cy + h * 0.15f, h * 0.75f, 24);
        g.rect(cx - h * 0.45f, cy - h * 0.85f, h * 0.9f, h * 0.5f);
        g.setColor(fill);
        g.circle(cx - h * 0.3f, cy + h * 0.15f, h * 0.2f, 12);
        g.circle(cx + h * 0.3f, cy + h * 0.15f, h * 0.2f, 12);
        g.triangle(cx - h * 0.1f, cy - h * 0.3f, cx + h * 0.1f, cy - h * 0.3f, cx, cy - h * 0.05f);
      }
      case CROSS -> {
        g.setColor(ink);
        g.rect(cx - h * 0.18f, cy - h, h * 0.36f, h * 2);
        g.rect(cx - h * 0.7f, cy + h * 0.15f, h * 1.4f, h * 0.36f);
        g.setColor(fill);
        g.rect(cx - h * 0.08f, cy - h * 0.9f, h * 0.16f, h * 1.8f);
      }
      case HOUSE -> {
        g.setColor(ink);
        g.rect(cx - h * 0.7f, cy - h * 0.8f, h * 1.4f, h);
        g.triangle(cx - h * 0.95f, cy + h * 0.2f, cx + h * 0.95f, cy + h * 0.2f, cx, cy + h * 0.95f);
        g.setColor(fill);
        g.rect(cx - h * 0.18f, cy - h * 0.8f, h * 0.36f, h * 0.55f);
      }
      case CLOVER -> {
        g.setColor(ink);
        g.rect(cx - h * 0.06f, cy - h, h * 0.12f, h * 0.9f);
        g.setColor(0.2f, 0.55f, 0.25f, 1);
        g.circle(cx, cy + h * 0.45f, h * 0.42f, 16);
        g.circle(cx - h * 0.42f, cy - h * 0.05f, h * 0.42f, 16);
        g.circle(cx + h * 0.42f, cy - h * 0.05f, h * 0.42f, 16);
      }
      case DRAGON -> {
        g.setColor(ink);
        g.triangle(cx - h, cy + h * 0.7f, cx - h * 0.1f, cy, cx - h * 0.2f, cy - h * 0.4f);
        g.triangle(cx + h, cy + h * 0.7f, cx + h * 0.1f, cy, cx + h * 0.2f, cy - h * 0.4f);
        g.ellipse(cx - h * 0.3f, cy - h * 0.8f, h * 0.6f, h * 1.3f, 16);
        g.setColor(fill);
        g.circle(cx, cy + h * 0.45f, h * 0.25f, 12);
      }
      case LANCE -> {
        g.setColor(ink);
        g.rectLine(cx - h * 0.85f, cy - h * 0.85f, cx + h * 0.6f, cy + h * 0.6f, Math.max(1.5f, h * 0.14f));
        g.triangle(cx + h * 0.45f, cy + h * 0.75f, cx + h * 0.75f, cy + h * 0.45f, cx + h * 0.95f, cy + h * 0.95f);
        g.setColor(fill);
        g.triangle(cx - h * 0.55f, cy - h * 0.25f, cx - h * 0.25f, cy - h * 0.55f, cx - h * 0.75f, cy - h * 0.75f);
      }
      case SEAL, DIE -> {
        g.setColor(ink);
        if (e == Emblem.SEAL) {
          g.circle(cx, cy, h * 0.85f, 24);
          g.setColor(fill);
          g.circle(cx, cy, h * 0.6f, 24);
        } else {
          g.rect(cx - h * 0.8f, cy - h * 0.8f, h * 1.6f, h * 1.6f);
          g.setColor(fill);
          for (int i = -1; i <= 1; i++) {
            g.circle(cx + i * h * 0.45f, cy + i * h * 0.45f, h * 0.15f, 10);
          }
        }
      }
      case KNIGHT -> {
        g.setColor(ink);
        g.triangle(cx - h * 0.7f, cy - h, cx + h * 0.7f, cy - h, cx, cy + h * 0.4f);
        g.circle(cx, cy + h * 0.5f, h * 0.38f, 16);
        g.setColor(fill);
        g.rect(cx - h * 0.3f, cy + h * 0.45f, h * 0.6f, h * 0.1f);
      }
    }
  }
}
