package roundtable.core.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import roundtable.core.crypto.PokerCards;
import roundtable.core.crypto.PokerStep;
import roundtable.core.hidden.CardRef;
import roundtable.core.secrets.SeatSecrets;
import roundtable.core.morrigan.Morrigan;
import roundtable.core.morrigan.MorriganState;
import roundtable.core.table.Decision;
import roundtable.core.game.Game;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Prompt;
import roundtable.core.table.TableConfig;

/**
 * DESIGN, "A seat that leaves for good", at a Morrigan table of three on mental poker: what a leave
 * step opens (the leaver's hand, to everybody alike) and what it does not (anybody else's), and the
 * leave steps every peer refuses, naming the seat.
 */
class LeavingRefusalsTest {
  private final Game<MorriganState> game = LeftSeats.of(Morrigan.GAME);
  private final SeatSecrets[] secrets = new SeatSecrets[3];
  private MorriganState state;

  @BeforeEach
  void dealt() {
    SplittableRandom random = new SplittableRandom(5);
    for (int seat = 0; seat < 3; seat++) {
      secrets[seat] = new SeatSecrets(seat, random.split());
    }
    state = game.setup(TableConfig.of(Morrigan.GAME, 3, Map.of(), false));
  }

  /** Every seat answers the draws and the card protocol until the prompt asks for a move. */
  private void untilAMove() throws IllegalActionException {
    for (Prompt p = game.prompt(state); p.seats().containsValue(Decision.RANDOMNESS)
        || p.seats().containsValue(Decision.PROTOCOL_STEP); p = game.prompt(state)) {
      int seat = p.seats().firstKey();
      state = game.apply(state, seat, secrets[seat].step(game, state)).state();
    }
  }

  private PokerStep.Leave leaveOf(int seat) {
    return secrets[seat].poker().leave((PokerCards) state.cards());
  }

  @Test
  void theLeaversHandBecomesReadableByAllAlikeAndNobodyElsesDoes() throws Exception {
    untilAMove();
    int leaver = 1;
    state = game.apply(state, leaver, leaveOf(leaver)).state();

    assertEquals(5, state.cards().hand(leaver).size());
    for (CardRef card : state.cards().hand(leaver)) {
      int face = state.cards().faceFor(card, leaver, secrets[leaver]).orElseThrow();
      assertEquals(face, state.cards().faceFor(card, leaver, Knowledge.NOTHING).orElseThrow(), "a spectator reads it");
      assertEquals(face, state.cards().faceFor(card, leaver, secrets[0]).orElseThrow(), "seat 0 reads it");
    }
    for (int stays : new int[] {0, 2}) {
      for (CardRef card : state.cards().hand(stays)) {
        assertTrue(state.cards().faceFor(card, stays, secrets[stays]).isPresent(), "its holder still reads it");
        assertFalse(state.cards().faceFor(card, stays, Knowledge.NOTHING).isPresent(), "nobody else does");
        assertFalse(state.cards().faceFor(card, stays, secrets[2 - stays]).isPresent(), "nor the other seat");
        assertFalse(state.cards().publicFace(card).isPresent());
      }
    }
    assertFalse(game.prompt(state).names(leaver), "the prompt never waits for a seat that left");
  }

  @Test
  void aPublishedKeyThatDoesNotMatchTheSeatsKeyIsRefusedAndNamed() throws Exception {
    untilAMove();
    PokerStep.Leave honest = leaveOf(2);
    PokerStep.Leave forged = new PokerStep.Leave(honest.secret().add(BigInteger.ONE), honest.seeds());
    IllegalActionException refused = assertThrows(IllegalActionException.class, () -> game.apply(state, 2, forged));
    assertTrue(refused.getMessage().contains("seat 2's published secret does not match its key"), refused.getMessage());
  }

  @Test
  void aSeatThatLeftCannotLeaveAgainNorAct() throws Exception {
    untilAMove();
    state = game.apply(state, 0, leaveOf(0)).state();
    IllegalActionException again = assertThrows(IllegalActionException.class, () -> game.apply(state, 0, leaveOf(0)));
    assertTrue(again.getMessage().contains("seat 0 has left already"), again.getMessage());
  }

  @Test
  void aSeatThatCommittedToADrawRevealsBeforeItLeaves() throws Exception {
    // The first-player draw: seat 1 commits, and could leave with its value unopened.
    state = game.apply(state, 1, secrets[1].step(game, state)).state();
    IllegalActionException refused = assertThrows(IllegalActionException.class, () -> game.apply(state, 1, leaveOf(1)));
    assertTrue(refused.getMessage().contains("seat 1 has committed to the draw for first player"), refused.getMessage());
  }

  @Test
  void aSeatLeavesOnlyOnceItsKeyIsOnTheTable() throws Exception {
    PokerStep.Leave early = new PokerStep.Leave(secrets[2].poker().key().secret(), java.util.List.of());
    IllegalActionException refused = assertThrows(IllegalActionException.class, () -> game.apply(state, 2, early));
    assertTrue(refused.getMessage().contains("seat 2 has no key on the table yet"), refused.getMessage());
  }
}
