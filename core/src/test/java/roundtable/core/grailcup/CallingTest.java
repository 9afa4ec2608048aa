package roundtable.core.grailcup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import roundtable.core.hidden.CardRef;

/** "Le Chancelier appelle les Alliés, dans l'ordre croissant de leur numéro." */
class CallingTest {
  @Test
  void theHolderShowsTheAllyCalledAndTheOthersPass() throws Exception {
    GrailCupState s = Position.of(4).knight(0, 3).knight(1, 5).ally(0, Ally.FAIRY).ally(1, Ally.PRIEST).calling(7);
    Table t = new Table(s);
    int fairy = t.state.chosen().get(0).get(0);
    int priest = t.state.chosen().get(1).get(0);
    assertEquals(List.of(0), List.copyOf(Table.GAME.prompt(t.state).seats().keySet()),
        "the seats that kept an Ally answer the call one at a time, from the Chancellor");
    String r = t.refused(0, "show #" + fairy);
    assertTrue(r.contains("not the Priest (7)"), r);
    assertTrue(t.refused(1, "pass").contains("not Blue's turn"), t.refused(1, "pass"));
    assertTrue(t.refused(0, "show #" + priest).contains("not an Ally Red kept"), t.refused(0, "show #" + priest));
    assertTrue(t.refused(2, "pass").contains("not Yellow's"), t.refused(2, "pass"));
    assertTrue(t.refused(0, "advance 2").contains("show it or pass"), t.refused(0, "advance 2"));
    t.act(0, "pass");
    assertTrue(t.refused(1, "pass").contains("holds the Priest (7)"), t.refused(1, "pass"));
    t.act(1, "show #" + priest);
    assertEquals(12, t.square(1));
    assertEquals(8, t.calling());
  }

  @Test
  void alliesSetAsideFaceUpAreNeverCalled() {
    Table t = new Table(Position.of(4).knight(0, 3).ally(0, Ally.FAIRY).faceUp(Ally.PRIEST).calling(7));
    assertEquals(8, t.calling(), "the Priest lies face up: the Chancellor calls the Fairy next");
  }

  @Test
  void withThreePlayersEachPlaysItsTwoAlliesEachWhenItIsCalled() throws Exception {
    // "Chaque joueur se retrouve donc avec deux alliés, qu'il jouera à leurs tours respectifs"
    Table t = new Table(Position.of(3).knight(0, 3).knight(1, 4).knight(2, 0).ally(0, Ally.BLACKSMITH)
        .ally(0, Ally.FAIRY).ally(1, Ally.PRINCESS).calling(4));
    t.call();
    assertEquals(7, t.square(0), "the Blacksmith first");
    assertEquals(1, t.lances(0));
    t.callUntil(8);
    assertEquals(14, t.square(1), "the Princess in between");
    t.call().act(0, "advance 2");
    assertEquals(9, t.square(0), "then Red's Fairy");
    assertTrue(t.state.chosen().get(0).stream().allMatch(c -> t.state.cards().publicFace(new CardRef(c)).isPresent()),
        "both of Red's Allies are shown");
  }

  @Test
  void aPlayerWhoNeverShowsTheAllyItKeptIsNamedAsACheatWhenTheCallingEnds() {
    // with mental poker the rules cannot see a card in a hand: a false 'pass' is caught here
    Table t = new Table(Position.of(4).knight(0, 3).ally(0, Ally.FAIRY).calling(10));
    assertTrue(Table.GAME.prompt(t.state).isOver());
    var outcome = Table.GAME.outcome(t.state).orElseThrow();
    assertTrue(outcome.winners().isEmpty());
    assertEquals("Red kept an Ally and never showed it when it was called: a cheat", outcome.text());
  }
}
