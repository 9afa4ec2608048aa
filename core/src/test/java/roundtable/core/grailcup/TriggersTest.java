package roundtable.core.grailcup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import roundtable.core.hidden.CardRef;

/** Villages and clover spots act only for the player whose own Ally moved its knight there. */
class TriggersTest {
  @Test
  void theSealOnTheVillageDieMakesItsRollerTheNextChancellor() {
    // "Si un joueur a obtenu le Sceau du Chancelier grâce au dé Village lors du tour précédent, il le conserve."
    Table t = new Table(Position.of(4).knight(0, 8).knight(1, 1).knight(2, 20).knight(3, 21)
        .ally(0, Ally.FAIRY).calling(8));
    t.call().act(0, "advance 2").die(0);
    assertEquals(0, t.state.seal());
    t.callUntil(10);
    assertEquals(0, t.state.chancellor(), "Red keeps the seal though Blue is last");
  }

  @Test
  void withoutTheSealTheLastOfTheRaceIsTheNextChancellor() {
    Table t = new Table(Position.of(4).knight(0, 8).knight(1, 1).knight(2, 20).knight(3, 21)
        .ally(0, Ally.FAIRY).calling(8));
    t.call().act(0, "advance 2").die(3);
    assertEquals(1, t.lances(0), "the Lance face");
    t.callUntil(10);
    assertEquals(1, t.state.chancellor());
  }

  @Test
  void theThiefTakesBackALance() {
    Table t = new Table(Position.of(4).knight(0, 8).lances(0, 2).ally(0, Ally.FAIRY).calling(8));
    t.call().act(0, "advance 2").die(1);
    assertEquals(1, t.lances(0));
  }

  @Test
  void bootsChainIntoAVillageAndTheUsedTokenIsReplacedByAFreshOne() {
    // "si un joueur révèle le jeton Trèfle « Bottes de quatre lieues », avance de quatre cases, et arrive
    // ... sur une case Village, il en applique les effets."
    Table t = new Table(Position.of(4).knight(0, 18).clover(20, Clover.BOOTS).ally(0, Ally.FAIRY).calling(8));
    CardRef boots = t.state.cards().pile(Track.spotPile(20)).get(0);
    t.call().act(0, "advance 2").shuffled();
    assertEquals(24, t.square(0));
    t.die(5);
    CardRef fresh = t.state.cards().pile(Track.spotPile(20)).get(0);
    assertNotEquals(boots, fresh);
    assertTrue(t.state.cards().publicFace(fresh).isEmpty(), "a fresh token lies face down on 20");
    assertEquals(13, t.state.cards().pileSize(Play.RESERVE), "the used one went back into the reserve");
  }

  @Test
  void thePranksterImpSendsTheKnightBackTwoOntoAnotherSpotWhichActsToo() {
    Table t = new Table(Position.of(4).knight(0, 20).clover(22, Clover.IMP).clover(20, Clover.LANCE_MAGNET)
        .lances(1, 1).ally(0, Ally.FAIRY).calling(8));
    t.call().act(0, "advance 2").shuffled();
    assertEquals(20, t.square(0));
    t.shuffled().act(0, "take 1");
    assertEquals(1, t.lances(0));
    assertEquals(0, t.lances(1));
  }

  @Test
  void theLanceMagnetTakesOnlyFromAPlayerWhoHasOne() throws Exception {
    Table t = new Table(Position.of(4).knight(0, 26).clover(28, Clover.LANCE_MAGNET).lances(1, 2)
        .ally(0, Ally.FAIRY).calling(8));
    t.call().act(0, "advance 2").shuffled();
    assertTrue(t.refused(0, "take 2").contains("who has one"));
    t.act(0, "take 1");
    assertEquals(1, t.lances(0));
    assertEquals(1, t.lances(1));
  }

  @Test
  void aKnightSentOntoACloverSpotByAnotherPlayerDoesNotTurnItsToken() {
    // "Si ce dernier arrive sur une case Champ de Trèfle, le jeton Trèfle n'est pas révélé."
    Table t = new Table(Position.of(4).knight(0, 26).knight(1, 30).clover(28, Clover.FAKE_GRAIL)
        .ally(0, Ally.FAIRY).calling(8));
    t.call().act(0, "advance 2").act(0, "push 1").shuffled();
    assertEquals(28, t.square(1), "Blue goes back onto 28, where Red stands");
    CardRef on28 = t.state.cards().pile(Track.spotPile(28)).get(0);
    assertTrue(t.state.cards().publicFace(on28).isEmpty());
    assertNull(t.state.die());
  }

  @Test
  void aKnightSentOntoAVillageByAnotherPlayerDoesNotRoll() {
    Table t = new Table(Position.of(4).knight(0, 18).knight(1, 19).clover(20, Clover.FAKE_GRAIL)
        .ally(0, Ally.FAIRY).calling(8));
    t.call().act(0, "advance 2").shuffled().act(0, "push 1");
    assertEquals(17, t.square(1));
    assertNull(t.state.die());
  }

  @Test
  void aCastleWithCloverActsLikeACloverField() {
    // "Certaines cases Châteaux donnent également accès à un jeton Trèfle."
    Table t = new Table(Position.of(4).knight(0, 15).dragon(40).clover(22, Clover.DRAGON_CALL)
        .ally(0, Ally.PRINCESS).calling(6));
    t.call().shuffled();
    assertEquals(22, t.square(0));
    t.act(0, "dragon 23");
    assertEquals(23, t.state.dragon());
  }

  @Test
  void theUsedTokenGoesBackToTheReserveOnlyAfterItsEffect() {
    // "Lorsqu'un jeton Trèfle est révélé, ses effets s'appliquent immédiatement. Mélangez ensuite le jeton"
    Table t = new Table(Position.of(4).knight(0, 18).clover(20, Clover.DRAGON_CALL).ally(0, Ally.FAIRY).calling(8));
    CardRef call = t.state.cards().pile(Track.spotPile(20)).get(0);
    t.call().act(0, "advance 2");
    assertEquals(call, t.state.cards().pile(Track.spotPile(20)).get(0), "the Dragon Call lies on 20 while it acts");
    assertTrue(t.state.cards().publicFace(call).isPresent());
    t.act(0, "dragon 40").shuffled();
    CardRef fresh = t.state.cards().pile(Track.spotPile(20)).get(0);
    assertNotEquals(call, fresh);
    assertTrue(t.state.cards().publicFace(fresh).isEmpty(), "then a fresh token, face down");
    assertEquals(13, t.state.cards().pileSize(Play.RESERVE));
  }

  @Test
  void bootsStoppedByTheDragonOnAnotherCloverSpotTurnItsTokenToo() {
    // "si un joueur révèle le jeton Trèfle « Bottes de quatre lieues », avance de quatre cases, et arrive sur un
    // autre Champ de Trèfle ... il en applique les effets"
    Table t = new Table(Position.of(4).knight(0, 18).clover(20, Clover.BOOTS).clover(22, Clover.DRAGON_CALL)
        .dragon(23).ally(0, Ally.FAIRY).calling(8));
    t.call().act(0, "advance 2").shuffled();
    assertEquals(22, t.square(0), "from 20, four squares, stopped behind the Dragon on 23");
    t.act(0, "dragon 40");
    assertEquals(40, t.state.dragon(), "the Dragon Call on 22 acted");
  }

  @Test
  void aChainBackOntoTheSameSpotFindsAFreshTokenThere() {
    // the Imp on 22 sends Red back onto 20, whose Boots are stopped by the Dragon on 23: back on 22, where
    // the Imp was "mélangé ensuite" and a fresh token placed: the Boots the reserve gives
    Table t = new Table(Position.of(4).knight(0, 20).clover(11, Clover.IMP).clover(20, Clover.BOOTS)
        .clover(22, Clover.IMP).clover(28, Clover.IMP).clover(36, Clover.IMP).dragon(23).ally(0, Ally.FAIRY)
        .calling(8));
    List<Integer> underTheTop = new java.util.ArrayList<>(SetupTest.identity(14).subList(1, 14));
    underTheTop.add(0);
    t.call().act(0, "advance 2");
    assertEquals(20, t.square(0), "the Imp on 22 sent Red back to 20");
    t.shuffle(underTheTop).shuffle(underTheTop);
    assertEquals(22, t.square(0), "the Boots on 20 stopped behind the Dragon, on 22");
    assertEquals(List.of("Prankster Imp", "Seven-League Boots"), t.said.stream()
        .filter(l -> l.contains("turns over the clover token on square 22")).map(l -> l.replaceAll(".*: ", "")).toList());
  }

  @Test
  void theVillageDieHasOneSealTwoThievesAndThreeLances() {
    // "Sceau du Chancelier (x1)", "Voleur (x2)", "Lance (x3)"
    java.util.List<String> faces = java.util.stream.IntStream.range(0, 6).mapToObj(Moves::dieFace).toList();
    assertEquals(java.util.List.of("the Chancellor's seal", "the Thief", "the Thief", "a Lance", "a Lance", "a Lance"),
        faces);
  }

  @Test
  void theFakeGrailSendsAnotherKnightBackNeverYourOwn() throws Exception {
    // "Faites reculer un autre Chevalier de 2 cases."
    Table t = new Table(Position.of(4).knight(0, 18).knight(1, 30).clover(20, Clover.FAKE_GRAIL)
        .ally(0, Ally.FAIRY).calling(8));
    t.call().act(0, "advance 2");
    assertTrue(t.refused(0, "push 0").contains("not your own"));
    t.act(0, "push 1");
    assertEquals(28, t.square(1));
  }

  @Test
  void aPathSquareHasNoEffect() {
    // "Cases Chemin : Ces cases n'ont aucun effet particulier."
    Table t = new Table(Position.of(4).knight(0, 3).ally(0, Ally.FAIRY).calling(8));
    t.call().act(0, "advance 6");
    assertEquals(9, t.square(0));
    assertNull(t.state.die());
    assertEquals(0, t.lances(0));
    assertTrue(t.said.stream().noneMatch(l -> l.contains("turns over") || l.contains("rolls")));
  }
}
