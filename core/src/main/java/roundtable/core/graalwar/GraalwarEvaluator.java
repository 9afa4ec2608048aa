package roundtable.core.graalwar;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import roundtable.core.bot.Evaluator;
import roundtable.core.graalwar.Move.Step;

/**
 * The greedy bot's judgement: material, the household kept out of the enemy's reach, and the
 * army marching on the enemy donjon while the enemy's stays away from its own.
 */
public final class GraalwarEvaluator implements Evaluator<GraalwarState> {
  static final double SPEARHEAD = 0.1;
  public static final GraalwarEvaluator INSTANCE = new GraalwarEvaluator(0);
  /**
   * The searching bot's judgement: the same, and a spearhead. The donjon is won through its cour
   * ("Son seul accès est la cour"), so the three soldiers nearest the enemy cour count, each step
   * one of them comes closer worth {@link #SPEARHEAD} of a point; with the whole army's slow march
   * alone the search shuffled soldiers until the move limit.
   */
  public static final GraalwarEvaluator WITH_SPEARHEAD = new GraalwarEvaluator(SPEARHEAD);

  private static final double[] VALUE = {10, 9, 9, 5, 4, 4, 3, 2};

  private final double spearhead;

  private GraalwarEvaluator(double spearhead) {
    this.spearhead = spearhead;
  }

  @Override
  public double score(GraalwarState s, int seat) {
    if (s.board() == null) {
      return 0;
    }
    Board b = s.board();
    int camp = s.lineup().camp(seat);
    double score = 0;
    int[] household = new int[2]; // by side, its roi, prince and duc on the board
    Spearhead[] spearheads = {new Spearhead(), new Spearhead()};
    for (int hole = 0; hole < Hole.COUNT; hole++) {
      int side = b.side(hole);
      if (side >= 0) {
        double sign = side == camp ? 1 : -1;
        Piece piece = b.piece(hole);
        score += sign * VALUE[piece.ordinal()];
        score -= sign * 0.02 * distance(hole, b.castle(1 - side).donjon());
        household[side] += piece.household() ? 1 : 0;
        spearheads[side].add(distance(hole, b.castle(1 - side).cour()));
      }
    }
    score += 6 * (household[camp] == 1 ? -1 : 0) - 6 * (household[1 - camp] == 1 ? -1 : 0);
    score += spearhead * (spearheads[1 - camp].steps() - spearheads[camp].steps());
    return score - threatened(s, b, camp);
  }

  /** The steps of a side's three soldiers nearest to the enemy cour, added up. */
  private static final class Spearhead {
    private final int[] nearest = {Hole.SIZE, Hole.SIZE, Hole.SIZE};

    void add(int steps) {
      if (steps < nearest[2]) {
        nearest[2] = steps;
        Arrays.sort(nearest);
      }
    }

    int steps() {
      return nearest[0] + nearest[1] + nearest[2];
    }
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
