package roundtable.core.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import roundtable.core.fixture.Nim;
import roundtable.core.table.Action;
import roundtable.core.table.Decision;
import roundtable.core.table.Knowledge;

class BotsTest {
  /** Leaving a multiple of 4 stones wins two-player Nim. */
  static final Evaluator<Nim.State> NIM = (state, seat) -> state.stones() % 4 == 0 ? 1 : 0;

  static Nim.State pile(int stones, int turn) {
    return new Nim.State(2, stones, new TreeMap<>(Map.of(0, 1, 1, 1)), turn, -1);
  }

  @Test
  void theRandomBotPlaysEveryLegalActionSometimes() {
    SplittableRandom rng = new SplittableRandom(1);
    Set<Action> seen = new HashSet<>();
    for (int i = 0; i < 100; i++) {
      seen.add(new RandomBot<Nim.State>().choose(Nim.GAME, pile(10, 0), 0, Knowledge.NOTHING, rng).orElseThrow());
    }
    assertEquals(Set.of(new Nim.Take(1), new Nim.Take(2), new Nim.Take(3)), seen);
  }

  @Test
  void theGreedyBotPlaysWhatItsEvaluatorLikesBest() {
    GreedyBot<Nim.State> bot = new GreedyBot<>(NIM);
    for (long seed = 0; seed < 20; seed++) {
      assertEquals(Optional.of(new Nim.Take(1)), bot.choose(Nim.GAME, pile(5, 1), 1, Knowledge.NOTHING, new SplittableRandom(seed)));
      assertEquals(Optional.of(new Nim.Take(2)), bot.choose(Nim.GAME, pile(10, 1), 1, Knowledge.NOTHING, new SplittableRandom(seed)));
    }
  }

  @Test
  void theGreedyBotTakesAWinAndBreaksTiesAtRandom() {
    GreedyBot<Nim.State> bot = new GreedyBot<>((state, seat) -> 0);
    assertEquals(Optional.of(new Nim.Take(3)), bot.choose(Nim.GAME, pile(3, 0), 0, Knowledge.NOTHING, new SplittableRandom(1)));
    Set<Action> seen = new HashSet<>();
    for (long seed = 0; seed < 50; seed++) {
      seen.add(bot.choose(Nim.GAME, pile(8, 0), 0, Knowledge.NOTHING, new SplittableRandom(seed)).orElseThrow());
    }
    assertEquals(3, seen.size());
  }

  @Test
  void aSeatWithoutLegalActionsPlaysNothing() {
    assertEquals(Optional.empty(),
        new RandomBot<Nim.State>().choose(Nim.GAME, pile(8, 0), 1, Knowledge.NOTHING, new SplittableRandom(1)));
    assertEquals(Optional.empty(),
        new GreedyBot<>(NIM).choose(Nim.GAME, pile(8, 0), 1, Knowledge.NOTHING, new SplittableRandom(1)));
  }

  @Test
  void aBotPlayerLeavesRandomDrawsToItsRandomnessPlayer() {
    BotPlayer<Nim.State> player = new BotPlayer<>(new RandomBot<>(), (game, state, seat) -> new Nim.Roll(seat),
        Knowledge.NOTHING, new SplittableRandom(1));
    assertEquals("bot:random", player.name());
    assertEquals(Optional.of(new Nim.Roll(1)), player.act(Nim.GAME, pile(8, -1), 1, Decision.RANDOMNESS));
  }

  @Test
  void findsBotsByName() {
    assertEquals("random", Bots.byName("random", Nim.GAME).name());
    assertEquals("unknown bot 'clever'; the bots are: random, greedy, strong",
        assertThrows(IllegalArgumentException.class, () -> Bots.byName("clever", Nim.GAME)).getMessage());
  }
}
