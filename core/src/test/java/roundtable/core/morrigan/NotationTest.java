package roundtable.core.morrigan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import roundtable.core.table.Notation.NotationException;

/** One action per line, read and written back the same. */
class NotationTest {
  @ParameterizedTest
  @ValueSource(strings = {"territory c4", "adversary c12", "trial c7", "fight c40 c3 c9", "fight c40 c3 sword c12",
      "conquer c40 c3", "conquer c40 c3 c4 catapult c12", "ally c5 c33", "favour c5 c2 c8", "favour c5 c2",
      "treasure c5", "sorcery c5 2", "flood c5", "winter c5", "quake c5", "relic c5 c40", "shield c5 c3",
      "reinforce c40 c3", "curse c40 c5", "curse c5", "bless c5", "sword c5", "catapult c5", "pass", "bet c3",
      "bet c3 bless c5", "fold", "end", "duel", "no-duel", "attack c3 c9 c11", "attack", "maletar c3", "lose c40",
      "discard c3"})
  void roundTrips(String line) throws Exception {
    var n = Morrigan.GAME.notation();
    assertEquals(line, n.format(n.parse(line)));
  }

  @ParameterizedTest
  @ValueSource(strings = {"fight c40", "territory 4", "bet", "sorcery c5", "dance c1", "end now"})
  void refusesWhatIsNotAnAction(String line) {
    assertThrows(NotationException.class, () -> Morrigan.GAME.notation().parse(line));
  }

  @org.junit.jupiter.api.Test
  void everyLegalActionOfARandomGameIsWrittenAndReadBack() throws Exception {
    Playout p = Playout.play(4, 5, 3_000, true);
    var n = Morrigan.GAME.notation();
    for (String line : p.lines) {
      String text = line.substring(2);
      assertEquals(text, n.format(n.parse(text)));
    }
  }
}
