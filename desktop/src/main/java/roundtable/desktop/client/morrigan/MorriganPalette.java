package roundtable.desktop.client.morrigan;

/** The board's colours (RGBA8888): a green cloth, wooden places, burgundy card backs, five seats. */
final class MorriganPalette {
  static final int CLOTH = 0x1F4A36FF;
  static final int MIDDLE = 0x24553FFF;
  static final int PANEL = 0x2B2118E0;
  static final int OWN_PANEL = 0x33271CE8;
  static final int TURN = 0xE2B650FF;
  static final int INK = 0xF4EAD5FF;
  static final int DIM = 0xB8AA8CFF;
  static final int GOLD = 0xE2B650FF;
  static final int BACK = 0x7A1F2BFF;
  static final int MALETAR = 0x2A1A3AFF;
  static final int BLOOD = 0xE0645AFF;

  private static final int[] SEATS = {0xE0645AFF, 0x5A8FE0FF, 0x3FB8AEFF, 0x7CC35AFF, 0xB77AD8FF};

  private MorriganPalette() {}

  /** A seat's colour: its name's and its panel's edge. */
  static int seat(int seat) {
    return SEATS[seat % SEATS.length];
  }
}
