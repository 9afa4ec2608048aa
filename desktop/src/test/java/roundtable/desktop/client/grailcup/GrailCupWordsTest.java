package roundtable.desktop.client.grailcup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import roundtable.core.grailcup.GrailCup;
import roundtable.core.grailcup.GrailCupEvent;
import roundtable.core.grailcup.GrailCupEvent.AllyShown;
import roundtable.core.grailcup.GrailCupEvent.KnightMoved;
import roundtable.core.grailcup.GrailCupState;
import roundtable.core.table.Applied;
import roundtable.core.table.Event;
import roundtable.core.table.TableConfig;
import roundtable.core.table.Viewer;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.RandomGame;
import roundtable.desktop.client.board.Seen;

/** Every prompt, button and log line of whole games, in English and in French, none missing and none left in the rules' English. */
class GrailCupWordsTest {
  private static final List<Words> LANGUAGES = List.of(Table.words(Language.ENGLISH), Table.words(Language.FRENCH));

  @Test
  void bothWordsFilesHaveTheSameKeysAllOfGrailCup() {
    Map<String, String> en = Table.file(Language.ENGLISH);
    Map<String, String> fr = Table.file(Language.FRENCH);
    assertEquals(en.keySet(), fr.keySet());
    en.keySet().forEach(key -> assertTrue(key.startsWith("grailcup."), key));
  }

  @Test
  void eventsAreSaidInFrenchFromTheirData() {
    Words fr = Table.words(Language.FRENCH);
    GrailCupBoard board = new GrailCupBoard();
    assertEquals("Bleu montre la Fée (8)", board.event(new AllyShown(1, 8), fr));
    assertEquals("Rouge avance de la case 12 à la case 16",
        board.event(new KnightMoved(0, 12, 16, GrailCupEvent.Stride.ADVANCE), fr));
    assertEquals("Tour 3 : Vert est le Chancelier", board.event(new GrailCupEvent.RoundBegins(3, 3), fr));
    assertEquals("Écartés face visible : l'Écuyer (2), la Licorne (9)",
        board.event(new GrailCupEvent.AsideFaceUp(List.of(2, 9)), fr));
    assertEquals("Le Voleur prend une Lance à Orange", board.event(new GrailCupEvent.ThiefTakesLance(7, 0), fr));
  }

  @ParameterizedTest
  @ValueSource(ints = {3, 4, 5, 6, 7, 8})
  void aWholeGameIsSaidInBothLanguages(int players) {
    Table.Game game = Table.play(players, true, 100 + players, 100_000);
    GrailCupBoard board = new GrailCupBoard();
    TreeSet<String> kinds = new TreeSet<>();
    for (Table.Turn turn : game.turns()) {
      GrailCupState after = turn.applied().state();
      for (Event event : turn.applied().events()) {
        kinds.add(event.getClass().getSimpleName());
        LANGUAGES.forEach(w -> assertWords(board.event(event, w)));
      }
      for (Words w : LANGUAGES) {
        var prompt = GrailCup.GAME.prompt(after);
        assertWords(board.prompt(GrailCup.GAME.view(after, Viewer.SPECTATOR), prompt, game.spectator(), w));
        for (int seat : prompt.seats().keySet()) {
          Seen seen = game.seat(seat);
          GrailCupState view = GrailCup.GAME.view(after, seen.viewer());
          board.scene(view, seen);
          assertWords(board.prompt(view, prompt, seen, w));
        }
        turn.legal().forEach(a -> assertWords(board.action(a, w)));
      }
    }
    GrailCupState end = game.turns().get(game.turns().size() - 1).applied().state();
    assertTrue(end.over(), "the game ends");
    var outcome = GrailCup.GAME.outcome(end).orElseThrow();
    LANGUAGES.forEach(w -> assertWords(board.outcome(end, outcome, w)));
    assertTrue(kinds.containsAll(List.of("KnightMoved", "AllyShown", "RoundBegins", "AllyKept")), kinds.toString());
  }

  @Test
  void theSharedRandomDriverPlaysThroughTheBoardWithMentalPoker() {
    GrailCupBoard board = new GrailCupBoard();
    List<Applied<GrailCupState>> game = RandomGame.play(GrailCup.GAME, TableConfig.of(GrailCup.GAME, 3, Map.of(), false), 9);
    Seen spectator = Table.spectator(3);
    GrailCupState before = GrailCup.GAME.view(GrailCup.GAME.setup(TableConfig.of(GrailCup.GAME, 3, Map.of(), false)),
        Viewer.SPECTATOR);
    for (Applied<GrailCupState> applied : game) {
      GrailCupState after = GrailCup.GAME.view(applied.state(), Viewer.SPECTATOR);
      assertFalse(board.steps(before, new Applied<>(after, applied.events()), spectator).isEmpty());
      before = after;
    }
    assertTrue(game.get(game.size() - 1).state().over());
  }

  private static void assertWords(String line) {
    assertNotNull(line);
    assertFalse(line.isBlank());
    assertFalse(line.contains("[") || line.contains("{"), "a word is missing: " + line);
  }
}
