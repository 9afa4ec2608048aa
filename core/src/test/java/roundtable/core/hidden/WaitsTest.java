package roundtable.core.hidden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.util.List;
import org.junit.jupiter.api.Test;
import roundtable.core.crypto.PokerStep;
import roundtable.core.random.Bytes;
import roundtable.core.random.Commit;
import roundtable.core.random.JointDraw;
import roundtable.core.table.Decision;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Prompt;

/** A card game waits for a draw under way, then for its cards; their steps go where they are awaited. */
class WaitsTest {
  private static final Prompt SHUFFLING = Prompt.one(1, Decision.PROTOCOL_STEP, "seat 1 shuffles the deck");
  private static final Prompt ROLLING = Prompt.one(2, Decision.RANDOMNESS, "seat 2 commits to the die");
  private static final Commit COMMIT = new Commit(Bytes.of(new byte[32]));

  private static HiddenCards cards(Prompt pending) {
    HiddenCards cards = mock(HiddenCards.class);
    when(cards.pending()).thenReturn(pending);
    return cards;
  }

  private static JointDraw rolling() {
    JointDraw die = mock(JointDraw.class);
    when(die.prompt()).thenReturn(ROLLING);
    return die;
  }

  @Test
  void aDrawUnderWayComesBeforeTheCards() throws Exception {
    JointDraw die = rolling();
    JointDraw rolled = mock(JointDraw.class);
    HiddenCards cards = cards(SHUFFLING);
    when(die.apply(2, COMMIT)).thenReturn(rolled);
    Waits waits = new Waits(die, cards);

    assertTrue(waits.any());
    assertEquals(ROLLING, waits.prompt());
    assertSame(rolled, waits.apply(2, COMMIT).draw());
    verify(cards, never()).step(anyInt(), any());
  }

  @Test
  void withNoDrawTheCardsTakeTheirSteps() throws Exception {
    HiddenCards cards = cards(SHUFFLING);
    HiddenCards shuffled = cards(Prompt.none());
    when(cards.step(1, COMMIT)).thenReturn(shuffled);
    Waits waits = new Waits(null, cards);

    assertEquals(SHUFFLING, waits.prompt());
    Waits after = waits.apply(1, COMMIT);
    assertSame(shuffled, after.cards());
    assertFalse(after.any(), "the table waits for nothing: the game's rules go on");
  }

  @Test
  void aSeatLeavingForGoodIsTakenByTheCardsEvenDuringADraw() throws Exception {
    JointDraw die = rolling();
    HiddenCards cards = cards(Prompt.none());
    PokerStep.Leave leave = new PokerStep.Leave(java.math.BigInteger.TEN, List.of());
    HiddenCards left = cards(Prompt.none());
    when(cards.step(0, leave)).thenReturn(left);

    Waits after = new Waits(die, cards).apply(0, leave);
    assertSame(left, after.cards());
    assertSame(die, after.draw());
    verify(die, never()).apply(anyInt(), any());
  }

  @Test
  void aStepWhenNothingWaitsIsRefusedWithItsReason() {
    Waits waits = new Waits(null, cards(Prompt.none()));
    IllegalActionException e = assertThrows(IllegalActionException.class, () -> waits.apply(0, COMMIT));
    assertEquals("no joint draw is under way and no card is being shuffled or opened now", e.getMessage());
  }

  @Test
  void aMoveWhileTheTableWaitsIsRefusedNamingWhatItWaitsFor() {
    Waits waits = new Waits(null, cards(SHUFFLING));
    assertEquals("the table is still waiting for: seat 1 shuffles the deck", waits.moveTooSoon().getMessage());
  }
}
