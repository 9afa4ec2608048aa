package roundtable.desktop.client.conquest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import roundtable.core.conquest.Conquest;
import roundtable.core.conquest.ConquestState;
import roundtable.core.conquest.Move.Blocked;
import roundtable.core.conquest.Move.Restack;
import roundtable.core.conquest.Move.Slide;
import roundtable.core.conquest.Move.Unstack;
import roundtable.core.conquest.ShowToken;
import roundtable.core.conquest.Square;
import roundtable.core.table.Action;
import roundtable.core.table.Knowledge;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.board.Picker;

/** A move is made by clicking its squares in the order the rulebook moves the stones. */
class ConquestClicksTest {
  private final ConquestBoard board = new ConquestBoard();

  private static int sq(String name) {
    return Square.parse(name);
  }

  @Test
  void eachMoveIsClickedSquareBySquare() {
    assertEquals(List.of("c9", "c8", "c7"), board.clicks(new Unstack(sq("c9"), sq("c8"), sq("c7"))));
    assertEquals(List.of("d4", "e4", "f3"), board.clicks(new Restack(sq("d4"), sq("e4"), sq("f3"))));
    assertEquals(List.of("c9", "d8"), board.clicks(new Slide(sq("c9"), sq("d8"))));
    assertEquals(List.of(), board.clicks(new Blocked()), "a button");
    assertEquals(List.of(), board.clicks(new ShowToken()), "a button");
  }

  private Picker picker(ConquestState s, int seat) {
    List<Action> legal = Conquest.GAME.legalActions(s, seat, Knowledge.NOTHING);
    var words = Table.words(Language.ENGLISH);
    return new Picker(legal.stream().map(a -> new Picker.Choice(a, board.clicks(a), board.action(a, words))).toList());
  }

  @Test
  void onlyLegalMovesCanBePickedFromTheStart() {
    ConquestState s = Table.start(2);
    Picker picker = picker(s, 0);
    assertEquals(Optional.empty(), picker.click("i3"), "a blue stack is not Red & Yellow's");
    assertEquals(Optional.empty(), picker.click("e5"), "the Grail never moves");
    assertEquals(Optional.empty(), picker.click("c8"), "an empty square starts nothing");
    assertTrue(picker.picked().isEmpty());
    assertEquals(Optional.empty(), picker.click("c9"));
    assertEquals(Optional.empty(), picker.click("c7"), "the top two go onto a square touching c9");
    assertEquals(Optional.empty(), picker.click("c8"));
    assertEquals(Optional.of(new Unstack(sq("c9"), sq("c8"), sq("c7"))), picker.click("c7"));
  }

  @Test
  void everyPathOfClicksPicksItsOwnLegalMove() {
    ConquestState s = Table.start(2);
    List<Action> legal = Conquest.GAME.legalActions(s, 0, Knowledge.NOTHING);
    for (Action a : legal) {
      Picker picker = picker(s, 0);
      Optional<Action> picked = Optional.empty();
      for (String square : board.clicks(a)) {
        picked = picker.click(square);
      }
      assertEquals(Optional.of(a), picked);
    }
  }

  @Test
  void theWordsOfAMoveSayItsSquaresInTheRulebooksVerbs() {
    var en = Table.words(Language.ENGLISH);
    var fr = Table.words(Language.FRENCH);
    Unstack unstack = new Unstack(sq("c9"), sq("c8"), sq("c7"));
    assertEquals("unstack c9 c8 c7", board.action(unstack, en));
    assertEquals("dépiler c9 c8 c7", board.action(unstack, fr));
    assertEquals("réempiler d4 e4 f3", board.action(new Restack(sq("d4"), sq("e4"), sq("f3")), fr));
    assertEquals("glisser c9 d8", board.action(new Slide(sq("c9"), sq("d8")), fr));
    assertEquals("montrer mon jeton", board.action(new ShowToken(), fr));
  }
}
