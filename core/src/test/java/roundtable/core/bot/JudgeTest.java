package roundtable.core.bot;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.util.Map;
import org.junit.jupiter.api.Test;
import roundtable.core.game.Game;
import roundtable.core.table.Decision;
import roundtable.core.table.GameState;
import roundtable.core.table.Prompt;

/** The searching bot's rewards before the end: a seat's lead over the best other, or over the field. */
class JudgeTest {
  /** Three seats the evaluator scores 10, 8 and 2, seat 0 to move. */
  @SuppressWarnings("unchecked")
  private static Map<Integer, Double> rewards(boolean againstTheField) {
    Game<GameState> game = mock(Game.class);
    GameState state = mock(GameState.class);
    Evaluator<GameState> evaluator = mock(Evaluator.class);
    when(state.players()).thenReturn(3);
    when(game.prompt(any())).thenReturn(Prompt.one(0, Decision.MOVE, "seat 0 moves"));
    double[] scores = {10, 8, 2};
    when(evaluator.score(any(), anyInt()))
        .thenAnswer(call -> scores[(int) call.getArgument(1)]);
    when(evaluator.againstTheField()).thenReturn(againstTheField);
    return new Judge<>(game, evaluator).rewards(state);
  }

  @Test
  void theSecondSeatIsBehindTheBestButAheadOfTheField() {
    assertTrue(rewards(false).get(1) < 0.5, "8 against the best other's 10");
    assertTrue(rewards(true).get(1) > 0.5, "8 against the others' mean, 6");
  }

  @Test
  void theLeaderLeadsEitherWayAndTheLastTrailsEitherWay() {
    for (boolean field : new boolean[] {false, true}) {
      Map<Integer, Double> rewards = rewards(field);
      assertTrue(rewards.get(0) > 0.5 && rewards.get(2) < 0.5, rewards.toString());
    }
  }
}
