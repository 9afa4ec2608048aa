package roundtable.desktop.client.grailcup;

import java.util.List;

/**
 * The printed track as the board draws it (docs/rules/grailcup.md, "The track"): 46 squares,
 * indices 0..45, laid as a serpentine of four rows in the middle of the table. The rules keep
 * their own track data to their package; this is the same table, for drawing.
 */
final class TrackLayout {
  static final int SQUARES = 46;
  static final int FINISH = 45;
  static final int RED = 16;
  static final List<Integer> VILLAGES = List.of(10, 17, 24, 32, 38);
  static final List<Integer> CHURCHES = List.of(12, 18, 25, 33, 39);
  static final List<Integer> CASTLES = List.of(14, 22, 30, 36, FINISH);
  static final List<Integer> CLOVER_SPOTS = List.of(11, 20, 22, 28, 36);
  static final int LANCES = 12;

  static final int PER_ROW = 12;
  static final float SIZE = 34;
  static final float STEP = 38;
  static final float ROW0 = 238;
  static final float ROW_STEP = 60;
  static final float LEFT = 440 - STEP * (PER_ROW - 1) / 2;

  private TrackLayout() {}

  /** The centre of a square: rows of twelve, the first left to right, the next back. */
  static float x(int square) {
    int row = square / PER_ROW;
    int col = square % PER_ROW;
    return LEFT + STEP * (row % 2 == 0 ? col : PER_ROW - 1 - col);
  }

  static float y(int square) {
    return ROW0 + ROW_STEP * (square / PER_ROW);
  }

  /** The name of the pile of the hidden cards that holds a spot's clover token (the rules' "clover@N"). */
  static String spotPile(int spot) {
    return "clover@" + spot;
  }

  static final String RESERVE = "clover reserve";

  /** The clover token's kind of a face 0..17: Boots ×4, Imp ×4, Dragon Call ×4, Fake Grail ×3, Lance Magnet ×3. */
  static int cloverKind(int face) {
    return face < 4 ? 0 : face < 8 ? 1 : face < 12 ? 2 : face < 15 ? 3 : 4;
  }

  /** A clover kind by the rules' English title, as the TokenTurned event names it. */
  static int cloverKind(String title) {
    return switch (title) {
      case "Seven-League Boots" -> 0;
      case "Prankster Imp" -> 1;
      case "Dragon Call" -> 2;
      case "Fake Grail" -> 3;
      case "Lance Magnet" -> 4;
      default -> -1;
    };
  }

  /** What a clover token shows, with no words (the log names it): +4, -2, the Dragon, the Grail, a Lance. */
  static final List<String> CLOVER_FACES = List.of("+4", "-2", "♦", "★", "↑");

  static String cloverFace(int kind) {
    return kind < 0 ? "?" : CLOVER_FACES.get(kind);
  }
}
