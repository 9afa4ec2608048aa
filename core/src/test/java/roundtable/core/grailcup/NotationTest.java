package roundtable.core.grailcup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import roundtable.core.grailcup.Move.Direction;
import roundtable.core.log.LogNotation;
import roundtable.core.table.Action;
import roundtable.core.table.Notation;
import roundtable.core.table.Notation.NotationException;

/** One line per action, read back to the same action. */
class NotationTest {
  static final Notation NOTATION = LogNotation.of(GrailCup.GAME);

  @Test
  void everyActionRoundTrips() throws Exception {
    List<Action> all = List.of(new Move.Keep(12, Direction.CLOCKWISE), new Move.Keep(3, Direction.COUNTERCLOCKWISE),
        new Move.Keep(40, Direction.NONE), new Move.Show(7), new Move.Pass(), new Move.Curse(5), new Move.First(2),
        new Move.Look(List.of(11, 20, 28)), new Move.Arrange(List.of(28, 11, 20)), new Move.Advance(6),
        new Move.Lance(true), new Move.Lance(false), new Move.Dragon(23), new Move.Push(1), new Move.Take(0));
    for (Action a : all) {
      String line = NOTATION.format(a);
      assertEquals(a, NOTATION.parse(line), line);
    }
    assertEquals("keep #12 clockwise", NOTATION.format(all.get(0)));
    assertEquals("look 11 20 28", NOTATION.format(all.get(7)));
  }

  @Test
  void wrongLinesSayWhatIsWrong() {
    assertTrue(assertThrows(NotationException.class, () -> NOTATION.parse("keep 12")).getMessage().contains("keep #CARD"));
    assertTrue(assertThrows(NotationException.class, () -> NOTATION.parse("keep #1 left")).getMessage()
        .contains("clockwise"));
    assertTrue(assertThrows(NotationException.class, () -> NOTATION.parse("dragon x")).getMessage()
        .contains("not a number"));
    assertTrue(assertThrows(NotationException.class, () -> NOTATION.parse("jump")).getMessage()
        .contains("unknown Grail Cup action"));
  }

  @Test
  void aRandomGameIsWrittenAndReadBackLineByLine() throws Exception {
    Playout p = new Playout(5, 11, true);
    while (p.step()) {
      // the playout's own actions are checked through the log in GoldenLogsTest; here each prompt's legal
      // actions round-trip
      for (int seat : GrailCup.GAME.prompt(p.state).seats().keySet()) {
        for (Action a : GrailCup.GAME.legalActions(p.state, seat, p.knowledge(seat))) {
          assertEquals(a, NOTATION.parse(NOTATION.format(a)));
        }
      }
    }
  }

  @Test
  void theDiagramShowsTheTrackTheKnightsInTheirOrderAndTheLances() {
    GrailCupState s = Position.of(3).knight(1, 27).knight(0, 27).knight(2, 5).dragon(30).lances(2, 1)
        .ally(0, Ally.FAIRY).faceUp(Ally.MERLIN).calling(8);
    String d = GrailCup.GAME.diagram(s);
    assertTrue(d.contains("27                Blue Red\n"), d);
    assertTrue(d.contains("30 castle         DRAGON\n"), d);
    assertTrue(d.contains(" 5 start 4        Yellow\n"), d);
    assertTrue(d.contains("Lances: Red=0 Blue=0 Yellow=1 (reserve 11)"), d);
    assertTrue(d.contains("Allies kept: Red=? Blue=- Yellow=-"), d);
  }
}
