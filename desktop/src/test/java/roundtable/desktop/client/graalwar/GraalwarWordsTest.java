package roundtable.desktop.client.graalwar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import roundtable.core.graalwar.Graalwar;
import roundtable.core.graalwar.GraalwarEvent;
import roundtable.core.graalwar.GraalwarEvent.GameWon;
import roundtable.core.graalwar.GraalwarEvent.PieceMoved;
import roundtable.core.graalwar.GraalwarEvent.PieceTaken;
import roundtable.core.graalwar.GraalwarEvent.PushedBack;
import roundtable.core.graalwar.GraalwarState;
import roundtable.core.graalwar.Hole;
import roundtable.core.graalwar.Move.Shot;
import roundtable.core.graalwar.Move.Step;
import roundtable.core.graalwar.Piece;
import roundtable.core.table.Applied;
import roundtable.core.table.Event;
import roundtable.core.table.Prompt;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Seen;

/** Every prompt and every log line of a game, in English and in French, with no word missing. */
class GraalwarWordsTest {
  private final GraalwarBoard board = Table.board();
  private final Words en = Words.of(Language.ENGLISH);
  private final Words fr = Words.of(Language.FRENCH);

  private static int h(String name) {
    return Hole.parse(name);
  }

  @Test
  void theMovesInTheRulebooksWords() {
    assertEquals("move a1 to a13", board.action(new Step(h("a1"), h("a13")), en));
    assertEquals("tirer de g12 sur g14, recul en g16", board.action(new Shot(h("g12"), h("g14"), h("g16")), fr));
    assertEquals("ôter l'écran", board.action(Table.plan(0).reveal(), fr));
    assertTrue(board.action(Table.plan(0).commit(0), fr).startsWith("se déployer derrière l'écran (plan "));
  }

  @Test
  void theLogNamesTheSoldiersAsTheRulebookDoes() {
    assertEquals("Blanc : écuyer de h2 en g4", board.event(new PieceMoved(0, Piece.ECUYER, h("h2"), h("g4")), fr));
    assertEquals("White: squire h2 to g4", board.event(new PieceMoved(0, Piece.ECUYER, h("h2"), h("g4")), en));
    assertEquals("Bleu perd son archer en a13", board.event(new PieceTaken(1, Piece.ARCHER, h("a13")), fr));
    assertEquals("Blue's sergeant falls back from g14 to g16",
        board.event(new PushedBack(1, Piece.SERGENT, h("g14"), h("g16")), en));
    var lift = Table.play(Table.play(Table.committed(), 0, Table.plan(0).reveal()).state(), 1, Table.plan(1).reveal());
    Event deployed = lift.events().stream().filter(e -> e instanceof GraalwarEvent.Deployed).findFirst().orElseThrow();
    assertEquals("Bleu ôte l'écran : château-fort avec son donjon en l24 et sa cour en l23, 17 soldats",
        board.event(deployed, fr));
  }

  @Test
  void eachEndingIsSaidInBothLanguages() {
    GameWon donjon = new GameWon(0, GraalwarEvent.Ending.DONJON, 57, 1, Piece.CHEVALIER, h("l24"));
    GameWon household = new GameWon(1, GraalwarEvent.Ending.HOUSEHOLD, 88, 0, null, -1);
    GameWon limit = new GameWon(-1, GraalwarEvent.Ending.MOVE_LIMIT, 400, -1, null, -1);
    GameWon stuck = new GameWon(-1, GraalwarEvent.Ending.NO_MOVE, 120, 1, null, -1);
    assertEquals("White wins: its knight occupies the keep of Blue on l24", board.event(donjon, en));
    assertEquals("Bleu gagne : il a pris le roi, le prince et le duc de Blanc", board.event(household, fr));
    assertEquals("Partie nulle : 400 coups et personne n'a gagné", board.event(limit, fr));
    assertEquals("Drawn: Blue has no move left", board.event(stuck, en));
  }

  @Test
  void thePromptSaysWhoIsAwaitedAndWhenItIsYourTurn() {
    GraalwarState start = Table.start(Map.of());
    Prompt deploy = Graalwar.GAME.prompt(start);
    assertEquals("Deploy your army behind the screen", board.prompt(start, deploy, Table.seat(0), en));
    assertEquals("Both armies deploy behind their screens", board.prompt(start, deploy, Table.spectator(), en));
    GraalwarState waiting = Table.play(Table.committed(), 0, Table.plan(0).reveal()).state();
    assertEquals("On attend que Bleu (Bob) ôte son écran",
        board.prompt(Table.seenBy(waiting, Table.seat(0)), Graalwar.GAME.prompt(waiting), Table.seat(0), fr));
    GraalwarState deployed = Table.deployed();
    Prompt move = Graalwar.GAME.prompt(deployed);
    assertEquals("À vous, Blanc (Alice) : déplacez un soldat ou tirez (les cavaliers contournent forêts et rochers)",
        board.prompt(deployed, move, Table.seat(0), fr));
    assertEquals("White (Alice) to move a soldier or shoot", board.prompt(deployed, move, Table.seat(1), en));
  }

  @Test
  void bothWordsFilesHaveTheSameKeysAllOfGraalwar() {
    assertEquals(keys(Language.ENGLISH), keys(Language.FRENCH));
    keys(Language.ENGLISH).forEach(k -> assertTrue(k.startsWith("graalwar."), k));
    for (Piece p : Piece.values()) {
      assertTrue(en.has("graalwar.piece." + p.word()) && fr.has("graalwar.piece." + p.word()), p.word());
    }
  }

  private static java.util.Set<String> keys(Language language) {
    var all = new java.util.TreeSet<>(Words.of(language).keys());
    all.removeIf(k -> !k.startsWith("graalwar."));
    return all;
  }

  @Test
  void wholeRandomGamesTellEveryKindOfEvent() {
    List<String> kinds = new ArrayList<>();
    for (long seed : new long[] {3, 11, 19}) {
      kinds.addAll(wholeGame(seed, Map.of("move-limit", "200")));
    }
    for (String kind : List.of("Committed", "Deployed", "PieceMoved", "PieceTaken", "ArrowShot", "PushedBack",
        "GameWon")) {
      assertTrue(kinds.contains(kind), kind + " was told, in " + kinds.size() + " events");
    }
  }

  @Test
  void campsOfThreeAndSixArePlayedOutOnTheBoardWithEveryWordSaid() {
    for (int players : new int[] {3, 6}) {
      List<Applied<GraalwarState>> game = Table.randomGame(players, Map.of("move-limit", "200"), players);
      List<Seen> viewers = new ArrayList<>(List.of(Table.spectator()));
      for (int seat = 0; seat < players; seat++) {
        viewers.add(new Seen(roundtable.core.table.Viewer.seat(seat), roundtable.core.table.Knowledge.NOTHING,
            List.of("A", "B", "C", "D", "E", "F").subList(0, players)));
      }
      GraalwarState before = Table.start(players, Map.of("move-limit", "200"));
      for (Applied<GraalwarState> applied : game) {
        for (Seen seen : viewers) {
          GraalwarState after = Table.seenBy(applied.state(), seen);
          List<Scene> steps = Table.board().steps(Table.seenBy(before, seen),
              new Applied<>(after, applied.events()), seen);
          assertEquals(Table.soldiers(Table.board().scene(after, seen)),
              Table.soldiers(steps.get(steps.size() - 1)), "the last step is the real position");
          for (Words words : List.of(en, fr)) {
            assertWords(board.prompt(after, Graalwar.GAME.prompt(applied.state()), seen, words));
          }
        }
        for (Event event : applied.events()) {
          for (Words words : List.of(en, fr)) {
            assertWords(board.event(event, words));
          }
        }
        before = applied.state();
      }
    }
  }

  @Test
  void aMatchOfThreeGamesSaysEachNewGameAndItsEnd() {
    List<String> kinds = new ArrayList<>();
    for (Applied<GraalwarState> applied : Table.randomGame(2, Map.of("match", "best-of-three", "move-limit", "200"), 5)) {
      for (Event event : applied.events()) {
        kinds.add(event.getClass().getSimpleName());
        for (Words words : List.of(en, fr)) {
          assertWords(board.event(event, words));
        }
      }
    }
    assertTrue(kinds.contains("NextGame"), kinds.toString());
    assertTrue(kinds.contains("MatchWon"), kinds.toString());
  }

  /** Every line and prompt in both languages, and every step ends on the real position, for every viewer. */
  private List<String> wholeGame(long seed, Map<String, String> options) {
    List<Applied<GraalwarState>> game = Table.randomGame(options, seed);
    List<Words> languages = List.of(en, fr);
    List<Seen> viewers = List.of(Table.spectator(), Table.seat(0), Table.seat(1));
    List<GraalwarBoard> boards = List.of(Table.board(), Table.board(), Table.board());
    GraalwarState before = Table.start(options);
    List<String> kinds = new ArrayList<>();
    for (Applied<GraalwarState> applied : game) {
      for (int v = 0; v < viewers.size(); v++) {
        Seen seen = viewers.get(v);
        GraalwarState after = Table.seenBy(applied.state(), seen);
        List<Scene> steps = boards.get(v).steps(Table.seenBy(before, seen), new Applied<>(after, applied.events()),
            seen);
        long moving = applied.events().stream().filter(e -> e instanceof PieceMoved || e instanceof PieceTaken
            || e instanceof GraalwarEvent.ArrowShot || e instanceof PushedBack).count();
        assertEquals(Math.max(1, moving), steps.size(), "a scene per event that moves something");
        assertEquals(Table.soldiers(Table.board().scene(after, seen)),
            Table.soldiers(steps.get(steps.size() - 1)), "the last step is the real position");
        for (Words words : languages) {
          assertWords(board.prompt(after, Graalwar.GAME.prompt(applied.state()), seen, words));
        }
      }
      for (Event event : applied.events()) {
        kinds.add(event.getClass().getSimpleName());
        for (Words words : languages) {
          assertWords(board.event(event, words));
        }
      }
      before = applied.state();
    }
    GraalwarState end = game.get(game.size() - 1).state();
    Event last = game.get(game.size() - 1).events().stream().filter(e -> e instanceof GameWon).findFirst()
        .orElseThrow();
    for (Words words : languages) {
      assertEquals(board.event(last, words), board.outcome(end, end.outcome(), words),
          "the ending says what the log's last line says");
    }
    return kinds;
  }

  private static void assertWords(String line) {
    assertNotNull(line);
    assertFalse(line.isBlank());
    assertFalse(line.contains("[") || line.contains("{"), "a word is missing: " + line);
  }
}
