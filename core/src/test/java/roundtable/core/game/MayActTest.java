package roundtable.core.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import roundtable.core.crypto.PokerStep;
import roundtable.core.fixture.Nim;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.TableConfig;

/** Who may act now: the seats the prompt names; after the end, the audit steps alone. */
class MayActTest {
  private static final Nim NIM = Nim.GAME;
  private static final PokerStep.Audit AUDIT = new PokerStep.Audit(List.of());

  /** Two seats, ten stones; the rolls make seat 1 take first. */
  private static Nim.State seatOneToTake() throws IllegalActionException {
    Nim.State s = NIM.setup(TableConfig.of(NIM, 2, Map.of("stones", "10"), true));
    s = NIM.apply(s, 0, new Nim.Roll(3)).state();
    return NIM.apply(s, 1, new Nim.Roll(4)).state();
  }

  @Test
  void theSeatThePromptNamesMayActAndTheOtherMayNot() throws Exception {
    Nim.State s = seatOneToTake();
    assertEquals(Optional.empty(), MayAct.whyNot(NIM, s, 1, new Nim.Take(2)));
    MayAct.Refusal no = MayAct.whyNot(NIM, s, 0, new Nim.Take(2)).orElseThrow();
    assertEquals(MayAct.Why.NOT_ASKED, no.why());
    assertEquals(Set.of(1), no.asked());
    IllegalActionException refused = assertThrows(IllegalActionException.class, () -> MayAct.apply(NIM, s, 0, new Nim.Take(2)));
    assertEquals("not seat 0's turn: the prompt names seats [1]", refused.getMessage());
  }

  @Test
  void anAuditStepComesOnlyAfterTheEndAndChangesNothing() throws Exception {
    Nim.State s = seatOneToTake();
    assertEquals(MayAct.Why.AUDIT_BEFORE_END, MayAct.whyNot(NIM, s, 1, AUDIT).orElseThrow().why());
    for (int seat = 1; NIM.outcome(s).isEmpty(); seat = 1 - seat) {
      s = MayAct.apply(NIM, s, seat, new Nim.Take(Math.min(3, s.stones()))).state();
    }
    assertEquals(MayAct.Why.GAME_OVER, MayAct.whyNot(NIM, s, 0, new Nim.Take(1)).orElseThrow().why());
    assertSame(s, MayAct.apply(NIM, s, 0, AUDIT).state(), "the seeds are for the audit; the state stays");
    assertTrue(MayAct.apply(NIM, s, 1, AUDIT).events().isEmpty());
  }
}
