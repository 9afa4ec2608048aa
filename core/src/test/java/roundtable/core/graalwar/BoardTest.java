package roundtable.core.graalwar;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The board's step table, made once per layout and mended round the castles (issue 18), says what
 * {@link MoveRules#canStep} says on that board, for every hole, direction and soldier.
 */
class BoardTest {
  @Test
  void theStepTableMendedRoundTheCastlesIsTheGroundsOwn() {
    SplittableRandom random = new SplittableRandom(18);
    Layout other = randomLayout(random);
    for (int i = 0; i < 200; i++) {
      Layout layout = i % 3 == 2 ? other : Layout.CLASSIC; // switching layouts too
      List<Castle> castles = new ArrayList<>();
      for (int c = random.nextInt(3); c > 0; c--) {
        castles.add(randomCastle(random, layout, i % 4 == 0));
      }
      assertSameSteps(Board.of(layout, castles, new byte[Hole.COUNT]), castles);
    }
  }

  @Test
  void aCastleOnTheEdgeOrOnARockOpensItsHoles() {
    Layout layout = randomLayout(new SplittableRandom(3));
    for (int hole = 0; hole < Hole.COUNT; hole += 23) {
      int x = Hole.column(hole);
      int cour = x + 1 < Hole.SIZE ? hole + 1 : hole - 1;
      List<Castle> castles = List.of(new Castle(hole, cour));
      assertSameSteps(Board.of(layout, castles, new byte[Hole.COUNT]), castles);
    }
  }

  private static void assertSameSteps(Board b, List<Castle> castles) {
    for (int h = 0; h < Hole.COUNT; h++) {
      int hole = h;
      int x = Hole.column(hole);
      int y = Hole.row(hole);
      for (int dir = 0; dir < 8; dir++) {
        int d = dir;
        int nx = x + Hole.DIRECTIONS[d][0];
        int ny = y + Hole.DIRECTIONS[d][1];
        boolean on = Hole.onBoard(nx, ny);
        assertEquals(on ? Hole.at(nx, ny) : -1, b.next(hole, d));
        for (Piece piece : List.of(Piece.SERGENT, Piece.ROI)) {
          assertEquals(on && MoveRules.canStep(b, piece, x, y, nx, ny), b.canStep(hole, d, piece),
              () -> Hole.name(hole) + " direction " + d + " " + piece + " castles " + castles);
        }
      }
    }
  }

  /** A castle anywhere, or one standing on a rock or a forest. */
  private static Castle randomCastle(SplittableRandom random, Layout layout, boolean onObstacle) {
    while (true) {
      int donjon = random.nextInt(Hole.COUNT);
      int[][] ways = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
      int[] w = ways[random.nextInt(4)];
      int x = Hole.column(donjon) + w[0];
      int y = Hole.row(donjon) + w[1];
      if (Hole.onBoard(x, y) && (!onObstacle || layout.terrain(donjon) != Layout.OPEN
          || layout.terrain(Hole.at(x, y)) != Layout.OPEN)) {
        return new Castle(donjon, Hole.at(x, y));
      }
    }
  }

  /** Rocks and forests at random on a third of the holes, not symmetric: a test layout. */
  private static Layout randomLayout(SplittableRandom random) {
    byte[] terrain = new byte[Hole.COUNT];
    for (int hole = 0; hole < Hole.COUNT; hole++) {
      terrain[hole] = (byte) (random.nextInt(3) == 0 ? 1 + random.nextInt(2) : Layout.OPEN);
    }
    return Layout.unchecked("random", terrain);
  }
}
