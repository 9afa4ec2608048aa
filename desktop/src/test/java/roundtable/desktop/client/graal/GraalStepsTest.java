package roundtable.desktop.client.graal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import roundtable.core.graal.GraalState;
import roundtable.core.hidden.CardRef;
import roundtable.core.table.Applied;
import roundtable.desktop.client.board.Cards;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Seen;
import roundtable.desktop.client.board.Thing;

/** A lay of several cards shows them go onto the discard pile one after the other, face up. */
class GraalStepsTest {
  @Test
  void aChainOfCardsFliesToTheDiscardPileOneByOne() {
    List<Applied<GraalState>> game = Table.randomGame(3, 21);
    GraalState before = null;
    for (Applied<GraalState> a : game) {
      GraalState after = a.state();
      if (before != null && after.round() == before.round() && after.discard().size() >= before.discard().size() + 2) {
        int laid = after.discard().size() - before.discard().size();
        Seen spectator = Table.spectator(3);
        List<Scene> steps = new GraalBoard().steps(Table.seenBy(before, spectator),
            new Applied<>(Table.seenBy(after, spectator), a.events()), spectator);
        assertEquals(laid + 1, steps.size(), "one scene per card laid, then the new state");
        for (int k = 1; k <= laid; k++) {
          CardRef card = after.discard().get(before.discard().size() + k - 1);
          Thing t = steps.get(k - 1).thing(Cards.id(card)).orElseThrow();
          assertTrue(t.faceUp(), "laid cards are shown to all");
          assertTrue(t.x() > GraalScene.DISCARD_X, "on the discard pile");
          assertTrue(t.y() < GraalScene.MID_Y);
        }
        Thing top = steps.get(laid - 1).thing(Cards.id(after.top())).orElseThrow();
        assertTrue(!top.face().isBlank(), "the last one says its name");
        return;
      }
      before = after;
    }
    throw new AssertionError("no chain of cards in this game");
  }

  @Test
  void anyOtherActionGoesStraightToTheNewState() {
    List<Applied<GraalState>> game = Table.randomGame(4, 2);
    Applied<GraalState> first = game.get(0);
    Seen seen = Table.seat(0, 4);
    GraalBoard board = new GraalBoard();
    List<Scene> steps = board.steps(Table.seenBy(first.state(), seen), game.get(1), seen);
    assertEquals(1, steps.size());
    assertEquals(board.scene(Table.seenBy(game.get(1).state(), seen), seen), steps.get(0));
  }
}
