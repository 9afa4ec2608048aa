package roundtable.desktop.client.grailcup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import roundtable.core.grailcup.GrailCupEvent;
import roundtable.core.grailcup.GrailCupEvent.Stride;
import roundtable.core.grailcup.GrailCupState;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.Mark;
import roundtable.desktop.client.board.Scene;

/**
 * "Grailcup's log numbers squares differently from the board": the board prints the start squares
 * 9 to 1 (square 0 is start 9) and the finish as a star; the log and the prompts now name every
 * square by what is printed on it.
 */
class GrailCupSquaresTest {
  private final Words en = Words.of(Language.ENGLISH);
  private final Words fr = Words.of(Language.FRENCH);
  private static final GrailCupState SET_UP = Table.start(4, true);

  /** The number the board prints on a square: its one text of digits inside the square. */
  private static String printed(Scene scene, int sq) {
    float half = TrackLayout.SIZE / 2;
    List<String> numbers = scene.marks().stream()
        .filter(m -> m.kind() == Mark.Kind.TEXT && m.text().matches("\\d+"))
        .filter(m -> Math.abs(m.x() - TrackLayout.x(sq)) < half && Math.abs(m.y() - TrackLayout.y(sq)) < half)
        .map(Mark::text).toList();
    assertEquals(1, numbers.size(), "square " + sq + ": " + numbers);
    return numbers.get(0);
  }

  @Test
  void everySquareIsNamedByTheNumberTheBoardPrintsOnIt() {
    Scene scene = Table.scene(new GrailCupBoard(), SET_UP, Table.spectator(4));
    for (int sq = 0; sq < TrackLayout.FINISH; sq++) {
      String number = printed(scene, sq);
      for (Words w : List.of(en, fr)) {
        String named = GrailCupWords.square(w, sq);
        assertTrue(named.endsWith(" " + number), sq + " printed " + number + ", named " + named);
      }
    }
    assertTrue(scene.marks().stream().anyMatch(m -> m.text().equals("★")
        && Math.abs(m.x() - TrackLayout.x(TrackLayout.FINISH)) < TrackLayout.SIZE / 2), "the finish's star");
    assertEquals("the finish", GrailCupWords.square(en, TrackLayout.FINISH));
    assertEquals("l'arrivée", GrailCupWords.square(fr, TrackLayout.FINISH));
  }

  @Test
  void theLogNamesTheSquaresAsTheBoardPrintsThem() {
    GrailCupBoard board = new GrailCupBoard();
    Table.scene(board, SET_UP, Table.openSeat(0, 4));
    // Blue's knight on square 3, printed "6", advances 9 squares.
    assertEquals("Blue advances from start square 6 to square 12",
        board.event(new GrailCupEvent.KnightMoved(1, 3, 12, Stride.ADVANCE), en));
    assertEquals("Bleu avance de la case départ 6 à la case 12",
        board.event(new GrailCupEvent.KnightMoved(1, 3, 12, Stride.ADVANCE), fr));
    assertEquals("You advance from square 41 to the finish",
        board.event(new GrailCupEvent.KnightMoved(0, 41, TrackLayout.FINISH, Stride.ADVANCE), en));
    assertEquals("Vous reculez de la case 10 à la case départ 1",
        board.event(new GrailCupEvent.KnightMoved(0, 10, 8, Stride.BACK), fr));
    assertEquals("You start on start square 7", board.event(new GrailCupEvent.KnightMoved(0, 0, 2, Stride.START), en));
  }

  @Test
  void theButtonsNameTheDragonsSquareAsTheBoardPrintsIt() {
    Table.Game game = Table.play(4, true, 31, 100_000);
    for (Table.Turn turn : game.turns()) {
      for (var action : turn.legal()) {
        Act a = Act.of(action);
        if (a != null && a.verb().equals("dragon")) {
          String label = new GrailCupBoard().action(action, en);
          assertTrue(label.endsWith(GrailCupWords.square(en, a.n(0))), label);
          return;
        }
      }
    }
    throw new AssertionError("nobody was offered to move the Dragon in the game");
  }
}
