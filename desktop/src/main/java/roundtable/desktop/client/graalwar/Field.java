package roundtable.desktop.client.graalwar;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import roundtable.core.graalwar.Board;
import roundtable.core.graalwar.Castle;
import roundtable.core.graalwar.DeployPlan;
import roundtable.core.graalwar.Deployment;
import roundtable.core.graalwar.GraalwarState;
import roundtable.core.graalwar.Hole;
import roundtable.core.graalwar.Piece;
import roundtable.desktop.client.board.Seen;

/**
 * What a viewer sees of the armies: the soldiers by hole, each side's château-fort (null while it
 * is behind a screen or not yet placed) and which kingdoms are behind a screen. Before both screens
 * are lifted a seat sees its own deployment only, a spectator none.
 */
record Field(Map<Integer, Soldier> soldiers, List<Castle> castles, List<Boolean> screened) {
  /** One soldier: its side and its kind. */
  record Soldier(int side, Piece piece) {}

  Field {
    soldiers = Collections.unmodifiableMap(new TreeMap<>(soldiers));
    castles = Collections.unmodifiableList(new ArrayList<>(castles));
    screened = List.copyOf(screened);
  }

  /** The field of a state already blanked by the game's view for this viewer. */
  static Field of(GraalwarState s, Seen seen) {
    Map<Integer, Soldier> soldiers = new TreeMap<>();
    List<Castle> castles = new ArrayList<>();
    if (!s.deploying()) {
      Board b = s.board();
      for (int hole = 0; hole < Hole.COUNT; hole++) {
        if (!b.isEmpty(hole)) {
          soldiers.put(hole, new Soldier(b.side(hole), b.piece(hole)));
        }
      }
      return new Field(soldiers, List.of(b.castle(0), b.castle(1)), List.of(false, false));
    }
    List<Boolean> screened = new ArrayList<>();
    for (int side = 0; side < 2; side++) {
      Deployment d = side == seen.seat() ? own(s, seen) : null;
      castles.add(d == null ? null : d.castle());
      if (d != null) {
        int owner = side;
        d.soldiers().forEach((hole, piece) -> soldiers.put(hole, new Soldier(owner, piece)));
      }
      screened.add(side != seen.seat());
    }
    return new Field(soldiers, castles, screened);
  }

  /** The viewer's own deployment behind its screen: revealed, or committed to, or null before it commits. */
  private static Deployment own(GraalwarState s, Seen seen) {
    int side = seen.seat();
    if (s.revealed(side)) {
      return Deployment.parse(s.deployments().get(side));
    }
    return DeployPlan.committed(s, side, seen.knowledge()).map(DeployPlan::deployment).orElse(null);
  }

  Soldier at(int hole) {
    return soldiers.get(hole);
  }

  /** How many soldiers of this kind this side has on the field. */
  int count(int side, Piece piece) {
    return (int) soldiers.values().stream().filter(s -> s.side() == side && s.piece() == piece).count();
  }

  int count(int side) {
    return (int) soldiers.values().stream().filter(s -> s.side() == side).count();
  }
}
