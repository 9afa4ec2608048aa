package roundtable.core.graalwar;

import java.util.List;
import roundtable.core.graalwar.Move.Shot;
import roundtable.core.graalwar.Move.Step;

/**
 * How each soldier moves ("La marche des pièces"), over rocks and forests ("Rochers et forêts")
 * and round the châteaux-forts. Slides go in a straight line and stop before any soldier; they may
 * end on an enemy to take it, but for the archer, who never takes.
 */
final class MoveRules {
  /** "Autant de trous que le joueur le souhaite": the whole board. */
  private static final int FAR = Hole.SIZE - 1;

  private MoveRules() {}

  /**
   * What the search does with each move it finds, in the order {@link #generate} lists them; true
   * stops the search there. Finding needs no {@link Move} made but where one is kept.
   */
  interface Found {
    boolean step(int from, int to);

    boolean shot(int archer, int target, int landing);
  }

  /** Keeps every move found in a list. */
  private record Listing(List<Move> out) implements Found {
    @Override
    public boolean step(int from, int to) {
      out.add(new Step(from, to));
      return false;
    }

    @Override
    public boolean shot(int archer, int target, int landing) {
      out.add(new Shot(archer, target, landing));
      return false;
    }
  }

  /** Stops at the first move found. */
  private static final Found FIRST = new Found() {
    @Override
    public boolean step(int from, int to) {
      return true;
    }

    @Override
    public boolean shot(int archer, int target, int landing) {
      return true;
    }
  };

  /** Stops at one given move. */
  private record Finding(Move move) implements Found {
    @Override
    public boolean step(int from, int to) {
      return move instanceof Step m && m.from() == from && m.to() == to;
    }

    @Override
    public boolean shot(int archer, int target, int landing) {
      return move instanceof Shot m && m.archer() == archer && m.target() == target && m.landing() == landing;
    }
  }

  /** Every move of the armies in this bit mask. */
  static void generate(Board b, int armies, List<Move> out) {
    Found found = new Listing(out);
    for (int from = 0; from < Hole.COUNT; from++) {
      if (!b.isEmpty(from) && (armies >> b.army(from) & 1) != 0) {
        search(b, from, false, found);
      }
    }
  }

  /**
   * Whether the armies in this bit mask have any move: {@link #generate} stopped at the first move
   * found, the holes searched from the end of the board where the armies' camp deployed when it is
   * the north's (where its soldiers are found soonest).
   */
  static boolean any(Board b, int armies) {
    boolean north = (armies & 0b10101010) != 0; // the armies of one camp: searched from its end
    for (int i = 0; i < Hole.COUNT; i++) {
      int from = north ? Hole.COUNT - 1 - i : i;
      if (!b.isEmpty(from) && (armies >> b.army(from) & 1) != 0 && search(b, from, false, FIRST)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The moves of {@link #generate} that take an enemy: the steps that end on one (an archer's
   * shot takes nobody, nor does its slide), in the same order.
   */
  static void takes(Board b, int armies, List<Move> out) {
    Found found = new Listing(out);
    for (int from = 0; from < Hole.COUNT; from++) {
      if (!b.isEmpty(from) && (armies >> b.army(from) & 1) != 0 && b.piece(from) != Piece.ARCHER) {
        search(b, from, true, found);
      }
    }
  }

  /** Every move of the soldier on this hole. */
  static void generateFrom(Board b, int from, List<Move> out) {
    search(b, from, false, new Listing(out));
  }

  /**
   * Whether this move is one of those {@link #generateFrom} lists for the soldier on its first hole
   * (which holds a soldier): searched where alone it can be, the slide along its line, the écuyer's
   * jumps or the archer's shots along the line to its target.
   */
  static boolean allows(Board b, Move move) {
    Found found = new Finding(move);
    if (move instanceof Shot shot) {
      int d = direction(shot.archer(), shot.target());
      return b.piece(shot.archer()) == Piece.ARCHER && d >= 0 && Archery.shotsAlong(b, shot.archer(), d, found);
    }
    Step step = (Step) move;
    Piece piece = b.piece(step.from());
    if (piece == Piece.ECUYER) {
      return jumps(b, step.from(), false, found); // its only steps: it slides nowhere
    }
    int d = direction(step.from(), step.to());
    return d >= 0 && slide(b, step.from(), piece, d, reach(piece, d < 4), false, found);
  }

  /** The direction of a line from one hole through the other, or -1 when they are on no line. */
  private static int direction(int from, int to) {
    int dx = Hole.column(to) - Hole.column(from);
    int dy = Hole.row(to) - Hole.row(from);
    if (dx == 0 && dy == 0 || dx != 0 && dy != 0 && Math.abs(dx) != Math.abs(dy)) {
      return -1;
    }
    for (int d = 0; d < 8; d++) {
      if (Hole.DIRECTIONS[d][0] == Integer.signum(dx) && Hole.DIRECTIONS[d][1] == Integer.signum(dy)) {
        return d;
      }
    }
    throw new AssertionError();
  }

  /**
   * Every move of the soldier on this hole, or only the steps that take an enemy, until one is
   * found that stops the search; whether one did.
   */
  private static boolean search(Board b, int from, boolean takesOnly, Found found) {
    Piece piece = b.piece(from);
    for (int d = 0; d < 8; d++) {
      if (slide(b, from, piece, d, reach(piece, d < 4), takesOnly, found)) {
        return true;
      }
    }
    if (piece == Piece.ECUYER && jumps(b, from, takesOnly, found)) {
      return true;
    }
    return !takesOnly && piece == Piece.ARCHER && Archery.shots(b, from, found);
  }

  /** How far a soldier goes in a straight (or else diagonal) line. */
  static int reach(Piece piece, boolean straight) {
    return switch (piece) {
      case ROI -> 2; // "de 1 ou de 2 trous"
      case PRINCE, DUC, CHEVALIER -> FAR;
      case SERGENT -> straight ? 1 : 12; // "12 trous au maximum en diagonale, ou un seul trou"
      case PIQUIER -> straight ? 12 : 1; // "douze trous au maximum, horizontalement ou verticalement"
      case ECUYER -> 0; // only its jump
      case ARCHER -> 3; // "de trois trous": exactly three, see least
    };
  }

  /**
   * The fewest holes a slide goes: one, but for the archer, which "se déplace de trois trous" (the
   * rulebook says "au maximum" or "de 1 ou de 2" where a soldier may stop short; not for it).
   */
  static int least(Piece piece) {
    return piece == Piece.ARCHER ? 3 : 1;
  }

  private static boolean slide(Board b, int from, Piece piece, int d, int reach, boolean takesOnly, Found found) {
    int side = b.side(from);
    int least = least(piece);
    boolean inDonjon = b.isDonjon(from);
    int at = from;
    for (int k = 1; k <= reach; k++) {
      int to = b.next(at, d);
      if (to < 0 || !b.canStep(at, d, piece)) {
        return false;
      }
      boolean castle = b.isCastleHole(to);
      if (castle && b.isDonjon(to) && !entersDonjon(b, piece, from, to, k) || inDonjon && !b.isCour(to)) {
        return false; // in and out of the donjon only by its cour
      }
      if (!b.isEmpty(to)) {
        return b.side(to) != side && piece != Piece.ARCHER && found.step(from, to);
      }
      if (k >= least && !takesOnly && found.step(from, to)) {
        return true;
      }
      if (castle) {
        return false; // "Les soldats ne peuvent pas passer par la cour du château fort."
      }
      at = to;
    }
    return false;
  }

  /**
   * One step of a walk or a push: never onto a rock, a mounted soldier never into a forest, and
   * never diagonally between two holes it can't stand on that touch at a corner, but for foot
   * soldiers between rocks ("Ils peuvent toutefois passer en diagonale entre deux rochers").
   */
  static boolean canStep(Board b, Piece piece, int x, int y, int nx, int ny) {
    int to = Hole.at(nx, ny);
    if (b.barsTerrain(piece, to)) {
      return false;
    }
    if (x != nx && y != ny && piece.mounted()) {
      return !(b.barsTerrain(piece, Hole.at(nx, y)) && b.barsTerrain(piece, Hole.at(x, ny)));
    }
    return true;
  }

  /** "Son seul accès est la cour": one step from the donjon's own cour; never an archer. */
  private static boolean entersDonjon(Board b, Piece piece, int from, int to, int k) {
    Castle castle = b.castleOfCour(from);
    return k == 1 && piece != Piece.ARCHER && castle != null && castle.donjon() == to;
  }

  /**
   * "L'écuyer se déplace d'un trou horizontalement ou verticalement, puis d'un trou en diagonale.
   * Il peut sauter par-dessus une autre pièce." The hole it jumps over may hold anyone but must be
   * ground it could walk on, not a castle hole; it lands on a free hole or takes an enemy.
   */
  private static boolean jumps(Board b, int from, boolean takesOnly, Found found) {
    int side = b.side(from);
    int x = Hole.column(from);
    int y = Hole.row(from);
    if (b.isDonjon(from)) {
      return false;
    }
    for (int d = 0; d < 4; d++) {
      int dx = Hole.DIRECTIONS[d][0];
      int dy = Hole.DIRECTIONS[d][1];
      int mx = x + dx;
      int my = y + dy;
      if (!Hole.onBoard(mx, my)) {
        continue;
      }
      int mid = Hole.at(mx, my);
      if (b.isRock(mid) || b.isCour(mid) || b.isDonjon(mid)) {
        continue;
      }
      for (int s = -1; s <= 1; s += 2) {
        int tx = mx + dx + (dx == 0 ? s : 0);
        int ty = my + dy + (dy == 0 ? s : 0);
        if (Hole.onBoard(tx, ty)) {
          int to = Hole.at(tx, ty);
          if (!b.isRock(to) && !b.isDonjon(to) && b.side(to) != side && !(takesOnly && b.isEmpty(to))
              && found.step(from, to)) {
            return true;
          }
        }
      }
    }
    return false;
  }
}
