package roundtable.core.graalwar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static roundtable.core.graalwar.Position.shots;

import java.util.List;
import org.junit.jupiter.api.Test;
import roundtable.core.table.IllegalActionException;

/**
 * "L'archer [...] tire avec une portée de trois trous sur un ennemi en l'obligeant à bouger d'un
 * trou en arrière ou sur le côté", "en reculant de une, deux ou trois cases", "hors de portée".
 */
class ArcherTest {
  @Test
  void lArcherTireSurUnEnnemiQuiReculeOuSEcarteHorsDePortee() {
    var s = Position.bare().put("l10", "A").put("l12", "s").toMove(0);
    // back along the line l13 is still in range, l14 and l15 are not; to the side j12 and n12
    // stand on the archer's diagonals, in range
    assertEquals(List.of("l12>l14", "l12>l15", "l12>k12", "l12>i12", "l12>m12", "l12>o12"), shots(s, "l10"));
    s = Position.bare().put("l10", "A").put("l11", "s").toMove(0);
    assertEquals(List.of("l11>l14", "l11>j11", "l11>i11", "l11>n11", "l11>o11"), shots(s, "l10"));
    s = Position.bare().put("l10", "A").put("l13", "s").toMove(0);
    assertEquals(List.of("l13>l14", "l13>l15", "l13>l16", "l13>k13", "l13>j13", "l13>m13", "l13>n13"),
        shots(s, "l10"));
  }

  @Test
  void laPorteeEstDeTroisTrous() {
    var s = Position.bare().put("l10", "A").put("l14", "s").put("o13", "c").toMove(0);
    assertEquals(List.of("o13>p14", "o13>q15", "o13>r16", "o13>n14", "o13>m15", "o13>l16", "o13>p12", "o13>q11",
        "o13>r10"), shots(s, "l10"));
  }

  @Test
  void lArcherNePeutPasTirerParDessusUneForetUnRocherOuUnDonjon() {
    assertEquals(List.of(), shots(Position.bare().put("l10", "A").forest("l11").put("l12", "s").toMove(0), "l10"));
    assertEquals(List.of(), shots(Position.bare().put("l10", "A").rock("l11").put("l12", "s").toMove(0), "l10"));
    assertEquals(List.of(), shots(Position.bare().put("l10", "A").castle(1, "l11", "k11").put("l12", "s")
        .toMove(0), "l10"));
  }

  @Test
  void anArrowFliesOverSoldiers() {
    var s = Position.bare().put("l10", "A").put("l11", "S").put("l12", "s").toMove(0);
    assertEquals(6, shots(s, "l10").size());
  }

  @Test
  void theTargetFallsBackOnlyOverGroundItCouldWalk() {
    // a rider can't fall back into a forest; a foot soldier can
    var rider = Position.bare().put("l10", "A").put("l11", "c").forest("m11", "k11", "l12").toMove(0);
    assertEquals(List.of(), shots(rider, "l10"));
    var foot = Position.bare().put("l10", "A").put("l11", "s").forest("m11", "k11", "l12").toMove(0);
    assertEquals(List.of("l11>l14", "l11>j11", "l11>i11", "l11>n11", "l11>o11"), shots(foot, "l10"));
    var blocked = Position.bare().put("l10", "A").put("l11", "s").put("m11", "S").put("l12", "S").rock("k11")
        .toMove(0);
    assertEquals(List.of(), shots(blocked, "l10"));
  }

  @Test
  void theShotPushesTheEnemyAndTakesNobody() throws Exception {
    var s = Position.bare().put("l10", "A").put("l12", "s").toMove(0);
    var applied = Graalwar.GAME.apply(s, 0, new Move.Shot(Hole.parse("l10"), Hole.parse("l12"), Hole.parse("m12")));
    var b = applied.state().board();
    assertEquals(Piece.SERGENT, b.piece(Hole.parse("m12")));
    assertTrue(b.isEmpty(Hole.parse("l12")));
    assertEquals(Piece.ARCHER, b.piece(Hole.parse("l10")));
    assertEquals(List.of("White archer on l10 shoots at l12", "Blue's sergent falls back from l12 to m12"),
        applied.events().stream().map(e -> e.text()).toList());
  }

  @Test
  void aLandingInRangeIsRefusedWithTheRule() {
    var s = Position.bare().put("l10", "A").put("l12", "s").toMove(0);
    var e = assertThrows(IllegalActionException.class, () -> Graalwar.GAME.apply(s, 0,
        new Move.Shot(Hole.parse("l10"), Hole.parse("l12"), Hole.parse("l13"))));
    assertEquals("the soldier on l12 can't fall back to l13: it goes 1 to 3 free holes back or to the side, "
        + "out of range", e.getMessage());
  }

  @Test
  void aSoldierInsideADonjonIsSheltered() {
    var s = Position.bare().castle(1, "l12", "l13").put("l10", "A").put("l12", "s").toMove(0);
    assertEquals(List.of(), shots(s, "l10"));
  }
}
