package roundtable.desktop.client.play;

import java.util.ArrayList;
import java.util.List;
import roundtable.core.conquest.ConquestState;
import roundtable.core.conquest.Move;
import roundtable.core.conquest.Square;
import roundtable.core.table.Action;
import roundtable.core.table.Event;
import roundtable.core.table.Prompt;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.BoardView;
import roundtable.desktop.client.board.Mark;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Seen;
import roundtable.desktop.client.board.Thing;

/**
 * The plainest conquest board, for the tests: a square of {@link #SIDE} units per square (a1 at the
 * lower left), one stone per stone, each stack's top stone clickable as its square; a move's clicks
 * are its squares in the notation's order. It counts the scenes it was asked for.
 */
final class SquaresBoard implements BoardView<ConquestState> {
  static final float SIDE = 80;
  int scenes;

  /** Where to click to pick a square ("c9"). */
  static float[] centre(String square) {
    int sq = Square.parse(square);
    return new float[] {Square.file(sq) * SIDE + SIDE / 2, Square.rank(sq) * SIDE + SIDE / 2};
  }

  @Override
  public Scene scene(ConquestState state, Seen seen) {
    scenes++;
    List<Mark> marks = new ArrayList<>();
    List<Thing> things = new ArrayList<>();
    for (int sq = 0; sq < Square.COUNT; sq++) {
      String name = Square.name(sq);
      float x = Square.file(sq) * SIDE;
      float y = Square.rank(sq) * SIDE;
      marks.add(Mark.rect(x, y, SIDE, SIDE, 0x808080ff, name));
      int size = state.board().size(sq);
      for (int level = 0; level < size; level++) {
        things.add(Thing.stone(name + "/" + level, x + SIDE / 2, y + SIDE / 2 + level * 4, 60, 40, level,
            state.board().stone(sq, level), level == size - 1 ? name : ""));
      }
    }
    return new Scene(marks, things);
  }

  @Override
  public List<String> clicks(Action action) {
    if (action instanceof Move.Unstack u) {
      return names(u.from(), u.first(), u.second());
    }
    if (action instanceof Move.Restack r) {
      return names(r.from(), r.via(), r.onto());
    }
    if (action instanceof Move.Slide s) {
      return names(s.from(), s.to());
    }
    return List.of(); // blocked, show: buttons only
  }

  private static List<String> names(int... squares) {
    List<String> names = new ArrayList<>();
    for (int sq : squares) {
      names.add(Square.name(sq));
    }
    return names;
  }

  @Override
  public String action(Action action, Words words) {
    return String.join(" ", clicks(action));
  }

  @Override
  public String prompt(ConquestState state, Prompt prompt, Seen seen, Words words) {
    return prompt.text();
  }

  @Override
  public String event(Event event, Words words) {
    return event.text();
  }

  @Override
  public String outcome(ConquestState state, roundtable.core.table.Outcome outcome, Words words) {
    return outcome.text(); // a test's board: the rules' words will do
  }
}
