package roundtable.core.grailcup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import roundtable.core.hidden.CardRef;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Viewer;

/** "Les Alliés": each Ally's effect, as the rulebook says it. Seat 0 is Red, 1 Blue, 2 Yellow, 3 Green. */
class AlliesTest {
  @Test
  void theEnchantressSwapsWithHerVictimEvenAcrossTheDragonThenAdvancesOneMore() {
    // "vous échangez immédiatement sur la piste votre Chevalier avec celui de votre victime, même si le
    // Dragon vous sépare, puis avancez d'une case supplémentaire. Le joueur maudit applique ensuite les
    // effets de sa carte Allié à partir de sa nouvelle position."
    Table t = new Table(Position.of(4).knight(0, 5).knight(1, 26).dragon(16)
        .ally(0, Ally.ENCHANTRESS).ally(1, Ally.FAIRY).calling(1));
    t.call().act(0, "curse 8");
    assertEquals(6, t.square(0), "the Enchantress advances one square");
    t.callUntil(8).call();
    assertEquals(27, t.square(0), "swapped to 26, then one more square");
    assertEquals(6, t.square(1));
    t.act(1, "advance 2");
    assertEquals(8, t.square(1), "the cursed Fairy moves from its new place");
  }

  @Test
  void theEnchantressAdvancesOneSquareThenCursesOneOfTheOtherAllies() throws Exception {
    // "Avancez d'une case, et maudissez l'un des autres Alliés"
    Table t = new Table(Position.of(4).knight(0, 5).ally(0, Ally.ENCHANTRESS).calling(1));
    t.call();
    assertEquals(6, t.square(0), "the step comes first");
    assertTrue(t.next() instanceof Task.Ask a && a.kind() == Task.Kind.CURSE, "then the curse");
    assertTrue(t.refused(0, "curse 1").contains("one of the other Allies"));
    t.act(0, "curse 2");
    assertTrue(t.saidSomething("Red curses the Squire (2)"));
  }

  @Test
  void theEnchantressWhoCursedHerOwnSecondAllyAdvancesOneMoreSquare() {
    // three players: "si ... un joueur révèle l'Allié que vous avez maudit, vous échangez ... votre Chevalier
    // avec celui de votre victime ..., puis avancez d'une case supplémentaire": the victim is herself
    Table t = new Table(Position.of(3).knight(0, 5).knight(1, 20).knight(2, 1).ally(0, Ally.ENCHANTRESS)
        .ally(0, Ally.FAIRY).ally(1, Ally.PRIEST).calling(1));
    t.call().act(0, "curse 8").callUntil(8).call();
    assertEquals(7, t.square(0), "one square for the Enchantress, one more for the curse");
    assertTrue(t.saidSomething("she advances one more square"));
    t.act(0, "advance 2");
    assertEquals(9, t.square(0), "then her Fairy from there");
    assertEquals(25, t.square(1), "Blue's Priest is not touched");
  }

  @Test
  void nothingHappensWhenNobodyChoseTheCursedAlly() {
    Table t = new Table(Position.of(4).knight(0, 5).knight(1, 26).ally(0, Ally.ENCHANTRESS).ally(1, Ally.FAIRY)
        .calling(1));
    t.call().act(0, "curse 9").callUntil(8).call().act(1, "advance 4");
    assertEquals(6, t.square(0));
    assertEquals(30, t.square(1));
  }

  @Test
  void theEnchantressOnAVillageRollsTheDieButHerVictimDoesNot() {
    // "le joueur maudit ne lance pas le dé Village. En revanche, si le Chevalier de l'Enchanteresse
    // arrive ainsi sur une case Village, il lance le dé"
    Table t = new Table(Position.of(4).knight(0, 9).knight(1, 17).ally(0, Ally.ENCHANTRESS).ally(1, Ally.PRIEST)
        .calling(1));
    t.call();
    assertEquals(10, t.square(0));
    t.die(3);
    assertEquals(1, t.lances(0), "her own Ally took her to the Village at 10: she rolled a Lance");
    t.act(0, "curse 7");
    t.callUntil(7).call();
    assertEquals(17, t.square(0));
    t.die(4);
    assertEquals(2, t.lances(0), "swapped onto the Village at 17, she rolls again");
    assertEquals(18, t.square(0), "then one more square");
    assertEquals(12, t.square(1), "Blue, swapped onto the Village at 10, rolls nothing and goes to the next Church");
    assertEquals(0, t.lances(1));
    assertEquals(null, t.state.die());
  }

  @Test
  void theEnchantressOnACloverSpotTurnsItsTokenButHerVictimDoesNot() {
    Table t = new Table(Position.of(4).knight(0, 27).knight(1, 22).clover(28, Clover.DRAGON_CALL)
        .clover(22, Clover.BOOTS).ally(0, Ally.ENCHANTRESS).ally(1, Ally.PRINCESS).calling(1));
    t.call().act(0, "dragon 40").shuffled().act(0, "curse 6");
    assertEquals(28, t.square(0));
    assertEquals(40, t.state.dragon());
    t.callUntil(6).call().shuffled();
    // Red reached 22 by the swap and turned its Boots: 26, then one more square: 27
    assertEquals(27, t.square(0));
    assertEquals(30, t.square(1), "Blue, swapped onto 28, did not turn its token, and the Princess took it to 30");
    CardRef on28 = t.state.cards().pile(Track.spotPile(28)).get(0);
    assertTrue(t.state.cards().publicFace(on28).isEmpty(), "the token on 28 is still face down");
  }

  @Test
  void theSquireWhoSaidRightGoesInFrontOfTheLeaderAtTheEndOfTheRound() {
    // "Si, à la fin du tour, ce Chevalier est en tête de la course, vous avancerez alors votre Chevalier
    // jusqu'à la case immédiatement devant lui."
    Table t = new Table(Position.of(4).knight(0, 5).knight(1, 30).dragon(40).ally(0, Ally.SQUIRE)
        .ally(2, Ally.UNICORN).calling(2));
    t.call().act(0, "first 1");
    assertEquals(7, t.square(0), "the Squire advances 2 squares");
    t.callUntil(10);
    assertEquals(31, t.square(0));
  }

  @Test
  void theSquireWhoSaidWrongGetsNothingMore() {
    Table t = new Table(Position.of(4).knight(0, 5).knight(1, 30).dragon(40).ally(0, Ally.SQUIRE).calling(2));
    t.call().act(0, "first 2").callUntil(10);
    assertEquals(7, t.square(0));
    assertTrue(t.saidSomething("The Squire was wrong"));
  }

  @Test
  void theSquireMayNameHisOwnKnight() {
    // "Désignez un Chevalier sur le plateau": any knight, his own too
    Table t = new Table(Position.of(4).knight(0, 27).dragon(40).ally(0, Ally.SQUIRE).calling(2));
    t.call().act(0, "first 0");
    assertTrue(t.saidSomething("Red advances to square 29"), "2 squares");
    assertTrue(t.saidSomething("The Squire was right"));
    assertEquals(30, t.square(0), "at the end of the round he leads, so he goes to the square just in front of himself");
  }

  @Test
  void merlinLooksAtThreeTokensInSecretRearrangesThemAndAdvancesOneToThree() throws Exception {
    Table t = new Table(Position.of(4).knight(0, 5).clover(11, Clover.BOOTS).clover(20, Clover.IMP)
        .clover(22, Clover.DRAGON_CALL).ally(0, Ally.MERLIN).calling(3));
    t.call();
    assertTrue(t.refused(0, "look 11 11 20").contains("three different"));
    t.act(0, "look 11 20 22");
    assertTrue(t.refused(0, "arrange 11 20 28").contains("spots he took them from"));
    t.act(0, "arrange 20 22 11");
    CardRef on20 = t.state.cards().pile(Track.spotPile(20)).get(0);
    assertEquals(Clover.BOOTS, Clover.of(t.state.cards().faceFor(on20, 0, Knowledge.NOTHING).getAsInt()),
        "the Boots from 11 now lie on 20, and Merlin knows it");
    OptionalInt blue = Table.GAME.view(t.state, Viewer.seat(1)).cards().faceFor(on20, 1, Knowledge.NOTHING);
    assertTrue(blue.isEmpty(), "Blue does not see it");
    assertTrue(t.refused(0, "advance 4").contains("1, 2 or 3"));
    t.act(0, "advance 3");
    assertEquals(8, t.square(0));
  }

  @Test
  void theBlacksmithTakesALanceThenAdvancesFour() {
    Table t = new Table(Position.of(4).knight(0, 5).ally(0, Ally.BLACKSMITH).calling(4));
    t.call();
    assertEquals(1, t.lances(0));
    assertEquals(9, t.square(0));
  }

  @Test
  void theBlacksmithFindsNoLanceWhenTheReserveIsEmpty() {
    Table t = new Table(Position.of(4).knight(0, 5).lances(1, 12).ally(0, Ally.BLACKSMITH).calling(4));
    t.call();
    assertEquals(0, t.lances(0));
    assertTrue(t.saidSomething("No Lance is left"));
  }

  @Test
  void theDragonTamerMovesTheDragonToAFreeSquareNeverTheFinishThenAdvancesFive() throws Exception {
    Table t = new Table(Position.of(4).knight(0, 3).knight(1, 20).ally(0, Ally.DRAGON_TAMER).calling(5));
    t.call();
    assertTrue(t.refused(0, "dragon 45").contains("never be put on the finish"));
    assertTrue(t.refused(0, "dragon 20").contains("free square"));
    t.act(0, "dragon 6");
    assertEquals(5, t.square(0), "the Dragon he placed stops him behind it");
  }

  @Test
  void theDragonTamerThenAdvancesFive() {
    // "Déplacez le Dragon ... Avancez ensuite de 5 cases."
    Table t = new Table(Position.of(4).knight(0, 3).ally(0, Ally.DRAGON_TAMER).calling(5));
    t.call().act(0, "dragon 30");
    assertEquals(30, t.state.dragon());
    assertEquals(8, t.square(0));
  }

  @Test
  void thePrincessGoesToTheNextCastleAndTheFinishIsACastle() {
    Table t = new Table(Position.of(4).knight(0, 23).ally(0, Ally.PRINCESS).calling(6));
    t.call();
    assertEquals(30, t.square(0));
    Table win = new Table(Position.of(4).knight(0, 37).ally(0, Ally.PRINCESS).calling(6));
    win.call();
    assertEquals(45, win.square(0));
    assertEquals(List.of(0), Table.GAME.outcome(win.state).orElseThrow().winners());
    assertTrue(Table.GAME.prompt(win.state).isOver(), "the first knight on the finish wins at once");
  }

  @Test
  void thePriestGoesToTheNextChurchButTheFinishIsNoChurch() {
    Table t = new Table(Position.of(4).knight(0, 19).ally(0, Ally.PRIEST).calling(7));
    t.call();
    assertEquals(25, t.square(0));
    Table none = new Table(Position.of(4).knight(0, 40).ally(0, Ally.PRIEST).calling(7));
    none.call();
    assertEquals(40, none.square(0));
  }

  @Test
  void theFairyAdvancesTwoFourOrSix() throws Exception {
    Table t = new Table(Position.of(4).knight(0, 3).ally(0, Ally.FAIRY).calling(8));
    t.call();
    assertTrue(t.refused(0, "advance 3").contains("2, 4 or 6"));
    t.act(0, "advance 6");
    assertEquals(9, t.square(0));
  }

  @Test
  void aMovePastTheFinishEndsOnItAndWins() {
    // "Dès qu'un Chevalier atteint la Ligne d'arrivée, la dernière case du plateau, il remporte la victoire."
    Table t = new Table(Position.of(4).knight(0, 41).ally(0, Ally.FAIRY).calling(8));
    t.call().act(0, "advance 6");
    assertEquals(Track.FINISH, t.square(0));
    assertEquals(List.of(0), Table.GAME.outcome(t.state).orElseThrow().winners());
  }

  @Test
  void theUnicornPassesTheNextGroupAndTheDragonCountsAsPartOfIt() {
    // "Si vous devriez terminer votre déplacement sur la case du Dragon, considérez-le comme faisant
    // partie d'un groupe de Chevaliers et continuez à avancer jusqu'à la première case libre."
    Table t = new Table(Position.of(4).knight(0, 5).knight(3, 5).knight(1, 12).knight(2, 13).dragon(14)
        .ally(0, Ally.UNICORN).calling(9));
    t.call();
    assertEquals(15, t.square(0), "past Blue, Yellow and the Dragon; Green on its own square is ignored");
  }

  @Test
  void theUnicornIsNotStoppedByTheDragon() {
    Table t = new Table(Position.of(4).knight(0, 5).knight(1, 26).knight(2, 0).knight(3, 1).dragon(16)
        .ally(0, Ally.UNICORN).calling(9));
    t.call();
    assertEquals(27, t.square(0));
  }
}
