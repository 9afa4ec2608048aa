package roundtable.core.graal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import roundtable.core.hidden.CardRef;
import roundtable.core.log.LogNotation;
import roundtable.core.table.Action;
import roundtable.core.table.Notation;

/** One line per move: every move of some random games is written and read back the same. */
class NotationTest {
  @Test
  void everyMoveOfRandomGamesRoundTrips() throws Exception {
    Notation n = LogNotation.of(Graal.GAME);
    int[] count = {0};
    for (int seed = 0; seed < 6; seed++) {
      Playouts.play(3 + seed % 4, Map.of(), true, seed % 2 == 0, seed, 5000, (before, seat, action, after) -> {
        assertEquals(action, n.parse(n.format(action)), n.format(action));
        for (Action a : Graal.GAME.legalActions(after, Graal.GAME.prompt(after).isOver() ? 0
            : Graal.GAME.prompt(after).seats().firstKey(), roundtable.core.table.Knowledge.NOTHING)) {
          assertEquals(a, n.parse(n.format(a)), n.format(a));
          count[0]++;
        }
      });
    }
    System.out.println("graal: " + count[0] + " legal moves written and read back");
  }

  @Test
  void examples() throws Exception {
    Notation n = GraalNotation.INSTANCE;
    assertEquals(new Move.Lay(List.of(new Play(new CardRef(12), Card.parse("grimoire.red")),
        new Play(new CardRef(40), Card.parse("grimoire.blue"))), true), n.parse("lay 12=grimoire.red 40=grimoire.blue graal"));
    assertEquals("lay 7=grimoire.green as excalibur", n.format(new Move.Lay(List.of(new Play(new CardRef(7),
        Card.parse("grimoire.green"))), false, Card.EXCALIBUR, -1)));
    assertEquals("lay 7=take1.blue at 2", n.format(new Move.Lay(List.of(new Play(new CardRef(7),
        Card.parse("take1.blue"))), false, null, 2)));
    assertEquals(new Move.ChooseColour(Colour.PURPLE), n.parse("colour purple"));
    assertEquals(new Move.Give(new Play(new CardRef(7), Card.parse("talisman.red")), 2, true), n.parse("give 7=talisman.red 2 graal"));
    assertEquals("callout 2 7=talisman.red graal", n.format(new Move.CallOut(2, new Play(new CardRef(7),
        Card.parse("talisman.red")), true)));
    assertEquals("lay 9=draw2.red 10=take1.blue as grimoire graal", n.format(new Move.Lay(List.of(
        new Play(new CardRef(9), Card.parse("draw2.red")), new Play(new CardRef(10), Card.parse("take1.blue"))), true,
        Card.GRIMOIRE, -1)));
    assertEquals("unknown card 'grimoire.pink'", assertThrows(Notation.NotationException.class,
        () -> n.parse("lay 3=grimoire.pink")).getMessage());
    assertEquals("unknown Graal move 'jump'", assertThrows(Notation.NotationException.class, () -> n.parse("jump")).getMessage());
  }

  /** Issue 20: the replay printed "...wins the tournamentstate-hash: ..." on one line. */
  @Test
  void theDiagramEndsWithItsLastLine() throws Exception {
    GraalState s = Position.of(3).ancestor(0, Ancestor.TRISTAN).hand(0, "graal").build();
    assertTrue(Graal.GAME.diagram(s).endsWith("lay cards, or draw a card if you cannot\n"), Graal.GAME.diagram(s));
    s = Position.lay(s, 0, "graal");
    assertTrue(Graal.GAME.diagram(s).endsWith("over: seat 0 lays the Graal as its last card, its ancestor revealed, and wins"
        + " the game\n"), Graal.GAME.diagram(s));
  }
}
