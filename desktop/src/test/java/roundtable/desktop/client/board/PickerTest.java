package roundtable.desktop.client.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import roundtable.core.table.Action;

/** The clicks of a turn: only the rules' legal actions can be made, click by click. */
class PickerTest {
  /** An action written as its clicks, for the test. */
  record Move(String text) implements Action {}

  private static Picker.Choice choice(String text) {
    List<String> clicks = text.isEmpty() ? List.of() : List.of(text.split(" "));
    return new Picker.Choice(new Move(text), clicks, text);
  }

  /** Red may unstack c9 to c8 then c7 or b7, or slide d4 onto e4. */
  private static Picker red() {
    return new Picker(List.of(choice("c9 c8 c7"), choice("c9 c8 b7"), choice("d4 e4")));
  }

  @Test
  void aClickThatContinuesNoLegalMoveIsIgnored() {
    Picker picker = red();
    assertEquals(Optional.empty(), picker.click("a1"));
    assertEquals(List.of(), picker.picked());
    assertEquals(Optional.empty(), picker.click("c8"), "c8 is only legal after c9");
    assertEquals(List.of(), picker.picked());
    picker.click("c9");
    assertEquals(Optional.empty(), picker.click("e4"), "e4 does not follow c9");
    assertEquals(List.of("c9"), picker.picked());
    assertEquals(2, picker.open().size(), "the unstacks only: " + picker.open());
  }

  @Test
  void theLastClickOfALegalMoveMakesIt() {
    Picker picker = red();
    assertEquals(Optional.empty(), picker.click("c9"));
    assertEquals(Optional.empty(), picker.click("c8"));
    assertEquals(Optional.of(new Move("c9 c8 b7")), picker.click("b7"));
    assertEquals(List.of(), picker.picked(), "the clicks start again after a move");
    assertEquals(Optional.of(new Move("d4 e4")), clickAll(picker, "d4", "e4"));
  }

  @Test
  void aPrefixOfTwoMovesWaitsForTheNextClick() {
    Picker picker = new Picker(List.of(choice("a1 a2"), choice("a1 a2 a3")));
    assertEquals(Optional.empty(), clickAll(picker, "a1", "a2"), "a1 a2 could still go on to a3");
    assertEquals(List.of("a1", "a2"), picker.picked());
    assertEquals(Set.of("a3"), picker.next());
    assertEquals(2, picker.open().size(), "both are still offered, the short one as a button");
    assertEquals(Optional.of(new Move("a1 a2 a3")), picker.click("a3"));
  }

  @Test
  void twoMovesWithTheSameClicksAreLeftToTheButtons() {
    Picker picker = new Picker(List.of(choice("b2 b3"), new Picker.Choice(new Move("other"), List.of("b2", "b3"), "")));
    assertEquals(Optional.empty(), clickAll(picker, "b2", "b3"));
    assertEquals(2, picker.open().size());
  }

  @Test
  void clickingTheLastPickedSquareAgainTakesItBack() {
    Picker picker = red();
    clickAll(picker, "c9", "c8");
    assertEquals(Optional.empty(), picker.click("c8"));
    assertEquals(List.of("c9"), picker.picked());
    assertEquals(Set.of("c8"), picker.next());
    assertEquals(Optional.empty(), picker.click("c9"));
    assertEquals(List.of(), picker.picked());
    assertEquals(Set.of("c9", "d4"), picker.next());
  }

  @Test
  void clickingAnEarlierPickedSquareChangesNothing() {
    Picker picker = red();
    clickAll(picker, "c9", "c8");
    assertEquals(Optional.empty(), picker.click("c9"));
    assertEquals(List.of("c9", "c8"), picker.picked());
  }

  @Test
  void whatIsLitIsWhatMayBeClickedNext() {
    Picker picker = red();
    assertEquals(Set.of("c9", "d4"), picker.next());
    assertEquals(List.of("c9", "d4"), List.copyOf(picker.next()), "in the order of the choices");
    picker.click("c9");
    assertEquals(Set.of("c8"), picker.next());
    picker.click("c8");
    assertEquals(Set.of("c7", "b7"), picker.next());
    for (String lit : picker.next()) {
      Picker again = red();
      clickAll(again, "c9", "c8");
      assertTrue(again.click(lit).isPresent(), "every lit square continues a legal move: " + lit);
    }
  }

  @Test
  void resetStartsTheClicksAgain() {
    Picker picker = red();
    clickAll(picker, "c9", "c8");
    picker.reset();
    assertEquals(List.of(), picker.picked());
    assertEquals(3, picker.open().size());
    assertEquals(Set.of("c9", "d4"), picker.next());
  }

  @Test
  void aMoveWithoutClicksIsOnlyAButton() {
    Picker picker = new Picker(List.of(choice("a1 a2"), choice("")));
    assertEquals(Set.of("a1"), picker.next());
    assertEquals(2, picker.open().size(), "offered before any click");
    picker.click("a1");
    assertEquals(List.of(choice("a1 a2")), picker.open(), "a click leaves only the moves it starts");
  }

  @Test
  void noneOffersNothing() {
    Picker none = Picker.none();
    assertEquals(Set.of(), none.next());
    assertEquals(Optional.empty(), none.click("c9"));
    assertEquals(List.of(), none.picked());
    assertEquals(List.of(), none.open());
  }

  private static Optional<Action> clickAll(Picker picker, String... targets) {
    Optional<Action> last = Optional.empty();
    for (String target : targets) {
      last = picker.click(target);
    }
    return last;
  }
}
