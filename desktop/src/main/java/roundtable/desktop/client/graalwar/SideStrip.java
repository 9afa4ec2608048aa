package roundtable.desktop.client.graalwar;

import java.util.List;
import roundtable.core.graalwar.Graalwar;
import roundtable.core.graalwar.GraalwarState;
import roundtable.core.graalwar.Piece;
import roundtable.core.table.Prompt;
import roundtable.desktop.client.board.Mark;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Seen;

/**
 * Beside the board, without words (the prompt says them in the viewer's language): each side by
 * its kingdom (the far one above), with its player's name, its army's colour and how many soldiers
 * it has left; while deploying, a gold seal once it has committed behind its screen; then its
 * maison du roi (roi, prince, duc), a piece greyed once taken. The sides the rules wait for, and
 * the winner at the end, are framed in gold. Between them, the moves played and the limit, if any.
 */
final class SideStrip {
  static final float LEFT = 700;
  static final float WIDTH = 176;
  private static final float BLOCK = 150;
  private static final float DISC = 26;

  private SideStrip() {}

  static void draw(GraalwarState state, Field field, GraalwarScene.View view, Seen seen, List<Mark> marks) {
    marks.add(Mark.rect(LEFT, 4, WIDTH, Scene.HEIGHT - 8, Palette.PANEL, ""));
    Prompt prompt = Graalwar.GAME.prompt(state);
    float middle = Scene.HEIGHT / 2;
    for (int side = 0; side < 2; side++) {
      float top = side == view.near() ? middle - 40 : middle + 40 + BLOCK;
      boolean won = state.outcome() != null && state.outcome().winners().contains(side);
      side(state, field, side, prompt.names(side) || won, top, seen, marks);
    }
    String moves = state.settings().moveLimit() > 0 ? state.moves() + " / " + state.settings().moveLimit()
        : String.valueOf(state.moves());
    marks.add(Mark.line(LEFT + 12, middle + 20, LEFT + WIDTH - 12, middle + 20, Palette.BORDER));
    marks.add(Mark.text(LEFT + WIDTH / 2, middle, 16, Palette.LABEL, moves));
    marks.add(Mark.line(LEFT + 12, middle - 20, LEFT + WIDTH - 12, middle - 20, Palette.BORDER));
  }

  private static void side(GraalwarState state, Field field, int side, boolean waited, float top, Seen seen,
      List<Mark> marks) {
    if (waited) {
      marks.add(Mark.frame(LEFT + 4, top - BLOCK, WIDTH - 8, BLOCK - 4, Palette.GOLD));
      marks.add(Mark.frame(LEFT + 5, top - BLOCK + 1, WIDTH - 10, BLOCK - 6, Palette.GOLD));
    }
    marks.add(Mark.text(LEFT + WIDTH / 2, top - 22, 18, Palette.LABEL, seen.name(side)));
    float y = top - 60;
    marks.add(Mark.disc(LEFT + 30, y, DISC + 4, Palette.armyEdge(side)));
    marks.add(Mark.disc(LEFT + 30, y, DISC, Palette.army(side)));
    boolean known = !field.screened().get(side) && (!state.deploying() || state.committed(side));
    if (known) {
      marks.add(Mark.text(LEFT + 30, y, 13, Palette.onArmy(side), String.valueOf(field.count(side))));
    }
    if (state.deploying()) {
      // The seal of a commitment: gold once the side has committed to its deployment.
      float x = LEFT + WIDTH - 34;
      marks.add(state.committed(side) ? Mark.disc(x, y, DISC, Palette.GOLD) : Mark.ring(x, y, DISC, Palette.BORDER));
      return;
    }
    Piece[] household = {Piece.ROI, Piece.PRINCE, Piece.DUC};
    for (int i = 0; i < household.length; i++) {
      float x = LEFT + 30 + (i + 1) * 36;
      boolean alive = field.count(side, household[i]) > 0;
      marks.add(Mark.disc(x, y - 40, DISC, alive ? Palette.armyEdge(side) : Palette.GONE));
      marks.add(Mark.disc(x, y - 40, DISC - 4, alive ? Palette.army(side) : Palette.PANEL));
      marks.add(Mark.text(x, y - 40, 13, alive ? Palette.onArmy(side) : Palette.GONE,
          String.valueOf(household[i].letter())));
    }
  }
}
