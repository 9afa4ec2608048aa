package roundtable.core.morrigan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static roundtable.core.morrigan.Play.in;

import org.junit.jupiter.api.Test;
import roundtable.core.morrigan.MorriganState.Round;

/** "Jouer une Épreuve": bets face down clockwise, flipped together, ties bet again, abandons. */
class TrialTest {
  private static MorriganState start(String h0, String h1, String h2) throws Exception {
    MorriganState s = Position.of(3).turn(0).hand(0, "E4 " + h0).hand(1, h1).hand(2, h2).build();
    return Play.line(s, "0 trial " + in(s, 0, "E4")).state();
  }

  @Test
  void theHighestActionCardWinsAndEveryBetIsDiscarded() throws Exception {
    MorriganState s = start("A2", "A5", "A3");
    assertEquals("seat 1: bet a card face down on the Épreuve, or fold", Morrigan.GAME.prompt(s).text(),
        "\"en commençant par le joueur situé à gauche du joueur ayant posé l'épreuve\"");
    s = Play.line(s, "1 bet " + in(s, 1, "A5")).state();
    Round.Betting b = (Round.Betting) s.round();
    assertTrue(s.cards().publicFace(b.bets().get(0).card()).isEmpty(), "a bet lies face down");
    s = Play.lines(s, "2 bet " + in(s, 2, "A3"), "0 bet " + in(s, 0, "A2"));
    assertNull(s.round());
    assertEquals(4, s.prestige(1));
    assertEquals(3, s.discards().size(), "\"Les cartes jouées par tous les joueurs sont défaussées\"");
  }

  @Test
  void aTieIsBetAgainAmongTheTiedAndALoneBluffWinsTheReBet() throws Exception {
    MorriganState s = start("A1", "A4 T2", "A4 X1");
    s = Play.lines(s, "1 bet " + in(s, 1, "A4"), "2 bet " + in(s, 2, "A4"), "0 bet " + in(s, 0, "A1"));
    assertEquals("seat 1: take back an Action card you just used with Bouclier Béni, or pass",
        Morrigan.GAME.prompt(s).text(), "every other seat that bet an Action card is asked, holder or not");
    s = Play.lines(s, "1 pass", "2 pass");
    Round.Betting again = (Round.Betting) s.round();
    assertEquals(2, again.number());
    assertEquals(java.util.List.of(1, 2), again.toAsk(), "only the tied seats bet again");
    s = Play.lines(s, "1 bet " + in(s, 1, "T2"), "2 fold");
    assertEquals(4, s.prestige(1), "\"Un bluff est suffisant pour ... remporter l'épreuve si aucun autre joueur ne mise\"");
  }

  @Test
  void whenEveryBetIsABluffItIsATie() throws Exception {
    MorriganState s = start("", "T2 A1", "X1 A2");
    s = Play.lines(s, "1 bet " + in(s, 1, "T2"), "2 bet " + in(s, 2, "X1"));
    assertEquals(2, ((Round.Betting) s.round()).number(), "\"Si tous les joueurs jouent un bluff ... égalité\"");
    s = Play.lines(s, "1 bet " + in(s, 1, "A1"), "2 bet " + in(s, 2, "A2"));
    assertEquals(4, s.prestige(2));
  }

  @Test
  void whenAllAbandonNobodyWins() throws Exception {
    MorriganState s = start("", "A3 A3", "A3 A3");
    s = Play.lines(s, "1 bet " + in(s, 1, "A3"), "2 bet " + in(s, 2, "A3"), "1 pass", "2 pass", "1 fold", "2 fold");
    assertNull(s.round());
    assertEquals(0, s.prestige(1) + s.prestige(2));
    assertEquals(3, s.discards().size(), "the Épreuve is discarded with the two bets");
  }

  @Test
  void whenNobodyHasACardLeftToBetTheTieHasNoWinner() throws Exception {
    MorriganState s = start("", "A3", "A3");
    s = Play.lines(s, "1 bet " + in(s, 1, "A3"), "2 bet " + in(s, 2, "A3"));
    assertNull(s.round(), "\"Si aucun des participants n'a de carte à jouer ... n'est remportée par personne\"");
    assertEquals(0, s.prestige(1) + s.prestige(2));
  }

  @Test
  void aSeatThatFoldedCannotComeBack() throws Exception {
    MorriganState s = start("A2 A5", "A2 A2", "A2 A4");
    s = Play.lines(s, "1 bet " + in(s, 1, "A2"), "2 fold", "0 bet " + in(s, 0, "A2"), "1 pass");
    Round.Betting again = (Round.Betting) s.round();
    assertEquals(java.util.List.of(1, 0), again.toAsk());
    assertEquals("seat 1 bets now, not seat 2", Play.refused(s, "2 bet " + in(s, 2, "A4")));
  }

  @Test
  void blessingDoublesTheBetItGoesWith() throws Exception {
    MorriganState s = start("", "A3 bless", "A5");
    s = Play.lines(s, "1 bet " + in(s, 1, "A3") + " bless " + in(s, 1, "bless"), "2 bet " + in(s, 2, "A5"));
    assertEquals(4, s.prestige(1), "3 x 2 = 6 beats 5");
  }

  @Test
  void winterForbidsEpreuves() throws Exception {
    MorriganState s = Position.of(3).turn(0).hand(0, "winter E2").build();
    s = Play.line(s, "0 winter " + in(s, 0, "winter")).state();
    assertEquals("Hiver Glacial: no Épreuve may be played this turn", Play.refused(s, "0 trial " + in(s, 0, "E2")));
  }

  @Test
  void anEpreuveIsSettledBeforeAnyOtherAction() throws Exception {
    // "Toute action devra être résolue avant d'en commencer une autre."
    MorriganState s = start("T1", "A2", "A3");
    assertEquals("seat 1 bets now, not seat 0", Play.refused(s, "0 territory " + in(s, 0, "T1")));
  }
}
