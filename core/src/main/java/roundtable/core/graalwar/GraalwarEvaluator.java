package roundtable.core.graalwar;

import java.util.ArrayList;
import java.util.List;
import roundtable.core.bot.Evaluator;
import roundtable.core.graalwar.Move.Step;

/**
 * The greedy bot's judgement: material, the household kept out of the enemy's reach, and the
 * army marching on the enemy donjon while the enemy's stays away from its own.
 */
public final class GraalwarEvaluator implements Evaluator<GraalwarState> {
  public static final GraalwarEvaluator INSTANCE = new GraalwarEvaluator();

  private static final double[] VALUE = {10, 9, 9, 5, 4, 4, 3, 2};

  @Override
  public double score(GraalwarState s, int seat) {
    if (s.board() == null) {
      return 0;
    }
    Board b = s.board();
    int camp = s.lineup().camp(seat);
    double score = 0;
    int[] household = new int[2]; // by side, its roi, prince and duc on the board
    for (int hole = 0; hole < Hole.COUNT; hole++) {
      int side = b.side(hole);
      if (side >= 0) {
        double sign = side == camp ? 1 : -1;
        Piece piece = b.piece(hole);
        score += sign * VALUE[piece.ordinal()];
        score -= sign * 0.02 * distance(hole, b.castle(1 - side).donjon());
        household[side] += piece.household() ? 1 : 0;
      }
    }
    score += 6 * (household[camp] == 1 ? -1 : 0) - 6 * (household[1 - camp] == 1 ? -1 : 0);
    return score - threatened(s, b, camp);
  }

  /**
   * What this camp stands to lose at the enemy's next move: its best piece within reach. Only the
   * enemy's steps that take someone are generated (the others never count).
   */
  private static double threatened(GraalwarState s, Board b, int camp) {
    if (s.toMove() < 0 || s.lineup().camp(s.toMove()) != 1 - camp) {
      return 0;
    }
    List<Move> moves = new ArrayList<>();
    MoveRules.takes(b, s.lineup().armyMask(s.toMove()), moves);
    double worst = 0;
    for (Move m : moves) {
      if (m instanceof Step step && b.side(step.to()) == camp) {
        Piece p = b.piece(step.to());
        worst = Math.max(worst, VALUE[p.ordinal()] * (p.household() ? 1.5 : 1));
      }
    }
    return worst;
  }

  private static int distance(int a, int b) {
    return Math.max(Math.abs(Hole.column(a) - Hole.column(b)), Math.abs(Hole.row(a) - Hole.row(b)));
  }
}
