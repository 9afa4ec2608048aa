package roundtable.core.graalwar;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.random.RandomGenerator;

/**
 * A legal deployment for a side, drawn from the caller's random source: the château-fort in the
 * back rows with its cour toward the frontier, the household in the back half, the others
 * anywhere in the kingdom they may stand.
 */
public final class DeploymentGenerator {
  private DeploymentGenerator() {}

  public static Deployment generate(int side, Layout layout, RandomGenerator random) {
    int toward = side == 0 ? 1 : -1;
    int backRow = side == 0 ? 0 : Hole.SIZE - 1;
    int donjon = Hole.at(random.nextInt(Hole.SIZE), backRow + toward * random.nextInt(3));
    Castle castle = new Castle(donjon, donjon + toward * Hole.SIZE);
    Board ground = Board.of(layout, List.of(castle), new byte[Hole.COUNT]);
    Map<Integer, Piece> soldiers = new TreeMap<>();
    for (Piece p : Piece.ALL) {
      int depth = p.household() ? Hole.KINGDOM_DEPTH / 2 : Hole.KINGDOM_DEPTH;
      List<Integer> free = new ArrayList<>();
      for (int hole = 0; hole < Hole.COUNT; hole++) {
        int fromBack = Math.abs(Hole.row(hole) - backRow);
        if (Hole.kingdom(hole) == side && fromBack < depth && !soldiers.containsKey(hole)
            && !ground.barsTerrain(p, hole) && !(p == Piece.ARCHER && hole == donjon)) {
          free.add(hole);
        }
      }
      for (int i = 0; i < p.count(); i++) {
        soldiers.put(free.remove(random.nextInt(free.size())), p);
      }
    }
    return new Deployment(castle, soldiers);
  }
}
