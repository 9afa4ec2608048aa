package roundtable.desktop.client.board;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import roundtable.core.canon.StateHash;
import roundtable.core.table.Action;
import roundtable.core.table.Applied;
import roundtable.core.table.Event;
import roundtable.core.table.Game;
import roundtable.core.table.GameState;
import roundtable.core.table.Outcome;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.play.TableFeed;

/**
 * What a board screen shows and offers, without any graphics: the state as the viewer sees it, the
 * scenes to animate, the input of the window's seat (only among the legal actions the rules offer
 * it), the prompt in words, the log and the ending. It hears its feed on the render thread; the
 * screen draws it and hands it the clicks. Tests drive it directly.
 */
public final class BoardModel<S extends GameState> implements TableFeed.Listener<S> {
  private final Game<S> game;
  private final BoardView<S> view;
  private final TableFeed<S> feed;
  private final Animator animator = new Animator();
  private final List<Event> events = new ArrayList<>();
  private final List<String> news = new ArrayList<>();
  private Seen seen;
  private S state;
  /** The states whose steps the board has not begun to play yet, each with the step count it ends at. */
  private final java.util.ArrayDeque<Shown<S>> coming = new java.util.ArrayDeque<>();
  /** The newest state whose steps are all on their way: the one the prompt speaks of. */
  private S shownState;

  private record Shown<S>(long upTo, S state) {}
  private Picker picker = Picker.none();
  /** What the window's seat arranges before it acts, if its board offers that now. */
  private Draft draft;
  private TableFeed.Ending ending;
  /** Counts every change, so the screen knows when to build its words again. */
  private int version;

  public BoardModel(TableFeed<S> feed, BoardView<S> view) {
    this.game = feed.game();
    this.view = view;
    this.feed = feed;
  }

  /** The state as the viewer may see it: what it may not see is blanked by the rules. */
  private S shown(S s) {
    return game.view(s, seen.viewer());
  }

  @Override
  public void begun(S begun, Seen who) {
    seen = who;
    state = begun;
    shownState = begun;
    coming.clear();
    animator.jump(view.scene(shown(begun), seen));
    version++;
  }

  @Override
  public void applied(S before, int seat, Action action, Applied<S> applied) {
    if (seen == null) {
      return;
    }
    Applied<S> visible = new Applied<>(shown(applied.state()), applied.events());
    animator.play(view.steps(shown(before), visible, seen));
    coming.add(new Shown<>(animator.queued(), applied.state()));
    events.addAll(applied.events());
    state = applied.state();
    picker = Picker.none();
    draft = null;
    version++;
  }

  @Override
  public void turn(int seat, S asked, List<Action> legal) {
    if (state == null || asked != state && !StateHash.hex(asked).equals(StateHash.hex(state))) {
      return; // an old question: the table has moved on since (states are compared by hash: not all have equals)
    }
    List<Picker.Choice> choices = new ArrayList<>();
    for (Action action : legal) {
      choices.add(new Picker.Choice(action, view.clicks(action), ""));
    }
    picker = new Picker(choices);
    draft = view.draft(shown(state), seen, legal).orElse(null);
    if (draft != null) {
      redraw(); // the draft as it stands, where the state's scene showed it not yet
    }
    version++;
  }

  /** The state's scene again, after the draft changed: things moved in it travel. */
  private void redraw() {
    animator.play(List.of(view.scene(shown(state), seen)));
  }

  @Override
  public void ended(TableFeed.Ending end) {
    ending = end;
    picker = Picker.none();
    draft = null;
    version++;
  }

  @Override
  public void news(String line) {
    news.add(line);
    version++;
  }

  /**
   * Each frame, after the animator moved on: the prompt follows the board, speaking of the state
   * whose steps are playing rather than of states still to be shown.
   */
  public void tick() {
    boolean moved = false;
    while (!coming.isEmpty() && coming.peekFirst().upTo() <= animator.reached()) {
      shownState = coming.removeFirst().state();
      moved = true;
    }
    if (moved) {
      version++;
    }
  }

  /** A click on the board at (x, y) in scene units: picks among the legal actions only. */
  public void click(float x, float y) {
    String target = animator.scene().targetAt(x, y);
    if (target.isEmpty()) {
      return;
    }
    if (draft != null) {
      if (draft.click(target)) {
        redraw();
      }
      version++;
      return;
    }
    choose(picker.click(target));
    version++;
  }

  /** A choice from the list of actions. */
  public void choose(Picker.Choice choice) {
    if (picker.choices().contains(choice)) {
      choose(Optional.of(choice.action()));
      version++;
    }
  }

  private void choose(Optional<Action> chosen) {
    if (chosen.isPresent()) {
      picker = Picker.none();
      feed.choose(chosen.get());
    }
  }

  /** The draft the window's seat arranges now, if any. */
  public Optional<Draft> draft() {
    return Optional.ofNullable(draft);
  }

  /** A tool of the draft used. */
  public void use(Draft.Tool tool) {
    if (draft != null) {
      tool.use().run();
      redraw();
      version++;
    }
  }

  /**
   * Commits to the draft, if it is ready: the seat learns its secret, then chooses the action that
   * commits to it. Nothing happens while the draft breaks a rule.
   */
  public void commit() {
    Optional<Draft.Ready> ready = draft == null ? Optional.empty() : draft.ready();
    if (ready.isPresent()) {
      draft = null;
      picker = Picker.none();
      feed.learn(ready.get().secret());
      feed.choose(ready.get().action());
      version++;
    }
  }

  /** What may be clicked next: lit on the board. */
  public java.util.Set<String> lit() {
    return draft != null ? draft.next() : picker.next();
  }

  /** What is picked so far: outlined on the board. */
  public List<String> picked() {
    return draft != null ? draft.picked() : picker.picked();
  }

  /** Takes back the clicks made so far. */
  public void undo() {
    picker.reset();
    version++;
  }

  /** How the game ended, in the game's words. */
  public String outcome(Outcome outcome, Words words) {
    return view.outcome(shown(state), outcome, words);
  }

  public boolean started() {
    return seen != null;
  }

  public Animator animator() {
    return animator;
  }

  public Picker picker() {
    return picker;
  }

  public Seen seen() {
    return seen;
  }

  public S state() {
    return state;
  }

  public Optional<TableFeed.Ending> ending() {
    return Optional.ofNullable(ending);
  }

  public int version() {
    return version;
  }

  /** The choices offered as buttons: those the clicks so far still allow (none while a draft is open). */
  public List<Picker.Choice> buttons() {
    return draft != null ? List.of() : picker.open();
  }

  public String label(Picker.Choice choice, Words words) {
    return view.action(choice.action(), words);
  }

  /** The prompt in words, for the viewer. */
  public String prompt(Words words) {
    if (ending != null) { // even before it began: a table that could not set the game up
      return ending.outcome().map(o -> words.get("board.over")).orElse(words.get("board.stopped"));
    }
    if (seen == null) {
      return words.get("board.waiting");
    }
    if (game.prompt(state).isOver()) {
      return words.get("board.over"); // the last move is in, the ending (with its audit) is on its way
    }
    if (draft != null) {
      return draft.prompt(words);
    }
    return view.prompt(shown(shownState), game.prompt(shownState), seen, words);
  }

  /** The game log in the game's words, oldest first. */
  public List<String> log(Words words) {
    List<String> lines = new ArrayList<>();
    for (Event e : events) {
      String line = view.event(e, words);
      if (line != null) {
        lines.add(line);
      }
    }
    return lines;
  }

  public List<String> news() {
    return List.copyOf(news);
  }
}
