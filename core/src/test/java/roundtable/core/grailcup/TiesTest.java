package roundtable.core.grailcup;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** "Plusieurs Chevaliers sur une même case": the newcomer stands behind, even arriving backwards. */
class TiesTest {
  @Test
  void theNewcomerStandsBehind() {
    Table t = new Table(Position.of(4).knight(1, 27).knight(0, 25).ally(0, Ally.FAIRY).calling(8));
    t.call().act(0, "advance 2");
    assertEquals(List.of(1, 0), t.state.knightsOn(27));
    assertEquals(1, t.state.leader(), "Blue, there first, leads");
  }

  @Test
  void evenArrivingBackwardsTheNewcomerStandsBehindAndIsLast() {
    // "tout nouvel arrivant étant placé derrière, même s'il est arrivé en reculant"
    Table t = new Table(Position.of(3).knight(2, 26).knight(1, 30).knight(0, 26).clover(28, Clover.IMP)
        .ally(0, Ally.FAIRY).calling(8));
    t.call().act(0, "advance 2").shuffled();
    assertEquals(List.of(2, 0), t.state.knightsOn(26));
    assertEquals(0, t.state.last(), "Red came back last to 26: Red is the last of the race");
  }
}
