package roundtable.desktop.client.graalwar;

/** The pegboard's colours (RGBA8888): pale wood, green rocks and forests, the armies' colours. */
final class GraalwarPalette {
  /**
   * The rulebook's six armies: bleu pâle, turquoise, bleu sombre, blanc, marron clair, marron
   * foncé. Two players play "blanc contre bleu": White (side 0) against bleu sombre (side 1).
   */
  static final int[] ARMIES = {0x8DB6DEFF, 0x2FA3A3FF, 0x2F558FFF, 0xF2EEE2FF, 0xB98A5AFF, 0x6B4426FF};
  static final int BLANC = ARMIES[3];
  static final int BLEU_SOMBRE = ARMIES[2];

  static final int PANEL = 0xF3E6C8FF;
  static final int BORDER = 0x5C3A1EFF;
  static final int LABEL = 0x4A3020FF;
  static final int HOLE = 0x3A2E24FF;
  static final int FRONTIER = 0x7A2E1EFF;
  /** "Les rochers sont représentés sur le terrain par des carreaux vert uni." */
  static final int ROCK = 0x5F7461FF;
  static final int ROCK_EDGE = 0x3E4E40FF;
  /** "Les forêts par les carreaux hachurés de vert." */
  static final int FOREST = 0xBCD6A2FF;
  static final int FOREST_HATCH = 0x3F7A34FF;
  /** The cardboard screen standing on the frontier while the armies deploy. */
  static final int SCREEN = 0x8C6A48FF;
  static final int SCREEN_EDGE = 0x4A3020FF;
  static final int GOLD = 0xD4A020FF;
  static final int ARROW = 0xA0201CFF;
  static final int GONE = 0xB8A888FF;

  private GraalwarPalette() {}

  /**
   * The colour of an army: the chiefs' blanc (army 0, White) and bleu sombre (army 1, Blue); in
   * camps "une autre armée de la même nuance": marron clair and marron foncé with White, bleu pâle
   * and turquoise with Blue ("bleu pâle, turquoise et bleu foncé contre blanc, marron clair et
   * marron foncé").
   */
  static int army(int army) {
    return switch (army) {
      case 0 -> BLANC;
      case 1 -> BLEU_SOMBRE;
      case 2 -> ARMIES[4];
      case 3 -> ARMIES[0];
      case 4 -> ARMIES[5];
      default -> ARMIES[1];
    };
  }

  /** The outline of an army's things: dark for the white army, a darker shade of the others. */
  static int armyEdge(int army) {
    return army == 0 ? LABEL : mix(army(army), 0x000000FF, 0.4f);
  }

  /** A letter drawn on an army's colour. */
  static int onArmy(int army) {
    return army == 0 ? LABEL : 0xFFFFFFFF;
  }

  /** A kingdom's holes: pale wood washed with its army's colour. */
  static int kingdom(int side) {
    return side == 0 ? mix(0xE3CFA4FF, BLANC, 0.45f) : mix(0xE3CFA4FF, ARMIES[0], 0.5f);
  }

  static int mix(int a, int b, float share) {
    int out = 0xFF;
    for (int shift = 8; shift <= 24; shift += 8) {
      int ca = (a >>> shift) & 0xFF;
      int cb = (b >>> shift) & 0xFF;
      out |= Math.round(ca + (cb - ca) * share) << shift;
    }
    return out;
  }
}
