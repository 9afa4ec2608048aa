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
 * are lifted a seat sees its own deployment only (the one it arranges, then the one it committed
 * to), a spectator none.
 */
record Field(Map<Integer, Soldier> soldiers, List<Castle> castles, List<Boolean> screened) {
  /** One soldier: its army (whose parity is its side) and its kind. */
  record Soldier(int army, Piece piece) {
    int side() {
      return army % 2;
    }
  }

  Field {
    soldiers = Collections.unmodifiableMap(new TreeMap<>(soldiers));
    castles = Collections.unmodifiableList(new ArrayList<>(castles));
    screened = List.copyOf(screened);
  }

  /**
   * The field of a state already blanked by the game's view for this viewer; behind the screens, a
   * seat sees the plan it committed to, if any.
   */
  static Field of(GraalwarState s, Seen seen) {
    if (!s.deploying()) {
      Map<Integer, Soldier> soldiers = new TreeMap<>();
      Board b = s.board();
      for (int hole = 0; hole < Hole.COUNT; hole++) {
        if (!b.isEmpty(hole)) {
          soldiers.put(hole, new Soldier(b.army(hole), b.piece(hole)));
        }
      }
      return new Field(soldiers, List.of(b.castle(0), b.castle(1)), List.of(false, false));
    }
    int seat = seen.seat();
    List<Deployment> own = seat < 0 ? List.of()
        : DeployPlan.committed(s, seat, seen.knowledge()).map(DeployPlan::armies).orElse(List.of());
    return behindScreens(s, seat, own);
  }

  /**
   * Behind the screens: a seat (-1 for a spectator) sees the armies it deploys, {@code own} (one
   * deployment per army it commands, all of them for the lone player of three), and nothing else.
   */
  static Field behindScreens(GraalwarState s, int seat, List<Deployment> own) {
    Map<Integer, Soldier> soldiers = new TreeMap<>();
    List<Castle> castles = new ArrayList<>();
    int mine = seat < 0 ? -1 : Lineup.campOf(seat);
    List<Integer> armies = seat < 0 ? List.of() : s.lineup().armies(seat);
    List<Boolean> screened = new ArrayList<>();
    for (int side = 0; side < 2; side++) {
      Castle castle = null;
      if (side == mine) {
        for (int i = 0; i < own.size() && i < armies.size(); i++) {
          castle = castle != null ? castle : own.get(i).castle();
          int army = armies.get(i);
          own.get(i).soldiers().forEach((hole, piece) -> soldiers.put(hole, new Soldier(army, piece)));
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

  /** How many soldiers of this kind this army has on the field. */
  int count(int army, Piece piece) {
    return (int) soldiers.values().stream().filter(s -> s.army() == army && s.piece() == piece).count();
  }

  /** How many soldiers this army has on the field. */
  int count(int army) {
    return (int) soldiers.values().stream().filter(s -> s.army() == army).count();
  }
}
