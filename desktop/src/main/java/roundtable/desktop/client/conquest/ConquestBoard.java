package roundtable.desktop.client.conquest;

import java.util.ArrayList;
import java.util.List;
import roundtable.core.conquest.Board;
import roundtable.core.conquest.ConquestState;
import roundtable.core.conquest.Move.Restack;
import roundtable.core.conquest.Move.Slide;
import roundtable.core.conquest.Move.Unstack;
import roundtable.core.conquest.Square;
import roundtable.core.conquest.StonesMoved;
import roundtable.core.table.Action;
import roundtable.core.table.Applied;
import roundtable.core.table.Event;
import roundtable.core.table.Outcome;
import roundtable.core.table.Prompt;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.BoardView;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Seen;

/**
 * The board of À la conquête du Graal: the stones keep their ids from scene to scene, so that a
 * move shows its stones travel, one lift after another as the rules' {@link StonesMoved} events
 * say; the moves are made by clicking their squares in the rulebook's order.
 */
public final class ConquestBoard implements BoardView<ConquestState> {
  private StoneIds ids;
  private Words words = Words.of(roundtable.desktop.client.Language.ENGLISH);

  @Override
  public void words(Words told) {
    words = told;
  }

  /** The board as it stands, with what the hover panel says of each square. */
  @Override
  public Scene scene(ConquestState state, Seen seen) {
    Scene drawn = ConquestScene.draw(state, idsFor(state.board()), seen);
    return new Scene(drawn.marks(), drawn.things(), ConquestDetails.of(state.board(), words));
  }

  @Override
  public List<Scene> steps(ConquestState before, Applied<ConquestState> applied, Seen seen) {
    List<Scene> scenes = new ArrayList<>();
    StoneIds moving = idsFor(before.board());
    for (Event event : applied.events()) {
      if (event instanceof StonesMoved m) {
        try {
          moving = moving.move(m.from(), m.to(), m.count());
        } catch (IllegalArgumentException unexpected) {
          break;
        }
        scenes.add(ConquestScene.draw(before, moving, seen));
      }
    }
    ids = moving;
    scenes.add(scene(applied.state(), seen));
    return scenes;
  }

  /** The ids followed so far, or fresh ones if they no longer tell this board (a new round). */
  private StoneIds idsFor(Board board) {
    if (ids == null || !ids.matches(board)) {
      ids = StoneIds.of(board);
    }
    return ids;
  }

  /** The squares in the order the rulebook moves the stones through them. */
  @Override
  public List<String> clicks(Action action) {
    if (action instanceof Unstack u) {
      return names(u.from(), u.first(), u.second());
    }
    if (action instanceof Restack r) {
      return names(r.from(), r.via(), r.onto());
    }
    if (action instanceof Slide s) {
      return names(s.from(), s.to());
    }
    return List.of();
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
    return ConquestWords.action(action, words);
  }

  @Override
  public String prompt(ConquestState state, Prompt prompt, Seen seen, Words words) {
    return ConquestWords.prompt(state, prompt, seen, words);
  }

  @Override
  public String event(Event event, Words words) {
    return ConquestWords.event(event, words);
  }

  @Override
  public String outcome(ConquestState state, Outcome outcome, Words words) {
    return ConquestWords.outcome(state, words);
  }
}
