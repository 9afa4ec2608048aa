package roundtable.core.graalwar;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.random.RandomGenerator;

/**
 * A legal deployment for a seat's armies, drawn from the caller's random source: the château-fort
 * in the back rows with its cour toward the frontier, the household in the back half, the others
 * anywhere on the seat's ground they may stand.
 */
public final class DeploymentGenerator {
  private DeploymentGenerator() {}

  /** The army of one side at a table of two. */
  public static Deployment generate(int side, Layout layout, RandomGenerator random) {
    return generate(new Lineup(2), side, layout, random).get(0);
  }

  /** One deployment per army the seat commands, none of them on another's hole. */
  public static List<Deployment> generate(Lineup lineup, int seat, Layout layout, RandomGenerator random) {
    List<Deployment> out = new ArrayList<>();
    Set<Integer> taken = new TreeSet<>();
    Castle castle = null;
    for (int army : lineup.armies(seat)) {
      Deployment d = army(Lineup.full(army), lineup.camp(seat), lineup.columns(seat), layout, random, taken, castle);
      taken.addAll(d.soldiers().keySet());
      castle = castle == null ? d.castle() : castle;
      out.add(d);
    }
    return out;
  }

  /** One army; {@code seatCastle} is the château-fort the seat's first army brought, if any. */
  private static Deployment army(boolean full, int side, int[] columns, Layout layout, RandomGenerator random,
      Set<Integer> taken, Castle seatCastle) {
    int toward = side == 0 ? 1 : -1;
    int backRow = side == 0 ? 0 : Hole.SIZE - 1;
    Castle castle = seatCastle;
    if (full) {
      int donjon = Hole.at(columns[0] + random.nextInt(columns[1] - columns[0]), backRow + toward * random.nextInt(3));
      castle = new Castle(donjon, donjon + toward * Hole.SIZE);
    }
    Board ground = Board.of(layout, castle == null ? List.of() : List.of(castle), new byte[Hole.COUNT]);
    Map<Integer, Piece> soldiers = new TreeMap<>();
    for (Piece p : Piece.ALL) {
      if (p.household() && !full) {
        continue;
      }
      int depth = p.household() ? Hole.KINGDOM_DEPTH / 2 : Hole.KINGDOM_DEPTH;
      List<Integer> free = new ArrayList<>();
      for (int hole = 0; hole < Hole.COUNT; hole++) {
        int column = Hole.column(hole);
        if (Hole.kingdom(hole) == side && Math.abs(Hole.row(hole) - backRow) < depth && column >= columns[0]
            && column < columns[1] && !soldiers.containsKey(hole) && !taken.contains(hole)
            && !ground.barsTerrain(p, hole) && !(p == Piece.ARCHER && castle != null && hole == castle.donjon())) {
          free.add(hole);
        }
      }
      for (int i = 0; i < p.count(); i++) {
        soldiers.put(free.remove(random.nextInt(free.size())), p);
      }
    }
    return new Deployment(full ? castle : null, soldiers);
  }
}
