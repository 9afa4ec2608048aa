package roundtable.core.morrigan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static roundtable.core.morrigan.Play.adversary;
import static roundtable.core.morrigan.Play.all;
import static roundtable.core.morrigan.Play.in;
import static roundtable.core.morrigan.Play.territory;

import java.util.List;
import org.junit.jupiter.api.Test;

/** "Affronter un Adversaire" and "Conquérir un Territoire". */
class FightTest {
  @Test
  void anAttackAboveTheDefenceBeatsTheAdversaryAndEveryCardIsDiscarded() throws Exception {
    // Adversaire 3, reinforced by seat 1 with an Action 2 and a bluff (Épreuve 1): defence 3 + 2 = 5.
    MorriganState s = Position.of(3).turn(0).hand(0, "A4 A2 T1").adversary("X3", 1, "A2 E1").build();
    s = Play.line(s, "0 fight " + adversary(s, 0) + " " + all(s, 0, "A4", "A2")).state();
    assertEquals(List.of(), s.adversaries());
    assertEquals(3, s.prestige(0), "\"L'Adversaire rapporte immédiatement les points de prestige indiqués\"");
    assertEquals(1, s.trophies().get(0).size());
    assertEquals(4, s.discards().size(), "the attacker's two cards and both reinforcements");
    MorriganState after = s;
    s.discards().forEach(c -> assertTrue(after.cards().publicFace(c).isPresent(), "discards are face up"));
  }

  @Test
  void anAttackEqualToTheDefenceLosesAndTheRealReinforcementsStayKnownToAll() throws Exception {
    MorriganState s = Position.of(3).turn(0).hand(0, "A4 A1").adversary("X3", 1, "A2 E1").build();
    s = Play.line(s, "0 fight " + adversary(s, 0) + " " + all(s, 0, "A4", "A1")).state();
    assertEquals(1, s.adversaries().size(), "5 is not above 5: \"inférieure ou égale\" loses");
    var under = s.adversaries().get(0).under();
    assertEquals(1, under.size(), "the bluff is discarded, the Action 2 stays");
    assertEquals(Card.action(2), s.shown(under.get(0)), "\"sa valeur de défense actuelle est maintenant connue de tous\"");
    assertEquals(3, s.discards().size(), "the attacker's two cards and the bluff");
    assertEquals(0, s.prestige(0));
  }

  @Test
  void anAdversaryCanBeFoughtInTheSameActionPhaseItWasLaid() throws Exception {
    MorriganState s = Position.of(3).turn(0).hand(0, "X2 A4").hand(1, "A1").hand(2, "E5").build();
    s = Play.line(s, "0 adversary " + in(s, 0, "X2")).state();
    s = Play.lines(s, "1 reinforce " + adversary(s, 0) + " " + in(s, 1, "A1"), "2 pass");
    s = Play.line(s, "0 fight " + adversary(s, 0) + " " + in(s, 0, "A4")).state();
    assertEquals(List.of(), s.adversaries(), "4 beats 2 + 1");
    assertEquals(2, s.prestige(0));
  }

  @Test
  void theEnchantedSwordDoublesTheActionCardsOfAFight() throws Exception {
    MorriganState s = Position.of(3).turn(0).hand(0, "A3 sword").adversary("X5").build();
    s = Play.line(s, "0 fight " + adversary(s, 0) + " " + in(s, 0, "A3") + " sword " + in(s, 0, "sword")).state();
    assertEquals(5, s.prestige(0), "3 x 2 = 6 beats 5");
  }

  @Test
  void aFightNeedsActionCards() throws Exception {
    MorriganState s = Position.of(3).turn(0).hand(0, "T3 A1 catapult").adversary("X1").build();
    String adv = adversary(s, 0);
    assertEquals(in(s, 0, "T3") + " is Territoire 3, not an Action card",
        Play.refused(s, "0 fight " + adv + " " + in(s, 0, "T3")));
    assertEquals(in(s, 0, "catapult") + " is Catapulte, not an Epée Enchantée",
        Play.refused(s, "0 fight " + adv + " " + in(s, 0, "A1") + " sword " + in(s, 0, "catapult")));
  }

  @Test
  void aConquestAboveTheDefenceTakesTheTerritoryWithItsPrestige() throws Exception {
    MorriganState s = Position.of(3).turn(0).hand(0, "A5 A1").territory(1, "T4", "A1 X2").build();
    assertEquals(4, s.prestige(1));
    s = Play.line(s, "0 conquer " + territory(s, 1, 0) + " " + all(s, 0, "A5", "A1")).state();
    assertEquals(4, s.prestige(0), "6 beats 4 + 1: \"le Territoire change de propriétaire\"");
    assertEquals(0, s.prestige(1));
    assertEquals(List.of(), s.territories().get(0).get(0).under(), "its reinforcements are discarded");
    assertEquals(4, s.discards().size());
  }

  @Test
  void aLostConquestLeavesTheTerritoryWithItsRealReinforcements() throws Exception {
    MorriganState s = Position.of(3).turn(0).hand(0, "A4").territory(1, "T3", "A1 X2").build();
    s = Play.line(s, "0 conquer " + territory(s, 1, 0) + " " + in(s, 0, "A4")).state();
    assertEquals(3, s.prestige(1));
    assertEquals(1, s.territories().get(1).get(0).under().size());
  }

  @Test
  void theCatapultDoublesAConquestAndOnlyAConquest() throws Exception {
    MorriganState s = Position.of(3).turn(0).hand(0, "A3 catapult").territory(2, "T5").build();
    s = Play.line(s, "0 conquer " + territory(s, 2, 0) + " " + in(s, 0, "A3") + " catapult " + in(s, 0, "catapult"))
        .state();
    assertEquals(5, s.prestige(0));
  }

  @Test
  void nobodyConquersHisOwnTerritory() throws Exception {
    MorriganState s = Position.of(3).turn(0).hand(0, "A3").territory(0, "T1").build();
    assertEquals("that Territory is already yours", Play.refused(s, "0 conquer " + territory(s, 0, 0) + " " + in(s, 0, "A3")));
  }

  @Test
  void onlyTheSeatWhoseTurnItIsActs() throws Exception {
    MorriganState s = Position.of(3).turn(0).hand(1, "A3").adversary("X1").build();
    assertEquals("it is seat 0's turn, not seat 1's", Play.refused(s, "1 fight " + adversary(s, 0) + " " + in(s, 1, "A3")));
  }

  @Test
  void aPlayerFightsAndConquersAsOftenAsHeLikesInOneActionPhaseInAnyOrder() throws Exception {
    // "Il peut aussi affronter le nombre d'Adversaires et tenter de conquérir le nombre de Territoires de son
    // choix, dans l'ordre qu'il souhaite."
    MorriganState s = Position.of(3).turn(0).hand(0, "A5 A4 A3").adversary("X1").adversary("X2").territory(1, "T1")
        .build();
    s = Play.line(s, "0 fight " + adversary(s, 1) + " " + in(s, 0, "A4")).state();
    s = Play.line(s, "0 conquer " + territory(s, 1, 0) + " " + in(s, 0, "A3")).state();
    s = Play.line(s, "0 fight " + adversary(s, 0) + " " + in(s, 0, "A5")).state();
    assertEquals(4, s.prestige(0), "Adversaire 2, Territoire 1, Adversaire 1");
  }

  @Test
  void afterALostFightTheAdversaryIsReinforcedAsUsual() throws Exception {
    // "L'Adversaire reste en jeu mais sa valeur de défense actuelle est maintenant connue de tous. Il peut être
    // renforcé normalement durant les prochaines phases de renfort."
    MorriganState s = Position.of(3).turn(0).hand(0, "A1 A2").adversary("X3", 1, "A2").build();
    s = Play.line(s, "0 fight " + adversary(s, 0) + " " + in(s, 0, "A1")).state();
    var known = s.adversaries().get(0).under().get(0);
    assertEquals(Card.action(2), s.shown(known));
    s = Play.lines(s, "0 end", "0 reinforce " + adversary(s, 0) + " " + in(s, 0, "A2"));
    var under = s.adversaries().get(0).under();
    assertEquals(2, under.size());
    assertTrue(s.cards().publicFace(under.get(1)).isEmpty(), "the new card lies face down");
  }

  @Test
  void afterALostConquestTheTerritoryIsReinforcedAsUsual() throws Exception {
    // "Seules les cartes posées par le joueur sont défaussées" ... "La valeur de défense actuelle du Territoire
    // est maintenant connue de tous. Il peut être renforcé normalement durant les prochaines phases de renfort."
    MorriganState s = Position.of(3).turn(0).hand(0, "A1").territory(1, "T3", "A2").hand(1, "A4").build();
    s = Play.line(s, "0 conquer " + territory(s, 1, 0) + " " + in(s, 0, "A1")).state();
    assertEquals(1, s.discards().size(), "only the attacker's card");
    assertEquals(Card.action(2), s.shown(s.territories().get(1).get(0).under().get(0)));
    s = Play.lines(s, "0 end", "0 end", "1 end");
    s = Play.line(s, "1 reinforce " + territory(s, 1, 0) + " " + in(s, 1, "A4")).state();
    assertEquals(2, s.territories().get(1).get(0).under().size());
  }
}
