package roundtable.core.conquest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import roundtable.core.random.Bytes;
import roundtable.core.random.Committer;
import roundtable.core.random.Reveal;
import roundtable.core.random.Fix;
import roundtable.core.crypto.TableNotation;
import roundtable.core.table.Action;
import roundtable.core.table.TableConfig;

/** Who starts is drawn by commit-reveal among all players: nobody alone chooses it. */
class FirstPlayerDrawTest {
  private static ConquestState start(boolean openLog) {
    return Conquest.GAME.setup(TableConfig.of(Conquest.GAME, 4, Map.of(), openLog));
  }

  @Test
  void everySeatCommitsThenRevealsAndTheFirstPlayerFollows() throws Exception {
    ConquestState s = start(false);
    Committer[] seats = new Committer[4];
    for (int i = 0; i < 4; i++) {
      seats[i] = new Committer(i, new SplittableRandom(i));
    }
    for (int round = 0; round < 2; round++) {
      for (int i = 0; i < 4; i++) {
        assertTrue(Conquest.GAME.prompt(s).names(i));
        s = Conquest.GAME.apply(s, i, seats[i].act(Conquest.GAME.pendingDraw(s).get())).state();
      }
    }
    assertTrue(s.toMove() >= 0 && s.toMove() < 4);
    assertEquals(s.toMove(), s.starter());
  }

  @Test
  void aRevealThatDoesNotMatchItsCommitmentIsRefused() throws Exception {
    ConquestState s = start(false);
    Committer honest = new Committer(0, new SplittableRandom(1));
    s = Conquest.GAME.apply(s, 0, honest.act(Conquest.GAME.pendingDraw(s).get())).state();
    for (int i = 1; i < 4; i++) {
      s = Conquest.GAME.apply(s, i, new Committer(i, new SplittableRandom(10 + i)).act(Conquest.GAME.pendingDraw(s).get())).state();
    }
    Action wrongReveal = new Reveal(Bytes.of(new byte[32]), Bytes.of(new byte[16]));
    assertEquals("the reveal does not match seat 0's commitment for first player",
        Play.refused(s, "0 " + TableNotation.format(wrongReveal, Conquest.GAME.notation())));
    assertEquals("a salt has at least 16 bytes, not 2", Play.refused(s, "0 reveal " + "00".repeat(32) + " abcd"));
    Conquest.GAME.apply(s, 0, honest.act(Conquest.GAME.pendingDraw(s).get()));
  }

  @Test
  void nobodyMovesBeforeTheDrawAndNobodyCommitsTwice() throws Exception {
    ConquestState s = start(false);
    assertEquals("the table is still waiting for: Commit to a secret random value for first player",
        Play.refused(s, "0 unstack c9 c8 c7"));
    ConquestState committed = Conquest.GAME.apply(s, 0,
        new Committer(0, new SplittableRandom(1)).act(Conquest.GAME.pendingDraw(s).get())).state();
    assertEquals("seat 0 has already committed for first player",
        Play.refused(committed, "0 commit " + "ab".repeat(32)));
  }

  @Test
  void onlyAnOpenLogMayFixTheFirstPlayer() throws Exception {
    assertEquals("a random result can be fixed only in an open log", Play.refused(start(false), "0 fix 2"));
    ConquestState s = Conquest.GAME.apply(start(true), 0, new Fix(java.util.List.of(2))).state();
    assertEquals(2, s.toMove());
    assertEquals("fix for first player needs one number from 0 to 3, not [7]", Play.refused(start(true), "0 fix 7"));
  }
}
