package roundtable.core.graalwar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import roundtable.core.bot.Bots;
import roundtable.core.bot.ThinkingBudget;
import roundtable.core.table.Action;
import roundtable.core.table.Knowledge;

/**
 * The strong bot does not answer the same position with the same move for ever: after three times
 * running it plays another it judges nearly as well, when it is ahead (a draw at the move limit
 * would cost it), and keeps its move when it is behind.
 */
class StrongBotLoopTest {
  private static List<Action> fourTimes(GraalwarState s) {
    var bot = Bots.strong(Graalwar.GAME, ThinkingBudget.iterations(100));
    List<Action> moves = new ArrayList<>();
    for (int i = 0; i < 4; i++) {
      moves.add(bot.choose(Graalwar.GAME, s, 0, Knowledge.NOTHING, new SplittableRandom(7)).orElseThrow());
    }
    return moves;
  }

  private static Position households() {
    return Position.bare().put("x1", "K").put("w1", "P").put("v1", "D").put("x24", "k").put("w24", "p").put("v24", "d");
  }

  @Test
  void aheadItPlaysAnotherMoveTheFourthTime() {
    GraalwarState s = households().put("l10", "C").put("l9", "C").put("m9", "S").toMove(0);
    List<Action> moves = fourTimes(s);
    assertEquals(moves.get(0), moves.get(1));
    assertEquals(moves.get(0), moves.get(2));
    assertNotEquals(moves.get(0), moves.get(3));
    assertTrue(Graalwar.GAME.legalActions(s, 0, Knowledge.NOTHING).contains(moves.get(3)));
  }

  @Test
  void behindItKeepsItsMove() {
    GraalwarState s = households().put("l15", "c").put("l16", "c").put("m16", "s").toMove(0);
    List<Action> moves = fourTimes(s);
    assertEquals(List.of(moves.get(0), moves.get(0), moves.get(0), moves.get(0)), moves);
  }
}
