package roundtable.core.morrigan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static roundtable.core.morrigan.Play.adversary;
import static roundtable.core.morrigan.Play.all;
import static roundtable.core.morrigan.Play.in;
import static roundtable.core.morrigan.Play.territory;

import java.util.List;
import org.junit.jupiter.api.Test;
import roundtable.core.morrigan.MorriganState.Phase;

/** The thirteen Special cards, each with its timing and duration. */
class SpecialsTest {
  @Test
  void allieInattenduTakesACardOfTheDiscards() throws Exception {
    MorriganState s = Position.of(3).turn(0).hand(0, "ally").discards("A5 E2").build();
    String five = "c" + s.discards().get(0).id();
    s = Play.line(s, "0 ally " + in(s, 0, "ally") + " " + five).state();
    assertEquals(List.of("A5"), Play.hand(s, 0));
    assertEquals(2, s.discards().size(), "the Épreuve and the Allié Inattendu itself");
  }

  @Test
  void favoriDuRoiTakesOneCardBlindFromEachOtherHand() throws Exception {
    MorriganState s = Position.of(3).turn(0).hand(0, "favour").hand(1, "A4 A1").hand(2, "T5").build();
    s = Play.line(s, "0 favour " + in(s, 0, "favour") + " " + in(s, 1, "A1") + " " + in(s, 2, "T5")).state();
    assertEquals(List.of("A1", "T5"), Play.hand(s, 0));
    assertEquals(List.of("A4"), Play.hand(s, 1));
    assertEquals(List.of(), s.hands().get(2));
    assertEquals("Favori du Roi takes one card from each other player with a hand: [seat 1, seat 2]",
        Play.refused(Position.of(3).turn(0).hand(0, "favour").hand(1, "A4").hand(2, "T5").build(), "0 favour c0 c1"));
  }

  @Test
  void tresorSecretDrawsTwoCards() throws Exception {
    MorriganState s = Position.of(3).turn(0).hand(0, "treasure").deck("X5 X4").build();
    s = Play.line(s, "0 treasure " + in(s, 0, "treasure")).state();
    assertEquals(List.of("X5", "X4"), Play.hand(s, 0));
  }

  @Test
  void sorcellerieMakesAnotherPlayerDiscardHisHandFaceUp() throws Exception {
    MorriganState s = Position.of(3).turn(0).hand(0, "sorcery").hand(2, "A5 T5 E5").build();
    s = Play.line(s, "0 sorcery " + in(s, 0, "sorcery") + " 2").state();
    assertEquals(List.of(), s.hands().get(2));
    assertEquals(4, s.discards().size());
    MorriganState after = s;
    s.discards().forEach(c -> assertTrue(after.cards().publicFace(c).isPresent()));
    assertEquals("Sorcellerie names another player",
        Play.refused(Position.of(3).turn(0).hand(0, "sorcery").build(), "0 sorcery c0 0"));
  }

  @Test
  void delugeForbidsTerritoriesUntilTheNextTurnOfItsPlayer() throws Exception {
    MorriganState s = Position.of(3).turn(0).hand(0, "flood T1").hand(1, "T2").hand(2, "T3").build();
    s = Play.line(s, "0 flood " + in(s, 0, "flood")).state();
    assertEquals("Déluge: no Territory may be laid this turn", Play.refused(s, "0 territory " + in(s, 0, "T1")));
    s = Play.lines(s, "0 end", "0 end");
    assertEquals("Déluge: no Territory may be laid this turn", Play.refused(s, "1 territory " + in(s, 1, "T2")));
    s = Play.lines(s, "1 end", "1 end", "2 end", "2 end");
    assertEquals(0, s.turn());
    assertTrue(s.effects().isEmpty(), "\"pendant un tour\": it ends when its player's turn comes again");
    s = Play.line(s, "0 territory " + in(s, 0, "T1")).state();
    assertEquals(1, s.prestige(0));
  }

  @Test
  void maledictionDoublesAnAdversaryInAReinforcementPhaseOnly() throws Exception {
    MorriganState s = Position.of(3).turn(0).hand(0, "curse").hand(1, "A5 A2").adversary("X3").build();
    assertEquals("Malédiction is played in a reinforcement phase, under an Adversary",
        Play.refused(s, "0 curse " + adversary(s, 0) + " " + in(s, 0, "curse")));
    s = Play.lines(s, "0 end", "0 curse " + adversary(s, 0) + " " + in(s, 0, "curse"), "0 end", "1 fight "
        + adversary(s, 0) + " " + all(s, 1, "A5"));
    assertEquals(1, s.adversaries().size(), "5 does not beat 3 x 2");
    assertEquals(0, s.prestige(1));
  }

  @Test
  void seismeDiscardsEveryReinforcementOfTheTerritories() throws Exception {
    MorriganState s = Position.of(3).turn(0).hand(0, "quake").territory(1, "T3", "A5 A5").territory(2, "T1", "E2")
        .adversary("X1", 1, "A3").build();
    s = Play.line(s, "0 quake " + in(s, 0, "quake")).state();
    assertEquals(List.of(), s.territories().get(1).get(0).under());
    assertEquals(List.of(), s.territories().get(2).get(0).under());
    assertEquals(1, s.adversaries().get(0).under().size(), "only Territories");
  }

  @Test
  void benedictionIsPlayedOnlyWithABet() throws Exception {
    MorriganState s = Position.of(3).turn(0).hand(0, "bless").build();
    assertEquals("Bénédiction is played with a bet in an Épreuve", Play.refused(s, "0 bless " + in(s, 0, "bless")));
  }

  @Test
  void epeeAndCatapulteGoOnlyWithActionCards() throws Exception {
    MorriganState s = Position.of(3).turn(0).hand(0, "sword catapult").adversary("X1").build();
    assertEquals("Epée Enchantée is played with Action cards in a fight", Play.refused(s, "0 sword " + in(s, 0, "sword")));
    assertEquals("Catapulte is played with Action cards in a conquest",
        Play.refused(s, "0 catapult " + in(s, 0, "catapult")));
  }

  @Test
  void sainteReliqueProtectsATerritoryFromConquestsForOneTurn() throws Exception {
    MorriganState s = Position.of(3).turn(0).hand(0, "relic").territory(0, "T2").hand(1, "A5 A5").build();
    s = Play.lines(s, "0 relic " + in(s, 0, "relic") + " " + territory(s, 0, 0), "0 end", "0 end");
    assertEquals("Sainte Relique protects that Territory this turn",
        Play.refused(s, "1 conquer " + territory(s, 0, 0) + " " + in(s, 1, "A5")));
    assertEquals(1, s.effects().size());
    s = Play.lines(s, "1 end", "1 end", "2 end", "2 end");
    assertTrue(s.effects().isEmpty(), "it ends when its player's turn comes again");
  }

  @Test
  void bouclierBeniTakesBackAnActionCardJustUsed() throws Exception {
    MorriganState s = Position.of(3).turn(0).hand(0, "A4 A2 shield").adversary("X2").build();
    assertEquals("Bouclier Béni takes back an Action card you have just used: you have used none",
        Play.refused(s, "0 shield " + in(s, 0, "shield") + " c0"));
    s = Play.line(s, "0 fight " + adversary(s, 0) + " " + all(s, 0, "A4", "A2")).state();
    String four = "c" + s.justUsed().get(0).id();
    s = Play.line(s, "0 shield " + in(s, 0, "shield") + " " + four).state();
    assertEquals(List.of("A4"), Play.hand(s, 0));
    assertEquals(Phase.ACTION, s.phase());
  }

  @Test
  void specialCardsOfTheTurnAreNotPlayedOutsideTheActionPhase() throws Exception {
    MorriganState s = Position.of(3).turn(0).hand(0, "treasure").build();
    s = Play.line(s, "0 end").state();
    assertEquals("in the reinforcement phase: reinforce, curse an Adversary, or end",
        Play.refused(s, "0 treasure " + in(s, 0, "treasure")));
  }

  @Test
  void aCardTakenByFavoriDuRoiGetsANewHandleSeenByItsTakerOnly() throws Exception {
    MorriganState s = Position.of(3).turn(0).hand(0, "favour").hand(1, "A4").hand(2, "T5").build();
    var taken = s.hands().get(1).get(0);
    s = Play.line(s, "0 favour " + in(s, 0, "favour") + " " + in(s, 1, "A4") + " " + in(s, 2, "T5")).state();
    var now = s.hands().get(0).get(0);
    assertTrue(now.id() != taken.id(), "move() gives the card a new handle");
    assertTrue(s.cards().faceFor(now, 0, roundtable.core.table.Knowledge.NOTHING).isPresent());
    assertTrue(s.cards().faceFor(now, 1, roundtable.core.table.Knowledge.NOTHING).isEmpty(),
        "its former holder cannot follow it");
    assertEquals(null, Conservation.problem(s));
  }

  @Test
  void maledictionMayBeTheCardGivenToANewAdversary() throws Exception {
    MorriganState s = Position.of(3).turn(0).hand(0, "X2 A5").hand(1, "curse").build();
    s = Play.line(s, "0 adversary " + in(s, 0, "X2")).state();
    s = Play.line(s, "1 curse " + adversary(s, 0) + " " + in(s, 1, "curse")).state();
    assertTrue(s.adversaries().get(0).curse() != null);
    assertEquals(null, s.round(), "seat 2 has no card and is passed over");
    s = Play.line(s, "0 fight " + adversary(s, 0) + " " + in(s, 0, "A5")).state();
    assertEquals(2, s.prestige(0), "5 beats 2 x 2");
    assertEquals(2, s.discards().size(), "the Action card, and the Malédiction with the Adversary's reinforcements");
  }

  @Test
  void bouclierBeniTakesBackABetInAnotherPlayersEpreuve() throws Exception {
    MorriganState s = Position.of(3).turn(0).hand(0, "E3 A1").hand(1, "A5 shield").hand(2, "A2 T1").build();
    s = Play.lines(s, "0 trial " + in(s, 0, "E3"), "1 bet " + in(s, 1, "A5"), "2 bet " + in(s, 2, "A2"),
        "0 bet " + in(s, 0, "A1"));
    assertEquals(3, s.prestige(1));
    String five = "c" + ((MorriganState.Round.Recovery) s.round()).cards().get(0).get(0).id();
    assertEquals("seat 1 may take back an Action card with Bouclier Béni now, not seat 2", Play.refused(s, "2 pass"));
    s = Play.lines(s, "1 shield " + in(s, 1, "shield") + " " + five, "2 pass");
    assertEquals(List.of("A5"), Play.hand(s, 1), "\"Jouable à tout moment après avoir utilisé une ou plusieurs cartes Action\"");
    assertEquals(null, s.round());
    assertEquals(null, Conservation.problem(s));
  }

  @Test
  void bouclierBeniTakesBackACardOfALostDuel() throws Exception {
    MorriganState s = Position.of(3).turn(0).phase(Phase.START).territory(0, "T5").territory(0, "T5")
        .territory(0, "T5").hand(0, "shield").hand(1, "A5").deck("A2 A1 E1 E1").build();
    s = Play.line(s, "0 duel").state();
    s = Play.lines(s, "0 attack " + all(s, 0, "A2", "A1"), "1 maletar " + in(s, 1, "A5"));
    String two = "c" + s.justUsed().get(0).id();
    s = Play.line(s, "0 shield " + in(s, 0, "shield") + " " + two).state();
    assertTrue(Play.hand(s, 0).contains("A2"));
    s = Play.line(s, "0 lose " + territory(s, 0, 0)).state();
    assertEquals(10, s.prestige(0), "then he loses one of his Territoires 5");
  }

  @Test
  void aMaledictionLaidFaceDownUnderAnAdversaryDoublesItOnceFlipped() throws Exception {
    // "Malédiction - Doublez la Valeur de défense d'un Adversaire en plaçant cette carte en renfort."
    MorriganState s = Position.of(3).turn(0).hand(0, "A5").adversary("X3", 1, "curse").build();
    assertTrue(s.cards().publicFace(s.adversaries().get(0).under().get(0)).isEmpty(), "it lies face down");
    s = Play.line(s, "0 fight " + adversary(s, 0) + " " + in(s, 0, "A5")).state();
    assertEquals(1, s.adversaries().size(), "5 does not beat 3 x 2");
    assertEquals(Card.special(Card.Special.CURSE), s.shown(s.adversaries().get(0).curse()),
        "flipped, it stays under the Adversary: it is no bluff");
    assertEquals(0, s.prestige(0));
  }

  @Test
  void underATerritoryAMaledictionIsABluff() throws Exception {
    // "Doublez la Valeur de défense d'un Adversaire": a Territory's is not doubled
    MorriganState s = Position.of(3).turn(0).hand(0, "A4").territory(1, "T3", "curse").build();
    s = Play.line(s, "0 conquer " + territory(s, 1, 0) + " " + in(s, 0, "A4")).state();
    assertEquals(3, s.prestige(0), "4 beats 3");
  }

  @Test
  void bouclierBeniTakesBackTheCardGivenToMaletar() throws Exception {
    // "Bouclier Béni - ... Jouable à tout moment après avoir utilisé une ou plusieurs cartes Action": giving
    // Maletar an Action card is using one
    MorriganState s = Position.of(3).turn(0).phase(Phase.START).territory(0, "T5").territory(0, "T5")
        .territory(0, "T5").hand(1, "A5 shield").deck("A2 A1 E1 E1").build();
    s = Play.lines(s, "0 duel");
    s = Play.lines(s, "0 attack " + all(s, 0, "A2", "A1"), "1 maletar " + in(s, 1, "A5"));
    s = Play.line(s, "0 pass").state();
    String five = "c" + ((MorriganState.Round.Recovery) s.round()).cards().get(0).get(0).id();
    s = Play.line(s, "1 shield " + in(s, 1, "shield") + " " + five).state();
    assertEquals(List.of("A5"), Play.hand(s, 1));
    s = Play.line(s, "0 lose " + territory(s, 0, 0)).state();
    assertEquals(1, s.turn());
    assertEquals(null, Conservation.problem(s));
  }
}
