package roundtable.core.conquest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import roundtable.core.table.Knowledge;

/** "Déroulement de la partie" and "Les interdictions du jeu". */
class TurnsTest {
  @Test
  void withTwoPlayersEachPlaysEitherOfItsTwoColours() throws Exception {
    ConquestState s = Position.of(2).put("c9", "rrr").put("c1", "yyy").put("i5", "bbb").put("a5", "ggg").toMove(0);
    Play.line(s, "0 unstack c9 c8 c7");
    ConquestState afterYellow = Play.line(s, "0 unstack c1 c2 c3").state();
    assertEquals(1, afterYellow.toMove(), "then the other player");
    assertEquals("the stack on i5 is not yours to move", Play.refused(s, "0 unstack i5 h5 g5"));
  }

  @Test
  void adjacentColoursPairRedWithBlue() throws Exception {
    ConquestState s = Position.of(2, Map.of("pairing", "adjacent")).put("c9", "rrr").put("i5", "bbb")
        .put("c1", "yyy").toMove(0);
    Play.line(s, "0 unstack i5 h5 g5");
    assertEquals("the stack on c1 is not yours to move", Play.refused(s, "0 unstack c1 c2 c3"));
  }

  @Test
  void theLonePlayerOfThreeAlternatesItsTwoColours() throws Exception {
    ConquestState s = Position.of(3).put("c9", "rrr").put("c1", "yyy").put("i5", "bbb").put("a5", "ggg").toMove(0);
    assertEquals("Red: unstack, restack or slide", Conquest.GAME.prompt(s).text());
    assertEquals("the stack on c1 is not yours to move", Play.refused(s, "0 unstack c1 c2 c3"));
    s = Play.lines(s, "0 unstack c9 c8 c7", "1 unstack i5 h5 g5", "2 unstack a5 b5 c5");
    assertEquals("Yellow: unstack, restack or slide", Conquest.GAME.prompt(s).text());
    assertEquals("a restack starts with a single stone of yours; c9 has none", Play.refused(s, "0 restack c9 c8 c7"));
    Play.line(s, "0 unstack c1 c2 c3");
  }

  @Test
  void playersMoveInTurnClockwise() throws Exception {
    ConquestState s = Position.of(4).put("c9", "rrr").put("i5", "bbb").put("c1", "yyy").put("a5", "ggg").toMove(0);
    assertEquals("it is Red's turn, not Blue's", Play.refused(s, "1 unstack i5 h5 g5"));
    s = Play.line(s, "0 unstack c9 c8 c7").state();
    assertEquals(1, s.toMove());
    assertEquals(List.of(), Conquest.GAME.legalActions(s, 0, Knowledge.NOTHING));
  }

  @Test
  void neverLeaveTheNextPlayerWithoutAMove() throws Exception {
    // Blue's only move is to restack a1 onto b2 then c3; red must not take b2 away.
    ConquestState s = Position.of(2).put("a1", "b").put("b2", "r").put("c3", "r").put("c2", "y").put("d2", "y")
        .put("g9", "rrr").toMove(0);
    assertEquals("forbidden: this move would leave Blue & Green without any move (rulebook: never block the next player)",
        Play.refused(s, "0 restack b2 c2 d2"));
    assertTrue(Conquest.GAME.legalActions(s, 0, Knowledge.NOTHING).stream()
        .noneMatch(a -> a.equals(new Move.Restack(Square.parse("b2"), Square.parse("c2"), Square.parse("d2")))));
    Play.line(s, "0 unstack g9 g8 g7");
  }

  @Test
  void theLonePlayerMustKeepAMoveWithTheColourItPlaysNext() throws Exception {
    // Red's only move is to restack a1 onto b2 then c3; yellow can always move from g1.
    Position p = Position.of(3).put("a1", "r").put("b2", "y").put("c3", "y").put("d4", "g").put("a9", "ggg")
        .put("g1", "yyy").put("i5", "bbb");
    ConquestState redNext = p.toMove(2);
    assertEquals("forbidden: this move would leave Red & Yellow without any move (rulebook: never block the next "
        + "player)", Play.refused(redNext, "2 restack d4 c3 b2"));
    ConquestState yellowNext = redNext.with(redNext.board(), 0, 2, 0, 1, null, Repetitions.NONE);
    Play.line(yellowNext, "2 restack d4 c3 b2");
  }

  @Test
  void aPlayerLeftWithoutAnyMoveDrawsTheRound() throws Exception {
    // Green (seat 3) was left without a move by red two turns ago: the round is "nul".
    ConquestState s = Position.of(4, Map.of("match", "one-round")).put("a1", "g").put("i9", "rrr").toMove(3);
    assertEquals(List.of(new Move.Blocked()), Conquest.GAME.legalActions(s, 3, Knowledge.NOTHING));
    ConquestState over = Play.line(s, "3 blocked").state();
    assertEquals("draw: nobody took the Grail", over.outcome().text());
    assertTrue(over.outcome().isDraw());
  }

  @Test
  void blockedIsRefusedToAPlayerWhoCanMove() {
    ConquestState s = Position.of(4).put("c9", "rrr").put("i5", "bbb").toMove(0);
    assertEquals("Red has a legal move; 'blocked' is only for a player left without one", Play.refused(s, "0 blocked"));
  }
}
