package roundtable.desktop.client.conquest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import roundtable.core.conquest.Conquest;
import roundtable.core.conquest.ConquestState;
import roundtable.core.conquest.Move.Unstack;
import roundtable.core.conquest.Moved;
import roundtable.core.conquest.Notice;
import roundtable.core.conquest.Notice.MatchEnded;
import roundtable.core.conquest.Notice.Reason;
import roundtable.core.conquest.Notice.RoundEnded;
import roundtable.core.conquest.Square;
import roundtable.core.conquest.StonesMoved;
import roundtable.core.conquest.Who;
import roundtable.core.table.Applied;
import roundtable.core.table.Event;
import roundtable.core.table.Viewer;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Seen;
import roundtable.desktop.client.board.Thing;

/** Every prompt and every log line of a game, in English and in French, with no word missing. */
class ConquestWordsTest {
  private final ConquestBoard board = new ConquestBoard();

  @Test
  void bothWordsFilesHaveTheSameKeysAllOfTheConquest() {
    Map<String, String> en = Table.file(Language.ENGLISH);
    Map<String, String> fr = Table.file(Language.FRENCH);
    assertEquals(en.keySet(), fr.keySet());
    en.keySet().forEach(key -> assertTrue(key.startsWith("conquest."), key));
  }

  @Test
  void thePromptNamesTheColoursAndThePlayerAndSaysWhenItIsYourTurn() {
    ConquestState s = Table.start(2);
    var prompt = Conquest.GAME.prompt(s);
    assertEquals("Red & Yellow (Alice): unstack, restack or slide",
        board.prompt(s, prompt, Table.seat(1, 2), Table.words(Language.ENGLISH)));
    assertEquals("À vous, Rouge et Jaune (Alice) : dépiler, réempiler ou glisser",
        board.prompt(s, prompt, Table.seat(0, 2), Table.words(Language.FRENCH)));
  }

  @Test
  void aMoveIsLoggedInTheGamesWords() {
    Unstack unstack = new Unstack(Square.parse("c9"), Square.parse("c8"), Square.parse("c7"));
    Moved moved = new Moved(new Who(List.of(1)), unstack);
    assertEquals("Red unstack c9 c8 c7", moved.text(), "the log's English is unchanged");
    assertEquals("Rouge : dépiler c9 c8 c7", board.event(moved, Table.words(Language.FRENCH)));
    assertNull(board.event(new StonesMoved(74, 65, 2), Table.words(Language.FRENCH)), "only animated");
  }

  @Test
  void theEndsOfRoundsAndMatchesKeepTheirEnglishLinesAndAreSaidInFrench() {
    Who redYellow = new Who(List.of(0b0101));
    Who blueWithGreen = new Who(List.of(0b0010, 0b1000));
    assertEquals("round 2: Red & Yellow encircle the Grail",
        new RoundEnded(2, Reason.ENCIRCLED, redYellow, 300).text());
    assertEquals("round 1: nobody encircled the Grail in 300 moves: the round is drawn",
        new RoundEnded(1, Reason.MOVE_LIMIT, null, 300).text());
    assertEquals("Blue with Green win 2–1", new MatchEnded(1, blueWithGreen, true, 2, 1).text());
    assertEquals("draw: 1–1 after three rounds", new MatchEnded(-1, null, true, 1, 1).text());
    Words fr = Table.words(Language.FRENCH);
    assertEquals("Manche 2 : Rouge et Jaune encerclent le Graal et prennent un Graal",
        board.event(new RoundEnded(2, Reason.ENCIRCLED, redYellow, 300), fr));
    assertEquals("Bleu avec Vert gagnent la partie 2 à 1",
        board.event(new MatchEnded(1, blueWithGreen, true, 2, 1), fr));
  }

  @Test
  void twoPlayersBestOfThree() {
    wholeGame(2, Map.of("move-limit", "150"), 1, "FirstPlayer", "RoundEnded", "RoundBegins", "MatchEnded");
  }

  @Test
  void threePlayersWithSecretTokens() {
    wholeGame(3, Map.of("turn-order", "tokens-secret", "move-limit", "150"), 2, "TokensDealt", "TokenShown",
        "RoundBegins", "MatchEnded");
  }

  @Test
  void fourPlayersWithOpenTokensInOneRound() {
    wholeGame(4, Map.of("turn-order", "tokens-open", "match", "one-round"), 3, "TokensDealt", "TokenHeld",
        "MatchEnded");
  }

  /** A random game: every line and prompt in both languages, and every step ends on the new position. */
  private void wholeGame(int players, Map<String, String> options, long seed, String... told) {
    List<Applied<ConquestState>> game = Table.randomGame(players, options, seed);
    List<Words> languages = List.of(Table.words(Language.ENGLISH), Table.words(Language.FRENCH));
    Seen spectator = Seen.spectator(Table.NAMES.subList(0, players));
    ConquestBoard follows = new ConquestBoard();
    ConquestState before = Conquest.GAME.view(game.get(0).state(), Viewer.SPECTATOR);
    List<String> kinds = new ArrayList<>();
    for (Applied<ConquestState> applied : game.subList(1, game.size())) {
      ConquestState after = Conquest.GAME.view(applied.state(), Viewer.SPECTATOR);
      var steps = follows.steps(before, new Applied<>(after, applied.events()), spectator);
      assertEquals(applied.events().stream().filter(e -> e instanceof StonesMoved).count() + 1, steps.size());
      assertEquals(Table.stacks(new ConquestBoard().scene(after, spectator)), Table.stacks(steps.get(steps.size() - 1)));
      before = after;
      assertGrails(steps.get(steps.size() - 1), after);
      for (Event event : applied.events()) {
        assertTrue(event instanceof Moved || event instanceof StonesMoved || event instanceof Notice,
            "every event carries its data: " + event);
        kinds.add(event.getClass().getSimpleName());
        for (Words words : languages) {
          if (!(event instanceof StonesMoved)) {
            assertWords(board.event(event, words));
          }
        }
      }
      for (Words words : languages) {
        var prompt = Conquest.GAME.prompt(applied.state());
        assertWords(board.prompt(after, prompt, spectator, words));
        for (int seat : prompt.seats().keySet()) {
          Seen seen = Table.seat(seat, players);
          assertWords(board.prompt(Conquest.GAME.view(applied.state(), seen.viewer()), prompt, seen, words));
        }
      }
    }
    for (String kind : told) {
      assertTrue(kinds.contains(kind), kind + " was told, in " + kinds.size() + " events");
    }
    ConquestState end = game.get(game.size() - 1).state();
    Event last = game.get(game.size() - 1).events().stream().filter(e -> e instanceof Notice.MatchEnded)
        .reduce((a, b) -> b).orElseThrow();
    for (Words words : languages) {
      assertEquals(board.event(last, words), board.outcome(end, end.outcome(), words),
          "the ending says what the log's last line says");
    }
  }

  /** Three Grails always: those not yet won stand on e5. */
  private static void assertGrails(Scene scene, ConquestState s) {
    List<Thing> grails = scene.things().stream().filter(t -> t.id().startsWith("grail")).toList();
    assertEquals(3, grails.stream().map(Thing::id).distinct().count());
    int won = s.grails().get(0) + s.grails().get(1);
    float e5x = ConquestScene.centreX(Square.GRAIL);
    assertEquals(3 - won, grails.stream().filter(g -> g.x() == e5x).count());
  }

  private static void assertWords(String line) {
    assertNotNull(line);
    assertFalse(line.isBlank());
    assertFalse(line.contains("[") || line.contains("{"), "a word is missing: " + line);
  }
}
