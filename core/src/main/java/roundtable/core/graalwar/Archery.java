package roundtable.core.graalwar;

/**
 * "L'archer [...] tire avec une portée de trois trous sur un ennemi en l'obligeant à bouger d'un
 * trou en arrière ou sur le côté", "en reculant de une, deux ou trois cases", "hors de portée".
 * "L'archer ne peut pas tirer par dessus forêt, rochers ou donjon." Arrows fly over soldiers (not
 * in the rulebook); a soldier inside a donjon is sheltered from them.
 */
final class Archery {
  static final int RANGE = 3;

  private Archery() {}

  /**
   * Every shot of the archer on this hole, one per target and landing hole, until one is found that
   * stops the search; whether one did.
   */
  static boolean shots(Board b, int archer, MoveRules.Found found) {
    for (int d = 0; d < 8; d++) {
      if (shotsAlong(b, archer, d, found)) {
        return true;
      }
    }
    return false;
  }

  /** The shots of {@link #shots} along one of the eight directions. */
  static boolean shotsAlong(Board b, int archer, int direction, MoveRules.Found found) {
    int side = b.side(archer);
    int[] d = Hole.DIRECTIONS[direction];
    for (int k = 1; k <= RANGE; k++) {
      int x = Hole.column(archer) + k * d[0];
      int y = Hole.row(archer) + k * d[1];
      if (!Hole.onBoard(x, y)) {
        return false;
      }
      int target = Hole.at(x, y);
      if (b.side(target) == 1 - side && !b.isDonjon(target) && landings(b, archer, target, d, found)) {
        return true;
      }
      if (b.stopsArrows(target)) {
        return false;
      }
    }
    return false;
  }

  /** Back along the arrow's line, or to either side of it, one to three holes, out of range. */
  private static boolean landings(Board b, int archer, int target, int[] d, MoveRules.Found found) {
    int[][] ways = {{d[0], d[1]}, {-d[1], d[0]}, {d[1], -d[0]}};
    Piece piece = b.piece(target);
    for (int[] w : ways) {
      int x = Hole.column(target);
      int y = Hole.row(target);
      for (int m = 1; m <= RANGE; m++) {
        int nx = x + w[0];
        int ny = y + w[1];
        if (!Hole.onBoard(nx, ny) || !MoveRules.canStep(b, piece, x, y, nx, ny)) {
          break;
        }
        int to = Hole.at(nx, ny);
        if (!b.isEmpty(to) || b.isDonjon(to)) {
          break;
        }
        if (!inRange(archer, to) && found.shot(archer, target, to)) {
          return true;
        }
        if (b.isCour(to)) {
          break;
        }
        x = nx;
        y = ny;
      }
    }
    return false;
  }

  /** On one of the archer's eight lines, at most three holes away. */
  static boolean inRange(int archer, int hole) {
    int dx = Math.abs(Hole.column(hole) - Hole.column(archer));
    int dy = Math.abs(Hole.row(hole) - Hole.row(archer));
    return (dx == 0 || dy == 0 || dx == dy) && Math.max(dx, dy) <= RANGE;
  }
}
