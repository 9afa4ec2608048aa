package roundtable.core.graalwar;

import java.util.Arrays;
import java.util.List;
import roundtable.core.canon.CanonicalWriter;

/**
 * The soldiers on the pegboard, over its rocks and forests and the two châteaux-forts. Immutable;
 * each hole holds a small code: 0 empty, else 1 + army × 8 + the piece's ordinal. Army 0 and 1 are
 * the chiefs' (White's and Blue's); an army's camp, its side, is its number's parity.
 */
public final class Board {
  private final Layout layout;
  private final List<Castle> castles;
  private final byte[] codes;
  /**
   * By hole: 0, or 2i + 1 for the donjon of castle i, 2i + 2 for its cour. Asked at every step of
   * every move generated, it is read here rather than searched for (issue 19); it never changes
   * in a game, so every board of the game shares it.
   */
  private final byte[] castleAt;
  /**
   * By hole, what the ground is, as the bits below: the layout's terrain where no castle stands,
   * and the castles' holes. Shared like {@link #castleAt}.
   */
  private final byte[] ground;

  private static final int ROCK = 1;
  private static final int FOREST = 2;
  private static final int DONJON = 4;
  private static final int COUR = 8;

  /**
   * By hole × 8 + direction ({@link Hole#DIRECTIONS}): the hole one step away, or -1 off the board,
   * the same on every board; and whether a foot soldier (bit 1) and a mounted one (bit 2) may take
   * that step by the ground ({@link MoveRules#canStep}), shared like {@link #ground}.
   */
  private static final int[] NEXT = neighbours();
  private final byte[] steps;

  /**
   * A layout's ground and step table with no castle on it. A step's table entry reads the ground
   * of holes one step from where it starts only, so a board's table is this one with the entries
   * around its castles' holes made again (issue 18: not the whole table at each deployment).
   */
  private record Bare(Layout layout, byte[] ground, byte[] steps) {}

  /** The last layout's, kept: a game and its deployments' checks play on one layout. */
  private static volatile Bare lastBare;

  private Board(Layout layout, List<Castle> castles, byte[] codes, byte[] castleAt, byte[] ground, byte[] steps) {
    this.layout = layout;
    this.castles = castles;
    this.codes = codes;
    this.castleAt = castleAt;
    this.ground = ground;
    this.steps = steps;
  }

  /** Both armies as they were deployed, castle by side (none on a bare board) and pieces by hole. */
  static Board of(Layout layout, List<Castle> castles, byte[] codes) {
    byte[] castleAt = new byte[Hole.COUNT];
    for (int i = castles.size() - 1; i >= 0; i--) { // the first castle holding a hole names it
      castleAt[castles.get(i).cour()] = (byte) (2 * i + 2);
      castleAt[castles.get(i).donjon()] = (byte) (2 * i + 1);
    }
    Bare bare = bare(layout);
    if (castles.isEmpty()) {
      return new Board(layout, List.of(), codes.clone(), castleAt, bare.ground(), bare.steps());
    }
    byte[] ground = bare.ground().clone();
    for (Castle c : castles) {
      ground[c.donjon()] = (byte) (castleAt[c.donjon()] % 2 == 1 ? DONJON : COUR);
      ground[c.cour()] = (byte) (castleAt[c.cour()] % 2 == 1 ? DONJON : COUR);
    }
    Board board = new Board(layout, List.copyOf(castles), codes.clone(), castleAt, ground, bare.steps().clone());
    for (Castle c : castles) {
      board.stepsAround(c.donjon());
      board.stepsAround(c.cour());
    }
    return board;
  }

  /** The ground and step table of a layout with no castle, made once for the last layout asked. */
  private static Bare bare(Layout layout) {
    Bare kept = lastBare;
    if (kept != null && kept.layout().equals(layout)) {
      return kept;
    }
    byte[] ground = new byte[Hole.COUNT];
    for (int hole = 0; hole < Hole.COUNT; hole++) {
      ground[hole] = (byte) ((layout.isRock(hole) ? ROCK : 0) | (layout.isForest(hole) ? FOREST : 0));
    }
    Board board = new Board(layout, List.of(), new byte[Hole.COUNT], new byte[Hole.COUNT], ground,
        new byte[Hole.COUNT * 8]);
    for (int hole = 0; hole < Hole.COUNT; hole++) {
      board.stepsFrom(hole);
    }
    Bare made = new Bare(layout, ground, board.steps);
    lastBare = made;
    return made;
  }

  /** Fills the step table's entries that start on this hole or one step from it. */
  private void stepsAround(int hole) {
    for (int dx = -1; dx <= 1; dx++) {
      for (int dy = -1; dy <= 1; dy++) {
        int x = Hole.column(hole) + dx;
        int y = Hole.row(hole) + dy;
        if (Hole.onBoard(x, y)) {
          stepsFrom(Hole.at(x, y));
        }
      }
    }
  }

  /** Fills the step table's entries that start on this hole, by this board's ground. */
  private void stepsFrom(int hole) {
    int x = Hole.column(hole);
    int y = Hole.row(hole);
    for (int d = 0; d < 8; d++) {
      int nx = x + Hole.DIRECTIONS[d][0];
      int ny = y + Hole.DIRECTIONS[d][1];
      steps[hole * 8 + d] = (byte) (!Hole.onBoard(nx, ny) ? 0
          : (MoveRules.canStep(this, Piece.SERGENT, x, y, nx, ny) ? 1 : 0)
          | (MoveRules.canStep(this, Piece.ROI, x, y, nx, ny) ? 2 : 0));
    }
  }

  private static int[] neighbours() {
    int[] next = new int[Hole.COUNT * 8];
    for (int hole = 0; hole < Hole.COUNT; hole++) {
      for (int d = 0; d < 8; d++) {
        int nx = Hole.column(hole) + Hole.DIRECTIONS[d][0];
        int ny = Hole.row(hole) + Hole.DIRECTIONS[d][1];
        next[hole * 8 + d] = Hole.onBoard(nx, ny) ? Hole.at(nx, ny) : -1;
      }
    }
    return next;
  }

  /** The hole one step from this one in direction d, or -1 off the board. */
  int next(int hole, int d) {
    return NEXT[hole * 8 + d];
  }

  /** Whether the ground lets this soldier step from the hole in direction d (onto the board). */
  boolean canStep(int hole, int d, Piece piece) {
    return (steps[hole * 8 + d] & (piece.mounted() ? 2 : 1)) != 0;
  }

  static int code(int army, Piece piece) {
    return 1 + army * 8 + piece.ordinal();
  }

  public Layout layout() {
    return layout;
  }

  /** The château-fort of this side. */
  public Castle castle(int side) {
    return castles.get(side);
  }

  public boolean isEmpty(int hole) {
    return codes[hole] == 0;
  }

  /** The side (camp) of the soldier on this hole, or -1. */
  public int side(int hole) {
    return codes[hole] == 0 ? -1 : army(hole) % 2;
  }

  /** The army of the soldier on this hole, or -1. */
  public int army(int hole) {
    return codes[hole] == 0 ? -1 : (codes[hole] - 1) / 8;
  }

  /** The soldier on this hole, or null. */
  public Piece piece(int hole) {
    return codes[hole] == 0 ? null : Piece.ALL[(codes[hole] - 1) % 8];
  }

  public boolean isDonjon(int hole) {
    return (ground[hole] & DONJON) != 0;
  }

  public boolean isCour(int hole) {
    return (ground[hole] & COUR) != 0;
  }

  /** A donjon or a cour. */
  boolean isCastleHole(int hole) {
    return (ground[hole] & (DONJON | COUR)) != 0;
  }

  /** The castle whose cour this is, or null. */
  Castle castleOfCour(int hole) {
    int at = castleAt[hole];
    return at > 0 && at % 2 == 0 ? castles.get(at / 2 - 1) : null;
  }

  /** A rock, unless a castle stands on it ("même sur un rocher ou dans une forêt"). */
  public boolean isRock(int hole) {
    return (ground[hole] & ROCK) != 0;
  }

  public boolean isForest(int hole) {
    return (ground[hole] & FOREST) != 0;
  }

  /** A rock, a forest or a donjon: what an arrow does not fly over. */
  boolean stopsArrows(int hole) {
    return (ground[hole] & (ROCK | FOREST | DONJON)) != 0;
  }

  /** Terrain this soldier can't stand on: rocks for all, forests for the mounted ones. */
  public boolean barsTerrain(Piece piece, int hole) {
    return (ground[hole] & (piece.mounted() ? ROCK | FOREST : ROCK)) != 0;
  }

  /** Whether a side (all its armies) still has its roi, its prince or its duc. */
  boolean hasHousehold(int side) {
    for (byte b : codes) {
      if (b != 0 && (b - 1) % 8 <= Piece.DUC.ordinal() && (b - 1) / 8 % 2 == side) {
        return true;
      }
    }
    return false;
  }

  /** How many soldiers of this kind a side (all its armies) still has. */
  public int count(int side, Piece piece) {
    int n = 0;
    for (byte b : codes) {
      n += b != 0 && (b - 1) % 8 == piece.ordinal() && (b - 1) / 8 % 2 == side ? 1 : 0;
    }
    return n;
  }

  /** This board with a soldier moved (whatever stood on {@code to} is gone). */
  Board move(int from, int to) {
    byte[] next = codes.clone();
    next[to] = next[from];
    next[from] = 0;
    return new Board(layout, castles, next, castleAt, ground, steps);
  }

  void encode(CanonicalWriter out) {
    out.writeAll(castles, (w, c) -> w.writeInt(c.donjon()).writeInt(c.cour()));
    out.writeBytes(codes);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Board b && layout.equals(b.layout) && castles.equals(b.castles)
        && Arrays.equals(codes, b.codes);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(codes);
  }
}
