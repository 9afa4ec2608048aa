package roundtable.desktop.client.grailcup;

/** Grail Cup's colours (RGBA8888): a parchment track on the cloth, and eight knights easy to tell apart. */
final class GrailCupPalette {
  /** The knights, in the rules' seat order: Red, Blue, Yellow, Green, White, Black, Purple, Orange. */
  static final int[] KNIGHTS = {0xE53935FF, 0x1E6FD9FF, 0xFDD835FF, 0x2E9E44FF, 0xF7F7F2FF, 0x262626FF, 0x9C3FC4FF,
      0xFB8C00FF};

  static final int PATH = 0xEFE2C0FF;
  static final int PATH_EDGE = 0x5C3A1EFF;
  static final int LINK = 0xB79A6AFF;
  static final int NUMBER = 0x6B5538FF;
  static final int CASTLE = 0x9A9A92FF;
  static final int CASTLE_DARK = 0x5E5E58FF;
  static final int CHURCH = 0xCFE0F0FF;
  static final int CROSS = 0x3D5A80FF;
  static final int VILLAGE = 0xE0B062FF;
  static final int VILLAGE_DARK = 0x8A5A20FF;
  static final int CLOVER = 0x9FD08AFF;
  static final int RED_SQUARE = 0xE8A0A0FF;
  static final int START = 0xE6D6B0FF;
  static final int FINISH = 0xF2C94CFF;
  static final int GOLD = 0xD4A020FF;
  static final int DRAGON = 0x7A1010FF;
  static final int TOKEN = 0x3F8F3AFF;
  static final int ALLY_BACK = 0x6A2C3EFF;
  static final int LANCE = 0xC9CED6FF;
  static final int PANEL = 0x2B2118DD;
  static final int PANEL_EDGE = 0xD4A020FF;
  static final int INK = 0xF4EAD5FF;
  static final int DIM = 0xB8A888FF;
  static final int CALLED = 0xF2C94CFF;
  static final int CURSE = 0x9C3FC4FF;
  static final int DIE = 0xF6ECD2FF;

  private GrailCupPalette() {}

  static int knight(int seat) {
    return KNIGHTS[seat % KNIGHTS.length];
  }

  /** Text drawn on a knight's colour: dark on the light ones. */
  static int onKnight(int seat) {
    return seat == 2 || seat == 4 ? 0x262626FF : 0xFFFFFFFF;
  }
}
