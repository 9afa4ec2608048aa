package roundtable.core.conquest;

import static org.junit.jupiter.api.Assertions.assertThrows;

import roundtable.core.crypto.TableNotation;
import roundtable.core.table.Applied;
import roundtable.core.table.IllegalActionException;

/** Plays lines of notation on a state, the way a log does: {@code Play.line(state, "0 unstack c9 c8 c7")}. */
final class Play {
  private Play() {}

  static Applied<ConquestState> line(ConquestState s, String line) throws Exception {
    int space = line.indexOf(' ');
    int seat = Integer.parseInt(line.substring(0, space));
    return Conquest.GAME.apply(s, seat, TableNotation.parse(line.substring(space + 1), Conquest.GAME.notation()));
  }

  static ConquestState lines(ConquestState s, String... lines) throws Exception {
    for (String l : lines) {
      s = line(s, l).state();
    }
    return s;
  }

  /** The reason the rules give for refusing the line. */
  static String refused(ConquestState s, String line) {
    return assertThrows(IllegalActionException.class, () -> line(s, line)).getMessage();
  }
}
