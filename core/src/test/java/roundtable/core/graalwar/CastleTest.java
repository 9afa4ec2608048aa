package roundtable.core.graalwar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static roundtable.core.graalwar.Position.targets;

import java.util.List;
import org.junit.jupiter.api.Test;
import roundtable.core.table.Prompt;

/**
 * "Son seul accès est la cour qui se trouve à côté du donjon." "Les soldats ne peuvent pas passer
 * par la cour du château fort." And "Fin de la partie".
 */
class CastleTest {
  /** Blue's castle: donjon l20, cour l19 (south of it, toward White). */
  private static Position blueCastle() {
    return Position.bare().castle(1, "l20", "l19").put("x24", "k").put("w24", "p").put("v24", "d");
  }

  @Test
  void leDonjonNeSEntreQueParSaCour() {
    var s = blueCastle().put("k20", "C").put("l15", "C").toMove(0);
    assertFalse(targets(s, "k20").contains("l20"), "not from beside the donjon");
    assertTrue(targets(s, "l15").contains("l19"));
    assertFalse(targets(s, "l15").contains("l20"), "not through the cour in one move");
    assertTrue(targets(blueCastle().put("l19", "S").toMove(0), "l19").contains("l20"), "one hole from the cour");
  }

  @Test
  void lesSoldatsNePeuventPasPasserParLaCour() {
    var s = blueCastle().put("h19", "Q").toMove(0);
    List<String> t = targets(s, "h19");
    assertTrue(t.contains("l19"));
    assertFalse(t.contains("m19"));
  }

  @Test
  void lArcherNEntreJamaisDansLeDonjonMaisPeutEtrePosteDansLaCour() {
    var s = blueCastle().put("l16", "A").toMove(0);
    assertTrue(targets(s, "l16").contains("l19"));
    assertFalse(targets(blueCastle().put("l19", "A").toMove(0), "l19").contains("l20"));
  }

  @Test
  void theCastleMayStandOnARockOrInAForest() {
    var s = blueCastle().rock("l20").forest("l19").put("l16", "C").toMove(0);
    assertTrue(targets(s, "l16").contains("l19"));
  }

  @Test
  void aDefenderLeavesItsDonjonOnlyByItsCour() {
    var s = blueCastle().put("l20", "s").put("a10", "K").toMove(1);
    assertEquals(List.of("l19"), targets(s, "l20"));
  }

  @Test
  void occuperLeDonjonAdverseGagne() throws Exception {
    var s = blueCastle().put("l19", "S").toMove(0);
    var applied = Graalwar.GAME.apply(s, 0, new Move.Step(Hole.parse("l19"), Hole.parse("l20")));
    assertEquals(List.of(0), applied.state().outcome().winners());
    assertTrue(Graalwar.GAME.prompt(applied.state()).isOver());
    assertEquals("White wins: its sergent occupies Blue's donjon on l20", applied.events().get(1).text());
  }

  @Test
  void takingTheDefenderInTheDonjonOccupiesItAndWins() throws Exception {
    var s = blueCastle().put("l19", "S").put("l20", "q").toMove(0);
    var applied = Graalwar.GAME.apply(s, 0, new Move.Step(Hole.parse("l19"), Hole.parse("l20")));
    assertEquals(List.of(0), applied.state().outcome().winners());
  }

  @Test
  void sEmparerDuRoiDuPrinceEtDuDucGagne() throws Exception {
    var s = Position.bare().put("m20", "k").put("m10", "C").put("a20", "e").toMove(0);
    var applied = Graalwar.GAME.apply(s, 0, new Move.Step(Hole.parse("m10"), Hole.parse("m20")));
    assertEquals(List.of(0), applied.state().outcome().winners());
    assertEquals("White wins: it has taken Blue's roi, prince and duc",
        applied.events().get(applied.events().size() - 1).text());
  }

  @Test
  void takingTheRoiAloneDoesNotEndTheGame() throws Exception {
    var s = Position.bare().put("m20", "k").put("x24", "d").put("m10", "C").toMove(0);
    var next = Graalwar.GAME.apply(s, 0, new Move.Step(Hole.parse("m10"), Hole.parse("m20"))).state();
    assertNull(next.outcome());
    assertEquals(Prompt.one(1, roundtable.core.table.Decision.MOVE, "Blue: move a soldier or shoot"),
        Graalwar.GAME.prompt(next));
  }

  @Test
  void leChateauFortNePeutPasEtreDeplace() throws Exception {
    GraalwarState s = PerftTest.deployed();
    for (var a : Graalwar.GAME.legalActions(s, 0, roundtable.core.table.Knowledge.NOTHING)) {
      Board b = Graalwar.GAME.apply(s, 0, a).state().board();
      assertEquals(s.board().castle(0), b.castle(0), a.toString());
      assertEquals(s.board().castle(1), b.castle(1), a.toString());
    }
  }

  @Test
  void lEcuyerNeSautePasParDessusLaCourNiLeDonjon() {
    // Its way passes the hole beside it: "Les soldats ne peuvent pas passer par la cour", and the
    // donjon's "seul accès est la cour".
    assertEquals(List.of("k16", "m16", "j17", "n17", "j19", "n19"), targets(blueCastle().put("l18", "E").toMove(0), "l18"));
    assertEquals(List.of("j20", "n20", "j22", "n22", "k23", "m23"), targets(blueCastle().put("l21", "E").toMove(0), "l21"));
  }
}
