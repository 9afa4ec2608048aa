package roundtable.desktop.client.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import roundtable.core.crypto.Audit;
import roundtable.core.crypto.PokerStep;
import roundtable.core.game.Game;
import roundtable.core.log.ActionLog;
import roundtable.core.replay.Replay;
import roundtable.core.table.Action;
import roundtable.core.table.Applied;
import roundtable.core.table.GameState;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.TableConfig;
import roundtable.desktop.client.Post;
import roundtable.desktop.client.board.Seen;

/**
 * A stored game played again on a board: the record's actions, already checked through the rules
 * ({@link Replay}), told to the board one by one as a table tells them, forward and back, by hand
 * or playing on by itself at a chosen speed. The board watches as a spectator, or as the seat whose
 * secrets the record holds (a game kept in the home, {@link KeptRecord}). Every control is
 * called on the render thread, and the listener hears it through the post, as from any feed.
 * Stepping back plays the record again from its setup up to the step before and tells the board
 * that it went back there.
 */
public final class ReplayTable<S extends GameState> implements TableFeed<S> {
  private final Game<S> game;
  private final TableConfig config;
  /** The record's actions, without the audit steps that follow the end (the ending says the audit). */
  private final List<ActionLog.Entry> actions;
  private final Optional<Audit.Result> audit;
  private final Seen seen;
  private final Post post;
  private Listener<S> listener;
  private ReplayPosition position;
  /** The state after {@code position.step()} actions. */
  private S state;
  /** Seconds played since the last step while playing. */
  private float waited;
  private boolean closed;

  /** Watched as a spectator. @param names each seat's name, as the board shows it ({@link GameRecord#names}) */
  public ReplayTable(Replay.Played<S> played, List<String> names, Post post) {
    this(played, Seen.spectator(names), post);
  }

  /** @param seen who watches: a spectator, or a seat with its secrets (its own hidden cards read) */
  public ReplayTable(Replay.Played<S> played, Seen seen, Post post) {
    this.game = played.game();
    this.config = played.config();
    this.actions = played.actions().entries().stream().filter(e -> !(e.action() instanceof PokerStep.Audit)).toList();
    this.audit = played.audit();
    this.seen = seen;
    this.post = post;
    this.position = ReplayPosition.start(actions.size());
  }

  /** A record's replay, whatever its game, as its watcher sees it ({@link GameRecord#seen}). */
  public static ReplayTable<?> of(GameRecord<?> record, List<String> names, Post post) {
    return new ReplayTable<>(record.played(), record.seen(names), post);
  }

  @Override
  public Game<S> game() {
    return game;
  }

  @Override
  public void open(Listener<S> listener) {
    this.listener = listener;
    state = game.setup(config);
    S first = state;
    tell(l -> l.begun(first, seen));
    if (actions.isEmpty()) {
      tell(l -> l.ended(ending()));
    }
  }

  /** Where the replay stands. */
  public ReplayPosition position() {
    return position;
  }

  /** One action further. */
  public void forward() {
    if (position.atEnd() || listener == null) {
      return;
    }
    ActionLog.Entry next = actions.get(position.step());
    S before = state;
    Applied<S> applied = apply(before, next);
    state = applied.state();
    position = position.forward();
    waited = 0;
    tell(l -> l.applied(before, next.seat(), next.action(), applied));
    if (position.atEnd()) {
      tell(l -> l.ended(ending()));
    }
  }

  /** One action back: the record played again up to the step before, and the board told it went back. */
  public void back() {
    if (position.atStart() || listener == null) {
      return;
    }
    position = position.back();
    S at = game.setup(config);
    List<Past> past = new ArrayList<>();
    for (ActionLog.Entry e : actions.subList(0, position.step())) {
      Applied<S> applied = apply(at, e);
      past.add(new Past(e.seat(), e.action(), applied.events()));
      at = applied.state();
    }
    state = at;
    S earlier = at;
    tell(l -> l.rewound(earlier, seen, past));
  }

  /** Plays on by itself, or pauses. */
  public void playOrPause() {
    position = position.playOrPause();
    waited = 0;
  }

  public void slower() {
    position = position.slower();
  }

  public void faster() {
    position = position.faster();
  }

  /** The render thread's clock: while playing, an action each {@link ReplayPosition#secondsPerAction}. */
  public void advance(float seconds) {
    if (!position.playing()) {
      return;
    }
    waited += seconds;
    if (waited >= position.secondsPerAction()) {
      forward(); // one a frame at most: a slow frame does not skip the board's steps
    }
  }

  /** The record was checked through the rules when it was read: its actions apply again. */
  private Applied<S> apply(S before, ActionLog.Entry e) {
    try {
      return game.apply(before, e.seat(), e.action());
    } catch (IllegalActionException ex) {
      throw new IllegalStateException("step " + e.index() + " applied once, refused now: " + ex.getMessage(), ex);
    }
  }

  private Ending ending() {
    return new Ending(game.prompt(state).isOver() ? game.outcome(state) : Optional.empty(), Optional.empty(), audit);
  }

  private void tell(java.util.function.Consumer<Listener<S>> what) {
    post.post(() -> {
      if (!closed) {
        what.accept(listener);
      }
    });
  }

  /** Nobody plays at a replay. */
  @Override
  public void choose(Action action) {}

  @Override
  public void close() {
    closed = true;
  }
}
