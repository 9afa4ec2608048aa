package roundtable.desktop.client.conquest;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import roundtable.core.conquest.ConquestState;
import roundtable.core.conquest.Move;
import roundtable.core.conquest.Move.Restack;
import roundtable.core.conquest.Move.Unstack;
import roundtable.core.conquest.Square;
import roundtable.core.table.Applied;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Seen;
import roundtable.desktop.client.board.Thing;

/** The stones keep their ids, and a move shows them travel one lift after another. */
class ConquestStepsTest {
  private final ConquestBoard board = new ConquestBoard();
  private final Seen seen = Table.seat(0, 2);
  private ConquestState state = Table.start(2);

  private static int sq(String name) {
    return Square.parse(name);
  }

  private static List<String> ids(Scene scene, String square) {
    return scene.on(square).stream().map(Thing::id).toList();
  }

  /** Where each stone stands, by id. */
  private static Map<String, String> places(Scene scene) {
    return scene.things().stream().filter(t -> !t.target().isEmpty())
        .collect(Collectors.toMap(Thing::id, t -> t.target() + "@" + t.x() + "," + t.y()));
  }

  private List<Scene> play(int seat, Move move) {
    Applied<ConquestState> applied = Table.play(state, seat, move);
    List<Scene> steps = board.steps(state, applied, seen);
    state = applied.state();
    return steps;
  }

  @Test
  void anUnstackLiftsTheTopTwoThenTheTopOneAndTheBottomStoneStays() {
    List<String> c9 = ids(board.scene(state, seen), "c9");
    List<Scene> steps = play(0, new Unstack(sq("c9"), sq("c8"), sq("c7")));
    assertEquals(3, steps.size(), "two lifts, then the new position");
    assertEquals(c9.subList(1, 3), ids(steps.get(0), "c8"), "the top two onto c8");
    assertEquals(c9.subList(0, 1), ids(steps.get(0), "c9"));
    assertEquals(c9.subList(2, 3), ids(steps.get(1), "c7"), "then the top one onto c7");
    assertEquals(c9.subList(1, 2), ids(steps.get(1), "c8"));
    assertEquals(c9.subList(0, 1), ids(steps.get(2), "c9"), "the bottom stone never moves");
  }

  @Test
  void theLastStepIsExactlyTheSceneOfTheNewPosition() {
    List<Scene> steps = play(0, new Unstack(sq("c9"), sq("c8"), sq("c7")));
    Scene last = steps.get(steps.size() - 1);
    assertEquals(places(board.scene(state, seen)), places(last));
    assertEquals(places(steps.get(1)), places(last), "the stones are where the last lift put them");
  }

  @Test
  void aRestackCarriesTheStoneOntoTheNextThenThePairOntoTheThird() {
    play(0, new Unstack(sq("c9"), sq("c8"), sq("c7")));
    play(1, new Unstack(sq("i7"), sq("h7"), sq("g7")));
    String c7 = ids(board.scene(state, seen), "c7").get(0);
    String c8 = ids(board.scene(state, seen), "c8").get(0);
    String c9 = ids(board.scene(state, seen), "c9").get(0);
    List<Scene> steps = play(0, new Restack(sq("c7"), sq("c8"), sq("c9")));
    assertEquals(List.of(c8, c7), ids(steps.get(0), "c8"), "a pair for a moment");
    assertEquals(List.of(c9, c8, c7), ids(steps.get(1), "c9"), "then a stack of three, the others prisoners");
    assertEquals(List.of(c9, c8, c7), ids(steps.get(2), "c9"));
  }

  @Test
  void idsThatNoLongerTellTheBoardAreMadeAgainFromIt() {
    Scene start = board.scene(state, seen);
    play(0, new Unstack(sq("c9"), sq("c8"), sq("c7")));
    // Back to the start position, as when a new round begins: the scene is the board, whatever was followed.
    assertEquals(Table.stacks(start), Table.stacks(board.scene(Table.start(2), seen)));
    state = Table.start(2);
    play(0, new Unstack(sq("c9"), sq("c8"), sq("c7")));
    play(1, new Unstack(sq("i7"), sq("h7"), sq("g7")));
    ConquestState moved = state;
    state = Table.start(2);
    List<Scene> steps = play(0, new Unstack(sq("d9"), sq("d8"), sq("d7")));
    assertEquals(Table.stacks(new ConquestBoard().scene(state, seen)), Table.stacks(steps.get(steps.size() - 1)),
        "steps from a position the board did not follow end on the new position all the same");
    assertEquals(Table.stacks(new ConquestBoard().scene(moved, seen)), Table.stacks(board.scene(moved, seen)));
  }
}
