package roundtable.desktop.client.graal;

import roundtable.core.graal.Colour;

/** The Graal table's colours, RGBA8888: the five colours of the cards, a burgundy back, gold. */
final class GraalPalette {
  static final int FELT = 0x16392dff;
  static final int BACK = 0x6b1d2aff;
  static final int ANCESTOR_BACK = 0x2c3e70ff;
  static final int PANEL = 0x2b2118aa;
  static final int GOLD = 0xe2b650ff;
  static final int GOLD_DIM = 0xe2b65040;
  static final int INK = 0xf4ead5ff;
  static final int DIM = 0xb8aa8cff;
  static final int EDGE = 0x2a1d10ff;
  static final int ATTACK = 0xd9534fff;
  static final int CLEAR = 0x00000000;
  private static final int[] COLOURS = {0xc0392bff, 0x27ae60ff, 0x2e86deff, 0x8e44adff, 0xf1c40fff};

  private GraalPalette() {}

  static int colour(Colour c) {
    return COLOURS[c.ordinal()];
  }
}
