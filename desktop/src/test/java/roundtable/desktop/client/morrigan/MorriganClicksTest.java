package roundtable.desktop.client.morrigan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import roundtable.core.morrigan.Morrigan;
import roundtable.core.morrigan.Move;
import roundtable.core.morrigan.MorriganState;
import roundtable.core.table.Action;
import roundtable.core.table.Knowledge;
import roundtable.desktop.client.board.Picker;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Seen;
import roundtable.desktop.client.board.Thing;

/** Clicks make legal actions: a card of the hand, then its target; what is left is a short list of buttons. */
class MorriganClicksTest {
  /** Every legal action of the seat asked, picked by its clicks on the scene, or by a button at the end. */
  @Test
  void everyLegalActionIsReachedByClickingWhatTheSceneShows() {
    Set<String> kinds = new TreeSet<>();
    int checked = 0;
    for (long seed = 1; seed <= 3; seed++) {
      for (Table.Step step : Table.steps(4, seed)) {
        MorriganState s = step.applied().state();
        if (s.outcome() != null || s.startDraw() != null || !s.cards().pending().isOver()) {
          continue;
        }
        int seat = Morrigan.GAME.prompt(s).seats().keySet().iterator().next();
        List<Action> legal = Morrigan.GAME.legalActions(s, seat, Knowledge.NOTHING);
        Seen seen = Table.seat(seat, 4);
        MorriganBoard board = new MorriganBoard();
        Scene scene = board.scene(Table.view(s, seen), seen);
        List<Picker.Choice> choices = new ArrayList<>();
        for (Action a : legal) {
          choices.add(new Picker.Choice(a, board.clicks(a), ""));
        }
        for (Picker.Choice choice : choices) {
          kinds.add(choice.action().getClass().getSimpleName());
          Picker picker = new Picker(choices);
          Optional<Action> made = Optional.empty();
          for (String target : choice.clicks()) {
            assertTrue(shown(scene, target), target + " is on the table for " + choice.action());
            assertTrue(picker.next().contains(target), target + " is offered next for " + choice.action());
            made = picker.click(target);
          }
          if (made.isPresent()) {
            assertEquals(choice.action(), made.get());
          } else {
            List<Picker.Choice> open = picker.open();
            assertTrue(open.contains(choice), "still open: " + choice.action());
            // BoardScreen's buttons: all the open choices when few, else those the clicks so far complete.
            assertTrue(open.size() <= 10 || choice.clicks().size() == picker.picked().size(),
                "a button after the clicks of " + choice.action() + ": " + open.size() + " open");
          }
          checked++;
        }
      }
    }
    assertTrue(checked > 1000, "checked " + checked);
    assertTrue(kinds.containsAll(List.of("Fight", "LayTerritory", "LayAdversary", "PlayTrial", "Reinforce", "Bet",
        "Fold", "End", "Discard", "Pass", "PlaySpecial")), kinds.toString());
  }

  private static boolean shown(Scene scene, String target) {
    return scene.things().stream().map(Thing::target).anyMatch(target::equals)
        || scene.marks().stream().anyMatch(m -> m.target().equals(target));
  }

  @Test
  void aFightIsItsActionCardsFromTheHighestThenTheAdversary() {
    MorriganBoard board = new MorriganBoard();
    Table.Step step = Table.steps(4, 2).stream().filter(st -> st.applied().state().phase() == MorriganState.Phase.ACTION
        && !st.applied().state().adversaries().isEmpty() && st.applied().state().round() == null).filter(st -> {
          MorriganState s = st.applied().state();
          return Morrigan.GAME.legalActions(s, s.turn(), Knowledge.NOTHING).stream()
              .anyMatch(a -> a instanceof Move.Fight f && f.actions().size() >= 2);
        }).findFirst().orElseThrow();
    MorriganState s = step.applied().state();
    Seen seen = Table.seat(s.turn(), 4);
    board.scene(Table.view(s, seen), seen);
    Move.Fight fight = Morrigan.GAME.legalActions(s, s.turn(), Knowledge.NOTHING).stream()
        .filter(a -> a instanceof Move.Fight f && f.actions().size() >= 2).map(a -> (Move.Fight) a).findFirst()
        .orElseThrow();
    List<String> clicks = board.clicks(fight);
    assertEquals(fight.actions().size() + 1, clicks.size());
    assertTrue(clicks.get(0).startsWith("hand:act"));
    assertEquals("card-" + fight.adversary().id(), clicks.get(clicks.size() - 1));
    assertFalse(board.clicks(new Move.End()).iterator().hasNext(), "ending the phase is a button");
  }
}
