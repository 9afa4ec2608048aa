package roundtable.core.morrigan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static roundtable.core.morrigan.Play.adversary;
import static roundtable.core.morrigan.Play.in;
import static roundtable.core.morrigan.Play.territory;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import roundtable.core.morrigan.MorriganState.Phase;
import roundtable.core.morrigan.MorriganState.Round;
import roundtable.core.table.Decision;
import roundtable.core.table.TableConfig;

/** Set-up, "Phase 1 : Pioche", the action phase, "Phase 3 : Renfort", the end of the turn. */
class TurnTest {
  @Test
  void theDeckIsShuffledFiveCardsAreDealtAndTheFirstPlayerIsDrawnJointly() throws Exception {
    MorriganState s = Morrigan.GAME.setup(TableConfig.of(Morrigan.GAME, 4, Map.of(), true));
    assertEquals(Decision.RANDOMNESS, Morrigan.GAME.prompt(s).seats().get(0));
    s = Play.lines(s, "0 fix 2", "0 fix " + String.join(" ", java.util.stream.IntStream.range(0, 108)
        .mapToObj(String::valueOf).toList()));
    assertEquals(2, s.turn(), "the joint draw chose seat 2");
    assertEquals(List.of(5, 5, 7, 5), s.hands().stream().map(List::size).toList(), "five each, and seat 2 drew two");
    assertEquals(108 - 22, s.cards().pileSize(MorriganState.DECK));
    assertEquals(Phase.ACTION, s.phase());
  }

  @Test
  void aTerritoryBringsItsPrestigeAtOnce() throws Exception {
    MorriganState s = Position.of(3).turn(0).hand(0, "T4 T2").build();
    s = Play.lines(s, "0 territory " + in(s, 0, "T4"), "0 territory " + in(s, 0, "T2"));
    assertEquals(6, s.prestige(0), "\"On peut avoir autant de Territoires en jeu que l'on veut\"");
    assertEquals("c0 is not in seat 0's hand", Play.refused(s, "0 territory c0"));
  }

  @Test
  void layingAnAdversaryAsksTheOthersClockwiseFromTheLeftForAReinforcementFaceDown() throws Exception {
    MorriganState s = Position.of(4).turn(1).hand(1, "X3").hand(2, "A2").hand(3, "E1").hand(0, "A5").build();
    s = Play.line(s, "1 adversary " + in(s, 1, "X3")).state();
    assertEquals(List.of(2, 3, 0), ((Round.Placement) s.round()).toAsk());
    assertEquals("seat 2 reinforces the new Adversary now, not seat 3",
        Play.refused(s, "3 reinforce " + adversary(s, 0) + " " + in(s, 3, "E1")));
    s = Play.lines(s, "2 reinforce " + adversary(s, 0) + " " + in(s, 2, "A2"),
        "3 reinforce " + adversary(s, 0) + " " + in(s, 3, "E1"), "0 pass");
    assertEquals(null, s.round(), "\"n'interrompt pas la phase d'action\"");
    assertEquals(Phase.ACTION, s.phase());
    var under = s.adversaries().get(0).under();
    assertEquals(2, under.size());
    MorriganState after = s;
    under.forEach(c -> assertTrue(after.cards().publicFace(c).isEmpty(), "reinforcements lie face down"));
  }

  @Test
  void eachTerritoryAndEachAdversaryTakesOneCardPerTurn() throws Exception {
    MorriganState s = Position.of(3).turn(0).hand(0, "A1 A2 E3 X1").territory(0, "T2").territory(1, "T3")
        .adversary("X4").build();
    s = Play.line(s, "0 end").state();
    s = Play.lines(s, "0 reinforce " + territory(s, 0, 0) + " " + in(s, 0, "A1"),
        "0 reinforce " + adversary(s, 0) + " " + in(s, 0, "E3"));
    assertEquals("each Territory and each Adversary takes one card per turn: " + territory(s, 0, 0) + " has had its card",
        Play.refused(s, "0 reinforce " + territory(s, 0, 0) + " " + in(s, 0, "A2")));
    assertEquals(territory(s, 1, 0) + " is neither one of your Territories nor an Adversary in play",
        Play.refused(s, "0 reinforce " + territory(s, 1, 0) + " " + in(s, 0, "A2")));
  }

  @Test
  void theTurnEndsWithFiveCardsAtMostAndTheNextPlayerDrawsTwo() throws Exception {
    MorriganState s = Position.of(3).turn(0).hand(0, "A1 A2 A3 A4 A5 E1 E2").deck("T5 T4").build();
    s = Play.lines(s, "0 end", "0 end");
    assertEquals(Phase.DISCARD, s.phase());
    assertEquals("\"A la fin de son tour, un joueur doit avoir 5 cartes au maximum\": discard 2 more",
        Play.refused(s, "0 end"));
    s = Play.lines(s, "0 discard " + in(s, 0, "E1"), "0 discard " + in(s, 0, "E2"));
    assertEquals(1, s.turn());
    assertEquals(List.of("T5", "T4"), Play.hand(s, 1), "\"Le joueur doit piocher les 2 cartes situées sur le dessus\"");
  }

  @Test
  void whenTheDeckRunsOutTheDiscardsAreShuffledIntoANewDeck() throws Exception {
    MorriganState s = Position.of(3).turn(0).deck("A5").exhaust().build();
    assertEquals(1, s.cards().pileSize(MorriganState.DECK));
    int discards = s.discards().size();
    s = Play.lines(s, "0 end", "0 end");
    assertEquals(Decision.RANDOMNESS, Morrigan.GAME.prompt(s).seats().get(0), "the new deck is shuffled by all");
    s = Play.line(s, "0 fix " + String.join(" ", java.util.stream.IntStream.range(0, discards)
        .mapToObj(String::valueOf).toList())).state();
    assertEquals(2, s.hands().get(1).size());
    assertEquals(List.of(), s.discards());
    assertEquals(discards - 1, s.cards().pileSize(MorriganState.DECK));
    assertEquals(null, Conservation.problem(s));
  }

  @Test
  void morriganIsForThreeToFivePlayers() {
    // "Pour 3 à 5 joueurs"
    assertEquals(3, Morrigan.GAME.minPlayers());
    assertEquals(5, Morrigan.GAME.maxPlayers());
  }

  @Test
  void prestigeIsTheSumOfTerritoriesEpreuvesWonAndAdversariesBeaten() {
    // "on additionne les valeurs des territoires qu'il contrôle, des épreuves qu'il a remportées et des
    // adversaires qu'il a vaincus"
    MorriganState s = Position.of(3).turn(0).territory(0, "T3").trophy(0, "E2 X4").hand(0, "A5").build();
    assertEquals(9, s.prestige(0), "the cards in hand count for nothing");
  }

  @Test
  void aPlayerReinforcesAsManyOfHisTerritoriesAndAdversariesAsHeLikesOneCardEach() throws Exception {
    // "il peut renforcer plusieurs territoires ... plusieurs Adversaires"; "Cette carte s'ajoute aux renforts
    // éventuels déjà existants"; "Il n'y a pas de limite quant au nombre total de cartes"
    MorriganState s = Position.of(3).turn(0).hand(0, "A1 A2 A3 E1 E2").territory(0, "T2", "A1 A1 A1 A1 A1 A1")
        .territory(0, "T4").adversary("X3", 1, "A4").adversary("X1").build();
    s = Play.lines(s, "0 end", "0 reinforce " + territory(s, 0, 0) + " " + in(s, 0, "A1"),
        "0 reinforce " + territory(s, 0, 1) + " " + in(s, 0, "A2"), "0 reinforce " + adversary(s, 0) + " " + in(s, 0, "E1"),
        "0 reinforce " + adversary(s, 1) + " " + in(s, 0, "A3"));
    assertEquals(7, s.territories().get(0).get(0).under().size());
    assertEquals(1, s.territories().get(0).get(1).under().size());
    assertEquals(2, s.adversaries().get(0).under().size());
    assertEquals(1, s.adversaries().get(1).under().size());
    assertEquals("each Territory and each Adversary takes one card per turn: " + adversary(s, 0) + " has had its card",
        Play.refused(s, "0 reinforce " + adversary(s, 0) + " " + in(s, 0, "E2")));
  }
}
