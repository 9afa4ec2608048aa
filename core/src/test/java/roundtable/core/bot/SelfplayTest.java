package roundtable.core.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import roundtable.core.fixture.Nim;
import roundtable.core.log.LogFile;
import roundtable.core.replay.Replay;
import roundtable.core.table.Action;
import roundtable.core.table.Decision;
import roundtable.core.game.Game;
import roundtable.core.table.Knowledge;
import roundtable.core.table.TableConfig;

class SelfplayTest {
  final TableConfig config = TableConfig.of(Nim.GAME, 3, Map.of("stones", "21"), false);

  /** Random bots whose dice and choices all come from one seed. */
  static List<Player<Nim.State>> bots(long seed, int players) {
    SplittableRandom root = new SplittableRandom(seed);
    List<Player<Nim.State>> seats = new ArrayList<>();
    for (int seat = 0; seat < players; seat++) {
      SplittableRandom dice = root.split();
      seats.add(new BotPlayer<>(new RandomBot<>(), (game, state, s) -> new Nim.Roll(dice.nextInt(6)), Knowledge.NOTHING, root.split()));
    }
    return seats;
  }

  @Test
  void playsAGameToItsEnd() {
    Selfplay.Recorded<Nim.State> game = Selfplay.play(Nim.GAME, config, bots(7, 3), 1000);
    assertTrue(game.result().finished());
    assertTrue(game.result().outcome().isPresent());
    assertEquals(0, game.result().state().stones());
    assertEquals(game.result().actions(), game.log().size());
  }

  @Test
  void theSameSeedPlaysTheSameGame() {
    String head = Selfplay.play(Nim.GAME, config, bots(7, 3), 1000).log().head();
    assertEquals(head, Selfplay.play(Nim.GAME, config, bots(7, 3), 1000).log().head());
    assertNotEquals(head, Selfplay.play(Nim.GAME, config, bots(8, 3), 1000).log().head());
  }

  @Test
  void itsLogReplaysToTheSamePosition() {
    Selfplay.Recorded<Nim.State> game = Selfplay.play(Nim.GAME, config, bots(11, 3), 1000);
    LogFile log = LogFile.of(LogFile.Header.of("nim", config, OptionalLong.of(11), List.of()), game.log().lines(true));
    Replay.Played<?> replayed = assertInstanceOf(Replay.Played.class, Replay.run(Nim.GAME, log));
    assertEquals(game.log().head(), replayed.actions().head());
    assertEquals(game.result().outcome(), replayed.outcome());
  }

  @Test
  void stopsAGameThatRunsTooLong() {
    Selfplay.Recorded<Nim.State> game = Selfplay.play(Nim.GAME, config, bots(7, 3), 4);
    assertFalse(game.result().finished());
    assertEquals("the game did not end within 4 actions", game.result().problem().orElseThrow());
    assertEquals(4, game.log().size());
  }

  /** A seat that answers every decision the same way. */
  record Scripted(Function<Decision, Optional<Action>> answer) implements Player<Nim.State> {
    @Override
    public String name() {
      return "scripted";
    }

    @Override
    public Optional<Action> act(Game<Nim.State> game, Nim.State state, int seat, Decision decision) {
      return answer.apply(decision);
    }
  }

  @Test
  void reportsAnActionTheRulesRefuse() {
    Player<Nim.State> cheat = new Scripted(d -> Optional.of(new Nim.Take(5)));
    Selfplay.Recorded<Nim.State> game = Selfplay.play(Nim.GAME, config, List.of(cheat, cheat, cheat), 100);
    assertEquals("seat 0 played 'take 5', which the rules refuse: roll first", game.result().problem().orElseThrow());
    assertEquals(0, game.log().size());
  }

  @Test
  void reportsAPromptNobodyAnswers() {
    // Every die shows 0, so seat 0 starts, and it never moves.
    Player<Nim.State> idle = new Scripted(d -> d == Decision.RANDOMNESS ? Optional.of(new Nim.Roll(0)) : Optional.empty());
    Selfplay.Recorded<Nim.State> game = Selfplay.play(Nim.GAME, config, List.of(idle, idle, idle), 100);
    assertEquals("no seat the prompt names has an action: seat 0: take 1 to 3 stones", game.result().problem().orElseThrow());
    assertEquals(3, game.log().size());
  }

  @Test
  void reportsAPlayerThatFails() {
    Player<Nim.State> broken = new Scripted(d -> {
      throw new IllegalStateException("out of ideas");
    });
    Selfplay.Recorded<Nim.State> game = Selfplay.play(Nim.GAME, config, List.of(broken, broken, broken), 100);
    assertEquals("a player failed: java.lang.IllegalStateException: out of ideas", game.result().problem().orElseThrow());
  }

  @Test
  void tellsTheWatcherOfEveryActionWithItsDecision() {
    List<Decision> decisions = new ArrayList<>();
    Selfplay.Result<Nim.State> result = Selfplay.run(Nim.GAME, config, bots(3, 3), 1000,
        (before, seat, decision, action, after) -> decisions.add(decision));
    assertEquals(result.actions(), decisions.size());
    assertEquals(List.of(Decision.RANDOMNESS, Decision.RANDOMNESS, Decision.RANDOMNESS), decisions.subList(0, 3));
    assertTrue(decisions.subList(3, decisions.size()).stream().allMatch(d -> d == Decision.MOVE));
  }
}
