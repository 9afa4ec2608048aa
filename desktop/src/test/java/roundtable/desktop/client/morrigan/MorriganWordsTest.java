package roundtable.desktop.client.morrigan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import roundtable.core.hidden.CardRef;
import roundtable.core.morrigan.Card;
import roundtable.core.morrigan.Card.Kind;
import roundtable.core.morrigan.Card.Special;
import roundtable.core.morrigan.Morrigan;
import roundtable.core.morrigan.MorriganEvent;
import roundtable.core.morrigan.MorriganEvent.AdversaryBeaten;
import roundtable.core.morrigan.MorriganEvent.AdversaryCursed;
import roundtable.core.morrigan.MorriganEvent.AdversaryLaid;
import roundtable.core.morrigan.MorriganEvent.AttackRepelled;
import roundtable.core.morrigan.MorriganEvent.BetLaid;
import roundtable.core.morrigan.MorriganEvent.BetsTied;
import roundtable.core.morrigan.MorriganEvent.CardLost;
import roundtable.core.morrigan.MorriganEvent.CheatCaught;
import roundtable.core.morrigan.MorriganEvent.DiscardsReshuffled;
import roundtable.core.morrigan.MorriganEvent.DuelLost;
import roundtable.core.morrigan.MorriganEvent.EffectEnds;
import roundtable.core.morrigan.MorriganEvent.FirstPlayer;
import roundtable.core.morrigan.MorriganEvent.Folded;
import roundtable.core.morrigan.MorriganEvent.MaletarChallenged;
import roundtable.core.morrigan.MorriganEvent.MaletarDefeated;
import roundtable.core.morrigan.MorriganEvent.NothingToDraw;
import roundtable.core.morrigan.MorriganEvent.Reinforced;
import roundtable.core.morrigan.MorriganEvent.SpecialPlayed;
import roundtable.core.morrigan.MorriganEvent.TerritoryConquered;
import roundtable.core.morrigan.MorriganEvent.TerritoryLaid;
import roundtable.core.morrigan.MorriganEvent.TrialDiscarded;
import roundtable.core.morrigan.MorriganEvent.TrialPlayed;
import roundtable.core.morrigan.MorriganEvent.TrialWon;
import roundtable.core.morrigan.MorriganEvent.TurnBegins;
import roundtable.core.morrigan.MorriganState;
import roundtable.core.morrigan.Move;
import roundtable.core.table.Event;
import roundtable.core.table.Outcome;
import roundtable.core.table.TableConfig;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.Seen;

/**
 * The log, the buttons and the prompt of Morrigan in English and in French, worded from the rules'
 * records: names for the other seats, "you" for the window's own.
 */
class MorriganWordsTest {
  private final Words en = Words.of(Language.ENGLISH);
  private final Words fr = Words.of(Language.FRENCH);
  private static final CardRef CARD = new CardRef(40);

  /** A board that has seen the table once, from Alice's seat (seat 0): it knows the names. */
  private static MorriganBoard board() {
    return board(Table.seat(0, 4));
  }

  private static MorriganBoard board(Seen seen) {
    MorriganBoard board = new MorriganBoard();
    board.scene(Table.view(Morrigan.GAME.setup(TableConfig.of(Morrigan.GAME, 4, Map.of(), true)), seen), seen);
    return board;
  }

  private String said(MorriganEvent event, Words w) {
    return board().event(event, w);
  }

  private static Card adversary(int value) {
    return Card.of(Kind.ADVERSARY, value);
  }

  private static Card territory(int value) {
    return Card.of(Kind.TERRITORY, value);
  }

  private static Card trial(int value) {
    return Card.of(Kind.TRIAL, value);
  }

  @Test
  void fightsConquestsAndTheirNumbersInBothLanguages() {
    assertEquals("Bob beats Adversary 3 (7 against 5)", said(new AdversaryBeaten(1, CARD, adversary(3), 7, 5), en));
    assertEquals("Bob bat Adversaire 3 (7 contre 5)", said(new AdversaryBeaten(1, CARD, adversary(3), 7, 5), fr));
    assertEquals("Carol conquiert Territoire 4 (9 contre 6)",
        said(new TerritoryConquered(2, 0, CARD, territory(4), 9, 6), fr));
    assertEquals("Dave loses against Adversary 5 (4 against 8): its defence is known to all",
        said(new AttackRepelled(3, -1, CARD, adversary(5), 4, 8), en));
  }

  /** Alice's window speaks to Alice: "You beat", "Vous battez", never "You beats". */
  @Test
  void theWindowsOwnSeatIsYou() {
    assertEquals("You beat Adversary 3 (7 against 5)", said(new AdversaryBeaten(0, CARD, adversary(3), 7, 5), en));
    assertEquals("Vous battez Adversaire 3 (7 contre 5)", said(new AdversaryBeaten(0, CARD, adversary(3), 7, 5), fr));
    assertEquals("You lay a Territory", said(new TerritoryLaid(0, CARD), en));
    assertEquals("Vous posez un Territoire", said(new TerritoryLaid(0, CARD), fr));
    assertEquals("The deck and the discards are empty: you draw nothing", said(new NothingToDraw(0), en));
    assertEquals("La pioche et la défausse sont vides : vous ne piochez rien", said(new NothingToDraw(0), fr));
    assertEquals("Turn 5: yours", said(new TurnBegins(5, 0), en));
    assertEquals("Tour 6 : Bob", said(new TurnBegins(6, 1), fr));
    assertEquals("Bob lays a Territory", said(new TerritoryLaid(1, CARD), en));
    assertEquals("Alice lays a Territory", board(Table.spectator(4)).event(new TerritoryLaid(0, CARD), en),
        "a spectator is nobody's you");
  }

  @Test
  void epreuvesTiesAndAbandons() {
    assertEquals("Égalité sur Épreuve 4 (3) : Bob, Dave misent de nouveau",
        said(new BetsTied(CARD, trial(4), 3, List.of(1, 3)), fr));
    assertEquals("A tie on Quest 4 (3): you and Carol bet again", said(new BetsTied(CARD, trial(4), 3, List.of(2, 0)), en));
    assertEquals("Alice wins Quest 2", board(Table.seat(1, 4)).event(new TrialWon(0, CARD, trial(2)), en));
    assertEquals("You win Quest 2", said(new TrialWon(0, CARD, trial(2)), en));
    assertEquals("Carol abandonne", said(new Folded(2, 2), fr));
    assertEquals("Carol ne mise pas", said(new Folded(2, 1), fr));
    assertEquals("Vous misez une carte face cachée avec la Bénédiction", said(new BetLaid(0, true), fr));
    assertEquals("Nobody bets on Quest 5: it is discarded", said(new TrialDiscarded(CARD, trial(5)), en));
  }

  /** A Special is named in the window's language as its face on the board names it ("Curse", not "Malédiction"). */
  @Test
  void theSpecialsAreNamedAsTheirFacesSayAndTheDuelWithMaletar() {
    assertEquals("Bob joue Hiver Glacial", said(new SpecialPlayed(1, Special.WINTER), fr));
    assertEquals("Bob plays Icy Winter", said(new SpecialPlayed(1, Special.WINTER), en));
    assertEquals("Déluge prend fin", said(new EffectEnds(1, Special.FLOOD), fr));
    MorriganFaces faces = new MorriganFaces();
    faces.words(en);
    assertEquals(faces.name(Card.face(Card.special(Special.CURSE))), MorriganWords.name(en, Card.special(Special.CURSE)));
    assertEquals("Curse", MorriganWords.name(en, Card.special(Special.CURSE)));
    assertEquals("Eve", Table.NAMES.get(4));
    assertEquals("You challenge Maletar", said(new MaletarChallenged(0), en));
    assertEquals("Vous perdez le duel contre Maletar (9 contre 12)", said(new DuelLost(0, 9, 12), fr));
    assertEquals("You lose Territory 5", said(new CardLost(0, CARD, territory(5)), en));
    assertEquals("Cheat: Bob laid Action 2 as a Territory", said(new CheatCaught(1, Card.action(2), Kind.TERRITORY, null), en));
    assertEquals("Cheat: Bob laid Action 2 as Catapult",
        said(new CheatCaught(1, Card.action(2), Kind.SPECIAL, Special.CATAPULT), en));
    assertEquals("Triche : Bob a posé Action 2 comme Catapulte",
        said(new CheatCaught(1, Card.action(2), Kind.SPECIAL, Special.CATAPULT), fr));
  }

  /** The ending is worded from the record that ended the game, as the log said it. */
  @Test
  void theEndingFromTheRecordThatEndedTheGame() {
    MorriganBoard board = board();
    Outcome won = Outcome.won(2, new MaletarDefeated(2, 14, 8));
    // The outcome carries the record that ended the game: a board that never saw it says it too.
    assertEquals("Carol bat Maletar (14 contre 8) et libère Morrigan !", board.outcome(null, won, fr));
    MorriganBoard mine = board();
    assertEquals("You defeat Maletar (14 against 8) and free Morrigan!",
        mine.outcome(null, Outcome.won(0, new MaletarDefeated(0, 14, 8)), en));
    assertEquals("Une triche a arrêté la partie", board().outcome(null, Outcome.draw(new roundtable.core.table.Event.Note("a cheat of no game")), fr));
  }

  @Test
  void theButtonsSayWhatIsPlayed() {
    MorriganBoard board = board();
    assertEquals("finir la phase d'action", board.action(new Move.End(), fr));
    assertEquals("challenge Maletar to a duel", board.action(new Move.Declare(true), en));
    assertEquals("ne pas miser", board.action(new Move.Fold(), fr));
    assertEquals("pass", board.action(new Move.Pass(), en));
  }

  /** One example of each thing that happens at the table. */
  private static List<MorriganEvent> examples() {
    return List.of(new FirstPlayer(0), new TurnBegins(3, 0), new EffectEnds(0, Special.RELIC),
        new TerritoryLaid(0, CARD), new AdversaryLaid(0, CARD), new TrialPlayed(0, CARD), new BetLaid(0, false),
        new BetLaid(0, true), new Folded(0, 1), new Folded(0, 2), new AdversaryCursed(0, CARD), new Reinforced(0, CARD),
        new AdversaryBeaten(0, CARD, adversary(2), 6, 2), new TerritoryConquered(0, 1, CARD, territory(3), 5, 4),
        new AttackRepelled(0, 1, CARD, territory(3), 2, 4), new AttackRepelled(0, -1, CARD, adversary(3), 2, 4),
        new MaletarDefeated(0, 12, 9), new DuelLost(0, 3, 9), new MaletarChallenged(0),
        new CardLost(0, CARD, territory(5)), new TrialWon(0, CARD, trial(1)), new TrialDiscarded(CARD, trial(1)),
        new BetsTied(CARD, trial(2), 2, List.of(0, 1)), new BetsTied(CARD, trial(2), 2, List.of(1, 2)),
        new SpecialPlayed(0, Special.SHIELD), new NothingToDraw(0), new DiscardsReshuffled(30),
        new CheatCaught(0, Card.action(1), Kind.ADVERSARY, null));
  }

  /** Every record of the sealed interface, through its sealed sub-interfaces. */
  private static Set<String> records(Class<?> type) {
    Set<String> names = new TreeSet<>();
    if (type.isRecord()) {
      names.add(type.getName());
    } else {
      for (Class<?> c : type.getPermittedSubclasses()) {
        names.addAll(records(c));
      }
    }
    return names;
  }

  @Test
  void everyKindOfEventHasWordsInEnglishAndFrenchForEveryViewer() throws Exception {
    Set<String> exampled = new TreeSet<>();
    examples().forEach(e -> exampled.add(e.getClass().getName()));
    assertEquals(records(MorriganEvent.class), exampled, "an example of every record");
    for (MorriganEvent e : examples()) {
      for (Seen seen : List.of(Table.seat(0, 4), Table.seat(1, 4), Table.spectator(4))) {
        for (Words w : List.of(en, fr)) {
          String line = board(seen).event(e, w);
          assertFalse(line.isBlank() || line.contains("[") || line.contains("seat "),
              e + " said " + line);
          boolean mine = about(e, seen.seat());
          assertEquals(mine, line.toLowerCase().matches(".*\\b(you|yours|vous)\\b.*"),
              e + " from seat " + seen.seat() + ": " + line);
          assertSecondPerson(line);
        }
      }
    }
  }

  /** Whether the record's seat (or one of its seats) is this one: its line speaks to it. */
  private static boolean about(MorriganEvent e, int seat) throws Exception {
    for (RecordComponent c : e.getClass().getRecordComponents()) {
      Object value = c.getAccessor().invoke(e);
      if (c.getName().equals("seat") && value.equals(seat)
          || c.getName().equals("seats") && ((List<?>) value).contains(seat)) {
        return seat >= 0;
      }
    }
    return false;
  }

  private static final Pattern YOU = Pattern.compile("(?i)\\byou (?:do not |and \\p{L}+ )?(\\p{L}+)");
  private static final Pattern VOUS = Pattern.compile("(?i)\\bvous (?:ne |et \\p{L}+ )?(\\p{L}+)");

  /** "You draw", "Vous piochez": never "You draws" nor "Vous pioche". */
  private static void assertSecondPerson(String line) {
    Matcher you = YOU.matcher(line);
    while (you.find()) {
      assertFalse(you.group(1).endsWith("s"), "a third person after you: " + line);
    }
    Matcher vous = VOUS.matcher(line);
    while (vous.find()) {
      assertTrue(vous.group(1).endsWith("ez"), "not the second person after vous: " + line);
    }
  }

  /** Every event of several games is a record and worded; every button and prompt has its words. */
  @Test
  void noRawEnglishFromTheRulesAndNoWordMissing() {
    Set<String> kinds = new TreeSet<>();
    for (int players = 3; players <= 5; players++) {
      for (Table.Step step : Table.steps(players, 11 + players)) {
        MorriganState s = step.applied().state();
        Seen seen = Table.seat(s.turn() < 0 ? 0 : s.turn(), players);
        MorriganBoard board = new MorriganBoard();
        board.scene(Table.view(s, seen), seen);
        for (Event e : step.applied().events()) {
          assertInstanceOf(MorriganEvent.class, e, "a note the board cannot read: " + e.text());
          kinds.add(e.getClass().getSimpleName());
          for (Words w : List.of(en, fr)) {
            String line = board.event(e, w);
            assertFalse(line.isBlank() || line.contains("[") || line.contains("seat "), line);
            assertSecondPerson(line);
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
    assertTrue(kinds.size() > 12, "many kinds of events in these games: " + kinds);
  }

  @Test
  void everyKeyInBothLanguages() {
    assertTrue(en.keys().stream().filter(k -> k.startsWith("morrigan.")).count() > 80);
    assertEquals(en.keys().stream().filter(k -> k.startsWith("morrigan.")).toList(),
        fr.keys().stream().filter(k -> k.startsWith("morrigan.")).toList());
  }
}
