package roundtable.core.graalwar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import roundtable.core.canon.StateHash;
import roundtable.core.crypto.PokerSeat;
import roundtable.core.table.Action;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Prompt;
import roundtable.core.table.TableConfig;

/**
 * Random playouts as property tests: each side deploys from its own secrets, every legal action
 * applies, random other moves are refused with a reason, no soldier is created, none stands where
 * it may not, and the same seed gives the same state hash. {@code GAMES} games here.
 */
class RandomPlayoutsTest {
  static final int GAMES = Integer.getInteger("roundtable.playouts", 1000);
  private static final Map<String, String> SHORT = Map.of("move-limit", "200");
  private static final Map<String, String> MATCH = Map.of("move-limit", "200", "match", "best-of-three");

  @Test
  void randomGamesKeepEveryRule() throws Exception {
    int decided = 0;
    for (int game = 0; game < GAMES; game++) {
      // one game in eight is played by camps of 3 to 6 players
      int players = game % 8 == 7 ? 3 + (game / 8) % 4 : 2;
      String[] end = play(players, game, true);
      if (game % 20 == 0 || game % 40 == 7) {
        assertEquals(end[0], play(players, game, false)[0], "the same seed gives the same state hash");
      }
      decided += end[1].isEmpty() ? 0 : 1;
    }
    System.out.println("graalwar: " + GAMES + " random games, " + decided + " won before the move limit");
    assertTrue(decided > 0, "some random game is won");
  }

  /** Plays one game; returns its final state hash and its winner, if any. */
  private static String[] play(int players, long seed, boolean check) throws Exception {
    SplittableRandom random = new SplittableRandom(seed);
    SplittableRandom checks = random.split();
    PokerSeat[] secrets = new PokerSeat[players];
    for (int seat = 0; seat < players; seat++) {
      secrets[seat] = new PokerSeat(seat, random.split());
    }
    // one game in ten is a match of three
    Map<String, String> options = seed % 10 == 3 ? MATCH : SHORT;
    GraalwarState s = Graalwar.GAME.setup(TableConfig.of(Graalwar.GAME, players, options, true));
    for (int step = 0; step < 1000; step++) {
      Prompt prompt = Graalwar.GAME.prompt(s);
      if (prompt.isOver()) {
        assertNotNull(s.outcome());
        return new String[] {StateHash.hex(s), s.outcome().isDraw() ? "" : "won"};
      }
      int seat = prompt.seats().firstKey();
      List<Action> legal = Graalwar.GAME.legalActions(s, seat, secrets[seat]);
      assertFalse(legal.isEmpty(), "seat " + seat + " has an action: " + prompt.text());
      if (check && !s.deploying()) {
        checkActions(s, seat, legal, checks);
      }
      s = Graalwar.GAME.apply(s, seat, legal.get(random.nextInt(legal.size()))).state();
      if (check && !s.deploying()) {
        checkBoard(s.board());
        checkTakes(s.board());
        if (step % 8 == 0) {
          checkAllows(s.board(), checks);
        }
      }
    }
    throw new AssertionError("the game did not end in 1,000 actions");
  }

  /** Random moves the legal list lacks are refused with a reason. */
  private static void checkActions(GraalwarState s, int seat, List<Action> legal, SplittableRandom r) {
    for (int i = 0; i < 3; i++) {
      Action wrong = r.nextBoolean() ? new Move.Step(r.nextInt(Hole.COUNT), r.nextInt(Hole.COUNT))
          : new Move.Shot(r.nextInt(Hole.COUNT), r.nextInt(Hole.COUNT), r.nextInt(Hole.COUNT));
      if (!legal.contains(wrong)) {
        String reason = assertThrows(IllegalActionException.class, () -> Graalwar.GAME.apply(s, seat, wrong),
            () -> wrong + " is not in the legal list but was accepted").getMessage();
        assertFalse(reason.isBlank());
      }
    }
  }

  /** The takes alone (the evaluator's) are the moves that end on an enemy, in order. */
  private static void checkTakes(Board b) {
    for (int armies : new int[] {1, 2, 3, 0b010101, 0b101010}) {
      List<Move> all = new java.util.ArrayList<>();
      MoveRules.generate(b, armies, all);
      List<Move> takes = new java.util.ArrayList<>();
      MoveRules.takes(b, armies, takes);
      assertEquals(all.stream().filter(m -> m instanceof Move.Step st && !b.isEmpty(st.to())).toList(), takes);
      assertEquals(!all.isEmpty(), MoveRules.any(b, armies));
    }
  }

  /**
   * A move is allowed exactly when its soldier's list has it: every step of a soldier, and, for an
   * archer, every shot near it.
   */
  private static void checkAllows(Board b, SplittableRandom r) {
    int from = r.nextInt(Hole.COUNT);
    while (b.isEmpty(from)) {
      from = r.nextInt(Hole.COUNT);
    }
    List<Move> legal = new java.util.ArrayList<>();
    MoveRules.generateFrom(b, from, legal);
    for (int to = 0; to < Hole.COUNT; to++) {
      Move step = new Move.Step(from, to);
      assertEquals(legal.contains(step), MoveRules.allows(b, step), step::toString);
    }
    for (int target = 0; target < Hole.COUNT; target++) {
      if (Math.abs(Hole.column(target) - Hole.column(from)) <= 3 && Math.abs(Hole.row(target) - Hole.row(from)) <= 3) {
        for (int landing = 0; landing < Hole.COUNT; landing++) {
          if (Math.abs(Hole.column(landing) - Hole.column(target)) <= 3
              && Math.abs(Hole.row(landing) - Hole.row(target)) <= 3) {
            Move shot = new Move.Shot(from, target, landing);
            assertEquals(legal.contains(shot), MoveRules.allows(b, shot), shot::toString);
          }
        }
      }
    }
  }

  private static void checkBoard(Board b) {
    for (int side = 0; side < 2; side++) {
      for (Piece p : Piece.ALL) {
        assertTrue(b.count(side, p) <= p.count() * 3, "no " + p.word() + " created");
      }
    }
    for (int hole = 0; hole < Hole.COUNT; hole++) {
      if (!b.isEmpty(hole)) {
        Piece p = b.piece(hole);
        assertFalse(b.barsTerrain(p, hole), p.word() + " on " + Hole.name(hole) + " where it may not stand");
        assertFalse(p == Piece.ARCHER && b.isDonjon(hole), "an archer in a donjon on " + Hole.name(hole));
      }
    }
  }
}
