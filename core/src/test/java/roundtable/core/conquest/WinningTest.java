package roundtable.core.conquest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** "Le vainqueur est": the side that holds the eight squares round the Grail; three rounds. */
class WinningTest {
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
    assertEquals(List.of("round 1: Red with Yellow encircle the Grail"), over.rounds());
  }

  @Test
  void theWinnerOfARoundTakesAGrailAndTheNextRoundStartsAfresh() throws Exception {
    ConquestState s = nearlyEncircled(Map.of()).toMove(0);
    ConquestState next = Play.line(s, "0 unstack g7 f6 g6").state();
    assertNull(next.outcome());
    assertEquals(List.of(1, 0), next.grails());
    assertEquals(2, next.round());
    assertEquals(Board.start(), next.board());
    assertEquals(1, next.toMove(), "the next round is begun by the next player");
  }

  @Test
  void twoGrailsWinTheMatch() throws Exception {
    ConquestState s = nearlyEncircled(Map.of()).toMove(0);
    ConquestState won = new ConquestState(s.settings(), s.board(), 2, 0, List.of(1, 0), null, 0, 0, 0, 0, null,
        Repetitions.NONE, List.of("round 1: Red with Yellow encircle the Grail"), null);
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
    assertEquals(List.of("round 1: nobody encircled the Grail in 150 moves: the round is drawn"), over.rounds());
  }
}
