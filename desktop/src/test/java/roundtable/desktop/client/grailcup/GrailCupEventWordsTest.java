package roundtable.desktop.client.grailcup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import roundtable.core.grailcup.GrailCup;
import roundtable.core.grailcup.GrailCupEvent;
import roundtable.core.grailcup.GrailCupEvent.Stride;
import roundtable.core.grailcup.GrailCupState;
import roundtable.core.table.Applied;
import roundtable.core.table.Event;
import roundtable.core.table.Outcome;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.SecondPerson;
import roundtable.desktop.client.board.Seen;

/**
 * The log's lines come from the rules' records, never from their English: every kind of event
 * has its words in English and in French, and the window's own knight is spoken to ("You show
 * the Fairy (8)", "Vous montrez la Fée (8)"), never named nor spoken of in the third person.
 */
class GrailCupEventWordsTest {
  private static final List<Words> BOTH = List.of(Words.of(Language.ENGLISH), Words.of(Language.FRENCH));
  private final Words en = BOTH.get(0);
  private final Words fr = BOTH.get(1);


  /** A table of four (Red Alice, Blue Bob, Yellow Carol, Green Dave) at its first draft. */
  private static final GrailCupState SET_UP = Table.start(4, true);

  /** A board that has drawn the table of four for this seat's window (-1: a spectator's). */
  private static GrailCupBoard boardOf(int seat) {
    GrailCupBoard board = new GrailCupBoard();
    Seen seen = seat < 0 ? Table.spectator(4) : Table.openSeat(seat, 4);
    Table.scene(board, SET_UP, seen);
    return board;
  }

  @Test
  void everyKindOfEventHasWordsInEnglishAndFrenchForEveryReader() throws Exception {
    List<Class<?>> kinds = kinds(GrailCupEvent.class);
    assertTrue(kinds.size() >= 35, "the rules tell " + kinds.size() + " kinds of events");
    // A spectator, the event's first seat (seat 0), its other seat (seat 1), a bystander (seat 3).
    List<GrailCupBoard> readers = List.of(boardOf(-1), boardOf(0), boardOf(1), boardOf(3));
    int lines = 0;
    for (Class<?> kind : kinds) {
      for (GrailCupEvent e : samples(kind)) {
        for (GrailCupBoard board : readers) {
          for (Words w : BOTH) {
            String line = board.event(e, w);
            assertFalse(line.isBlank(), e + " " + w.language());
            assertFalse(line.contains("[grailcup.") || line.contains("{"), "a word is missing: " + line);
            assertFalse(line.contains("seat "), "the rules' English is not read back: " + line);
            if (w.language() == Language.FRENCH && !e.text().startsWith("Nobody") && !e.text().startsWith("No ")) {
              assertFalse(line.equals(e.text()), "said in French: " + line);
            }
            SecondPerson.assertSpokenTo(line, w);
            lines++;
          }
        }
      }
    }
    assertTrue(lines > 35 * 4 * 2, lines + " lines");
  }

  @Test
  void theWindowsKnightIsSpokenToAsTheRulebookPlays() {
    GrailCupBoard red = boardOf(0);
    assertEquals("You show the Fairy (8)", red.event(new GrailCupEvent.AllyShown(0, 8), en));
    assertEquals("Vous montrez la Fée (8)", red.event(new GrailCupEvent.AllyShown(0, 8), fr));
    assertEquals("Blue shows the Fairy (8)", red.event(new GrailCupEvent.AllyShown(1, 8), en));
    assertEquals("Round 2: you are the Chancellor", red.event(new GrailCupEvent.RoundBegins(2, 0), en));
    assertEquals("You keep an Ally and pass the rest clockwise (to the left)",
        red.event(new GrailCupEvent.ChancellorKept(0, GrailCupEvent.Way.CLOCKWISE), en));
    // "Graal en Toc : Faites reculer un autre Chevalier de 2 cases."
    assertEquals("Blue sends you back 2 squares", red.event(new GrailCupEvent.FakeGrailPlayed(1, 0), en));
    assertEquals("Bleu vous fait reculer de 2 cases", red.event(new GrailCupEvent.FakeGrailPlayed(1, 0), fr));
    assertEquals("Vous faites reculer Bleu de 2 cases", red.event(new GrailCupEvent.FakeGrailPlayed(0, 1), fr));
    // The Village die shows the Thief; the Lance Magnet takes one of Blue's Lances.
    assertEquals("The Thief takes a Lance from you", red.event(new GrailCupEvent.ThiefTakesLance(0, 1), en));
    assertEquals("Le Voleur vous prend une Lance", red.event(new GrailCupEvent.ThiefTakesLance(0, 1), fr));
    assertEquals("You take a Lance from Blue", red.event(new GrailCupEvent.LanceLostToMagnet(1, 0, 0), en));
    assertEquals("You now have 2 Lances", red.event(new GrailCupEvent.LanceWonByMagnet(0, 2), en));
    // The Squire: "Désignez le Chevalier qui sera en tête à la fin du tour."
    assertEquals("You: \"Blue's knight will be first!\"", red.event(new GrailCupEvent.SquirePredicts(0, 1), en));
    assertEquals("Blue: \"Your knight will be first!\"", red.event(new GrailCupEvent.SquirePredicts(1, 0), en));
    assertEquals("Vous : « Mon Chevalier sera premier ! »", red.event(new GrailCupEvent.SquirePredicts(0, 0), fr));
    assertEquals("Blue's Squire was wrong: you are not first", red.event(new GrailCupEvent.SquireWrong(1, 0), en));
    // The Enchantress's curse strikes the holder of the cursed Ally.
    assertEquals("The curse strikes: Blue and you swap places", red.event(new GrailCupEvent.CurseStrikes(1, 0), en));
    assertEquals("La malédiction frappe : vous et Bleu échangez vos places",
        red.event(new GrailCupEvent.CurseStrikes(0, 1), fr));
    assertEquals("You start on start square 7", red.event(new GrailCupEvent.KnightMoved(0, 0, 2, Stride.START), en));
    assertEquals("Vous chevauchez la Licorne de la case 20 à la case 30",
        red.event(new GrailCupEvent.KnightMoved(0, 20, 30, Stride.UNICORN), fr));
    assertEquals("Vous n'avez pas de Château devant vous et restez sur place",
        red.event(new GrailCupEvent.NoneAhead(0, GrailCupEvent.Landmark.CASTLE), fr));
    assertEquals("Bleu n'a pas de Château devant lui et reste sur place",
        red.event(new GrailCupEvent.NoneAhead(1, GrailCupEvent.Landmark.CASTLE), fr));
    assertEquals("You reach the finish and win the Grail", red.event(new GrailCupEvent.GrailWon(0), en));
  }

  @Test
  void theOutcomeIsTheWinnerOrTheCheatThatStoppedTheGame() {
    Table.Game game = Table.play(4, true, 104, 100_000);
    GrailCupState end = game.turns().get(game.turns().size() - 1).applied().state();
    Outcome won = GrailCup.GAME.outcome(end).orElseThrow();
    int winner = end.winner();
    assertEquals("You reach the finish first and win the Grail", boardOf(winner).outcome(end, won, en));
    GrailCupBoard other = boardOf((winner + 1) % 4);
    assertTrue(other.outcome(end, won, fr).contains(Table.NAMES.get(winner)), other.outcome(end, won, fr));

    // "Blue showed the Princess (6) when the Dragon Tamer (5) was called: a cheat"
    GrailCupState stopped = stopped(SET_UP, new GrailCupEvent.WrongAllyShown(1, 6, 5));
    Outcome cheat = GrailCup.GAME.outcome(stopped).orElseThrow();
    GrailCupBoard blue = boardOf(1);
    // The outcome carries the cheat: a board that never heard it told (a spectator come late) says it too.
    assertEquals("You showed the Princess (6) when the Dragon Tamer (5) was called: a cheat",
        blue.outcome(stopped, cheat, en));
    assertEquals("Vous avez montré la Princesse (6) alors que l'on appelait le Dragonnier (5) : une tricherie",
        blue.outcome(stopped, cheat, fr));
  }

  @Test
  void wholeGamesSpeakToTheWindowsKnightInBothLanguages() {
    for (int players = 3; players <= 6; players++) {
      int me = players - 1;
      Table.Game game = Table.play(players, true, 400 + players, 100_000);
      GrailCupBoard board = new GrailCupBoard();
      Seen seen = game.seat(me);
      board.scene(GrailCup.GAME.view(game.turns().get(0).before(), seen.viewer()), seen);
      List<String> myColour = BOTH.stream().map(w -> GrailCupWords.colour(w, me)).toList();
      int lines = 0;
      for (Table.Turn turn : game.turns()) {
        for (Event e : turn.applied().events()) {
          for (Words w : BOTH) {
            String line = board.event(e, w);
            assertFalse(line.isBlank() || line.contains("[grailcup.") || line.contains("seat "), line);
            String colour = myColour.get(BOTH.indexOf(w));
            assertFalse(Pattern.compile("\\b" + colour + "\\b").matcher(line).find(),
                "the window's knight is not named but spoken to: " + line);
            SecondPerson.assertSpokenTo(line, w);
            lines++;
          }
        }
      }
      assertTrue(lines > 100, lines + " lines");
      GrailCupState end = game.turns().get(game.turns().size() - 1).applied().state();
      for (Words w : BOTH) {
        String outcome = board.outcome(end, GrailCup.GAME.outcome(end).orElseThrow(), w);
        assertFalse(outcome.contains("seat ") || outcome.contains("[grailcup."), outcome);
      }
    }
  }


  /** The records of a sealed interface, those of its sealed sub-interfaces too. */
  private static List<Class<?>> kinds(Class<?> sealed) {
    List<Class<?>> kinds = new ArrayList<>();
    for (Class<?> c : sealed.getPermittedSubclasses()) {
      if (c.isInterface()) {
        kinds.addAll(kinds(c));
      } else {
        kinds.add(c);
      }
    }
    return kinds;
  }

  /**
   * Events of this kind: its seats 0 then 1 (the first seat its subject), one per value of an
   * enum; and for the Squire's, one where both are seat 0 (the Squire may name his own knight).
   */
  private static List<GrailCupEvent> samples(Class<?> kind) throws Exception {
    RecordComponent[] parts = kind.getRecordComponents();
    Class<?>[] types = new Class<?>[parts.length];
    int variants = 1;
    for (int i = 0; i < parts.length; i++) {
      types[i] = parts[i].getType();
      if (types[i].isEnum()) {
        variants = Math.max(variants, types[i].getEnumConstants().length);
      }
    }
    List<GrailCupEvent> samples = new ArrayList<>();
    boolean squire = kind.getSimpleName().startsWith("Squire");
    for (int v = 0; v < variants + (squire ? 1 : 0); v++) {
      boolean self = v == variants;
      Object[] args = new Object[parts.length];
      int seats = 0;
      for (int i = 0; i < parts.length; i++) {
        String name = parts[i].getName();
        Class<?> type = types[i];
        if (type == int.class) {
          args[i] = switch (name) {
            case "round", "lances" -> 2;
            case "ally", "called" -> 5;
            case "shown" -> 6;
            case "from" -> 12;
            case "to", "square" -> 20;
            case "face" -> v % 6;
            default -> self ? 0 : seats++; // a seat
          };
        } else if (type.isEnum()) {
          Object[] values = type.getEnumConstants();
          args[i] = values[v % values.length];
        } else if (type == List.class) {
          args[i] = name.equals("allies") ? List.of(2, 9) : List.of(11, 20, 28); // Allies, else clover spots
        } else {
          throw new AssertionError("a sample for " + kind.getSimpleName() + "." + name + " of " + type);
        }
      }
      samples.add((GrailCupEvent) kind.getDeclaredConstructor(types).newInstance(args));
    }
    return samples;
  }

  /** The state as it is once a cheat stopped the game: nothing more to do, nobody wins. */
  private static GrailCupState stopped(GrailCupState s, GrailCupEvent.CheatCaught why) {
    return new GrailCupState(s.players(), s.openLog(), s.round(), s.race(), s.council(), s.allies(), s.cards(), null,
        s.dice(), List.of(), -1, why);
  }
}
