package roundtable.core.conquest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** "Le vainqueur est": the side that holds the eight squares round the Grail; three rounds. */
class EncirclingTest {
  /** Red and yellow hold seven ring squares; f6 is free. */
  private static Position nearlyEncircled(Map<String, String> options) {
    return Position.of(4, options).put("d4", "r").put("e4", "gby").put("f4", "r").put("d5", "y").put("f5", "bbr")
        .put("d6", "y").put("e6", "r").put("g7", "rrr").put("a1", "bbb").put("a9", "ggg");
  }

  @Test
  void aTeamEncirclesTheGrailWithSingleStonesAndStacksItControls() throws Exception {
    ConquestState s = nearlyEncircled(Map.of("match", "one-round")).toMove(0);
    ConquestState over = Play.line(s, "0 unstack g7 f6 g6").state();
    assertEquals(List.of(0, 2), over.outcome().winners());
    assertEquals("Red with Yellow win", over.outcome().text());
    assertEquals(List.of("round 1: Red with Yellow encircle the Grail"), over.rounds().stream().map(Notice.RoundEnded::text).toList());
  }

  @Test
  void theWinnerOfARoundTakesAGrailAndTheNextRoundStartsAfresh() throws Exception {
    // Blue (seat 1) began the round, drawn as the youngest; red closes the ring.
    ConquestState s = nearlyEncircled(Map.of()).toMove(0);
    s = new ConquestState(s.settings(), s.board(), 1, 7, s.grails(), null, 1, 0, 0, 0, null, Repetitions.NONE,
        List.of(), null);
    ConquestState next = Play.line(s, "0 unstack g7 f6 g6").state();
    assertNull(next.outcome());
    assertEquals(List.of(1, 0), next.grails());
    assertEquals(2, next.round());
    assertEquals(Board.start(), next.board());
    assertEquals(1, next.toMove(), "\"le joueur le plus jeune commence\": the same player begins every round");
  }

  @Test
  void sevenSquaresOfTheRingAreNotEnough() throws Exception {
    ConquestState s = nearlyEncircled(Map.of("match", "one-round")).toMove(0);
    ConquestState next = Play.line(s, "0 unstack g7 g8 h8").state();
    assertNull(next.outcome());
    assertEquals(1, next.toMove());
  }

  @Test
  void aStoneUnderTheTopOfAStackDoesNotHoldItsSquare() {
    // Red and yellow stones on all eight squares, but blue tops the stack on f6.
    Position p = Position.of(4).put("d4", "r").put("e4", "y").put("f4", "r").put("d5", "y").put("f5", "r")
        .put("d6", "y").put("e6", "r").put("f6", "rbb");
    assertEquals(-1, ConquestState.ringHolder(p.board(), Lineup.of(4, false)));
    assertEquals(0, ConquestState.ringHolder(p.put("f6", "bbr").board(), Lineup.of(4, false)));
  }

  @Test
  void withTwoPlayersTheRingIsHeldByTheStonesOfOnePlayer() {
    // "il faut que l'ensemble du Graal soit entouré par les pions d'un même joueur": red and yellow
    // are one player's colours when they face each other, not when red is paired with blue.
    Board ring = Position.of(2).put("d4", "r").put("e4", "y").put("f4", "r").put("d5", "y").put("f5", "r")
        .put("d6", "y").put("e6", "r").put("f6", "y").board();
    assertEquals(0, ConquestState.ringHolder(ring, Lineup.of(2, false)));
    assertEquals(-1, ConquestState.ringHolder(ring, Lineup.of(2, true)));
  }

  @Test
  void aMoveThatEncirclesTheGrailMayLeaveTheNextPlayerWithoutAMove() throws Exception {
    // Blue's stones are all prisoners under yellow: any other move of red's leaves blue without one.
    ConquestState s = Position.of(4, Map.of("match", "one-round")).put("d4", "r").put("e4", "gby").put("f4", "r")
        .put("d5", "y").put("f5", "bby").put("d6", "y").put("e6", "r").put("g7", "rrr").put("a9", "ggg").toMove(0);
    assertEquals("forbidden: this move would leave Blue without any move (rulebook: never block the next player)",
        Play.refused(s, "0 unstack g7 g8 h8"));
    var legal = Conquest.GAME.legalActions(s, 0, roundtable.core.table.Knowledge.NOTHING);
    // g7's top two onto f6, the last onto e7, f7, g5 or g6; or onto f7 or g6, the last onto f6.
    assertEquals(6, legal.size(), legal.toString());
    for (var a : legal) {
      assertEquals("Red with Yellow win", Conquest.GAME.apply(s, 0, a).state().outcome().text());
    }
  }

  @Test
  void afterThreeRoundsTheSideWithMoreGrailsWinsAndEqualIsADraw() throws Exception {
    // "Une partie se joue en trois manches": the third round drawn, 1 Grail to 0 wins the match.
    ConquestState blocked = Position.of(4).put("a1", "g").put("i9", "rrr").toMove(3);
    ConquestState third = new ConquestState(blocked.settings(), blocked.board(), 3, 0, List.of(1, 0), null, 3, 3, 0,
        0, null, Repetitions.NONE, List.of(drawn(1), drawn(2)), null);
    assertEquals("Red with Yellow win 1–0", Play.line(third, "3 blocked").state().outcome().text());
    ConquestState even = new ConquestState(blocked.settings(), blocked.board(), 3, 0, List.of(1, 1), null, 3, 3, 0,
        0, null, Repetitions.NONE, List.of(drawn(1), drawn(2)), null);
    assertEquals("draw: 1–1 after three rounds", Play.line(even, "3 blocked").state().outcome().text());
  }

  @Test
  void twoGrailsWinTheMatch() throws Exception {
    ConquestState s = nearlyEncircled(Map.of()).toMove(0);
    ConquestState won = new ConquestState(s.settings(), s.board(), 2, 0, List.of(1, 0), null, 0, 0, 0, 0, null,
        Repetitions.NONE, List.of(new Notice.RoundEnded(1, Notice.Reason.ENCIRCLED, Who.side(s.lineup(), 0), 300)), null);
    ConquestState over = Play.line(won, "0 unstack g7 f6 g6").state();
    assertEquals("Red with Yellow win 2–0", over.outcome().text());
  }

  @Test
  void aMoveCanCompleteTheOtherSidesRing() throws Exception {
    // Blue unstacks a stack standing on a red stone: the red stone left on f6 closes red's ring.
    ConquestState s = Position.of(4, Map.of("match", "one-round")).put("d4", "r").put("e4", "y").put("f4", "r")
        .put("d5", "y").put("f5", "r").put("d6", "y").put("e6", "r").put("f6", "rbb").put("a9", "ggg").toMove(1);
    ConquestState over = Play.line(s, "1 unstack f6 g7 h8").state();
    assertEquals("Red with Yellow win", over.outcome().text());
  }

  @Test
  void aRoundWithoutEncirclementEndsAtTheMoveLimit() throws Exception {
    ConquestState s = Position.of(4, Map.of("match", "one-round", "move-limit", "150")).put("c9", "rrr")
        .put("i5", "bbb").toMove(0);
    s = new ConquestState(s.settings(), s.board(), 1, 149, s.grails(), null, 0, 0, 0, 0, null, Repetitions.NONE,
        List.of(), null);
    ConquestState over = Play.line(s, "0 unstack c9 c8 c7").state();
    assertEquals(List.of("round 1: nobody encircled the Grail in 150 moves: the round is drawn"), over.rounds().stream().map(Notice.RoundEnded::text).toList());
  }

  /** A round drawn at the move limit. */
  private static Notice.RoundEnded drawn(int round) {
    return new Notice.RoundEnded(round, Notice.Reason.MOVE_LIMIT, null, 300);
  }
}
