package roundtable.core.graalwar;

import java.util.ArrayList;
import java.util.List;
import roundtable.core.graalwar.GraalwarEvent.ArrowShot;
import roundtable.core.graalwar.GraalwarEvent.GameWon;
import roundtable.core.graalwar.GraalwarEvent.PieceMoved;
import roundtable.core.graalwar.GraalwarEvent.PieceTaken;
import roundtable.core.graalwar.GraalwarEvent.PushedBack;
import roundtable.core.graalwar.Move.Shot;
import roundtable.core.graalwar.Move.Step;
import roundtable.core.table.Event;
import roundtable.core.table.IllegalActionException;

/**
 * "Blanc commence. Il déplace un de ses soldats. Son adversaire joue à son tour [...]": one move
 * or one shot a turn, camps taking turns, and the two ends of the game ("Fin de la partie").
 */
final class Battle {
  private Battle() {}

  /** Every move of the armies this seat commands. */
  static List<Move> moves(GraalwarState s, Board b, int seat) {
    List<Move> out = new ArrayList<>();
    MoveRules.generate(b, s.lineup().armyMask(seat), out);
    return out;
  }

  static GraalwarState play(GraalwarState s, int seat, Move move, List<Event> events) throws IllegalActionException {
    Board b = s.board();
    int side = s.lineup().camp(seat);
    String wrong = MoveReasons.check(b, s.lineup().armyMask(seat), side, move);
    if (wrong != null) {
      throw new IllegalActionException(wrong);
    }
    Board next;
    GameWon won = null;
    if (move instanceof Step m) {
      Piece piece = b.piece(m.from());
      events.add(new PieceMoved(side, piece, m.from(), m.to()));
      if (!b.isEmpty(m.to())) {
        events.add(new PieceTaken(1 - side, b.piece(m.to()), m.to()));
      }
      next = b.move(m.from(), m.to());
      if (m.to() == b.castle(1 - side).donjon()) {
        won = GameWon.donjon(side, s.moves() + 1, piece, m.to());
      } else if (householdTaken(next, 1 - side)) {
        won = GameWon.household(side, s.moves() + 1);
      }
    } else {
      Shot shot = (Shot) move;
      events.add(new ArrowShot(side, shot.archer(), shot.target()));
      events.add(new PushedBack(1 - side, b.piece(shot.target()), shot.target(), shot.landing()));
      next = b.move(shot.target(), shot.landing());
    }
    int moves = s.moves() + 1;
    if (won == null && s.settings().moveLimit() > 0 && moves >= s.settings().moveLimit()) {
      won = GameWon.moveLimit(moves);
    }
    int nextSeat = nextSeat(s, next, moves);
    if (won == null && nextSeat < 0) {
      won = GameWon.noMove(1 - side, moves);
    }
    if (won == null) {
      return s.withBoard(next, nextSeat, moves, null);
    }
    events.add(won);
    return Match.gameOver(s.withBoard(next, -1, moves, null), won, events);
  }

  /**
   * The seat that plays the next move: the member of the other camp whose turn it is, or, when it
   * has no move left (its army gone), the next member that has one (not in the rulebook); -1 when
   * none has.
   */
  private static int nextSeat(GraalwarState s, Board next, int moves) {
    Lineup lineup = s.lineup();
    int first = s.score().first();
    for (int k = 0; k < lineup.campSize((moves + first) % 2); k++) {
      int member = lineup.inTurn(moves, first, k);
      if (MoveRules.any(next, lineup.armyMask(member))) {
        return member;
      }
    }
    return -1;
  }

  /** "La maison du roi (roi, prince et duc) est capturée." */
  static boolean householdTaken(Board b, int side) {
    return !b.hasHousehold(side);
  }
}
