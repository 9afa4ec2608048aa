package roundtable.desktop.client.graalwar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import roundtable.core.graalwar.GraalwarState;
import roundtable.core.graalwar.Hole;
import roundtable.core.graalwar.Move;
import roundtable.core.graalwar.Move.Shot;
import roundtable.core.graalwar.Move.Step;
import roundtable.core.table.Applied;
import roundtable.desktop.client.board.Mark;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Seen;
import roundtable.desktop.client.board.Thing;

/** The soldiers keep their ids: a move shows the soldier travel, a take and a shot play out step by step. */
class GraalwarStepsTest {
  private final GraalwarBoard board = Table.board();
  private final Seen seen = Table.seat(0);
  private GraalwarState state = Table.deployed();

  private static int h(String name) {
    return Hole.parse(name);
  }

  private String id(String hole) {
    return board.scene(state, seen).on(hole).get(0).id();
  }

  private List<Scene> play(int seat, Move move) {
    Applied<GraalwarState> applied = Table.play(state, seat, move);
    List<Scene> steps = board.steps(state, applied, seen);
    state = applied.state();
    assertEquals(board.scene(state, seen), steps.get(steps.size() - 1), "the last step is the new position");
    assertEquals(Table.soldiers(Table.board().scene(state, seen)), Table.soldiers(steps.get(steps.size() - 1)),
        "whatever the ids");
    return steps;
  }

  @Test
  void thePrinceTravelsFromM1ToM5() {
    String prince = id("m1");
    List<Scene> steps = play(0, new Step(h("m1"), h("m5")));
    assertEquals(1, steps.size(), "one step: the new position");
    assertEquals(prince, steps.get(0).on("m5").get(0).id());
    assertTrue(steps.get(0).on("m1").isEmpty());
  }

  @Test
  void theChevalierTakesTheArcherOnA13WhoFadesOutUnderIt() {
    String chevalier = id("a1");
    String archer = id("a13");
    List<Scene> steps = play(0, new Step(h("a1"), h("a13")));
    assertEquals(2, steps.size(), "the chevalier arrives, then the archer is out of the game");
    List<Thing> both = steps.get(0).on("a13");
    assertEquals(List.of(archer, chevalier), both.stream().sorted(java.util.Comparator.comparingDouble(Thing::z))
        .map(Thing::id).toList(), "the taken archer lies under the chevalier");
    assertEquals(List.of(chevalier), steps.get(1).on("a13").stream().map(Thing::id).toList());
    assertTrue(steps.get(1).thing(archer).isEmpty(), "gone: the animator fades it out");
  }

  @Test
  void theArchersArrowFliesToG14ThenTheTargetFallsBackToG16() {
    String target = id("g14");
    String archer = id("g12");
    List<Scene> steps = play(0, new Shot(h("g12"), h("g14"), h("g16")));
    assertEquals(2, steps.size(), "the arrow, then the push");
    Scene arrow = steps.get(0);
    Mark g12 = arrow.place("g12").orElseThrow();
    Mark g14 = arrow.place("g14").orElseThrow();
    assertTrue(arrow.marks().stream().anyMatch(m -> m.kind() == Mark.Kind.LINE && m.colour() == GraalwarPalette.ARROW
        && m.x() == g12.centreX() && m.y() == g12.centreY() && m.x() + m.w() == g14.centreX()
        && m.y() + m.h() == g14.centreY()), "a line from the archer to its target");
    assertEquals(target, arrow.on("g14").get(0).id(), "the target has not moved yet");
    Scene pushed = steps.get(1);
    assertEquals(target, pushed.on("g16").get(0).id(), "the same soldier, fallen back");
    assertEquals(archer, pushed.on("g12").get(0).id(), "the archer never moves when it shoots");
    assertTrue(pushed.marks().stream().noneMatch(m -> m.colour() == GraalwarPalette.ARROW), "the arrow is gone");
  }

  @Test
  void idsAreFollowedOverSeveralMovesAndRemadeForAPositionTheBoardDidNotFollow() {
    String chevalier = id("a1");
    play(0, new Step(h("a1"), h("a13")));
    play(1, new Step(h("x24"), h("x14")));
    play(0, new Step(h("a13"), h("a20")));
    assertEquals(chevalier, id("a20"));
    GraalwarState other = Table.deployed();
    Scene fresh = board.scene(other, seen);
    assertEquals(Table.soldiers(Table.board().scene(other, seen)), Table.soldiers(fresh));
  }
}
