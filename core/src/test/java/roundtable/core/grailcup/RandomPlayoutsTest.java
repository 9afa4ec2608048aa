package roundtable.core.grailcup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import roundtable.core.canon.StateHash;

/** Random games of 3 to 8 players with open cards: they never fail and always end with a winner. */
class RandomPlayoutsTest {
  static final int GAMES = Integer.getInteger("roundtable.playouts", 1000);

  @Test
  void randomGamesAlwaysEndWithAWinner() throws Exception {
    long actions = 0;
    int rounds = 0;
    int maxActions = 0;
    for (int game = 0; game < GAMES; game++) {
      int players = 3 + game % 6;
      Playout p = new Playout(players, game, true);
      GrailCupState end = game % 50 == 0 ? checked(p) : p.playOut(20_000);
      assertTrue(end.winner() >= 0, "game " + game + " ends with a winner, not: " + end.stopped());
      assertEquals(Track.FINISH, end.squares().get(end.winner()));
      actions += p.actions;
      rounds += end.round();
      maxActions = Math.max(maxActions, p.actions);
      if (game % 50 == 0) {
        assertEquals(StateHash.hex(end), StateHash.hex(new Playout(players, game, true).playOut(20_000)),
            "the same seed gives the same state hash");
      }
    }
    System.out.printf("grailcup: %d random games, %d actions, %.1f rounds a game, at most %d actions%n", GAMES,
        actions, rounds / (double) GAMES, maxActions);
  }

  /** Plays the game to its end; at each move, random actions the legal list lacks are refused with a reason. */
  private static GrailCupState checked(Playout p) throws Exception {
    SplittableRandom r = new SplittableRandom(p.state.players());
    while (!Playout.GAME.prompt(p.state).isOver()) {
      var prompt = Playout.GAME.prompt(p.state);
      for (int seat = 0; seat < p.state.players(); seat++) {
        if (prompt.seats().values().stream().anyMatch(d -> d != roundtable.core.table.Decision.MOVE)) {
          break;
        }
        List<roundtable.core.table.Action> legal = Playout.GAME.legalActions(p.state, seat, p.knowledge(seat));
        for (int i = 0; i < 2; i++) {
          roundtable.core.table.Action wrong = wrong(r);
          if (!legal.contains(wrong)) {
            GrailCupState before = p.state;
            int s = seat;
            String reason = org.junit.jupiter.api.Assertions.assertThrows(
                roundtable.core.table.IllegalActionException.class, () -> Playout.GAME.apply(before, s, wrong),
                () -> wrong + " by seat " + s + " is not legal but was accepted: " + prompt.text()).getMessage();
            assertFalse(reason.isBlank());
            assertSame(before, p.state);
          }
        }
      }
      p.step();
    }
    return p.state;
  }

  private static roundtable.core.table.Action wrong(SplittableRandom r) {
    int n = r.nextInt(50);
    return switch (r.nextInt(10)) {
      case 0 -> new Move.Keep(n, Move.Direction.values()[r.nextInt(3)]);
      case 1 -> new Move.Show(n);
      case 2 -> new Move.Pass();
      case 3 -> new Move.Curse(r.nextInt(11));
      case 4 -> new Move.First(r.nextInt(9));
      case 5 -> new Move.Advance(r.nextInt(8));
      case 6 -> new Move.Lance(r.nextBoolean());
      case 7 -> new Move.Dragon(n);
      case 8 -> new Move.Push(r.nextInt(9));
      default -> new Move.Look(List.of(11, 20, r.nextBoolean() ? 22 : 20));
    };
  }
}
