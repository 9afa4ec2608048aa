package roundtable.core.graalwar;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The searching bot's judgement of a Graalwar position also counts the soldiers nearest the enemy
 * cour: the donjon's "seul accès est la cour qui se trouve à côté du donjon".
 */
class EvaluatorTest {
  /** What the spearhead adds for this seat to the greedy bot's judgement. */
  private static double spearhead(Position position, int seat) {
    GraalwarState s = position.toMove(0);
    return GraalwarEvaluator.WITH_SPEARHEAD.score(s, seat) - GraalwarEvaluator.INSTANCE.score(s, seat);
  }

  private static Position kings() {
    return Position.bare().put("x1", "K").put("x24", "k"); // each roi 23 steps from the enemy cour
  }

  @Test
  void aChevalierTwoStepsFromTheEnemyCourCountsNineStepsMoreThanOneElevenAway() {
    // Blue's cour is a23: from c21 two steps, from c12 eleven.
    double near = spearhead(kings().put("c21", "C"), 0);
    double far = spearhead(kings().put("c12", "C"), 0);
    assertEquals(9 * GraalwarEvaluator.SPEARHEAD, near - far, 1e-9);
  }

  @Test
  void theEnemySpearheadCountsAgainstTheSeat() {
    double near = spearhead(kings().put("c21", "C"), 1);
    double far = spearhead(kings().put("c12", "C"), 1);
    assertEquals(-9 * GraalwarEvaluator.SPEARHEAD, near - far, 1e-9);
  }

  @Test
  void onlyTheThreeNearestCount() {
    // A fourth soldier behind three nearer ones changes nothing, wherever it stands.
    Position three = kings().put("b20", "S").put("c20", "S").put("d20", "Q");
    assertEquals(spearhead(three.put("m10", "A"), 0), spearhead(kings().put("b20", "S").put("c20", "S")
        .put("d20", "Q").put("m2", "A"), 0), 1e-9);
  }
}
