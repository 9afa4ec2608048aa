package roundtable.desktop.client.graalwar;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import roundtable.core.graalwar.GraalwarEvent.ArrowShot;
import roundtable.core.graalwar.GraalwarEvent.PieceMoved;
import roundtable.core.graalwar.GraalwarEvent.PieceTaken;
import roundtable.core.graalwar.GraalwarEvent.PushedBack;
import roundtable.core.graalwar.GraalwarState;
import roundtable.core.graalwar.Hole;
import roundtable.core.graalwar.Move.Shot;
import roundtable.core.graalwar.Move.Step;
import roundtable.core.random.Commit;
import roundtable.core.table.Action;
import roundtable.core.table.Applied;
import roundtable.core.table.Event;
import roundtable.core.table.Outcome;
import roundtable.core.table.Prompt;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.BoardView;
import roundtable.desktop.client.board.Draft;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Seen;
import roundtable.desktop.client.graalwar.GraalwarScene.Arrow;

/**
 * The board of Graal, the pegboard wargame: the soldiers keep their ids from scene to scene, so
 * that a move shows the soldier travel, a taken one fade out under its taker, and an archer's
 * shot its arrow fly before the target falls back, as the rules' events say. A move is clicked
 * hole by hole (from, to; archer, target, landing). Behind its screen the window's seat arranges its
 * own deployment on the board ({@link Arrangement}) and commits to it; its reveal is a button.
 */
public final class GraalwarBoard implements BoardView<GraalwarState> {
  private final RandomGenerator suggestions;
  private final SecureRandom salts = new SecureRandom();
  private PieceIds ids;
  /** The window's seat's deployment arranged behind its screen, until it commits to it. */
  private Arrangement arrangement;
  /** The window's words, for the legend; English until the window tells its language. */
  private Words words;

  public GraalwarBoard() {
    this(new SecureRandom());
  }

  /** A board whose suggested deployments are drawn from {@code suggestions} (the salts never are). */
  GraalwarBoard(RandomGenerator suggestions) {
    this.suggestions = suggestions;
  }

  @Override
  public void words(Words told) {
    words = told;
  }

  private Words words() {
    if (words == null) {
      words = Words.of(Language.ENGLISH);
    }
    return words;
  }

  @Override
  public Scene scene(GraalwarState state, Seen seen) {
    Field field = field(state, seen);
    return GraalwarScene.draw(state, field, idsFor(field), seen, null, words());
  }

  /**
   * "A l'abri des regards de l'adversaire, ils déploient leur armée à leur guise": while the
   * viewer's seat has still to commit, it arranges its deployment on the board.
   */
  @Override
  public Optional<Draft> draft(GraalwarState state, Seen seen, List<Action> legal) {
    if (legal.stream().noneMatch(a -> a instanceof Commit)) {
      return Optional.empty();
    }
    return Optional.ofNullable(arranging(state, seen));
  }

  /** The viewer's seat's arrangement, while it has not committed in this game; else null. */
  Arrangement arranging(GraalwarState state, Seen seen) {
    int seat = seen.seat();
    if (seat < 0 || !state.deploying() || state.committed(seat)) {
      return null;
    }
    if (arrangement == null || !arrangement.arranges(state, seat)) {
      arrangement = Arrangement.suggested(state, seat, suggestions, salts);
    }
    return arrangement;
  }

  /** What the viewer sees of the armies: its arrangement while it has one. */
  private Field field(GraalwarState state, Seen seen) {
    Arrangement arranged = arranging(state, seen);
    if (arranged == null) {
      return Field.of(state, seen);
    }
    ids = arranged.ids(); // so that its soldiers keep their ids once committed to
    return arranged.field();
  }

  /** One scene per event that moves a soldier or shoots, the last being the new position. */
  @Override
  public List<Scene> steps(GraalwarState before, Applied<GraalwarState> applied, Seen seen) {
    List<Scene> scenes = new ArrayList<>();
    Field field = field(before, seen);
    PieceIds moving = idsFor(field);
    List<Event> events = applied.events().stream().filter(GraalwarBoard::moves).toList();
    try {
      for (int i = 0; i < events.size(); i++) {
        Event event = events.get(i);
        moving = follow(moving, event);
        if (i < events.size() - 1) { // the last one's scene is the new position's
          Arrow arrow = event instanceof ArrowShot a ? new Arrow(a.archer(), a.target()) : null;
          scenes.add(GraalwarScene.draw(before, field, moving, seen, arrow, words()));
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
