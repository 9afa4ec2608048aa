package roundtable.core.graalwar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The board as data: the classic layout and the loader's errors. */
class LayoutTest {
  private static final String OPEN_ROW = ".".repeat(24);

  @Test
  void theClassicLayoutCoversTenToFourteenPercentOfTheHoles() {
    int n = Layout.CLASSIC.obstacles();
    assertTrue(n >= 58 && n <= 80, n + " rocks and forests");
    assertEquals(76, n);
  }

  @Test
  void theClassicLayoutMirrorsAcrossTheFrontier() {
    for (int hole = 0; hole < Hole.COUNT; hole++) {
      assertEquals(Layout.CLASSIC.terrain(hole), Layout.CLASSIC.terrain(Hole.mirror(hole)), Hole.name(hole));
    }
  }

  /**
   * Every soldier, mounted or on foot, can go from its kingdom to the other, and anywhere it may
   * stand; the archer, which goes three holes at a time, anywhere on its own grid of every third
   * column and row.
   */
  @Test
  void everySoldierHasAPathFromEachKingdomToTheOther() {
    Board bare = Board.of(Layout.CLASSIC, List.of(), new byte[Hole.COUNT]);
    for (Piece piece : Piece.values()) {
      for (int side = 0; side < 2; side++) {
        int start = firstStandable(bare, piece, side);
        int standable = 0;
        for (int hole = 0; hole < Hole.COUNT; hole++) {
          boolean onGrid = piece != Piece.ARCHER || (Hole.column(hole) - Hole.column(start)) % 3 == 0
              && (Hole.row(hole) - Hole.row(start)) % 3 == 0;
          standable += onGrid && !bare.barsTerrain(piece, hole) ? 1 : 0;
        }
        boolean[] reached = reach(bare, piece, start);
        int count = 0;
        boolean other = false;
        for (int hole = 0; hole < Hole.COUNT; hole++) {
          count += reached[hole] ? 1 : 0;
          other |= reached[hole] && Hole.kingdom(hole) != side;
        }
        assertTrue(other, piece.word() + " from " + Hole.name(start) + " can't reach the other kingdom");
        assertEquals(standable, count,
            piece.word() + " from " + Hole.name(start) + " reaches every hole it may stand on");
      }
    }
  }

  private static int firstStandable(Board b, Piece piece, int side) {
    for (int hole = side == 0 ? 0 : Hole.COUNT - 1; ; hole += side == 0 ? 1 : -1) {
      if (!b.barsTerrain(piece, hole)) {
        return hole;
      }
    }
  }

  /** Breadth-first search over the soldier's own moves, alone on the board. */
  static boolean[] reach(Board bare, Piece piece, int start) {
    boolean[] seen = new boolean[Hole.COUNT];
    ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(start));
    seen[start] = true;
    byte[] codes = new byte[Hole.COUNT];
    while (!queue.isEmpty()) {
      int from = queue.poll();
      codes[from] = (byte) Board.code(0, piece);
      List<Move> moves = new ArrayList<>();
      MoveRules.generateFrom(Board.of(bare.layout(), List.of(), codes), from, moves);
      codes[from] = 0;
      for (Move m : moves) {
        int to = ((Move.Step) m).to();
        if (!seen[to]) {
          seen[to] = true;
          queue.add(to);
        }
      }
    }
    return seen;
  }

  @Test
  void aRowOfTheWrongLengthIsNamedByItsLine() {
    String text = "# a comment\n" + rows(23) + ".".repeat(23) + "\n";
    var e = assertThrows(IllegalArgumentException.class, () -> Layout.parse("t", text));
    assertEquals("line 25: a row has 24 holes, this one has 23", e.getMessage());
  }

  @Test
  void anUnknownCharacterIsNamedByLineAndColumn() {
    String text = rows(3) + "....X" + ".".repeat(19) + "\n" + rows(20);
    var e = assertThrows(IllegalArgumentException.class, () -> Layout.parse("t", text));
    assertEquals("line 4, column 5: unknown character 'X' (write . for open, R for rock, F for forest)",
        e.getMessage());
  }

  @Test
  void tooFewRowsAreRefused() {
    var e = assertThrows(IllegalArgumentException.class, () -> Layout.parse("t", rows(20)));
    assertTrue(e.getMessage().contains("a layout has 24 rows, this one has 20"), e.getMessage());
  }

  @Test
  void aLayoutThatIsNotMirrorSymmetricIsRefused() {
    String text = "R" + ".".repeat(23) + "\n" + rows(23);
    var e = assertThrows(IllegalArgumentException.class, () -> Layout.parse("t", text));
    assertEquals("line 1, column 1: not mirror-symmetric, a24 is 'R' but a1 on line 24 is '.'", e.getMessage());
  }

  @Test
  void tooFewRocksAndForestsAreRefused() {
    String row = "RF" + ".".repeat(22) + "\n";
    String text = row + rows(22) + row;
    var e = assertThrows(IllegalArgumentException.class, () -> Layout.parse("t", text));
    assertTrue(e.getMessage().contains("rocks and forests cover 4 holes of 576 (0%), not between 10% and 14%"),
        e.getMessage());
  }

  @Test
  void commentsAndBlankLinesAreSkipped() {
    String row = "RRRRRRRRFFFFFFFF........  # a wall\n";
    String half = row + row + rows(10);
    String mirror = rows(10) + row + row;
    Layout l = Layout.parse("t", "# walls\n\n" + half + "\n# frontier\n" + mirror);
    assertEquals(64, l.obstacles());
    assertTrue(l.isRock(Hole.parse("a24")) && l.isForest(Hole.parse("i1")) && !l.isRock(Hole.parse("x1")));
  }

  private static String rows(int n) {
    return (OPEN_ROW + "\n").repeat(n);
  }

  @Test
  void chacunPossedeUnRoyaumeLaMoitieDuPlateau() {
    // Four quarters of 12 × 12 holes; the players sit face to face, White to the south.
    assertEquals(24 * 24, Hole.COUNT);
    int white = 0;
    for (int hole = 0; hole < Hole.COUNT; hole++) {
      white += Hole.kingdom(hole) == 0 ? 1 : 0;
    }
    assertEquals(Hole.COUNT / 2, white);
    assertEquals(0, Hole.kingdom(Hole.parse("x12")));
    assertEquals(1, Hole.kingdom(Hole.parse("a13")));
    assertEquals(Hole.parse("a24"), Hole.mirror(Hole.parse("a1")), "face to face across the frontier");
  }
}
