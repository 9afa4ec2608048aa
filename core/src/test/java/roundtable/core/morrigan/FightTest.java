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
}
