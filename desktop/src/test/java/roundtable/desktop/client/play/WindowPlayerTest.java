package roundtable.desktop.client.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import roundtable.core.conquest.Conquest;
import roundtable.core.conquest.ConquestState;
import roundtable.core.conquest.Move;
import roundtable.core.secrets.SeatSecrets;
import roundtable.core.table.Action;
import roundtable.core.table.Decision;
import roundtable.core.table.TableConfig;

/** The seat played at the window: it answers the draws itself and asks the board for its moves, once. */
class WindowPlayerTest {
  private static final Conquest GAME = Conquest.GAME;

  private final List<String> asked = new ArrayList<>();
  private final List<List<Action>> offered = new ArrayList<>();
  private int wakes;
  private final WindowPlayer<ConquestState>[] seats = players();

  @SuppressWarnings("unchecked")
  private WindowPlayer<ConquestState>[] players() {
    WindowPlayer<ConquestState>[] players = new WindowPlayer[2];
    for (int seat = 0; seat < 2; seat++) {
      players[seat] = new WindowPlayer<>(new SeatSecrets(seat, new SplittableRandom(seat + 40)), (s, state, legal) -> {
        asked.add("seat " + s);
        offered.add(legal);
      }, () -> wakes++);
    }
    return players;
  }

  /** The draw of the first player, answered by the two window players themselves. */
  private ConquestState drawn() throws Exception {
    ConquestState state = GAME.setup(TableConfig.of(GAME, 2, Map.of(), false));
    while (GAME.prompt(state).seats().containsValue(Decision.RANDOMNESS)) {
      var prompt = GAME.prompt(state);
      int seat = prompt.seats().firstKey();
      Optional<Action> step = seats[seat].act(GAME, state, seat, prompt.seats().get(seat));
      assertTrue(step.isPresent(), "a draw is answered without asking the board");
      state = GAME.apply(state, seat, step.get()).state();
    }
    assertEquals(List.of(), asked);
    return state;
  }

  @Test
  void theDrawIsAnsweredAloneAndAMoveIsAskedOncePerState() throws Exception {
    ConquestState state = drawn();
    int seat = GAME.prompt(state).seats().firstKey();
    WindowPlayer<ConquestState> window = seats[seat];
    assertEquals(Optional.empty(), window.act(GAME, state, seat, Decision.MOVE));
    assertEquals(Optional.empty(), window.act(GAME, state, seat, Decision.MOVE));
    assertEquals(List.of("seat " + seat), asked, "asked once, however often the table looks");
    assertEquals(GAME.legalActions(state, seat, window.secrets()), offered.get(0));
  }

  @Test
  void theBoardsChoiceWakesTheTableAndIsPlayed() throws Exception {
    ConquestState state = drawn();
    int seat = GAME.prompt(state).seats().firstKey();
    WindowPlayer<ConquestState> window = seats[seat];
    window.act(GAME, state, seat, Decision.MOVE);
    Action move = offered.get(0).get(offered.get(0).size() - 1);
    window.choose(move);
    assertEquals(1, wakes);
    assertEquals(Optional.of(move), window.act(GAME, state, seat, Decision.MOVE));
    assertEquals(Optional.empty(), window.act(GAME, state, seat, Decision.MOVE), "played once");
  }

  @Test
  void aChoiceTheRulesRefuseIsDroppedAndTheBoardAskedAgain() throws Exception {
    ConquestState state = drawn();
    int seat = GAME.prompt(state).seats().firstKey();
    WindowPlayer<ConquestState> window = seats[seat];
    window.act(GAME, state, seat, Decision.MOVE);
    window.choose(new Move.Slide(0, 80));
    assertEquals(Optional.empty(), window.act(GAME, state, seat, Decision.MOVE));
    assertEquals(List.of("seat " + seat, "seat " + seat), asked, "the board spent its input: it is asked again");
    Action legal = offered.get(0).get(0);
    window.choose(legal);
    assertEquals(Optional.of(legal), window.act(GAME, state, seat, Decision.MOVE), "a later legal choice still plays");
  }

  @Test
  void theSeatNotToMoveIsNotAsked() throws Exception {
    ConquestState state = drawn();
    int other = 1 - GAME.prompt(state).seats().firstKey();
    assertEquals(Optional.empty(), seats[other].act(GAME, state, other, Decision.MOVE));
    assertEquals(List.of(), asked, "no legal move: nothing to ask");
    assertEquals("person", seats[other].name());
  }
}
