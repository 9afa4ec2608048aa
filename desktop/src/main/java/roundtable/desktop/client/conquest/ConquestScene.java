package roundtable.desktop.client.conquest;

import java.util.ArrayList;
import java.util.List;
import roundtable.core.conquest.Board;
import roundtable.core.conquest.Colour;
import roundtable.core.conquest.ConquestState;
import roundtable.core.conquest.Square;
import roundtable.desktop.client.board.Mark;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Seen;
import roundtable.desktop.client.board.Thing;

/**
 * Draws a position: the 9×9 board in wood tones, each colour's start squares washed with it, the
 * black star on e5 with the Grails still to win, the ring round it outlined, and the stones, each
 * stack drawn from the side so that every stone's colour shows. The seats and Grails won are drawn
 * beside it by {@link SeatPanel}.
 */
final class ConquestScene {
  /** One square, in scene units. */
  static final float SQUARE = 70;
  static final float LEFT = 40;
  static final float BOTTOM = 50;
  static final float STONE_W = 52;
  static final float STONE_H = 34;
  /** How much higher each stone of a stack is drawn than the one under it. */
  static final float LIFT = 11;
  /** How many Grails stand on e5 at the start: one for each round of a best of three. */
  static final int GRAILS = 3;

  private ConquestScene() {}

  /** The state drawn with these stone ids (the ids may be ahead of the state, in an animation step). */
  static Scene draw(ConquestState state, StoneIds ids, Seen seen) {
    List<Mark> marks = new ArrayList<>();
    List<Thing> things = new ArrayList<>();
    board(marks);
    stones(ids, things);
    SeatPanel.draw(state, seen, marks, things);
    // The Grails still to win, between those of side 0 (the first numbers) and side 1 (the last).
    int first = state.grails().get(0);
    for (int i = first; i < GRAILS - state.grails().get(1); i++) {
      things.add(grail(i, centreX(Square.GRAIL), stoneY(Square.GRAIL, i - first), z(Square.GRAIL, i - first)));
    }
    return new Scene(marks, things);
  }

  static float centreX(int sq) {
    return LEFT + Square.file(sq) * SQUARE + SQUARE / 2;
  }

  static float centreY(int sq) {
    return BOTTOM + Square.rank(sq) * SQUARE + SQUARE / 2;
  }

  /** Where the stone at this level of a square is drawn: the bottom stone low, each next one higher. */
  static float stoneY(int sq, int level) {
    return centreY(sq) - LIFT + level * LIFT;
  }

  /** Squares nearer the viewer (lower ranks) are drawn over farther ones; in a stack, upward. */
  static float z(int sq, int level) {
    return (Square.SIZE - Square.rank(sq)) * 10 + level;
  }

  /**
   * Grail {@code number} (0, 1, 2), wherever it stands: on e5 or with the side that took it. Side 0
   * takes them from the first number up, side 1 from the last down, so that a Grail once taken
   * keeps its id and only the one just won travels.
   */
  static Thing grail(int number, float x, float y, float z) {
    return Thing.stone("grail" + (number + 1), x, y, STONE_W * 0.8f, STONE_H * 0.8f, z, ConquestPalette.GOLD, "");
  }

  private static void board(List<Mark> marks) {
    float side = Square.SIZE * SQUARE;
    // Parchment under the board and its labels, whatever the screen's background.
    marks.add(Mark.rect(4, 4, LEFT + side + 12, Scene.HEIGHT - 8, ConquestPalette.PANEL, ""));
    marks.add(Mark.rect(LEFT - 6, BOTTOM - 6, side + 12, side + 12, ConquestPalette.BORDER, ""));
    Board start = Board.start();
    for (int sq = 0; sq < Square.COUNT; sq++) {
      boolean light = (Square.file(sq) + Square.rank(sq)) % 2 != 0;
      int colour = sq == Square.GRAIL ? ConquestPalette.STAR_SQUARE
          : start.size(sq) > 0 ? ConquestPalette.wash(Colour.values()[start.top(sq)], light)
          : light ? ConquestPalette.LIGHT_SQUARE : ConquestPalette.DARK_SQUARE;
      float x = LEFT + Square.file(sq) * SQUARE;
      float y = BOTTOM + Square.rank(sq) * SQUARE;
      marks.add(Mark.rect(x, y, SQUARE, SQUARE, colour, sq == Square.GRAIL ? "" : Square.name(sq)));
    }
    // The ring: the eight squares a side must hold all together to take the Grail.
    for (int sq : Square.RING) {
      float x = LEFT + Square.file(sq) * SQUARE;
      float y = BOTTOM + Square.rank(sq) * SQUARE;
      marks.add(Mark.frame(x + 2, y + 2, SQUARE - 4, SQUARE - 4, ConquestPalette.RING));
    }
    float ringX = LEFT + (Square.file(Square.GRAIL) - 1) * SQUARE;
    float ringY = BOTTOM + (Square.rank(Square.GRAIL) - 1) * SQUARE;
    marks.add(Mark.frame(ringX, ringY, 3 * SQUARE, 3 * SQUARE, ConquestPalette.RING));
    marks.add(Mark.ring(centreX(Square.GRAIL), centreY(Square.GRAIL), SQUARE - 8, ConquestPalette.GOLD));
    for (int i = 0; i < Square.SIZE; i++) {
      String file = String.valueOf((char) ('a' + i));
      marks.add(Mark.text(LEFT + i * SQUARE + SQUARE / 2, BOTTOM - 24, 18, ConquestPalette.LABEL, file));
      marks.add(Mark.text(LEFT - 22, BOTTOM + i * SQUARE + SQUARE / 2, 18, ConquestPalette.LABEL, String.valueOf(i + 1)));
    }
  }

  private static void stones(StoneIds ids, List<Thing> things) {
    for (int sq = 0; sq < Square.COUNT; sq++) {
      List<String> on = ids.on(sq);
      for (int level = 0; level < on.size(); level++) {
        String id = on.get(level);
        things.add(Thing.stone(id, centreX(sq), stoneY(sq, level), STONE_W, STONE_H, z(sq, level),
            ConquestPalette.stone(StoneIds.colour(id)), Square.name(sq)));
      }
    }
  }
}
