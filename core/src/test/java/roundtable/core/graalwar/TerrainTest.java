package roundtable.core.graalwar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static roundtable.core.graalwar.Position.targets;

import java.util.List;
import org.junit.jupiter.api.Test;

/** "Rochers et forêts": the riders go round them, foot soldiers cross forests but not rocks. */
class TerrainTest {
  @Test
  void lesCavaliersNePeuventPasTraverserLesForets() {
    var s = Position.bare().put("c3", "C").forest("c5").toMove(0);
    List<String> t = targets(s, "c3");
    assertTrue(t.contains("c4"));
    assertFalse(t.contains("c5") || t.contains("c6"));
  }

  @Test
  void lesCavaliersNEscaladentPasLesRochers() {
    var s = Position.bare().put("c3", "P").rock("e5").toMove(0);
    List<String> t = targets(s, "c3");
    assertTrue(t.contains("d4"));
    assertFalse(t.contains("e5") || t.contains("f6"));
  }

  @Test
  void leRoiEstUnCavalierQuiContourneLaForet() {
    var s = Position.bare().put("c3", "K").forest("c4").toMove(0);
    assertFalse(targets(s, "c3").contains("c4") || targets(s, "c3").contains("c5"));
  }

  @Test
  void lesFantassinsPeuventTraverserUneForet() {
    var s = Position.bare().put("c3", "Q").forest("c4", "c5", "c6").toMove(0);
    List<String> t = targets(s, "c3");
    assertTrue(t.containsAll(List.of("c4", "c5", "c6", "c7", "c15")));
  }

  @Test
  void lesFantassinsNEscaladentPasLesRochers() {
    var s = Position.bare().put("c3", "Q").rock("c6").toMove(0);
    List<String> t = targets(s, "c3");
    assertTrue(t.contains("c5"));
    assertFalse(t.contains("c6") || t.contains("c7"));
  }

  @Test
  void lesFantassinsPassentEnDiagonaleEntreDeuxRochersQuiSeTouchentParUnAngle() {
    var s = Position.bare().put("c3", "S").rock("d3", "c4").toMove(0);
    assertTrue(targets(s, "c3").containsAll(List.of("d4", "e5", "f6")));
  }

  @Test
  void lesCavaliersNePassentPasEntreDeuxRochersQuiSeTouchentParUnAngle() {
    var s = Position.bare().put("c3", "D").rock("d3", "c4").toMove(0);
    assertFalse(targets(s, "c3").contains("d4"));
    var forests = Position.bare().put("c3", "D").forest("d3", "c4").toMove(0);
    assertFalse(targets(forests, "c3").contains("d4"));
    var one = Position.bare().put("c3", "D").rock("d3").toMove(0);
    assertTrue(targets(one, "c3").contains("d4"), "one rock at the corner does not close the way");
  }

  @Test
  void anArcherOnFootMovesThroughAForestButStopsAtARock() {
    var s = Position.bare().put("c3", "A").forest("c4", "c5").rock("d4").toMove(0);
    List<String> t = targets(s, "c3");
    assertTrue(t.contains("c6"), "three holes north, through the forest");
    assertFalse(t.contains("f6"), "not over the rock on d4");
  }

  @Test
  void lePrinceLeDucEtLesChevaliersNeTraversentPasLesForetsNiNEscaladentLesRochers() {
    // "Attention : Ils ne peuvent pas traverser les forêts ni escalader les rochers."
    for (String letter : List.of("P", "D", "C")) {
      var s = Position.bare().put("c3", letter).forest("c5").rock("e3").toMove(0);
      List<String> t = targets(s, "c3");
      assertTrue(t.containsAll(List.of("c4", "d3")), letter);
      assertFalse(t.contains("c5") || t.contains("c6") || t.contains("e3") || t.contains("f3"), letter);
    }
  }
}
