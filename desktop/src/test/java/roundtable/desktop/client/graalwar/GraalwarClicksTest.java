package roundtable.desktop.client.graalwar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import roundtable.core.graalwar.Graalwar;
import roundtable.core.graalwar.GraalwarState;
import roundtable.core.graalwar.Hole;
import roundtable.core.graalwar.Move.Shot;
import roundtable.core.graalwar.Move.Step;
import roundtable.core.table.Action;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.Picker;

/** A move is clicked hole by hole: from, to; an archer's shot: the archer, its target, where it lands. */
class GraalwarClicksTest {
  private final GraalwarBoard board = Table.board();
  private final GraalwarState deployed = Table.deployed();

  private static int h(String name) {
    return Hole.parse(name);
  }

  @Test
  void eachMoveIsClickedHoleByHoleAndTheDeploymentWithButtons() {
    assertEquals(List.of("a1", "a13"), board.clicks(new Step(h("a1"), h("a13"))));
    assertEquals(List.of("g12", "g14", "g16"), board.clicks(new Shot(h("g12"), h("g14"), h("g16"))));
    assertEquals(List.of(), board.clicks(Table.plan(0).commit(0)), "a button");
    assertEquals(List.of(), board.clicks(Table.plan(0).reveal()), "a button");
  }

  private Picker picker(GraalwarState s, int seat) {
    List<Action> legal = Graalwar.GAME.legalActions(s, seat, Table.plan(seat));
    Words words = Words.of(Language.ENGLISH);
    return new Picker(legal.stream().map(a -> new Picker.Choice(a, board.clicks(a), board.action(a, words))).toList());
  }

  @Test
  void onlyLegalMovesCanBePicked() {
    Picker picker = picker(deployed, 0);
    assertEquals(Optional.empty(), picker.click("g14"), "a Blue soldier is not White's to move");
    assertEquals(Optional.empty(), picker.click("l12"), "a rock starts nothing");
    assertTrue(picker.picked().isEmpty());
    assertEquals(Optional.empty(), picker.click("a1"));
    assertEquals(Optional.empty(), picker.click("b3"), "the chevalier goes in lines only");
    assertEquals(Optional.of(new Step(h("a1"), h("a13"))), picker.click("a13"), "and takes the archer on a13");
    assertEquals(Optional.empty(), picker.click("g12"));
    assertEquals(Optional.empty(), picker.click("g14"), "the archer aims at g14");
    assertEquals(Optional.empty(), picker.click("g15"), "still in range: not a landing");
    assertEquals(Optional.of(new Shot(h("g12"), h("g14"), h("g16"))), picker.click("g16"));
  }

  @Test
  void everyPathOfClicksPicksItsOwnLegalMove() {
    List<Action> legal = Graalwar.GAME.legalActions(deployed, 0, Table.plan(0));
    assertTrue(legal.stream().anyMatch(a -> a instanceof Shot));
    for (Action a : legal) {
      Picker picker = picker(deployed, 0);
      Optional<Action> picked = Optional.empty();
      for (String hole : board.clicks(a)) {
        picked = picker.click(hole);
      }
      assertEquals(Optional.of(a), picked);
    }
  }

  @Test
  void theDeploymentIsOfferedAsButtons() {
    GraalwarState s = Table.start(java.util.Map.of());
    Picker picker = picker(s, 0);
    assertEquals(1, picker.choices().size(), "the plan Alice holds");
    assertTrue(picker.next().isEmpty(), "nothing to click on the board");
    assertTrue(picker.choices().get(0).label().startsWith("deploy behind the screen"));
  }
}
