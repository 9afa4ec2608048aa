package roundtable.core.graalwar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import roundtable.core.table.IllegalActionException;

/** "Le jeu": "Il déplace un de ses soldats. Son adversaire joue à son tour [...], et ainsi de suite." */
class BattleTest {
  private static Move step(String from, String to) {
    return new Move.Step(Hole.parse(from), Hole.parse(to));
  }

  @Test
  void chacunDeplaceUnDeSesSoldatsASonTour() throws Exception {
    var s = Position.bare().put("c3", "C").put("e3", "S").put("x1", "K").put("c20", "c").put("x24", "k").toMove(0);
    s = Graalwar.GAME.apply(s, 0, step("c3", "c5")).state();
    assertEquals(1, s.toMove());
    var blue = s;
    assertEquals("it is Blue's turn, not White's",
        assertThrows(IllegalActionException.class, () -> Graalwar.GAME.apply(blue, 0, step("e3", "f4"))).getMessage());
    assertEquals("the sergent on e3 is White's",
        assertThrows(IllegalActionException.class, () -> Graalwar.GAME.apply(blue, 1, step("e3", "f4"))).getMessage());
    s = Graalwar.GAME.apply(s, 1, step("c20", "c18")).state();
    assertEquals(0, s.toMove(), "and so on");
  }
}
