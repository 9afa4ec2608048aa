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
   * and whether a foot soldier (bit 1) and a mounted one (bit 2) may take that step by the ground
   * ({@link MoveRules#canStep}). Shared like {@link #ground}.
   */
  private final int[] next;
  private final byte[] steps;

  private Board(Layout layout, List<Castle> castles, byte[] codes, byte[] castleAt, byte[] ground, int[] next,
      byte[] steps) {
    this.layout = layout;
    this.castles = castles;
    this.codes = codes;
    this.castleAt = castleAt;
    this.ground = ground;
    this.next = next;
    this.steps = steps;
  }

  /** Both armies as they were deployed, castle by side (none on a bare board) and pieces by hole. */
  static Board of(Layout layout, List<Castle> castles, byte[] codes) {
    byte[] castleAt = new byte[codes.length];
    for (int i = castles.size() - 1; i >= 0; i--) { // the first castle holding a hole names it
      castleAt[castles.get(i).cour()] = (byte) (2 * i + 2);
      castleAt[castles.get(i).donjon()] = (byte) (2 * i + 1);
    }
    byte[] ground = new byte[codes.length];
    for (int hole = 0; hole < codes.length; hole++) {
      int at = castleAt[hole];
      ground[hole] = (byte) (at == 0 ? (layout.isRock(hole) ? ROCK : 0) | (layout.isForest(hole) ? FOREST : 0)
          : at % 2 == 1 ? DONJON : COUR);
    }
    Board bare = new Board(layout, List.copyOf(castles), codes.clone(), castleAt, ground, null, null);
    int[] next = new int[codes.length * 8];
    byte[] steps = new byte[codes.length * 8];
    for (int hole = 0; hole < codes.length; hole++) {
      int x = Hole.column(hole);
      int y = Hole.row(hole);
      for (int d = 0; d < 8; d++) {
        int nx = x + Hole.DIRECTIONS[d][0];
        int ny = y + Hole.DIRECTIONS[d][1];
        boolean on = Hole.onBoard(nx, ny);
        next[hole * 8 + d] = on ? Hole.at(nx, ny) : -1;
        steps[hole * 8 + d] = (byte) (!on ? 0 : (MoveRules.canStep(bare, Piece.SERGENT, x, y, nx, ny) ? 1 : 0)
            | (MoveRules.canStep(bare, Piece.ROI, x, y, nx, ny) ? 2 : 0));
      }
    }
    return new Board(layout, bare.castles, bare.codes, castleAt, ground, next, steps);
  }

  /** The hole one step from this one in direction d, or -1 off the board. */
  int next(int hole, int d) {
    return next[hole * 8 + d];
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
    return new Board(layout, castles, next, castleAt, ground, this.next, steps);
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
