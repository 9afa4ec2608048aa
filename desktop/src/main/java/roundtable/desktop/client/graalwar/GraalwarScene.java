package roundtable.desktop.client.graalwar;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.Map;
import java.util.List;
import roundtable.core.graalwar.Castle;
import roundtable.core.graalwar.GraalwarState;
import roundtable.core.graalwar.Hole;
import roundtable.core.graalwar.Layout;
import roundtable.core.graalwar.Piece;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.Detail;
import roundtable.desktop.client.board.Mark;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Seen;
import roundtable.desktop.client.board.Thing;

/**
 * Draws the pegboard: 24×24 holes, each kingdom washed with its army's colour and the frontier
 * between them, rocks in plain green, forests hatched green, each château-fort (a solid donjon, an
 * open cour) in its army's colour, and the soldiers with their diagram letters. A seat sees its
 * own kingdom at the bottom, as across a real table. While the armies deploy, a kingdom the viewer
 * may not see yet is behind a screen that bears its player's name. The sides are drawn beside the
 * board by {@link SideStrip}, and under them which soldier is which ({@link Legend}).
 *
 * <p>White's soldiers are ivory tiles with a dark letter (the framework draws a token's letter in
 * white, which would not show on white), Blue's are blue discs with a white letter; in camps each
 * other army is a disc in its own colour, browns with White, blues with Blue ({@link GraalwarPalette#army}).
 */
final class GraalwarScene {
  /** One hole, in scene units. */
  static final float CELL = 27;
  static final float LEFT = 34;
  static final float BOTTOM = 34;
  static final float SIDE = Hole.SIZE * CELL;
  static final float PIECE = 22;
  private static final float HOLE = 7;

  /** Where the viewer sits: a seat of side 1 sees the board turned round. */
  record View(boolean turned) {
    static View of(Seen seen) {
      return new View(seen.seat() == 1);
    }

    float x(int hole) {
      int column = turned ? Hole.SIZE - 1 - Hole.column(hole) : Hole.column(hole);
      return LEFT + column * CELL + CELL / 2;
    }

    float y(int hole) {
      int row = turned ? Hole.SIZE - 1 - Hole.row(hole) : Hole.row(hole);
      return BOTTOM + row * CELL + CELL / 2;
    }

    /** The side whose kingdom is drawn at the bottom. */
    int near() {
      return turned ? 1 : 0;
    }
  }

  /** An arrow in flight from the archer's hole to its target's, or none. */
  record Arrow(int from, int to) {}

  private GraalwarScene() {}

  static Scene draw(GraalwarState state, Field field, PieceIds ids, Seen seen, Arrow arrow, Words words) {
    View view = View.of(seen);
    List<Mark> marks = new ArrayList<>();
    List<Thing> things = new ArrayList<>();
    board(state.layout(), view, marks);
    for (int side = 0; side < 2; side++) {
      Castle castle = field.castles().get(side);
      if (castle != null) {
        castle(castle, side, view, marks);
      }
    }
    soldiers(ids, view, things);
    for (int side = 0; side < 2; side++) {
      if (field.screened().get(side)) {
        screen(state, side, view, seen, marks);
      }
    }
    if (arrow != null) {
      arrow(arrow, view, marks);
    }
    SideStrip.draw(state, field, view, seen, marks);
    marks.addAll(Legend.draw(view.near(), words));
    return new Scene(marks, things, details(things, words));
  }

  /** What the hover panel says of each soldier: its name and how it moves (docs/rules/graalwar.md). */
  private static Map<String, Detail> details(List<Thing> things, Words words) {
    Map<String, Detail> details = new HashMap<>();
    for (Thing t : things) {
      Piece piece = PieceIds.piece(t.id());
      String name = words.get("graalwar.piece." + piece.word());
      String title = name.isEmpty() ? name : name.substring(0, 1).toUpperCase(java.util.Locale.ROOT) + name.substring(1);
      details.put(t.id(), new Detail(title, words.get("graalwar.about.piece." + piece.word())));
    }
    return details;
  }

  private static void board(Layout layout, View view, List<Mark> marks) {
    marks.add(Mark.rect(4, 4, LEFT + SIDE + 6, Scene.HEIGHT - 8, GraalwarPalette.PANEL, ""));
    marks.add(Mark.rect(LEFT - 4, BOTTOM - 4, SIDE + 8, SIDE + 8, GraalwarPalette.BORDER, ""));
    for (int hole = 0; hole < Hole.COUNT; hole++) {
      float x = view.x(hole) - CELL / 2;
      float y = view.y(hole) - CELL / 2;
      String name = Hole.name(hole);
      if (layout.isRock(hole)) {
        marks.add(Mark.rect(x, y, CELL, CELL, GraalwarPalette.ROCK, name));
        marks.add(Mark.frame(x + 1, y + 1, CELL - 2, CELL - 2, GraalwarPalette.ROCK_EDGE));
        continue;
      }
      if (layout.isForest(hole)) {
        marks.add(Mark.rect(x, y, CELL, CELL, GraalwarPalette.FOREST, name));
        for (float d = 6; d < 2 * CELL; d += 9) {
          // Hatching: short diagonal strokes across the square, clipped to it.
          float x1 = x + Math.max(0, d - CELL);
          float y1 = y + Math.min(d, CELL);
          float x2 = x + Math.min(d, CELL);
          float y2 = y + Math.max(0, d - CELL);
          marks.add(Mark.line(x1, y1, x2, y2, GraalwarPalette.FOREST_HATCH));
        }
      } else {
        marks.add(Mark.rect(x, y, CELL, CELL, GraalwarPalette.kingdom(Hole.kingdom(hole)), name));
      }
      marks.add(Mark.disc(view.x(hole), view.y(hole), HOLE, GraalwarPalette.HOLE));
    }
    // The frontier between the two kingdoms, where the screens stand while the armies deploy.
    float frontier = BOTTOM + Hole.KINGDOM_DEPTH * CELL;
    marks.add(Mark.rect(LEFT - 4, frontier - 1.5f, SIDE + 8, 3, GraalwarPalette.FRONTIER, ""));
    for (int i = 0; i < Hole.SIZE; i++) {
      int n = view.turned() ? Hole.SIZE - 1 - i : i; // the column a..x across, the row 1..24 up
      String column = String.valueOf((char) ('a' + n));
      marks.add(Mark.text(LEFT + i * CELL + CELL / 2, BOTTOM - 17, 12, GraalwarPalette.LABEL, column));
      marks.add(Mark.text(LEFT - 17, BOTTOM + i * CELL + CELL / 2, 12, GraalwarPalette.LABEL, String.valueOf(n + 1)));
    }
  }

  /** "Son seul accès est la cour qui se trouve à côté du donjon": a solid donjon, an open cour. */
  private static void castle(Castle castle, int side, View view, List<Mark> marks) {
    int colour = GraalwarPalette.army(side);
    int edge = GraalwarPalette.armyEdge(side);
    float dx = view.x(castle.donjon()) - CELL / 2;
    float dy = view.y(castle.donjon()) - CELL / 2;
    marks.add(Mark.rect(dx + 1, dy + 1, CELL - 2, CELL - 2, edge, ""));
    marks.add(Mark.rect(dx + 3, dy + 3, CELL - 6, CELL - 6, colour, ""));
    for (int k = 0; k < 3; k++) {
      // Battlements along the top of the keep.
      marks.add(Mark.rect(dx + 4 + k * 8, dy + CELL - 7, 4, 4, edge, ""));
    }
    float cx = view.x(castle.cour()) - CELL / 2;
    float cy = view.y(castle.cour()) - CELL / 2;
    marks.add(Mark.frame(cx + 1, cy + 1, CELL - 2, CELL - 2, edge));
    marks.add(Mark.frame(cx + 2, cy + 2, CELL - 4, CELL - 4, colour));
    marks.add(Mark.frame(cx + 3, cy + 3, CELL - 6, CELL - 6, edge));
  }

  private static void soldiers(PieceIds ids, View view, List<Thing> things) {
    for (int hole = 0; hole < Hole.COUNT; hole++) {
      if (!ids.at(hole).isEmpty()) {
        things.add(soldier(ids.at(hole), hole, view, 10 + z(hole, view)));
      }
    }
    if (!ids.fallen().isEmpty()) {
      things.add(soldier(ids.fallen(), ids.fallenHole(), view, 1));
    }
  }

  /** Holes nearer the viewer are drawn over farther ones. */
  private static float z(int hole, View view) {
    return view.turned() ? Hole.row(hole) : Hole.SIZE - Hole.row(hole);
  }

  static Thing soldier(String id, int hole, View view, float z) {
    int army = PieceIds.army(id);
    String letter = String.valueOf(PieceIds.piece(id).letter());
    String target = Hole.name(hole);
    if (army == 0) {
      return new Thing(id, Thing.Shape.CARD, view.x(hole), view.y(hole), PIECE - 2, PIECE - 2, z, GraalwarPalette.BLANC,
          letter, true, target);
    }
    return Thing.token(id, view.x(hole), view.y(hole), PIECE, z, GraalwarPalette.army(army), letter, true, target);
  }

  /** The screen over a kingdom the viewer may not see yet, with the names of the players behind it. */
  private static void screen(GraalwarState state, int side, View view, Seen seen, List<Mark> marks) {
    boolean near = side == view.near();
    float y = near ? BOTTOM - 2 : BOTTOM + Hole.KINGDOM_DEPTH * CELL + 2;
    float h = Hole.KINGDOM_DEPTH * CELL;
    marks.add(Mark.rect(LEFT - 2, y, SIDE + 4, h, GraalwarPalette.SCREEN_EDGE, ""));
    marks.add(Mark.rect(LEFT + 4, y + 6, SIDE - 8, h - 12, GraalwarPalette.SCREEN, ""));
    marks.add(Mark.frame(LEFT + 14, y + 16, SIDE - 28, h - 32, GraalwarPalette.army(side)));
    List<String> names = state.lineup().members(side).stream().map(seen::name).toList();
    marks.add(Mark.text(LEFT + SIDE / 2, y + h / 2, names.size() > 1 ? 20 : 28, GraalwarPalette.PANEL,
        String.join(", ", names)).within(SIDE - 40));
  }

  /** The arrow: a line from the archer to its target, with its head at the target. */
  private static void arrow(Arrow arrow, View view, List<Mark> marks) {
    float x1 = view.x(arrow.from());
    float y1 = view.y(arrow.from());
    float x2 = view.x(arrow.to());
    float y2 = view.y(arrow.to());
    marks.add(Mark.line(x1, y1, x2, y2, GraalwarPalette.ARROW));
    double angle = Math.atan2(y2 - y1, x2 - x1);
    for (double wing : new double[] {Math.PI * 0.85, -Math.PI * 0.85}) {
      marks.add(Mark.line(x2, y2, x2 + 9 * (float) Math.cos(angle + wing), y2 + 9 * (float) Math.sin(angle + wing),
          GraalwarPalette.ARROW));
    }
  }
}
