package roundtable.core.graal;

import java.util.List;
import roundtable.core.table.IllegalActionException;

/** The legendary ancestors' powers ("Graphe d'utilisation des pouvoirs"). */
final class Powers {
  private Powers() {}

  static void lay(Table t, int seat, Step.Turn turn, Move.Lay lay, List<Step> verify) throws IllegalActionException {
    throw new IllegalActionException("no ancestor's power lets you lay that card so");
  }

  static void use(Table t, int seat, Step.Turn turn, Move m, List<Step> verify) throws IllegalActionException {
    throw new IllegalActionException("lay a card, or draw one if you cannot");
  }

  static void defend(Table t, int seat, Move m, List<Step> verify) throws IllegalActionException {
    Duel d = t.duel;
    throw new IllegalActionException("attacked with " + d.card().code() + ": counter with a " + d.card().code()
        + ", protect yourself with a shield, lay a step card, or suffer the attack");
  }

  /** The powers' moves for a player not attacked. */
  static void turnMoves(Table t, int seat, Step.Turn turn, List<Play> hand, List<roundtable.core.table.Action> out) {}

  /** The powers' moves for an attacked player. */
  static void defences(Table t, int seat, List<Play> hand, List<roundtable.core.table.Action> out) {}
}
