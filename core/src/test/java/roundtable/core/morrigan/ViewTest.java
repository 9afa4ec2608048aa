package roundtable.core.morrigan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static roundtable.core.morrigan.Play.in;

import org.junit.jupiter.api.Test;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Viewer;

/** A seat sees its own hand and what lies face up; nobody sees a face-down card of another. */
class ViewTest {
  @Test
  void eachSeatSeesOnlyItsOwnHandAndTheFaceUpCards() throws Exception {
    MorriganState s = Position.of(3).turn(0).hand(0, "A5").hand(1, "T3").territory(2, "T4", "A2").build();
    MorriganState mine = Morrigan.GAME.view(s, Viewer.seat(0));
    var a5 = s.hands().get(0).get(0);
    var t3 = s.hands().get(1).get(0);
    var under = s.territories().get(2).get(0).under().get(0);
    assertTrue(mine.cards().faceFor(a5, 0, Knowledge.NOTHING).isPresent());
    assertTrue(mine.cards().faceFor(t3, 0, Knowledge.NOTHING).isEmpty());
    assertTrue(mine.cards().faceFor(under, 0, Knowledge.NOTHING).isEmpty(), "a reinforcement lies face down");
    assertEquals(4, mine.prestige(2), "prestige is public: Territories and trophies lie face up");
    MorriganState spectator = Morrigan.GAME.view(s, Viewer.SPECTATOR);
    assertTrue(spectator.cards().faceFor(a5, 0, Knowledge.NOTHING).isEmpty());
    assertTrue(spectator.cards().faceFor(under, 2, Knowledge.NOTHING).isEmpty());
    assertEquals(Morrigan.GAME.diagram(s).replaceAll("c\\d+:", ""), Morrigan.GAME.diagram(spectator)
        .replaceAll("c\\d+:", ""), "the diagram shows only the public table");
  }

  @Test
  void aBetIsSeenByItsOwnerUntilTheBetsAreFlipped() throws Exception {
    MorriganState s = Position.of(3).turn(0).hand(0, "E2 A1").hand(1, "A4").hand(2, "A3").build();
    s = Play.lines(s, "0 trial " + in(s, 0, "E2"), "1 bet " + in(s, 1, "A4"));
    var bet = ((MorriganState.Round.Betting) s.round()).bets().get(0).card();
    assertTrue(Morrigan.GAME.view(s, Viewer.seat(1)).cards().faceFor(bet, 1, Knowledge.NOTHING).isPresent());
    assertTrue(Morrigan.GAME.view(s, Viewer.seat(2)).cards().faceFor(bet, 2, Knowledge.NOTHING).isEmpty());
  }
}
