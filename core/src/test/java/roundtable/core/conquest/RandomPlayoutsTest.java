package roundtable.core.conquest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import roundtable.core.canon.StateHash;
import roundtable.core.secrets.SeatSecrets;
import roundtable.core.table.Decision;
import roundtable.core.table.Action;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Prompt;
import roundtable.core.table.TableConfig;

/**
 * Random playouts as property tests: every legal action applies, every other action is refused
 * with a reason, no stone is created or lost, and the same seed gives the same state hash.
 * {@code GAMES} games here; the soak command plays more.
 */
class RandomPlayoutsTest {
  static final int GAMES = Integer.getInteger("roundtable.playouts", 1000);

  private static final List<Map<String, String>> TABLES = List.of(
      Map.of("match", "one-round", "move-limit", "150"),
      Map.of("match", "one-round", "move-limit", "150", "pairing", "adjacent"),
      Map.of("match", "one-round", "move-limit", "150", "turn-order", "tokens-open"),
      Map.of("match", "one-round", "move-limit", "150", "turn-order", "tokens-secret"),
      // A round that ends with a turn round of tokens: the next round's deal is under way.
      Map.of("move-limit", "150", "turn-order", "tokens-open"));

  /** Token games whose tokens are dealt by mental poker. */
  static final int MENTAL_POKER_GAMES = 6;

  @Test
  void randomGamesKeepEveryRule() throws Exception {
    int finished = 0;
    int tokenGames = 0;
    for (int game = 0; game < GAMES; game++) {
      int players = 2 + game % 3;
      Map<String, String> options = TABLES.get(players == 2 ? game % 2 : players == 3 ? game % 5 : new int[] {0, 2, 3, 4}[(game / 3) % 4]);
      // Tokens are dealt by mental poker in a committed game: the first few token games do it for
      // real, the others deal them in the open, which keeps the suite fast and the rules the same.
      boolean tokens = options.containsKey("turn-order");
      boolean openLog = tokens && tokenGames++ >= MENTAL_POKER_GAMES;
      String end = play(players, options, openLog, game, true);
      assertEquals(end, play(players, options, openLog, game, false), "the same seed gives the same state hash");
      finished++;
    }
    assertEquals(GAMES, finished);
  }

  /** Plays one game; returns its final state hash. */
  private static String play(int players, Map<String, String> options, boolean openLog, long seed, boolean check)
      throws Exception {
    SplittableRandom random = new SplittableRandom(seed);
    SplittableRandom checks = random.split();
    ConquestState s = Conquest.GAME.setup(TableConfig.of(Conquest.GAME, players, options, openLog));
    SeatSecrets[] secrets = new SeatSecrets[players];
    for (int i = 0; i < players; i++) {
      secrets[i] = new SeatSecrets(i, random.split());
    }
    for (int step = 0; step < 10_000; step++) {
      Prompt prompt = Conquest.GAME.prompt(s);
      if (prompt.isOver()) {
        assertNotNull(s.outcome());
        return StateHash.hex(s);
      }
      int seat = -1;
      List<Action> legal = List.of();
      boolean protocol = prompt.seats().containsValue(Decision.RANDOMNESS)
          || prompt.seats().containsValue(Decision.PROTOCOL_STEP);
      for (int candidate : prompt.seats().keySet()) {
        legal = Conquest.GAME.legalActions(s, candidate, secrets[candidate]);
        if (!legal.isEmpty() || protocol) {
          seat = candidate;
          break;
        }
      }
      Action action = protocol ? secrets[seat].step(Conquest.GAME, s) : legal.get(random.nextInt(legal.size()));
      if (check && !legal.isEmpty()) {
        checkActions(s, seat, legal, checks);
      }
      s = Conquest.GAME.apply(s, seat, action).state();
      if (check) {
        for (Colour c : Colour.values()) {
          assertEquals(12, s.board().count(c), "no " + c.title() + " stone created or lost");
        }
      }
    }
    throw new AssertionError("the game did not end in 10,000 actions");
  }

  /** A few legal actions apply; random actions the list lacks are refused with a reason. */
  private static void checkActions(ConquestState s, int seat, List<Action> legal, SplittableRandom random) throws Exception {
    if (s.toMove() == seat) { // the next players' moves found once say what the board after each move says
      List<Move> moves = new ArrayList<>();
      MoveRules.generate(s.board(), s.movableMask(seat), moves);
      Turns.NextPlayers next = new Turns.NextPlayers(s, seat);
      for (Move m : moves) {
        assertEquals(Turns.keepsNextPlayerMoving(s, seat, MoveRules.play(s.board(), m)), next.keepMoving(m), m::toString);
      }
    }
    for (int i = 0; i < 3; i++) {
      Conquest.GAME.apply(s, seat, legal.get(random.nextInt(legal.size())));
    }
    for (int i = 0; i < 3; i++) {
      Action wrong = randomMove(random);
      if (!legal.contains(wrong)) {
        String reason = assertThrows(IllegalActionException.class, () -> Conquest.GAME.apply(s, seat, wrong),
            () -> wrong + " is not in the legal list but was accepted").getMessage();
        assertFalse(reason.isBlank());
      }
    }
  }

  private static Action randomMove(SplittableRandom r) {
    List<Action> kinds = new ArrayList<>();
    kinds.add(new Move.Unstack(r.nextInt(81), r.nextInt(81), r.nextInt(81)));
    kinds.add(new Move.Restack(r.nextInt(81), r.nextInt(81), r.nextInt(81)));
    kinds.add(new Move.Slide(r.nextInt(81), r.nextInt(81)));
    kinds.add(new Move.Blocked());
    return kinds.get(r.nextInt(kinds.size()));
  }
}
