package roundtable.core.conquest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import roundtable.core.table.Event;

/** "Déplacement des pièces": the three moves, as the rulebook's examples show them. */
class MovesTest {
  @Test
  void redUnstacksAStackOfHisOwnColour() throws Exception {
    ConquestState s = Position.of(4).put("c9", "rrr").put("i5", "bbb").toMove(0);
    var applied = Play.line(s, "0 unstack c9 c8 c7");
    Board b = applied.state().board();
    assertEquals("r", b.describe(Square.parse("c9")), "the bottom stone stays");
    assertEquals("r", b.describe(Square.parse("c8")));
    assertEquals("r", b.describe(Square.parse("c7")));
    assertEquals(List.of("2 stones c9 → c8", "1 stone c8 → c7"),
        applied.events().stream().filter(e -> e instanceof StonesMoved).map(Event::text).toList());
  }

  @Test
  void greenUnstacksAMixedStackAndFreesTheOthersStones() throws Exception {
    ConquestState s = Position.of(4).put("b5", "ryg").put("c9", "rrr").toMove(3);
    Board b = Play.line(s, "3 unstack b5 b6 b7").state().board();
    assertEquals("r", b.describe(Square.parse("b5")));
    assertEquals("y", b.describe(Square.parse("b6")));
    assertEquals("g", b.describe(Square.parse("b7")));
  }

  @Test
  void unstackingNeedsFreeSquaresThatTouch() {
    ConquestState s = Position.of(4).put("c9", "rrr").put("c8", "b").put("i5", "bbb").toMove(0);
    assertEquals("the top two must go onto a free square touching c9", Play.refused(s, "0 unstack c9 c8 c7"));
    assertEquals("the top two must go onto a free square touching c9", Play.refused(s, "0 unstack c9 c6 c5"));
    assertEquals("the top stone must go onto a free square touching d8", Play.refused(s, "0 unstack c9 d8 d6"));
    assertEquals("the top stone must go onto a free square touching b8", Play.refused(s, "0 unstack c9 b8 c8"));
  }

  @Test
  void theStonesOfAnUnstackMayGoToEveryFreeSquareRoundThem() {
    // "les flèches représentent les différentes possibilités de pose": from c3 the top two go to any
    // of its 8 squares, the top one to any free square round those: 7 each, 6 round d4 (e5 is the
    // Grails' square), 7 × 7 + 6 = 55.
    ConquestState s = Position.of(4).put("c3", "rrr").put("i9", "bbb").toMove(0);
    assertEquals(55, Conquest.GAME.legalActions(s, 0, roundtable.core.table.Knowledge.NOTHING).size());
  }

  @Test
  void onlyAStackOfThreeOfYoursUnstacks() {
    ConquestState s = Position.of(4).put("c9", "rrb").put("d9", "r").put("i5", "bbb").toMove(0);
    assertEquals("the stack on c9 is not yours to move", Play.refused(s, "0 unstack c9 c8 c7"));
    assertEquals("only a stack of three can be unstacked; d9 holds 1", Play.refused(s, "0 unstack d9 d8 d7"));
  }

  @Test
  void greenRestacksOntoRedThenYellowAndTakesThemPrisoner() throws Exception {
    // Rulebook: "Le joueur vert prend le palet vert 4 qu'il superpose au palet rouge 5, puis il
    // superpose cette paire au palet jaune 4."
    ConquestState s = Position.of(4).put("b4", "g").put("c5", "r").put("d4", "y").put("c9", "rrr").toMove(3);
    Board b = Play.line(s, "3 restack b4 c5 d4").state().board();
    assertEquals(".", b.describe(Square.parse("b4")));
    assertEquals(".", b.describe(Square.parse("c5")));
    assertEquals("yrg", b.describe(Square.parse("d4")), "yellow and red are prisoners under green");
  }

  @Test
  void restackingTakesSingleStonesThatTouch() {
    ConquestState s = Position.of(4).put("b4", "g").put("c5", "r").put("d4", "yyy").put("c4", "b")
        .put("i5", "bbb").toMove(3);
    assertEquals("the pair must go onto a single stone touching c5", Play.refused(s, "3 restack b4 c5 d4"));
    assertEquals("the pair must go onto a single stone touching c5", Play.refused(s, "3 restack b4 c5 b4"));
    assertEquals("the stone must go onto a single stone touching b4", Play.refused(s, "3 restack b4 d4 c4"));
    assertEquals("a restack starts with a single stone of yours; c5 has none", Play.refused(s, "3 restack c5 c4 b4"));
  }

  @Test
  void redSlidesTheTopTwoOfAOneColourStackOntoARedStone() throws Exception {
    ConquestState s = Position.of(4).put("c9", "rrr").put("d8", "r").put("i5", "bbb").toMove(0);
    var applied = Play.line(s, "0 slide c9 d8");
    assertEquals("r", applied.state().board().describe(Square.parse("c9")));
    assertEquals("rrr", applied.state().board().describe(Square.parse("d8")));
    assertEquals("2 stones c9 → d8", applied.events().get(1).text());
  }

  @Test
  void onlyAOneColourStackSlidesAndOnlyOntoItsOwnColour() {
    ConquestState s = Position.of(2).put("c9", "brr").put("d8", "r").put("f9", "rrr").put("f8", "y")
        .put("i5", "bbb").toMove(0);
    assertEquals("only a stack of three stones of one of your colours can slide; c9 is not one",
        Play.refused(s, "0 slide c9 d8"));
    assertEquals("the top two must slide onto a single stone of the same colour touching f9",
        Play.refused(s, "0 slide f9 f8"));
  }

  @Test
  void theGrailSquareCannotBeEntered() {
    // The Grails are a pile of three black stones: never a free square nor a single stone.
    ConquestState s = Position.of(4).put("d6", "rrr").put("d4", "r").put("e4", "y").put("i5", "bbb").toMove(0);
    assertEquals("the top two must go onto a free square touching d6", Play.refused(s, "0 unstack d6 e5 f4"));
    assertEquals("the pair must go onto a single stone touching e4", Play.refused(s, "0 restack d4 e4 e5"));
  }

  @Test
  void theGrailsNeverMove() throws Exception {
    // "Ces pièces ne se déplacent pas."
    ConquestState s = Position.of(4).put("d6", "rrr").put("i5", "bbb").toMove(0);
    assertEquals("only a stack of three can be unstacked; e5 holds 0", Play.refused(s, "0 unstack e5 e6 e7"));
    assertEquals("a restack starts with a single stone of yours; e5 has none", Play.refused(s, "0 restack e5 e6 e7"));
    for (var a : Conquest.GAME.legalActions(s, 0, roundtable.core.table.Knowledge.NOTHING)) {
      assertEquals("*", Play.line(s, "0 " + Conquest.GAME.notation().format(a)).state().board()
          .describe(Square.GRAIL), a.toString());
    }
  }

  @Test
  void greenRestacksOntoTwoRedStones() throws Exception {
    // Rulebook: "Le joueur vert prend le palet vert 1 qu'il superpose sur le palet rouge 2, puis il
    // superpose cette paire au palet rouge 3."
    ConquestState s = Position.of(4).put("b3", "g").put("c3", "r").put("d4", "r").put("c9", "rrr").toMove(3);
    Board b = Play.line(s, "3 restack b3 c3 d4").state().board();
    assertEquals(".", b.describe(Square.parse("b3")));
    assertEquals(".", b.describe(Square.parse("c3")));
    assertEquals("rrg", b.describe(Square.parse("d4")), "two red prisoners under green");
  }

  @Test
  void theStonesUnderneathArePrisonersUntilTheStackIsUndone() throws Exception {
    // "Et tant que la pile ne sera pas défaite, les galets du dessous seront prisonniers."
    Position p = Position.of(4).put("d4", "rrg").put("d6", "g").put("c9", "rrr").put("i5", "bbb");
    ConquestState red = p.toMove(0);
    assertEquals("the stack on d4 is not yours to move", Play.refused(red, "0 unstack d4 e3 f3"));
    assertEquals(java.util.Set.of("c9"), fromSquares(red, 0), "red moves only its own stack");
    ConquestState freed = Play.line(p.toMove(3), "3 unstack d4 d5 c5").state();
    assertEquals(java.util.Set.of("c9", "d4", "d5"), fromSquares(freed, 0), "green undid it: red's stones are free");
  }

  private static java.util.Set<String> fromSquares(ConquestState s, int seat) {
    java.util.Set<String> from = new java.util.TreeSet<>();
    for (var a : Conquest.GAME.legalActions(s, seat, roundtable.core.table.Knowledge.NOTHING)) {
      from.add(Conquest.GAME.notation().format(a).split(" ")[1]);
    }
    return from;
  }

  @Test
  void aSquareHoldsAStackOfThreeASingleStoneOrNothingAfterEveryMove() throws Exception {
    // "Sur les cases du jeu il peut y avoir: 1/ des piles de trois galets [...] 2/ des galets seuls.
    // 3/ ou des cases vides."
    ConquestState s = Position.of(2).put("c9", "rrr").put("d8", "r").put("e7", "y").put("e6", "b").put("f8", "ybr")
        .put("i5", "bbb").put("h5", "b").toMove(0);
    var legal = Conquest.GAME.legalActions(s, 0, roundtable.core.table.Knowledge.NOTHING);
    assertEquals(java.util.Set.of(Move.Unstack.class, Move.Restack.class, Move.Slide.class),
        legal.stream().map(Object::getClass).collect(java.util.stream.Collectors.toSet()));
    for (var a : legal) {
      Board b = Conquest.GAME.apply(s, 0, a).state().board();
      for (int sq = 0; sq < Square.COUNT; sq++) {
        int length = b.describe(sq).length();
        assertTrue(length == 1 || length == 3, a + " leaves " + b.describe(sq) + " on " + Square.name(sq));
      }
    }
  }

  @Test
  void everySquareIsForEveryPlayerTheStartSquaresToo() throws Exception {
    // "Toutes les cases sont utilisables par tous les joueurs y compris les cases de disposition de
    // départ des joueurs": red unstacks onto green's start squares a3 and a4.
    ConquestState s = Position.of(4).put("b2", "rrr").put("i5", "bbb").toMove(0);
    Board b = Play.line(s, "0 unstack b2 a3 a4").state().board();
    assertEquals("r", b.describe(Square.parse("a3")));
    assertEquals("r", b.describe(Square.parse("a4")));
  }

  @Test
  void aMoveIsSentWholeSoNothingIsTouchedBeforeItIsPlayed() {
    // "Toute pièce touchée devra être jouée": on screen a move leaves the window only whole, so a
    // piece lifted and put back is never a move; a half move is not a line of the log.
    var notation = Conquest.GAME.notation();
    assertEquals("expected 'unstack FROM FIRST SECOND'", assertThrows(
        roundtable.core.table.Notation.NotationException.class, () -> notation.parse("unstack c9 c8")).getMessage());
    assertEquals("expected 'restack FROM VIA ONTO'", assertThrows(
        roundtable.core.table.Notation.NotationException.class, () -> notation.parse("restack b4 c5")).getMessage());
  }

  @Test
  void legalActionsAreExactlyTheMovesTheRulesAccept() throws Exception {
    ConquestState s = Position.of(4).put("c9", "rrr").put("d8", "r").put("i5", "bbb").toMove(0);
    // c9: 4 first squares (b9 b8 c8; d8 is taken) ... counted by hand below.
    var legal = Conquest.GAME.legalActions(s, 0, roundtable.core.table.Knowledge.NOTHING);
    for (var a : legal) {
      Conquest.GAME.apply(s, 0, a);
    }
    assertTrue(legal.contains(new Move.Slide(Square.parse("c9"), Square.parse("d8"))));
    assertTrue(Conquest.GAME.legalActions(s, 1, roundtable.core.table.Knowledge.NOTHING).isEmpty(), "not blue's turn");
  }
}
