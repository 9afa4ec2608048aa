package roundtable.core.grailcup;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The searching bot's judgement of a Grail Cup position counts each Ally the seat keeps as the
 * squares it should move the knight ("Les Alliés"), the Dragon stopping a knight without a Lance.
 */
class EvaluatorTest {
  /** What the kept Allies add for seat 0 to the greedy bot's judgement. */
  private static double kept(Position position) {
    GrailCupState s = position.calling(1);
    return GrailCupEvaluator.WITH_KEPT_ALLIES.score(s, 0) - GrailCupEvaluator.INSTANCE.score(s, 0);
  }

  @Test
  void thePrincessIsWorthTheSquaresToTheNextCastle() {
    // "Avancez jusqu'à la prochaine case Château": from 9, the Castle on 14.
    assertEquals(5, kept(Position.of(3).knight(0, 9).dragon(30).ally(0, Ally.PRINCESS)));
  }

  @Test
  void theDragonStopsTheFairyJustBehindItUnlessTheKnightHasALance() {
    // "il recule d'une case et arrête son déplacement sur la case immédiatement derrière le Dragon"
    assertEquals(2, kept(Position.of(3).knight(0, 9).dragon(12).ally(0, Ally.FAIRY)));
    assertEquals(6, kept(Position.of(3).knight(0, 9).dragon(12).lances(0, 1).ally(0, Ally.FAIRY)));
  }

  @Test
  void theUnicornGoesJustInFrontOfTheNextKnightAfterTheSquiresTwoSquares() {
    // Allies are called "dans l'ordre croissant de leur numéro": the Squire's 2 from 5 to 7, then
    // the Unicorn "jusqu'à la première case libre devant le premier Chevalier devant vous", 10 to 11.
    assertEquals(2 + 4, kept(Position.of(3).knight(0, 5).knight(1, 10).knight(2, 20).dragon(30)
        .ally(0, Ally.UNICORN).ally(0, Ally.SQUIRE)));
  }

  @Test
  void anotherSeatsAlliesAreNotCounted() {
    assertEquals(0, kept(Position.of(3).knight(0, 9).dragon(30).ally(1, Ally.PRINCESS)));
  }
}
