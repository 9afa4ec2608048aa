package roundtable.desktop.client.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import roundtable.core.bot.LeftSeats;
import roundtable.core.crypto.Audit;
import roundtable.core.crypto.EscrowCheat;
import roundtable.core.canon.StateHash;
import roundtable.core.crypto.PokerCards;
import roundtable.core.table.Action;
import roundtable.core.table.Applied;
import roundtable.core.table.Event;
import roundtable.core.game.Game;
import roundtable.core.table.GameState;
import roundtable.core.table.Outcome;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.Words;
import roundtable.net.session.TableNews;
import roundtable.desktop.client.board.Animator;
import roundtable.desktop.client.board.BoardView;
import roundtable.desktop.client.board.Draft;
import roundtable.desktop.client.board.Picker;
import roundtable.desktop.client.board.Seen;

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
  private final BoardLog log = new BoardLog();
  private Seen seen;
  private S state;
  /** The states whose steps the board has not begun to play yet, each with the step count it ends at. */
  private final java.util.ArrayDeque<Shown<S>> coming = new java.util.ArrayDeque<>();
  /** The newest state whose steps are all on their way: the one the prompt speaks of. */
  private S shownState;

  private record Shown<S>(long upTo, S state) {}
  private Picker picker = Picker.none();
  /**
   * The seat's one legal action when it only says it has nothing to show (a pass): played by itself
   * once the board has shown the state the seat is asked in; null when the person must choose.
   */
  private Action forced;
  /** The language the board was last told, for the words it writes on its scene. */
  private Language spoken;
  /** What the window's seat arranges before it acts, if its board offers that now. */
  private Draft draft;
  private TableFeed.Ending ending;
  /** Counts every change, so the screen knows when to build its words again. */
  private int version;
  /** "Leave the game for good" was clicked: the board asks the person to confirm. */
  private boolean askingLeave;
  /** The person confirmed: the feed has been told, the seat's leave step goes out with its next action. */
  private boolean leaveSent;
  /** The state the window's seat was last asked on, and how many turns it was asked. */
  private S lastAsked;
  private int turns;
  /** "Leave" was clicked while the window's seat is in a game going on: asking first. */
  private boolean askingQuit;

  /**
   * Where the window's seat stands about leaving the game for good (DESIGN, "A seat that leaves for
   * good"; the terminal's {@code leave}).
   */
  public enum Leaving {
    /** Not possible here: a local game, a spectator, no mental poker, or the game is over. */
    NONE,
    /** The button is offered. */
    OFFERED,
    /** Clicked: the board asks first, saying what it costs. */
    ASKING,
    /** Confirmed: the seat's leave step goes out in place of its next action; the seat is no longer asked. */
    LEAVING,
    /** The leave step is in: the open-handed bot plays the seat, the window watches to the end. */
    LEFT
  }

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
    seen = leftOrNot(who, begun);
    state = begun;
    shownState = begun;
    coming.clear();
    animator.jump(view.scene(shown(begun), seen));
    version++;
  }

  @Override
  public void rewound(S earlier, Seen who, List<TableFeed.Past> past) {
    begun(earlier, who);
    log.clearEvents();
    for (TableFeed.Past done : past) {
      log.logged(done.seat(), done.action(), done.events());
    }
    ending = null;
    picker = Picker.none();
    draft = null;
  }

  @Override
  public void applied(S before, int seat, Action action, Applied<S> applied) {
    if (seen == null) {
      return;
    }
    Applied<S> visible = new Applied<>(shown(applied.state()), applied.events());
    animator.play(view.steps(shown(before), visible, seen));
    coming.add(new Shown<>(animator.queued(), applied.state()));
    log.logged(seat, action, applied.events());
    state = applied.state();
    seen = leftOrNot(seen, state);
    picker = Picker.none();
    draft = null;
    forced = null;
    version++;
  }

  /** The seat looking, told once it has left the game for good (its words no longer say "you"). */
  private Seen leftOrNot(Seen who, S s) {
    return who.seat() >= 0 && !who.left() && LeftSeats.left(game, s).contains(who.seat()) ? who.leftTheGame() : who;
  }

  /** How many times the window's seat was asked to act, once per state: the screen says "your turn" on each. */
  public int turns() {
    return turns;
  }

  @Override
  public void turn(int seat, S asked, List<Action> legal) {
    if (leaveSent) {
      return; // leaving for good: the leave step goes in place of this action, nothing more is chosen
    }
    if (state == null || asked != state && !StateHash.hex(asked).equals(StateHash.hex(state))) {
      return; // an old question: the table has moved on since (states are compared by hash: not all have equals)
    }
    if (asked != lastAsked) { // asked again on the same state (a nudge) is the same turn
      lastAsked = asked;
      turns++;
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
    forced = draft == null && legal.size() == 1 && view.passes(legal.get(0)) ? legal.get(0) : null;
    version++;
  }

  /**
   * The window's words, for what the board writes on its scene: on a change of language the board
   * is told and its scene drawn again in the new words.
   */
  public void speak(Words words) {
    if (spoken == words.language()) {
      return;
    }
    spoken = words.language();
    view.words(words);
    if (seen != null) {
      redraw();
    }
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
    forced = null;
    version++;
  }

  @Override
  public void news(TableNews told) {
    log.news(told);
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
    passWhenShown();
  }

  /**
   * The seat's forced pass, once everything before it is on the board (the person sees what
   * happened, then the table moves on without a click); held while the person is asked about
   * leaving for good.
   */
  private void passWhenShown() {
    if (forced != null && coming.isEmpty() && animator.idle() && !askingLeave
        && picker.choices().size() == 1 && picker.choices().get(0).action().equals(forced)) {
      choose(Optional.of(forced));
      version++;
    }
  }

  /**
   * A click on the board at (x, y) in scene units: picks among the legal actions only, once the
   * board shows the state they are for.
   */
  public void click(float x, float y) {
    String target = animator.scene().targetAt(x, y);
    if (target.isEmpty() || !caughtUp()) {
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
      forced = null;
      feed.choose(chosen.get());
    }
  }

  /** Where the window's seat stands about leaving the game for good. */
  public Leaving leaving() {
    if (seen == null || seen.seat() < 0 || !feed.leavesForGood()) {
      return Leaving.NONE;
    }
    if (LeftSeats.left(game, state).contains(seen.seat())) {
      return Leaving.LEFT;
    }
    if (ending != null || game.prompt(state).isOver()
        || !(game.hiddenCards(state).orElse(null) instanceof PokerCards)) {
      return Leaving.NONE; // over, or nothing dealt by mental poker: no key to publish (as the terminal's leave)
    }
    return leaveSent ? Leaving.LEAVING : askingLeave ? Leaving.ASKING : Leaving.OFFERED;
  }

  /**
   * What going back to the lobby would cost, when it costs something: the window's seat is in a
   * game still going on (a spectator, or a game over, goes at once). {@code lan}: the game goes on
   * without this window, which may come back to it; else the game here against bots ends.
   */
  public enum Quit { FREE, LAN, LOCAL }

  public Quit quit() {
    if (seen == null || seen.seat() < 0 || ending != null || game.prompt(state).isOver()
        || leaving() == Leaving.LEFT || leaving() == Leaving.LEAVING) {
      return Quit.FREE;
    }
    return feed.chats() ? Quit.LAN : Quit.LOCAL;
  }

  /** "Leave" clicked: false when the window may go at once, else it asks first (true). */
  public boolean askQuit() {
    if (quit() == Quit.FREE) {
      return false;
    }
    askingQuit = true;
    version++;
    return true;
  }

  /** Whether the window asks before going back to the lobby. */
  public boolean askingQuit() {
    return askingQuit && quit() != Quit.FREE;
  }

  /** The person answered "stay at the table". */
  public void stayAtTable() {
    if (askingQuit) {
      askingQuit = false;
      version++;
    }
  }

  /** "Leave the game for good" clicked: asks first. */
  public void askLeave() {
    if (leaving() == Leaving.OFFERED) {
      askingLeave = true;
      version++;
    }
  }

  /** The person answered "stay": nothing is sent. */
  public void stay() {
    if (askingLeave) {
      askingLeave = false;
      version++;
    }
  }

  /**
   * The person confirmed: the feed is told once, the choices on offer are taken away, and the seat
   * is not asked again; the board goes on showing the game to its end.
   */
  public void leaveForGood() {
    if (leaving() != Leaving.ASKING) {
      return;
    }
    askingLeave = false;
    leaveSent = true;
    picker = Picker.none();
    forced = null;
    if (draft != null) {
      draft = null;
      redraw();
    }
    feed.leaveForGood();
    version++;
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

  /**
   * How the game ended, in the game's words; a key escrow's cheat, which any card game can meet, in
   * the table's.
   */
  public String outcome(Outcome outcome, Words words) {
    if (outcome.reason() instanceof EscrowCheat cheat) {
      return EndWords.escrowCheat(cheat, words, this::name);
    }
    return view.outcome(shown(state), outcome, words);
  }

  /** Why the game stopped before its end, with the seats named as the board names them. */
  public String stop(Stop stop, Words words) {
    return EndWords.stop(stop, words, this::name);
  }

  /** What the audit of the hidden cards found, with the seats named as the board names them. */
  public String audit(Audit.Result audit, Words words) {
    return EndWords.audit(audit, words, this::name);
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

  /**
   * The choices offered as buttons: those the clicks so far still allow; none while a draft is
   * open, nor while the board still shows an earlier state than the one they are for (a bot's
   * moves before the seat's turn: the prompt above them speaks of the board, {@link #tick}).
   */
  public List<Picker.Choice> buttons() {
    return draft != null || !caughtUp() ? List.of() : picker.open();
  }

  /** Whether the board shows the last state the table reached (its steps begun), not an earlier one. */
  public boolean caughtUp() {
    return coming.isEmpty();
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
    return log.log(words, speaker());
  }

  /** A line of the log: an event in words, or the table's news (a chat line, a peer away, a stall). */
  public record LogLine(String text, boolean news) {}

  /** The log and the news in the order they came ({@link BoardLog#timeline}). */
  public List<LogLine> timeline(Words words) {
    return log.timeline(words, speaker());
  }

  public List<String> news(Words words) {
    return log.news(words, speaker());
  }

  /** The log's words: the board's for the game, the seats by name, the window's seat as "you". */
  private BoardLog.Speaker speaker() {
    return new BoardLog.Speaker() {
      @Override
      public String event(Event event, Words words) {
        return view.event(event, words);
      }

      @Override
      public String action(Action action, Words words) {
        return view.action(action, words);
      }

      @Override
      public String name(int seat) {
        return BoardModel.this.name(seat);
      }

      @Override
      public int you() {
        return seen == null ? -1 : seen.you();
      }
    };
  }

  /** A seat by its name, or its number from 1. */
  private String name(int seat) {
    return seat >= 0 && seat < seen.names().size() ? seen.names().get(seat) : "#" + (seat + 1);
  }
}
