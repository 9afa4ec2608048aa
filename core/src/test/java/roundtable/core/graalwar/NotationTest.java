package roundtable.core.graalwar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import roundtable.core.log.LogNotation;
import roundtable.core.random.Bytes;
import roundtable.core.table.Action;
import roundtable.core.table.Notation;
import roundtable.core.table.Notation.NotationException;

/** One action per line, read back to the same action; wrong lines say what is wrong. */
class NotationTest {
  private static final Notation LOG = LogNotation.of(Graalwar.GAME);

  @Test
  void everyKindOfActionIsWrittenAndReadBack() throws Exception {
    List<Action> actions = List.of(new Move.Step(Hole.parse("e2"), Hole.parse("e12")),
        new Move.Shot(Hole.parse("l10"), Hole.parse("l12"), Hole.parse("m12")),
        new DeployReveal(PerftTest.WHITE, Bytes.fromHex("00112233445566778899aabbccddeeff")),
        new DeployPlan(Deployment.parse(PerftTest.WHITE), Bytes.fromHex("00112233445566778899aabbccddeeff")).commit(0));
    for (Action a : actions) {
      assertEquals(a, LOG.parse(LOG.format(a)), LOG.format(a));
    }
    assertEquals("move e2 e12", LOG.format(actions.get(0)));
    assertEquals("shoot l10 l12 m12", LOG.format(actions.get(1)));
    assertEquals("deploy 00112233445566778899aabbccddeeff " + PerftTest.WHITE, LOG.format(actions.get(2)));
  }

  @Test
  void wrongLinesSayWhatIsWrong() {
    assertEquals("expected 'move FROM TO'", message("move e2"));
    assertEquals("'y3' is not a hole (a1 to x24)", message("move e2 y3"));
    assertEquals("'e25' is not a hole (a1 to x24)", message("move e25 e3"));
    assertEquals("'fly' is not an action: write move, shoot or deploy", message("fly e2 e3"));
    assertEquals("expected 'shoot ARCHER TARGET LANDING'", message("shoot a1 a2"));
    assertEquals("'knight' is not a soldier (roi, prince, duc, chevalier, sergent, piquier, ecuyer, archer)",
        message("deploy 0011 castle d1 d2 knight e1"));
    assertEquals("not hex: 'zz'", message("deploy zz castle d1 d2 roi e1"));
  }

  private static String message(String line) {
    return assertThrows(NotationException.class, () -> LOG.parse(line)).getMessage();
  }
}
