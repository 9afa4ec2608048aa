package roundtable.desktop.client.morrigan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import roundtable.core.morrigan.Morrigan;
import roundtable.core.morrigan.MorriganState;
import roundtable.core.morrigan.Move;
import roundtable.core.table.Event;
import roundtable.core.table.Outcome;
import roundtable.core.table.TableConfig;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.Seen;

/** The log, the buttons and the prompt of Morrigan in English and in French, names for seats. */
class MorriganWordsTest {
  private final Words en = Words.of(Language.ENGLISH);
  private final Words fr = Words.of(Language.FRENCH);

  /** A board that has seen the table once, from Alice's seat: it knows the names. */
  private static MorriganBoard board() {
    MorriganBoard board = new MorriganBoard();
    Seen alice = Table.seat(0, 4);
    board.scene(Table.view(Morrigan.GAME.setup(TableConfig.of(Morrigan.GAME, 4, Map.of(), true)), alice), alice);
    return board;
  }

  private String said(String note, Words w) {
    return board().event(new Event.Note(note), w);
  }

  @Test
  void fightsConquestsAndTheirNumbersInBothLanguages() {
    assertEquals("Bob beats Adversary 3 (7 against 5)", said("seat 1 beats Adversaire 3 (7 against 5)", en));
    assertEquals("Bob bat Adversaire 3 (7 contre 5)", said("seat 1 beats Adversaire 3 (7 against 5)", fr));
    assertEquals("Carol conquiert Territoire 4 (9 contre 6)", said("seat 2 conquers Territoire 4 (9 against 6)", fr));
    assertEquals("Dave loses against Adversary 5 (4 against 8): its defence is known to all",
        said("seat 3 loses against Adversaire 5 (4 against 8)", en));
  }

  @Test
  void epreuvesTiesAndAbandons() {
    assertEquals("Égalité sur Épreuve 4 (3) : Bob, Dave misent de nouveau",
        said("a tie on Épreuve 4 (3): [seat 1, seat 3] bet again", fr));
    assertEquals("Alice wins Quest 2", said("seat 0 wins Épreuve 2", en));
    assertEquals("Carol abandonne", said("seat 2 abandons", fr));
    assertEquals("Nobody bets on Quest 5: it is discarded",
        said("nobody bets on Épreuve 5: it is discarded, won by nobody", en));
  }

  @Test
  void theSpecialsKeepTheirNamesAndTheDuelWithMaletar() {
    assertEquals("Bob joue Hiver Glacial", said("seat 1 plays Hiver Glacial", fr));
    assertEquals("Déluge prend fin", said("Déluge ends", fr));
    assertEquals("Eve", Table.NAMES.get(4));
    assertEquals("Alice challenges Maletar", said("seat 0 challenges Maletar", en));
    assertEquals("Alice perd le duel contre Maletar (9 contre 12)",
        said("seat 0 loses the duel with Maletar (9 against 12)", fr));
    assertEquals("Alice loses Territory 5", said("seat 0 loses Territoire 5", en));
    String won = "seat 2 defeats Maletar (14 against 8) and frees Morrigan";
    assertEquals("Carol bat Maletar (14 contre 8) et libère Morrigan !",
        board().outcome(null, new Outcome(List.of(2), won), fr));
  }

  @Test
  void theButtonsSayWhatIsPlayed() {
    MorriganBoard board = board();
    assertEquals("finir la phase d'action", board.action(new Move.End(), fr));
    assertEquals("challenge Maletar to a duel", board.action(new Move.Declare(true), en));
    assertEquals("ne pas miser", board.action(new Move.Fold(), fr));
    assertEquals("pass", board.action(new Move.Pass(), en));
  }

  /** Every note of several games is recognised and worded; every button and prompt has its words. */
  @Test
  void noRawEnglishFromTheRulesAndNoWordMissing() {
    for (int players = 3; players <= 5; players++) {
      for (Table.Step step : Table.steps(players, 11 + players)) {
        MorriganState s = step.applied().state();
        Seen seen = Table.seat(s.turn() < 0 ? 0 : s.turn(), players);
        MorriganBoard board = new MorriganBoard();
        board.scene(Table.view(s, seen), seen);
        for (Event e : step.applied().events()) {
          assertNotNull(MorriganWords.Said.of(e.text()), "a note the board does not word: " + e.text());
          for (Words w : List.of(en, fr)) {
            String line = board.event(e, w);
            assertFalse(line.contains("[") || line.contains("seat "), line);
          }
        }
        var prompt = Morrigan.GAME.prompt(s);
        for (Words w : List.of(en, fr)) {
          String p = board.prompt(Table.view(s, seen), prompt, seen, w);
          assertFalse(p.contains("[morrigan") || p.contains("seat "), p);
          for (int seat : prompt.seats().keySet()) {
            if (seat != seen.seat()) {
              continue;
            }
            for (var a : Morrigan.GAME.legalActions(s, seat, roundtable.core.table.Knowledge.NOTHING)) {
              String label = board.action(a, w);
              assertFalse(label.contains("[") || label.matches(".*\\bc\\d+.*") || label.contains("une carte")
                  || label.contains("a card"), a + " said " + label);
            }
          }
        }
      }
    }
  }

  @Test
  void everyKeyInBothLanguages() {
    assertTrue(en.keys().stream().filter(k -> k.startsWith("morrigan.")).count() > 80);
    assertEquals(en.keys().stream().filter(k -> k.startsWith("morrigan.")).toList(),
        fr.keys().stream().filter(k -> k.startsWith("morrigan.")).toList());
  }
}
