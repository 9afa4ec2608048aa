package roundtable.core.graalwar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static roundtable.core.graalwar.Position.targets;

import java.util.List;
import org.junit.jupiter.api.Test;
import roundtable.core.graalwar.GraalwarEvent.PieceTaken;
import roundtable.core.table.IllegalActionException;

/** "La marche des pièces", one soldier at a time, on open ground. */
class PiecesTest {
  @Test
  void leRoiSeDeplaceDeUnOuDeDeuxTrousDansToutesLesDirections() {
    var s = Position.bare().put("l12", "K").toMove(0);
    assertEquals(List.of("j10", "l10", "n10", "k11", "l11", "m11", "j12", "k12", "m12", "n12", "k13", "l13", "m13",
        "j14", "l14", "n14"), targets(s, "l12"));
  }

  @Test
  void lePrinceLeDucEtLesChevaliersVontAutantDeTrousQueLeJoueurLeSouhaite() {
    for (String letter : List.of("P", "D", "C")) {
      var s = Position.bare().put("l12", letter).castle(0, "x1", "x2").toMove(0);
      // 11 + 12 west/east, 11 + 12 south/north, diagonals 11 + 11 + 11 + 12
      assertEquals(23 + 23 + 45, targets(s, "l12").size(), letter);
      assertTrue(targets(s, "l12").containsAll(List.of("a12", "x12", "l1", "l24", "a1", "x24")));
    }
  }

  @Test
  void leSergentParcourtDouzeTrousAuMaximumEnDiagonaleOuUnSeulTrouDroit() {
    var s = Position.bare().put("a1", "S").castle(0, "x1", "x2").toMove(0);
    assertEquals(List.of("b1", "a2", "b2", "c3", "d4", "e5", "f6", "g7", "h8", "i9", "j10", "k11", "l12", "m13"),
        targets(s, "a1"));
  }

  @Test
  void lePiquierParcourtDouzeTrousAuMaximumDroitOuUnSeulTrouEnDiagonale() {
    var s = Position.bare().put("a1", "Q").castle(0, "x1", "x2").toMove(0);
    List<String> t = targets(s, "a1");
    assertEquals(12 + 12 + 1, t.size());
    assertTrue(t.containsAll(List.of("m1", "a13", "b2")));
    assertFalse(t.contains("n1") || t.contains("a14") || t.contains("c3"));
  }

  @Test
  void lEcuyerVaDUnTrouDroitPuisDUnTrouEnDiagonaleEtSauteParDessusLesPieces() {
    var s = Position.bare().put("l12", "E").put("l13", "S").put("m12", "c").put("l11", "A").toMove(0);
    assertEquals(List.of("k10", "m10", "j11", "n11", "j13", "n13", "k14", "m14"), targets(s, "l12"));
  }

  @Test
  void lEcuyerNeSauteNiSurNiParDessusUnRocher() {
    var s = Position.bare().put("l12", "E").rock("l13", "k10").toMove(0);
    assertEquals(List.of("m10", "j11", "n11", "j13", "n13"), targets(s, "l12"));
  }

  @Test
  void lArcherSeDeplaceDeTroisTrousDansNImporteQuelleDirectionEtNePrendJamais() {
    // "se déplace de trois trous": three, where the roi's "de 1 ou de 2 trous" and the sergent's
    // "12 trous au maximum" say when a soldier may stop short. North it stops before the enemy on l14.
    var s = Position.bare().put("l12", "A").put("l14", "k").toMove(0);
    assertEquals(List.of("i9", "l9", "o9", "i12", "o12", "i15", "o15"), targets(s, "l12"));
  }

  @Test
  void lArcherNeSArretePasAUnOuDeuxTrous() {
    var s = Position.bare().put("l12", "A").put("m20", "k").toMove(0);
    var e = assertThrows(IllegalActionException.class,
        () -> Graalwar.GAME.apply(s, 0, new Move.Step(Hole.parse("l12"), Hole.parse("l13"))));
    assertEquals("the archer on l12 can't go to l13: the archer goes exactly 3 holes in any direction to a free hole, "
        + "never over a rock; it stops before any soldier and can't cross a cour", e.getMessage());
  }

  @Test
  void unSoldatQuiGlisseSArreteDevantToutePiece() {
    var s = Position.bare().put("c3", "C").put("c6", "S").put("f3", "s").toMove(0);
    List<String> t = targets(s, "c3");
    assertTrue(t.containsAll(List.of("c4", "c5", "d3", "e3", "f3")));
    assertFalse(t.contains("c6") || t.contains("c7") || t.contains("g3"));
  }

  @Test
  void leSoldatEnnemiEstPrisEtSortiDuJeu() throws Exception {
    var s = Position.bare().put("c3", "C").put("f3", "s").put("k20", "k").put("m20", "p").put("o20", "d").toMove(0);
    var applied = Graalwar.GAME.apply(s, 0, new Move.Step(Hole.parse("c3"), Hole.parse("f3")));
    assertEquals(Piece.CHEVALIER, applied.state().board().piece(Hole.parse("f3")));
    assertEquals(0, applied.state().board().count(1, Piece.SERGENT));
    assertTrue(applied.events().contains(new PieceTaken(1, Piece.SERGENT, Hole.parse("f3"))));
    assertEquals("Blue's sergent on f3 is taken", applied.events().get(1).text());
    assertEquals(1, applied.state().toMove());
  }

  @Test
  void aMoveThePieceCannotMakeIsRefusedWithItsRule() {
    var s = Position.bare().put("c3", "S").put("m20", "k").toMove(0);
    var e = assertThrows(IllegalActionException.class,
        () -> Graalwar.GAME.apply(s, 0, new Move.Step(Hole.parse("c3"), Hole.parse("c5"))));
    assertEquals("the sergent on c3 can't go to c5: the sergent goes up to 12 holes diagonally or 1 straight, "
        + "never over a rock; it stops before any soldier and can't cross a cour", e.getMessage());
    var other = assertThrows(IllegalActionException.class,
        () -> Graalwar.GAME.apply(s, 0, new Move.Step(Hole.parse("m20"), Hole.parse("m19"))));
    assertEquals("the roi on m20 is Blue's", other.getMessage());
    var none = assertThrows(IllegalActionException.class,
        () -> Graalwar.GAME.apply(s, 1, new Move.Step(Hole.parse("m20"), Hole.parse("m19"))));
    assertEquals("it is White's turn, not Blue's", none.getMessage());
  }

  @Test
  void lEcuyerPrendEnSePosantSurUnEnnemi() throws Exception {
    var s = Position.bare().put("l12", "E").put("m14", "s").put("x24", "k").toMove(0);
    var b = Graalwar.GAME.apply(s, 0, new Move.Step(Hole.parse("l12"), Hole.parse("m14"))).state().board();
    assertEquals(Piece.ECUYER, b.piece(Hole.parse("m14")));
    assertEquals(0, b.count(1, Piece.SERGENT));
  }
}
