package roundtable.desktop.client.graalwar;

import java.util.ArrayList;
import java.util.List;
import roundtable.core.graalwar.Piece;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.Mark;

/**
 * Which soldier is which: every kind of soldier an army has, drawn small as the board draws it (an
 * ivory tile with a dark letter for White, a disc in its army's colour with a white letter for the
 * others), with its name in the window's language. It stands at the foot of the strip beside the
 * board, under the near side's rows, where it hides neither a hole nor a player.
 */
final class Legend {
  /** The lowest the near side's rows reach (a camp of three and the maison du roi) is above this. */
  static final float TOP = 168;
  static final float BOTTOM = 8;
  private static final int ROWS = 4;
  private static final float COLUMN = SideStrip.WIDTH / 2;
  private static final float STEP = (TOP - BOTTOM) / ROWS;
  static final float PIECE = 20;
  private static final float TEXT = 12;
  /** The parchment of a face-up tile, as the painter draws White's soldiers. */
  static final int TILE = 0xF6ECD2FF;
  static final int TILE_EDGE = 0x2A1D10FF;

  private Legend() {}

  /** The legend's marks, each soldier drawn as the army {@code army}'s are. */
  static List<Mark> draw(int army, Words words) {
    List<Mark> marks = new ArrayList<>();
    Piece[] pieces = Piece.values();
    for (int i = 0; i < pieces.length; i++) {
      float left = SideStrip.LEFT + (i / ROWS) * COLUMN;
      float y = TOP - STEP / 2 - (i % ROWS) * STEP;
      float x = left + 6 + PIECE / 2;
      piece(pieces[i], army, x, y, marks);
      float words0 = x + PIECE / 2 + 3;
      float room = left + COLUMN - 3 - words0;
      marks.add(Mark.text(words0 + room / 2, y, TEXT, GraalwarPalette.LABEL,
          words.get("graalwar.piece." + pieces[i].word())).within(room));
    }
    return marks;
  }

  private static void piece(Piece piece, int army, float x, float y, List<Mark> marks) {
    String letter = String.valueOf(piece.letter());
    if (army == 0) {
      marks.add(Mark.rect(x - PIECE / 2 - 1, y - PIECE / 2 - 1, PIECE + 2, PIECE + 2, TILE_EDGE, ""));
      marks.add(Mark.rect(x - PIECE / 2, y - PIECE / 2, PIECE, PIECE, TILE, ""));
      marks.add(Mark.text(x, y, TEXT, TILE_EDGE, letter));
    } else {
      marks.add(Mark.disc(x, y, PIECE + 3, TILE_EDGE));
      marks.add(Mark.disc(x, y, PIECE, GraalwarPalette.army(army)));
      marks.add(Mark.text(x, y, TEXT, 0xFFFFFFFF, letter));
    }
  }
}
