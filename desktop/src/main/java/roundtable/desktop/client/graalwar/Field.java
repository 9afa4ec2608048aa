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
import roundtable.core.graalwar.Lineup;
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
    // Behind the screens, a seat sees the armies it deploys (all of them, for the lone player of three).
    int mine = seen.seat() < 0 ? -1 : Lineup.campOf(seen.seat());
    List<Deployment> own = seen.seat() < 0 ? List.of()
        : DeployPlan.committed(s, seen.seat(), seen.knowledge()).map(DeployPlan::armies).orElse(List.of());
    List<Boolean> screened = new ArrayList<>();
    for (int side = 0; side < 2; side++) {
      Castle castle = null;
      if (side == mine) {
        for (Deployment d : own) {
          castle = castle != null ? castle : d.castle();
          int owner = side;
          d.soldiers().forEach((hole, piece) -> soldiers.put(hole, new Soldier(owner, piece)));
        }
      }
      castles.add(castle);
      screened.add(side != mine);
    }
    return new Field(soldiers, castles, screened);
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
