package roundtable.desktop.client.conquest;

import roundtable.core.conquest.Colour;

/** The board's colours (RGBA8888): warm wood squares, the four stones, the golden Grails. */
final class ConquestPalette {
  static final int LIGHT_SQUARE = 0xEBD5AAFF;
  static final int DARK_SQUARE = 0xD9B57FFF;
  /** The black starred square the Grails stand on (rulebook: "la case noir étoilée"). */
  static final int STAR_SQUARE = 0x2E2620FF;
  static final int GOLD = 0xD4A020FF;
  static final int RING = 0x8A5A2BFF;
  static final int BORDER = 0x5C3A1EFF;
  static final int LABEL = 0x4A3020FF;
  static final int TOKEN = 0x6B4A2EFF;
  static final int PANEL = 0xF3E6C8FF;

  private ConquestPalette() {}

  /** A stone of this colour: distinct red, blue, yellow and green, not too loud. */
  static int stone(Colour colour) {
    return switch (colour) {
      case RED -> 0xD4483EFF;
      case BLUE -> 0x3C78D2FF;
      case YELLOW -> 0xF4DE4CFF;
      case GREEN -> 0x49A858FF;
    };
  }

  /** The darker tone of the same colour, for outlines. */
  static int outline(Colour colour) {
    return darker(stone(colour));
  }

  /** A start square of that colour: a pale tint of it, lighter on the light squares. */
  static int wash(Colour colour, boolean light) {
    return mix(stone(colour), 0xFFFFFFFF, light ? 0.6f : 0.45f);
  }

  static int darker(int rgba) {
    return mix(rgba, 0x000000FF, 0.4f);
  }

  private static int mix(int a, int b, float share) {
    int out = 0xFF;
    for (int shift = 8; shift <= 24; shift += 8) {
      int ca = (a >>> shift) & 0xFF;
      int cb = (b >>> shift) & 0xFF;
      out |= Math.round(ca + (cb - ca) * share) << shift;
    }
    return out;
  }
}
