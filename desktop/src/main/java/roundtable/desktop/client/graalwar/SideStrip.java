package roundtable.desktop.client.graalwar;

import java.util.List;
import roundtable.core.graalwar.Graalwar;
import roundtable.core.graalwar.GraalwarState;
import roundtable.core.graalwar.Lineup;
import roundtable.core.graalwar.Piece;
import roundtable.core.table.Prompt;
import roundtable.desktop.client.board.Mark;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Seen;

/**
 * Beside the board, without words (the prompt says them in the viewer's language): each side by
 * its kingdom (the far one above), one row per army it fields (the chief's first; in camps each
 * member's, and the lone player's two), with the player's name, the army's colour and how many
 * soldiers it has left; while deploying, a gold seal once the player has committed behind its
 * screen; then the chief's maison du roi (roi, prince, duc), a piece greyed once taken. The players
 * the rules wait for are framed in gold, and the winning side at the end. Between the sides, the
 * moves played and the limit, if any.
 */
final class SideStrip {
  static final float LEFT = 700;
  static final float WIDTH = 176;
  private static final float BLOCK = 150;
  private static final float ROW = 34;
  private static final float DISC = 26;
  /** The widest a player's name is drawn, centred at LEFT + 92 between the army's disc and the seal. */
  static final float NAME_W = 2 * (92 - 24 - DISC / 2 - 4 - 4);

  private SideStrip() {}

  static void draw(GraalwarState state, Field field, GraalwarScene.View view, Seen seen, List<Mark> marks) {
    marks.add(Mark.rect(LEFT, 4, WIDTH, Scene.HEIGHT - 8, GraalwarPalette.PANEL, ""));
    Prompt prompt = Graalwar.GAME.prompt(state);
    float middle = Scene.HEIGHT / 2;
    for (int side = 0; side < 2; side++) {
      float top = side == view.near() ? middle - 40 : middle + 40 + BLOCK;
      int camp = side;
      boolean won = state.outcome() != null
          && state.outcome().winners().stream().anyMatch(w -> state.lineup().camp(w) == camp);
      side(state, field, side, won, prompt, top, seen, marks);
    }
    String moves = state.settings().moveLimit() > 0 ? state.moves() + " / " + state.settings().moveLimit()
        : String.valueOf(state.moves());
    marks.add(Mark.line(LEFT + 12, middle + 20, LEFT + WIDTH - 12, middle + 20, GraalwarPalette.BORDER));
    marks.add(Mark.text(LEFT + WIDTH / 2, middle, 16, GraalwarPalette.LABEL, moves));
    marks.add(Mark.line(LEFT + 12, middle - 20, LEFT + WIDTH - 12, middle - 20, GraalwarPalette.BORDER));
  }

  private static void side(GraalwarState state, Field field, int side, boolean won, Prompt prompt, float top,
      Seen seen, List<Mark> marks) {
    if (won) {
      gold(top - BLOCK, BLOCK - 4, marks);
    }
    Lineup lineup = state.lineup();
    float y = top - ROW / 2 - 4;
    for (int seat : lineup.members(side)) {
      List<Integer> armies = lineup.armies(seat);
      if (prompt.names(seat) && !won) {
        gold(y - ROW / 2 - (armies.size() - 1) * ROW, armies.size() * ROW - 2, marks);
      }
      for (int i = 0; i < armies.size(); i++) {
        army(state, field, side, seat, armies.get(i), i == 0, y, seen, marks);
        y -= ROW;
      }
    }
    if (!state.deploying()) {
      household(field, side, y, marks);
    }
  }

  /** One army's row: its colour with the soldiers it has left, its player, and while deploying its seal. */
  private static void army(GraalwarState state, Field field, int side, int seat, int army, boolean first, float y,
      Seen seen, List<Mark> marks) {
    float x = LEFT + 24;
    marks.add(Mark.disc(x, y, DISC + 4, GraalwarPalette.armyEdge(army)));
    marks.add(Mark.disc(x, y, DISC, GraalwarPalette.army(army)));
    boolean known = !state.deploying() || !field.screened().get(side) && field.count(army) > 0;
    if (known) {
      marks.add(Mark.text(x, y, 13, GraalwarPalette.onArmy(army), String.valueOf(field.count(army))));
    }
    // between the army's disc and the seal: a long name is cut with "…"
    marks.add(Mark.text(LEFT + 92, y, 14, GraalwarPalette.LABEL, seen.name(seat)).within(NAME_W));
    if (state.deploying() && first) {
      // The seal of a commitment: gold once the player has committed to its deployment.
      float sx = LEFT + WIDTH - 20;
      marks.add(state.committed(seat) ? Mark.disc(sx, y, DISC - 6, GraalwarPalette.GOLD)
          : Mark.ring(sx, y, DISC - 6, GraalwarPalette.BORDER));
    }
  }

  /** The chief's roi, prince and duc, each greyed once taken. */
  private static void household(Field field, int side, float y, List<Mark> marks) {
    Piece[] household = {Piece.ROI, Piece.PRINCE, Piece.DUC};
    for (int i = 0; i < household.length; i++) {
      float x = LEFT + 52 + i * 36;
      boolean alive = field.count(side, household[i]) > 0;
      marks.add(Mark.disc(x, y, DISC, alive ? GraalwarPalette.armyEdge(side) : GraalwarPalette.GONE));
      marks.add(Mark.disc(x, y, DISC - 4, alive ? GraalwarPalette.army(side) : GraalwarPalette.PANEL));
      marks.add(Mark.text(x, y, 13, alive ? GraalwarPalette.onArmy(side) : GraalwarPalette.GONE,
          String.valueOf(household[i].letter())));
    }
  }

  /** A double frame of gold round a stretch of the strip. */
  private static void gold(float bottom, float height, List<Mark> marks) {
    marks.add(Mark.frame(LEFT + 4, bottom, WIDTH - 8, height, GraalwarPalette.GOLD));
    marks.add(Mark.frame(LEFT + 5, bottom + 1, WIDTH - 10, height - 2, GraalwarPalette.GOLD));
  }
}
