package roundtable.desktop.client.graal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import roundtable.core.graal.Ancestor;
import roundtable.core.graal.Card;
import roundtable.core.graal.Colour;
import roundtable.core.graal.GraalEvent;
import roundtable.core.graal.GraalState;
import roundtable.core.graal.Play;
import roundtable.core.hidden.CardRef;
import roundtable.core.table.Applied;
import roundtable.core.table.Event;
import roundtable.core.table.Outcome;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.SecondPerson;
import roundtable.desktop.client.board.Seen;

/**
 * The log's lines come from the rules' records, never from their English: every kind of event
 * has its words in English and in French, and the window's own seat is spoken to ("You draw a
 * card", "Vous piochez une carte"), never named nor spoken of in the third person.
 */
class GraalEventWordsTest {
  private static final List<Words> BOTH = List.of(Words.of(Language.ENGLISH), Words.of(Language.FRENCH));
  private final Words en = BOTH.get(0);
  private final Words fr = BOTH.get(1);


  /** The set-up of a table of four: Alice, Bob, Carol and Dave. */
  private static final GraalState SET_UP = Table.first(4, 1, st -> true);

  /** A board that has drawn the table of four for this seat's window. */
  private static GraalBoard boardOf(int seat) {
    GraalBoard board = new GraalBoard();
    GraalState s = SET_UP;
    Seen seen = Table.seat(seat, 4);
    board.scene(Table.seenBy(s, seen), seen);
    return board;
  }

  @Test
  void everyKindOfEventHasWordsInEnglishAndFrenchForEveryReader() throws Exception {
    List<Class<?>> kinds = List.of(GraalEvent.class.getPermittedSubclasses());
    assertTrue(kinds.size() >= 35, "the rules tell " + kinds.size() + " kinds of events");
    // A spectator, the event's first seat (seat 0), its other seat (seat 1), a bystander (seat 3).
    List<GraalBoard> readers = List.of(spectatorBoard(), boardOf(0), boardOf(1), boardOf(3));
    for (Class<?> kind : kinds) {
      for (GraalEvent e : samples(kind)) {
        for (GraalBoard board : readers) {
          for (Words w : BOTH) {
            String line = board.event(e, w);
            assertFalse(line.isBlank(), e + " " + w.language());
            assertFalse(line.contains("[graal."), line);
            assertFalse(line.contains("seat "), "the rules' English is not read back: " + line);
            SecondPerson.assertSpokenTo(line, w);
          }
        }
      }
    }
  }

  /** After "Leave the game for good" the open-handed bot plays the seat: its moves are not the person's. */
  @Test
  void aSeatThatLeftTheGameForGoodIsNoLongerSpokenTo() {
    GraalBoard alice = new GraalBoard();
    Seen left = Table.seat(0, 4).leftTheGame();
    alice.scene(Table.seenBy(SET_UP, left), left);
    assertEquals("Alice draws a card", alice.event(new GraalEvent.CardDrawn(0), en));
    assertEquals("Bob attacks Alice with Draw 2", alice.event(new GraalEvent.Attacked(1, 0, Card.DRAW_TWO), en));
  }

  @Test
  void theWindowsSeatIsSpokenToAsTheRulebookPlays() {
    GraalBoard alice = boardOf(0);
    assertEquals("You draw a card", alice.event(new GraalEvent.CardDrawn(0), en));
    assertEquals("Vous piochez une carte", alice.event(new GraalEvent.CardDrawn(0), fr));
    assertEquals("Bob draws a card", alice.event(new GraalEvent.CardDrawn(1), en));
    // "Pioche 2 cartes": Bob attacks Alice, who counters; then a Table ronde turns the play.
    assertEquals("Bob attacks you with Draw 2", alice.event(new GraalEvent.Attacked(1, 0, Card.DRAW_TWO), en));
    assertEquals("Bob vous attaque avec Pioche 2 cartes", alice.event(new GraalEvent.Attacked(1, 0, Card.DRAW_TWO), fr));
    assertEquals("You counter-attack: 2 cards in the duel", alice.event(new GraalEvent.CounterAttacked(0, 2), en));
    assertEquals("Vous subissez les 4 cartes du duel", alice.event(new GraalEvent.AttackSuffered(0, 4), fr));
    assertEquals("Bob suffers the attack", alice.event(new GraalEvent.AttackSuffered(1, 1), en));
    assertEquals("Le sens du jeu change : sens antihoraire désormais", alice.event(new GraalEvent.DirectionChanged(-1), fr));
    assertEquals("You turn Round Table (red) as if you had played it", alice.event(new GraalEvent.FirstCardTurned(0, Card.face(Card.ROUND_TABLE, Colour.RED)), en));
    assertEquals("You lay Grimoire (red), Grimoire (blue)", alice.event(new GraalEvent.CardsLaid(0,
        List.of(new Play(new CardRef(7), Card.face(Card.GRIMOIRE, Colour.RED)),
            new Play(new CardRef(9), Card.face(Card.GRIMOIRE, Colour.BLUE)))), en));
    assertEquals("You: GRAAL!", alice.event(new GraalEvent.GraalSaid(0), en));
    assertEquals("Carol vous prend en défaut (GRAAL ! oublié) et vous donne une carte",
        alice.event(new GraalEvent.CalledOut(2, 0), fr));
    assertEquals("You and Dave exchange your hands", alice.event(new GraalEvent.HandsExchanged(3, 0), en));
    assertEquals("Your ancestor's powers are blocked for the rest of the round", alice.event(new GraalEvent.PowersBlocked(0), en));
    assertEquals("Dave summons your ancestor, Lancelot, with Arthur's power",
        alice.event(new GraalEvent.AncestorSummoned(3, 0, Ancestor.LANCELOT), en));
    assertEquals("Vous vous battez à la place de Bob (Guenièvre)", alice.event(new GraalEvent.Substituted(1, 0), fr));
    assertEquals("You are the last one standing and win the tournament",
        alice.event(new GraalEvent.GameWon(0, GraalEvent.Ending.LAST_STANDING), en));
  }

  @Test
  void theOutcomeIsTheWordsOfTheEventThatEndedTheGame() {
    GraalBoard bob = boardOf(1);
    Outcome outcome = Outcome.won(1, new GraalEvent.GameWon(1, GraalEvent.Ending.SIEGE));
    // The outcome carries the event that ended the game: a board that never heard it says it too.
    assertEquals("You lay the Graal on the Siege Perilous laid as a last card and win the game", bob.outcome(null, outcome, en));
    assertEquals("Vous posez le Graal sur le Siège périlleux posé en dernière carte et gagnez la partie",
        bob.outcome(null, outcome, fr));
    assertEquals("Vous gagnez la partie", bob.outcome(null, Outcome.won(1, new roundtable.core.table.Event.Note("won")), fr),
        "an ending of no graal record: who won");
  }

  @Test
  void wholeGamesSpeakToTheWindowsSeatInBothLanguages() {
    for (int players = 3; players <= 6; players++) {
      int me = players - 1;
      GraalBoard board = new GraalBoard();
      var game = Table.randomGame(players, 300 + players);
      Seen seen = Table.seat(me, players);
      board.scene(Table.seenBy(game.get(0).state(), seen), seen);
      String myName = Table.NAMES.get(me);
      for (var a : game) {
        for (Event e : a.events()) {
          for (Words w : BOTH) {
            String line = board.event(e, w);
            assertFalse(line.isBlank() || line.contains("[graal."), line);
            assertFalse(line.contains(myName), "the window's seat is not named but spoken to: " + line);
            SecondPerson.assertSpokenTo(line, w);
          }
        }
      }
      GraalState end = game.get(game.size() - 1).state();
      for (Words w : BOTH) {
        String outcome = board.outcome(end, end.outcome(), w);
        assertFalse(outcome.contains("seat ") || outcome.contains("[graal."), outcome);
      }
    }
  }


  private static GraalBoard spectatorBoard() {
    GraalBoard board = new GraalBoard();
    board.scene(Table.seenBy(SET_UP, Table.spectator(4)), Table.spectator(4));
    return board;
  }

  /** Events of this kind with seats 0 and 1 (the first seat its subject), one per value of an enum, two at least. */
  private static List<GraalEvent> samples(Class<?> kind) throws Exception {
    RecordComponent[] parts = kind.getRecordComponents();
    Class<?>[] types = new Class<?>[parts.length];
    int variants = 2; // at least: a count of 2 cards, then of 1 (said without a number)
    for (int i = 0; i < parts.length; i++) {
      types[i] = parts[i].getType();
      if (types[i].isEnum() && types[i] != Card.class && types[i] != Colour.class) {
        variants = Math.max(variants, types[i].getEnumConstants().length);
      }
    }
    List<GraalEvent> samples = new ArrayList<>();
    for (int v = 0; v < variants; v++) {
      Object[] args = new Object[parts.length];
      int seats = 0;
      for (int i = 0; i < parts.length; i++) {
        String name = parts[i].getName();
        Class<?> type = types[i];
        if (type == int.class) {
          args[i] = switch (name) {
            case "face", "named" -> Card.face(Card.GRIMOIRE, Colour.RED);
            case "laid" -> v % 2 == 0 ? Card.face(Card.TALISMAN, Colour.RED) : -1;
            case "round", "suffered" -> 2;
            case "cards" -> v % 2 == 0 ? 2 : 1;
            case "direction" -> -1;
            default -> seats++; // a seat
          };
        } else if (type == Card.class) {
          args[i] = Card.DRAW_TWO;
        } else if (type == Colour.class) {
          args[i] = Colour.GREEN;
        } else if (type.isEnum()) {
          Object[] values = type.getEnumConstants();
          args[i] = values[v % values.length];
        } else if (type == List.class) {
          args[i] = List.of(new Play(new CardRef(7), Card.face(Card.GRIMOIRE, Colour.RED)));
        } else {
          throw new AssertionError("a sample for " + kind.getSimpleName() + "." + name + " of " + type);
        }
      }
      samples.add((GraalEvent) kind.getDeclaredConstructor(types).newInstance(args));
    }
    return samples;
  }
}
