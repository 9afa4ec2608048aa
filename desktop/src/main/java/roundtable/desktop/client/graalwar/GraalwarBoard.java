package roundtable.desktop.client.graalwar;

import java.util.ArrayList;
import java.util.List;
import roundtable.core.graalwar.GraalwarEvent.ArrowShot;
import roundtable.core.graalwar.GraalwarEvent.PieceMoved;
import roundtable.core.graalwar.GraalwarEvent.PieceTaken;
import roundtable.core.graalwar.GraalwarEvent.PushedBack;
import roundtable.core.graalwar.GraalwarState;
import roundtable.core.graalwar.Hole;
import roundtable.core.graalwar.Move.Shot;
import roundtable.core.graalwar.Move.Step;
import roundtable.core.table.Action;
import roundtable.core.table.Applied;
import roundtable.core.table.Event;
import roundtable.core.table.Outcome;
import roundtable.core.table.Prompt;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.BoardView;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Seen;
import roundtable.desktop.client.graalwar.GraalwarScene.Arrow;

/**
 * The board of Graal, the pegboard wargame: the soldiers keep their ids from scene to scene, so
 * that a move shows the soldier travel, a taken one fade out under its taker, and an archer's
 * shot its arrow fly before the target falls back, as the rules' events say. A move is clicked
 * hole by hole (from, to; archer, target, landing); the deployment's steps are buttons.
 */
public final class GraalwarBoard implements BoardView<GraalwarState> {
  private PieceIds ids;

  @Override
  public Scene scene(GraalwarState state, Seen seen) {
    Field field = Field.of(state, seen);
    return GraalwarScene.draw(state, field, idsFor(field), seen, null);
  }

  /** One scene per event that moves a soldier or shoots, the last being the new position. */
  @Override
  public List<Scene> steps(GraalwarState before, Applied<GraalwarState> applied, Seen seen) {
    List<Scene> scenes = new ArrayList<>();
    Field field = Field.of(before, seen);
    PieceIds moving = idsFor(field);
    List<Event> events = applied.events().stream().filter(GraalwarBoard::moves).toList();
    try {
      for (int i = 0; i < events.size(); i++) {
        Event event = events.get(i);
        moving = follow(moving, event);
        if (i < events.size() - 1) { // the last one's scene is the new position's
          Arrow arrow = event instanceof ArrowShot a ? new Arrow(a.archer(), a.target()) : null;
          scenes.add(GraalwarScene.draw(before, field, moving, seen, arrow));
        }
      }
      ids = moving;
    } catch (IllegalArgumentException unexpected) {
      scenes.clear(); // ids that no longer tell the board: show the new position as it is
    }
    scenes.add(scene(applied.state(), seen));
    return scenes;
  }

  private static boolean moves(Event e) {
    return e instanceof PieceMoved || e instanceof PieceTaken || e instanceof ArrowShot || e instanceof PushedBack;
  }

  /** The soldiers after this event: one travels, one taken leaves the game, or an arrow flies (nobody moves yet). */
  private static PieceIds follow(PieceIds ids, Event event) {
    if (event instanceof PieceMoved m) {
      return ids.move(m.from(), m.to());
    }
    if (event instanceof PieceTaken t) {
      return ids.take(t.hole());
    }
    if (event instanceof PushedBack p) {
      return ids.move(p.from(), p.to());
    }
    return ids;
  }

  /** The ids followed so far, or fresh ones if they no longer tell this field (screens lifted, a new game). */
  private PieceIds idsFor(Field field) {
    if (ids == null || !ids.matches(field)) {
      ids = PieceIds.of(field);
    }
    return ids;
  }

  /** The holes in the order the soldier goes: from, to; or the archer, its target, where the target lands. */
  @Override
  public List<String> clicks(Action action) {
    if (action instanceof Step s) {
      return List.of(Hole.name(s.from()), Hole.name(s.to()));
    }
    if (action instanceof Shot s) {
      return List.of(Hole.name(s.archer()), Hole.name(s.target()), Hole.name(s.landing()));
    }
    return List.of();
  }

  @Override
  public String action(Action action, Words words) {
    return GraalwarWords.action(action, words);
  }

  @Override
  public String prompt(GraalwarState state, Prompt prompt, Seen seen, Words words) {
    return GraalwarWords.prompt(state, prompt, seen, words);
  }

  @Override
  public String event(Event event, Words words) {
    return GraalwarWords.event(event, words);
  }

  @Override
  public String outcome(GraalwarState state, Outcome outcome, Words words) {
    return GraalwarWords.outcome(state, words);
  }
}
