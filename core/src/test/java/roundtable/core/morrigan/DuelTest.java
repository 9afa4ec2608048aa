package roundtable.core.morrigan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static roundtable.core.morrigan.Play.all;
import static roundtable.core.morrigan.Play.in;
import static roundtable.core.morrigan.Play.territory;

import java.util.List;
import org.junit.jupiter.api.Test;
import roundtable.core.morrigan.MorriganState.Phase;
import roundtable.core.morrigan.MorriganState.Round;
import roundtable.core.table.Decision;

/** "Duel et Fin de partie". */
class DuelTest {
  /** Seat 0 has 16 prestige at the start of its turn (phase START). */
  private static Position ready() {
    return Position.of(3).turn(0).phase(Phase.START).territory(0, "T5").territory(0, "T4").trophy(0, "X5 E2");
  }

  @Test
  void with15PrestigeAtTheStartOfHisTurnAPlayerMayChallengeMaletar() throws Exception {
    MorriganState s = ready().hand(0, "A1").build();
    assertEquals("seat 0: challenge Maletar (duel), or play a usual turn (no-duel)", Morrigan.GAME.prompt(s).text());
    s = Play.line(s, "0 no-duel").state();
    assertEquals(Phase.ACTION, s.phase());
    assertEquals(3, s.hands().get(0).size(), "a usual turn: two cards drawn");
  }

  @Test
  void winningTheDuelEndsTheGame() throws Exception {
    // Draws 2 + 2 opponents = 4: A5 A5 A3 E1; attack 5 + 5 + 3 + 2 = 15 against 5 + 4 + 5.
    MorriganState s = ready().hand(0, "A2").hand(1, "A4").hand(2, "A5 T1").deck("A5 A5 A3 E1").build();
    s = Play.line(s, "0 duel").state();
    assertEquals(5, s.hands().get(0).size());
    assertEquals("\"il extrait ensuite toutes les cartes Action\": " + in(s, 0, "A2") + " is an Action card too",
        Play.refused(s, "0 attack " + all(s, 0, "A5", "A5", "A3")));
    s = Play.line(s, "0 attack " + all(s, 0, "A5", "A5", "A3", "A2")).state();
    assertEquals(in(s, 2, "T1") + " is Territoire 1, not an Action card (no bluff against Maletar)",
        Play.refused(Play.line(s, "1 maletar " + in(s, 1, "A4")).state(), "2 maletar " + in(s, 2, "T1")));
    s = Play.lines(s, "1 maletar " + in(s, 1, "A4"), "2 maletar " + in(s, 2, "A5"));
    assertEquals(List.of(0), s.outcome().winners());
    assertEquals("seat 0 defeats Maletar (15 against 14) and frees Morrigan", s.outcome().text());
    assertEquals(true, Morrigan.GAME.prompt(s).isOver());
  }

  @Test
  void losingTheDuelCostsTheCardWorthTheMostPrestigeAndThePlayerMayTryAgain() throws Exception {
    MorriganState s = ready().territory(0, "T1").hand(1, "A5").deck("A1 A1 E1 E1").build();
    assertEquals(17, s.prestige(0));
    s = Play.line(s, "0 duel").state();
    s = Play.line(s, "0 attack " + all(s, 0, "A1", "A1")).state();
    s = Play.lines(s, "1 maletar " + in(s, 1, "A5"));
    // 2 against 10: seat 2 has no card and is passed over; Bouclier Béni is offered first.
    s = Play.line(s, "0 pass").state();
    assertEquals(Decision.MOVE, Morrigan.GAME.prompt(s).seats().get(0));
    Round.Duel d = (Round.Duel) s.round();
    assertEquals(true, d.losing(), "a Territoire 5 and an Adversaire 5: the player chooses");
    String t5 = "c" + s.territories().get(0).get(0).card().id();
    s = Play.lines(s, "0 lose " + t5);
    assertNull(s.round());
    assertEquals(12, s.prestige(0));
    assertEquals(1, s.turn(), "\"Le joueur a terminé son tour\"");
  }

  @Test
  void aLoserStillAt15AtTheStartOfHisNextTurnMayTryAgain() throws Exception {
    MorriganState s = ready().trophy(0, "E5").hand(1, "A5").deck("A1 A1 E1 E1").build();
    s = Play.line(s, "0 duel").state();
    s = Play.lines(s, "0 attack " + all(s, 0, "A1", "A1"), "1 maletar " + in(s, 1, "A5"));
    s = Play.line(s, "0 pass").state();
    s = Play.lines(s, "0 lose " + "c" + s.trophies().get(0).get(2).id());
    assertEquals(16, s.prestige(0));
    s = Play.lines(s, "1 end", "1 end", "2 end", "2 end");
    assertEquals(Phase.START, s.phase(), "\"il pourra tenter à nouveau d'affronter Maletar\"");
  }

  @Test
  void onlyTheChallengerAttacks() throws Exception {
    MorriganState s = ready().hand(1, "A3").deck("A1 A1 A1 A1").build();
    s = Play.line(s, "0 duel").state();
    assertEquals("it is seat 0's duel, not seat 1's", Play.refused(s, "1 maletar " + in(s, 1, "A3")));
  }

  @Test
  void fifteenPrestigeMustBeKeptUntilTheStartOfTheNextTurn() throws Exception {
    // "Si, lors de son tour de jeu, un joueur obtient les 15 points de prestige nécessaires et arrive à les
    // conserver jusqu'au début de son prochain tour de jeu, il pourra décider d'affronter Maletar"
    MorriganState s = Position.of(3).turn(0).territory(0, "T5").trophy(0, "X5").hand(0, "T5").hand(1, "A5 A5")
        .build();
    s = Play.line(s, "0 territory " + in(s, 0, "T5")).state();
    assertEquals(15, s.prestige(0));
    assertEquals("in the action phase: lay a card, fight, conquer, play a Special or end", Play.refused(s, "0 duel"),
        "not in the turn he reached 15");
    s = Play.lines(s, "0 end", "0 end");
    s = Play.line(s, "1 conquer " + territory(s, 0, 1) + " " + all(s, 1, "A5", "A5")).state();
    s = Play.lines(s, "1 end", "1 end", "2 end", "2 end");
    assertEquals(0, s.turn());
    assertEquals(10, s.prestige(0));
    assertEquals(Phase.ACTION, s.phase(), "he lost a Territory on the way: no duel");
  }

  @Test
  void anAttackEqualToMaletarsDefenceLosesAndEveryDuelCardIsDiscarded() throws Exception {
    // "inférieure ou égale ... le joueur perd le combat. Toutes les cartes utilisées pour le Duel sont défaussées."
    MorriganState s = ready().hand(1, "A2").deck("A5 A2 E1 E1").build();
    s = Play.lines(s, "0 duel");
    s = Play.lines(s, "0 attack " + all(s, 0, "A5", "A2"), "1 maletar " + in(s, 1, "A2"));
    assertTrue(s.round() instanceof Round.Recovery r && r.then() instanceof Round.Duel d && d.losing(),
        "7 against 5 + 2: lost");
    assertEquals(3, s.discards().size(), "the two attack cards and Maletar's");
    MorriganState now = s;
    s.discards().forEach(c -> assertTrue(now.cards().publicFace(c).isPresent()));
  }
}
