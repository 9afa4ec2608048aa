package roundtable.desktop.client.graalwar;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import roundtable.core.graalwar.DeployPlan;
import roundtable.core.graalwar.Deployment;
import roundtable.core.graalwar.Graalwar;
import roundtable.core.graalwar.GraalwarState;
import roundtable.core.random.Bytes;
import roundtable.core.table.Action;
import roundtable.core.table.Applied;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.TableConfig;
import roundtable.core.table.Viewer;
import roundtable.desktop.client.board.RandomGame;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Seen;
import roundtable.desktop.client.board.Thing;

/**
 * A graalwar table for the board's tests: Alice plays White, Bob Blue, each with a deployment
 * written out. White's archers stand on the frontier facing Blue's, one of which (g14) is within
 * range; White's chevalier on a1 looks up the open a column at Blue's archer on a13.
 */
final class Table {
  static final List<String> NAMES = List.of("Alice", "Bob");
  static final String WHITE = "castle l1 l2 roi k1 prince m1 duc j1 chevalier a1 x1 sergent b2 c2 piquier f2 g2"
      + " ecuyer h2 i2 archer f12 g12 h12 p12 q12 r12";
  static final String BLUE = "castle l24 l23 roi k24 prince m24 duc j24 chevalier a24 x24 sergent b23 c23"
      + " piquier f23 g23 ecuyer h23 i23 archer a13 c13 g14 n13 s13 t13";

  private Table() {}

  static GraalwarState start(Map<String, String> options) {
    return start(2, options);
  }

  static GraalwarState start(int players, Map<String, String> options) {
    return Graalwar.GAME.setup(TableConfig.of(Graalwar.GAME, players, options, true));
  }

  /** A board whose suggested deployments are always the same ones (the first of each game drawn from seed 7). */
  static GraalwarBoard board() {
    return new GraalwarBoard(new java.util.SplittableRandom(7));
  }

  /** A seat's secret plan: its deployment written out and a salt. */
  static DeployPlan plan(int side) {
    byte[] salt = new byte[16];
    Arrays.fill(salt, (byte) (side + 1));
    return new DeployPlan(Deployment.parse(side == 0 ? WHITE : BLUE), Bytes.of(salt));
  }

  static GraalwarState committed() {
    GraalwarState s = start(Map.of());
    s = play(s, 0, plan(0).commit(0)).state();
    return play(s, 1, plan(1).commit(1)).state();
  }

  /** Both screens lifted: White to move. */
  static GraalwarState deployed() {
    GraalwarState s = play(committed(), 0, plan(0).reveal()).state();
    return play(s, 1, plan(1).reveal()).state();
  }

  static Applied<GraalwarState> play(GraalwarState s, int seat, Action action) {
    try {
      return Graalwar.GAME.apply(s, seat, action);
    } catch (IllegalActionException e) {
      throw new AssertionError(e.getMessage(), e);
    }
  }

  /** A seat holding its written-out plan. */
  static Seen seat(int seat) {
    return new Seen(Viewer.seat(seat), plan(seat), NAMES);
  }

  static Seen spectator() {
    return Seen.spectator(NAMES);
  }

  /** The state as this viewer may see it. */
  static GraalwarState seenBy(GraalwarState s, Seen seen) {
    return Graalwar.GAME.view(s, seen.viewer());
  }

  /** Every applied action of a whole game between random players holding their seats' secrets. */
  static List<Applied<GraalwarState>> randomGame(Map<String, String> options, long seed) {
    return randomGame(2, options, seed);
  }

  /** The same at a table of this many players (camps from three). */
  static List<Applied<GraalwarState>> randomGame(int players, Map<String, String> options, long seed) {
    return RandomGame.play(Graalwar.GAME, TableConfig.of(Graalwar.GAME, players, options, true), seed);
  }

  /** What stands on each hole, by id: the position drawn. */
  static Map<String, String> places(Scene scene) {
    Map<String, String> places = new TreeMap<>();
    scene.things().forEach(t -> places.put(t.id(), t.target() + "@" + t.x() + "," + t.y()));
    return places;
  }

  /** What stands on each hole, by side and kind, whatever the ids. */
  static Map<String, String> soldiers(Scene scene) {
    Map<String, String> soldiers = new TreeMap<>();
    for (Thing t : scene.things()) {
      soldiers.put(t.target(), PieceIds.side(t.id()) + " " + PieceIds.piece(t.id()).word());
    }
    return soldiers;
  }
}
