package roundtable.core.grailcup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** "Le Dragon et les jetons Lance". Seat 0 is Red, 1 Blue. */
class DragonTest {
  @Test
  void aKnightWithoutALanceStopsBehindTheDragon() {
    // "il recule d'une case et arrête son déplacement sur la case immédiatement derrière le Dragon"
    Table t = new Table(Position.of(4).knight(0, 13).dragon(16).ally(0, Ally.FAIRY).calling(8));
    t.call().act(0, "advance 6");
    assertEquals(15, t.square(0));
  }

  @Test
  void aKnightWithoutALanceThatWouldEndOnTheDragonStopsBehindIt() {
    // "devrait ... terminer son déplacement sur la même case que le Dragon, il recule d'une case"
    Table t = new Table(Position.of(4).knight(0, 14).dragon(16).ally(0, Ally.FAIRY).calling(8));
    t.call().act(0, "advance 2");
    assertEquals(15, t.square(0));
  }

  @Test
  void aLanceJumpsTheDragonAndTheMoveGoesOn() throws Exception {
    // "Il peut aussi utiliser un jeton Lance pour sauter par-dessus la bête, sur la case suivante, et
    // continuer éventuellement son déplacement." "le jeton est remis dans la réserve"
    Table t = new Table(Position.of(4).knight(0, 13).dragon(16).lances(0, 1).ally(0, Ally.FAIRY).calling(8));
    t.call().act(0, "advance 6");
    assertTrue(t.next() instanceof Task.Walk, "Red is asked whether to use a Lance");
    assertTrue(t.refused(1, "lance").contains("not Blue's turn"));
    t.act(0, "lance");
    assertEquals(19, t.square(0));
    assertEquals(0, t.lances(0));
    assertEquals(12, t.state.lanceReserve());
  }

  @Test
  void aKnightMayKeepItsLanceAndStop() {
    Table t = new Table(Position.of(4).knight(0, 13).dragon(16).lances(0, 1).ally(0, Ally.FAIRY).calling(8));
    t.call().act(0, "advance 6").act(0, "stop");
    assertEquals(15, t.square(0));
    assertEquals(1, t.lances(0));
  }

  @Test
  void aMoveEndingOnTheDragonEndsJustPastItWithALance() {
    Table t = new Table(Position.of(4).knight(0, 28).dragon(30).lances(0, 1).ally(0, Ally.FAIRY).calling(8));
    t.call().act(0, "advance 2").act(0, "lance");
    assertEquals(31, t.square(0));
  }

  @Test
  void goingBackAKnightIgnoresTheDragonAndStepsOneFurtherIfItWouldStopOnIt() {
    // "il ignore le Dragon et continue de reculer. Si son déplacement devait s'arrêter sur la case occupée
    // par le Dragon, il recule d'une case supplémentaire. Les jetons Lance ne sont pas utilisés."
    Table t = new Table(Position.of(4).knight(0, 18).knight(1, 18).dragon(16).lances(1, 1)
        .clover(20, Clover.FAKE_GRAIL).ally(0, Ally.FAIRY).calling(8));
    t.call().act(0, "advance 2").shuffled().act(0, "push 1");
    assertEquals(15, t.square(1));
    assertEquals(1, t.lances(1));
  }

  @Test
  void theDragonNeverGoesOnTheFinish() throws Exception {
    Table t = new Table(Position.of(4).knight(0, 18).clover(20, Clover.DRAGON_CALL).ally(0, Ally.FAIRY).calling(8));
    t.call().act(0, "advance 2").shuffled();
    assertTrue(t.refused(0, "dragon 45").contains("never be put on the finish"));
    t.act(0, "dragon 44");
    assertEquals(44, t.state.dragon());
  }

  @Test
  void theDragonMayLieOnSquareZeroAndAKnightGoingBackOntoItStopsOnSquareOne() throws Exception {
    // "une case libre (sauf la case Ligne d'arrivée)": square 0 is a free square of the track
    Table t = new Table(Position.of(4).knight(0, 15).knight(1, 2).knight(2, 30).knight(3, 31)
        .clover(20, Clover.FAKE_GRAIL).ally(0, Ally.DRAGON_TAMER).calling(5));
    t.call();
    assertTrue(t.refused(0, "dragon 2").contains("free square"));
    t.act(0, "dragon 0");
    assertEquals(20, t.square(0));
    t.act(0, "push 1");
    assertEquals(1, t.square(1), "back 2 would stop on the Dragon, with no square behind it: Blue stops on 1");
  }
}
