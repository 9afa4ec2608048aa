package roundtable.desktop.client.grailcup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import roundtable.core.table.Action;
import roundtable.desktop.client.board.Picker;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Seen;
import roundtable.desktop.client.board.Thing;

/** Each kind of action is clicked on the board where the rules ask it, and the clicks make exactly that action. */
class GrailCupClicksTest {
  @Test
  void theClicksOfEveryLegalActionAreOnTheSeatsSceneAndMakeIt() {
    Set<String> verbs = new HashSet<>();
    for (int players : List.of(3, 6)) {
      Table.Game game = Table.play(players, true, 21 + players, 100_000);
      GrailCupBoard board = new GrailCupBoard();
      for (Table.Turn turn : game.turns()) {
        if (turn.legal().isEmpty()) {
          continue;
        }
        Seen seen = game.seat(turn.seat());
        Scene scene = Table.scene(board, turn.before(), seen);
        List<Picker.Choice> choices = turn.legal().stream()
            .map(a -> new Picker.Choice(a, board.clicks(a), board.action(a, Table.words(roundtable.desktop.client.Language.ENGLISH))))
            .toList();
        for (Picker.Choice choice : choices) {
          verbs.add(Act.of(choice.action()).verb());
          for (String target : choice.clicks()) {
            assertTrue(present(scene, target), target + " is on the board for " + Act.of(choice.action()));
          }
          if (choice.clicks().isEmpty()) {
            continue;
          }
          Picker picker = new Picker(choices);
          Optional<Action> made = Optional.empty();
          for (String target : choice.clicks()) {
            made = picker.click(target);
          }
          boolean alone = choices.stream().filter(c -> c.clicks().equals(choice.clicks())).count() == 1;
          if (alone) {
            assertEquals(Optional.of(choice.action()), made);
          } else { // the Chancellor's card: then the way round the table, as a button
            assertTrue(picker.open().stream().allMatch(c -> c.clicks().equals(choice.clicks())));
          }
        }
      }
    }
    assertTrue(verbs.containsAll(List.of("keep", "show", "pass", "curse", "first", "look", "arrange", "advance",
        "dragon")), "kinds offered: " + verbs);
  }

  private static boolean present(Scene scene, String target) {
    return scene.place(target).isPresent() || scene.things().stream().map(Thing::target).anyMatch(target::equals);
  }
}
