package roundtable.desktop.client.graalwar;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import roundtable.core.graalwar.Board;
import roundtable.core.graalwar.Castle;
import roundtable.core.graalwar.DeployPlan;
import roundtable.core.graalwar.DeployReveal;
import roundtable.core.graalwar.Deployment;
import roundtable.core.graalwar.Graalwar;
import roundtable.core.graalwar.GraalwarState;
import roundtable.core.graalwar.Hole;
import roundtable.core.graalwar.Piece;
import roundtable.core.random.Bytes;
import roundtable.core.table.Action;
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

  /**
   * The viewer's own deployment behind its screen: revealed, or committed to (the plan it holds, or
   * one derived from its table secrets, read through the rules: the reveal they would offer it once
   * both sides have committed), or null before it commits.
   */
  private static Deployment own(GraalwarState s, Seen seen) {
    int side = seen.seat();
    if (s.revealed(side)) {
      return Deployment.parse(s.deployments().get(side));
    }
    if (!s.committed(side)) {
      return null;
    }
    Optional<DeployPlan> held = seen.knowledge().part(DeployPlan.class);
    if (held.isPresent() && held.get().commit(side).digest().equals(s.commitments().get(side))) {
      return held.get().deployment();
    }
    // A plan derived from the seat's table secrets: core has no public way to read it, so ask the rules
    // as if the other side had committed too, when they offer exactly the reveal of this commitment.
    List<Bytes> commitments = new ArrayList<>(s.commitments());
    if (!s.committed(1 - side)) {
      commitments.set(1 - side, Bytes.of(new byte[32]));
    }
    GraalwarState asked = new GraalwarState(s.settings(), s.layout(), commitments, s.deployments(), null, -1,
        s.moves(), null);
    for (Action a : Graalwar.GAME.legalActions(asked, side, seen.knowledge())) {
      if (a instanceof DeployReveal r) {
        return Deployment.parse(r.layout());
      }
    }
    return null;
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
