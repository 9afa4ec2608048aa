package roundtable.desktop.client.grailcup;

import java.util.List;
import roundtable.core.grailcup.Clover;
import roundtable.core.grailcup.Track;

/**
 * The printed track as the board draws it (docs/rules/grailcup.md, "The track"): 46 squares,
 * indices 0..45, laid as a serpentine of four rows in the middle of the table. What each square
 * is comes from the rules' {@link Track}; this class only says where it is drawn.
 */
final class TrackLayout {
  static final int SQUARES = Track.SQUARES;
  static final int FINISH = Track.FINISH;
  static final int RED = Track.RED;
  static final List<Integer> VILLAGES = Track.VILLAGES;
  static final List<Integer> CHURCHES = Track.CHURCHES;
  static final List<Integer> CASTLES = Track.CASTLES;
  static final List<Integer> CLOVER_SPOTS = Track.CLOVER_SPOTS;
  static final int LANCES = Track.LANCES;

  static final int PER_ROW = 12;
  static final float SIZE = 34;
  static final float STEP = 38;
  static final float ROW0 = 238;
  static final float ROW_STEP = 60;
  static final float LEFT = 440 - STEP * (PER_ROW - 1) / 2;

  /** The start squares are 0..8, printed 9..1: square 0 is start 9, the furthest back. */
  static final int LAST_START = 8;

  private TrackLayout() {}

  /** The number printed on a start square (9 on square 0, 1 on square 8). */
  static int startNumber(int square) {
    return LAST_START + 1 - square;
  }

  /** The centre of a square: rows of twelve, the first left to right, the next back. */
  static float x(int square) {
    int row = square / PER_ROW;
    int col = square % PER_ROW;
    return LEFT + STEP * (row % 2 == 0 ? col : PER_ROW - 1 - col);
  }

  static float y(int square) {
    return ROW0 + ROW_STEP * (square / PER_ROW);
  }

  /** The pile of the hidden cards that holds a spot's clover token. */
  static String spotPile(int spot) {
    return Track.spotPile(spot);
  }

  static final String RESERVE = Track.RESERVE;

  /** The clover token's kind of a face 0..17 (the rules' {@link Clover} order). */
  static int cloverKind(int face) {
    return Clover.of(face).ordinal();
  }

  /** What a clover token shows, with no words (the log names it): +4, -2, the Dragon, the Grail, a Lance. */
  static final List<String> CLOVER_FACES = List.of("+4", "-2", "♦", "★", "↑");

  static String cloverFace(int kind) {
    return kind < 0 ? "?" : CLOVER_FACES.get(kind);
  }
}
