package roundtable.desktop.client.play;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.InputAdapter;
import com.badlogic.gdx.InputMultiplexer;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.ScrollPane;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.ui.TextField;
import com.badlogic.gdx.utils.Align;
import com.badlogic.gdx.utils.viewport.FitViewport;
import java.util.List;
import roundtable.core.table.GameState;
import roundtable.desktop.client.Looks;
import roundtable.desktop.client.Page;
import roundtable.desktop.client.Shell;
import roundtable.desktop.client.board.Animator;
import roundtable.desktop.client.play.BoardModel;
import roundtable.desktop.client.board.Boards;
import roundtable.desktop.client.board.Draft;
import roundtable.desktop.client.board.Hover;
import roundtable.desktop.client.board.Picker;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.ScenePainter;
import roundtable.desktop.client.board.Seen;
import roundtable.desktop.client.Words;

/**
 * A game's board: the scene drawn and animated on the left, and on the right the prompt in words,
 * the actions offered, the game log, the chat, and at the end the outcome with the audit. The feed
 * posts to the render thread; this screen only reads its {@link BoardModel}.
 */
public final class BoardScreen<S extends GameState> extends Page {
  /** The right-hand panel's width in pixels. */
  public static final int PANEL = 400;
  /** Longest list of actions shown as buttons; beyond it the board's clicks pick. */
  static final int MAX_BUTTONS = 10;
  static final int MAX_LOG = 300;
  /**
   * The height the log keeps however many buttons are offered (some four lines): the buttons scroll
   * in what is left, so that neither the log nor the buttons under them are pushed out of the window.
   */
  static final int LOG_MIN = 80;
  /** The width of what the panel holds, inside its padding. */
  static final int INNER = PANEL - 24;
  /** The names of the leave buttons in the stage (the window tests click them). */
  public static final String LEAVE = "leave-for-good";
  public static final String LEAVE_YES = "leave-for-good-yes";
  public static final String LEAVE_NO = "leave-for-good-no";
  /** The names of "Leave" (back to the lobby) and its confirmation's answers. */
  public static final String QUIT = "quit";
  public static final String QUIT_YES = "quit-yes";
  public static final String QUIT_NO = "quit-no";

  private final TableFeed<S> feed;
  /** The turns of the window's seat already said (the window asks for attention once a turn). */
  private int turnsSaid;
  private final BoardModel<S> model;
  private final FitViewport board = new FitViewport(Scene.WIDTH, Scene.HEIGHT);
  private final ScenePainter painter;
  private final Vector2 touch = new Vector2();
  /** Where the pointer rests on the board, in scene units, or null when it is off it. */
  private Vector2 pointer;
  private int built = -1;
  /** What the panel showed when it was built ({@link #shows}). */
  private Object shown;
  /** Where the replay stood when the panel was built, for a replay's board. */
  private ReplayPosition builtAt;
  private TextField chat;
  private ScrollPane logPane;

  public BoardScreen(Shell client, TableFeed<S> feed) {
    super(client);
    this.feed = feed;
    this.model = new BoardModel<>(feed, Boards.create(feed.game()));
    this.painter = new ScenePainter(client.looks());
    model.speak(words()); // before the first scene, which may write words on the board
    feed.open(model);
  }

  public BoardModel<S> model() {
    return model;
  }

  @Override
  public void show() {
    super.show();
    Gdx.input.setInputProcessor(new InputMultiplexer(stage, new InputAdapter() {
      @Override
      public boolean touchDown(int screenX, int screenY, int pointer, int button) {
        board.unproject(touch.set(screenX, screenY));
        if (touch.x < 0 || touch.x > Scene.WIDTH || touch.y < 0 || touch.y > Scene.HEIGHT) {
          return false;
        }
        if (button == com.badlogic.gdx.Input.Buttons.RIGHT) { // right-click: tell what is there
          point(screenX, screenY);
          return true;
        }
        model.click(touch.x, touch.y);
        return true;
      }

      @Override
      public boolean mouseMoved(int screenX, int screenY) {
        point(screenX, screenY);
        return false;
      }
    }));
  }

  /** The pointer at this window position: what is under it is told while it rests there. */
  public void point(int screenX, int screenY) {
    Vector2 at = board.unproject(new Vector2(screenX, screenY));
    boolean on = at.x >= 0 && at.x <= Scene.WIDTH && at.y >= 0 && at.y <= Scene.HEIGHT;
    pointer = on ? at : null;
  }

  /** The pointer resting at this place of the scene (scene units): a screenshot's hover. */
  public void pointAt(float sceneX, float sceneY) {
    pointer = new Vector2(sceneX, sceneY);
  }

  /** What the hover panel tells now: the detail of what lies under the pointer, if anything. */
  java.util.Optional<Hover> hover() {
    if (pointer == null) {
      return java.util.Optional.empty();
    }
    float x = pointer.x;
    float y = pointer.y;
    return model.animator().scene().detailAt(x, y).map(d -> new Hover(d, x, y));
  }

  @Override
  protected void build() {
    Words w = words();
    model.speak(w);
    Table panel = new Table();
    panel.setBackground(looks().skin.getDrawable("panel"));
    panel.top().pad(12).defaults().left().width(INNER).padBottom(6);
    Label title = new Label(w.get("game." + feed.game().id()), looks().skin, "title");
    title.setWrap(true);
    panel.add(title).row();
    Label who = new Label(who(w), looks().skin, "dim");
    who.setWrap(true);
    panel.add(who).row();
    Label prompt = new Label(model.prompt(w), looks().skin);
    prompt.setWrap(true);
    prompt.setColor(Looks.GOLD);
    panel.add(prompt).row();
    model.ending().ifPresent(end -> panel.add(ending(end, w)).row());
    if (feed instanceof ReplayTable<S> replay) { // a stored game: its controls, and nothing to choose
      panel.add(ReplayBar.of(replay, looks(), w, this::button)).row();
      builtAt = replay.position();
    } else if (model.leaving() != BoardModel.Leaving.ASKING) { // while it asks, the question alone: "Stay" brings them back
      panel.add(scrolling(choices(w))).row();
    }
    panel.add(log(w)).expandY().fill().minHeight(LOG_MIN).prefHeight(LOG_MIN).row();
    if (feed.chats()) {
      chat = new TextField("", looks().skin);
      chat.setMessageText(w.get("board.chat"));
      chat.setTextFieldListener((field, c) -> {
        if ((c == '\r' || c == '\n') && !field.getText().isBlank()) {
          feed.say(field.getText().strip());
          field.setText("");
        }
      });
      panel.add(chat).row();
    }
    leaving(w).ifPresent(t -> panel.add(t).row());
    quitting(w).ifPresent(t -> panel.add(t).row());
    panel.add(rulesButton(feed.game().id())).left().padBottom(4).row();
    Table bottom = new Table();
    bottom.defaults().padRight(6);
    bottom.add(languageButton());
    bottom.add(button(w.get("board.skip"), () -> model.animator().finish()));
    TextButton quit = button(w.get("board.leave"), this::askLeave);
    quit.setName(QUIT);
    bottom.add(quit);
    bottom.left();
    panel.add(bottom);
    root.add().grow();
    root.add(panel).width(PANEL).growY();
    built = model.version();
  }

  private String who(Words w) {
    Seen seen = model.seen();
    if (seen == null) {
      return "";
    }
    if (feed instanceof ReplayTable<S>) {
      return seen.seat() < 0 ? w.get("replay.watching") : w.get("replay.watchingAs", seen.seat() + 1, seen.name(seen.seat()));
    }
    if (model.leaving() == BoardModel.Leaving.LEFT) {
      return w.get("board.left", seen.seat() + 1, seen.name(seen.seat()));
    }
    return seen.seat() < 0 ? w.get("board.spectating")
        : w.get("board.seat", seen.seat() + 1, seen.name(seen.seat()));
  }

  /**
   * Leaving the game for good, where the model offers it: the button; once clicked, what it costs
   * and the confirmation; once confirmed, a line until the seat's leave step is in.
   */
  private java.util.Optional<Table> leaving(Words w) {
    Table t = new Table();
    t.left().defaults().left().padBottom(3);
    switch (model.leaving()) {
      case OFFERED -> {
        TextButton leave = button(w.get("board.leaveForGood"), model::askLeave);
        leave.setName(LEAVE);
        t.add(leave);
      }
      case ASKING -> {
        Label sure = new Label(w.get("board.leaveForGood.sure"), looks().skin, "small");
        sure.setWrap(true);
        sure.setColor(Looks.GOLD);
        t.add(sure).width(INNER).row();
        TextButton yes = button(w.get("board.leaveForGood.yes"), model::leaveForGood);
        yes.setName(LEAVE_YES);
        TextButton no = button(w.get("board.leaveForGood.no"), model::stay);
        no.setName(LEAVE_NO);
        // "Stay" first, where the button that asked was: a double click stays. Side by side where the
        // words fit, else one under the other.
        Table answers = new Table();
        boolean fits = yes.getPrefWidth() + 6 + no.getPrefWidth() <= INNER;
        answers.add(no).left().padRight(6);
        if (!fits) {
          answers.row().padTop(3);
        }
        answers.add(yes).left();
        t.add(answers).left().row();
      }
      case LEAVING -> {
        Label going = new Label(w.get("board.leaving"), looks().skin, "dim");
        going.setWrap(true);
        t.add(going).width(INNER);
      }
      default -> {
        return java.util.Optional.empty();
      }
    }
    return java.util.Optional.of(t);
  }

  private Table ending(TableFeed.Ending end, Words w) {
    Table t = new Table();
    t.defaults().left().width(INNER);
    String outcome = end.outcome().map(o -> model.outcome(o, w))
        .or(() -> end.stop().map(stop -> model.stop(stop, w)))
        .orElse(w.get(feed instanceof ReplayTable<S> ? "replay.unfinished" : "board.stopped"));
    Label label = new Label(outcome, looks().skin, "title");
    label.setWrap(true);
    t.add(label).row();
    end.audit().ifPresent(audit -> {
      Label a = new Label(w.get("board.audit", model.audit(audit, w)), looks().skin, "small");
      a.setWrap(true);
      t.add(a).row();
    });
    t.add(button(w.get("board.lobby"), this::leave)).left();
    return t;
  }

  private Table choices(Words w) {
    Table t = new Table();
    t.defaults().left().width(INNER).padBottom(3);
    model.draft().ifPresent(draft -> {
      TextButton commit = wrapped(button(draft.commitLabel(w), model::commit));
      commit.setDisabled(draft.ready().isEmpty());
      t.add(commit).row();
      for (Draft.Tool tool : draft.tools(w)) {
        t.add(wrapped(button(tool.label(), () -> model.use(tool)))).row();
      }
    });
    List<Picker.Choice> open = model.buttons();
    if (open.isEmpty()) {
      return t;
    }
    boolean clicks = open.stream().anyMatch(c -> !c.clicks().isEmpty());
    int picked = model.picker().picked().size();
    List<Picker.Choice> shown = open.size() <= MAX_BUTTONS ? open // else those the clicks so far complete
        : open.stream().filter(c -> c.clicks().size() == picked).toList();
    if (clicks) {
      // Too many to list: nothing below until a click narrows them, so the hint says where to begin.
      Label hint = new Label(w.get(shown.isEmpty() ? "board.clickFirst" : "board.click"), looks().skin, "small");
      hint.setWrap(true);
      t.add(hint).row();
    }
    for (Picker.Choice c : shown) {
      TextButton b = wrapped(button(model.label(c, w), () -> model.choose(c)));
      b.getLabel().setAlignment(Align.left);
      t.add(b).row();
    }
    if (!model.picker().picked().isEmpty()) {
      t.add(button(w.get("board.undo"), model::undo)).row();
    }
    return t;
  }

  /**
   * The choices in a list that scrolls when they are more than the panel holds: the panel gives them
   * their whole height when it can, else what is left above the log's least height.
   */
  private ScrollPane scrolling(Table choices) {
    ScrollPane pane = new ScrollPane(choices, looks().skin);
    pane.setScrollingDisabled(true, false);
    pane.setFadeScrollBars(false);
    pane.setScrollbarsOnTop(true); // the buttons keep the panel's whole width
    return pane;
  }

  /** A button whose words wrap onto more lines inside the panel instead of running out of it. */
  private static TextButton wrapped(TextButton b) {
    b.getLabel().setWrap(true);
    b.getLabelCell().width(INNER - 16).padLeft(8).padRight(8);
    return b;
  }

  private ScrollPane log(Words w) {
    Table lines = new Table();
    lines.top().left().defaults().left().width(INNER - 14);
    List<BoardModel.LogLine> log = model.timeline(w);
    for (BoardModel.LogLine line : log.subList(Math.max(0, log.size() - MAX_LOG), log.size())) {
      Label l = new Label(line.text(), looks().skin, line.news() ? "dim" : "small");
      l.setWrap(true);
      lines.add(l).row();
    }
    ScrollPane pane = new ScrollPane(lines, looks().skin);
    pane.setFadeScrollBars(false);
    logPane = pane;
    return pane;
  }

  /** "Leave": at once when it costs nothing, else what it costs and a confirmation first. */
  private void askLeave() {
    if (!model.askQuit()) {
      leave();
    }
  }

  /** Closing the window: asks as "Leave" does; true when it may close now. */
  public boolean mayClose() {
    return model.askingQuit() || !model.askQuit();
  }

  /** Going back to the lobby asked: what it costs for the seat, then "stay" and "go". */
  private java.util.Optional<Table> quitting(Words w) {
    if (!model.askingQuit()) {
      return java.util.Optional.empty();
    }
    Table t = new Table();
    t.left().defaults().left().padBottom(3);
    Label sure = new Label(w.get(model.quit() == BoardModel.Quit.LAN ? "board.quit.sure.lan" : "board.quit.sure.local"),
        looks().skin, "small");
    sure.setWrap(true);
    sure.setColor(Looks.GOLD);
    t.add(sure).width(INNER).row();
    TextButton no = button(w.get("board.quit.no"), model::stayAtTable);
    no.setName(QUIT_NO);
    TextButton yes = button(w.get("board.quit.yes"), this::leave);
    yes.setName(QUIT_YES);
    Table answers = new Table();
    answers.add(no).left().padRight(6); // "stay" first: a double click on Leave stays
    if (no.getPrefWidth() + 6 + yes.getPrefWidth() > INNER) {
      answers.row().padTop(3);
    }
    answers.add(yes).left();
    t.add(answers).left();
    return java.util.Optional.of(t);
  }

  private void leave() {
    feed.close();
    client.showLobby();
  }

  @Override
  protected void update(float delta) {
    model.animator().update(delta);
    model.tick();
    if (model.turns() != turnsSaid && model.caughtUp()) { // said with the choices, not before them
      turnsSaid = model.turns();
      client.yourTurn();
    }
    boolean replayMoved = false;
    if (feed instanceof ReplayTable<S> replay) {
      replay.advance(delta);
      replayMoved = !replay.position().equals(builtAt);
    }
    if (built != model.version() || replayMoved) {
      Object shows = shows();
      if (replayMoved || !shows.equals(shown)) {
        String typed = chat == null ? "" : chat.getText();
        rebuild();
        root.validate();
        logPane.setScrollPercentY(1); // the newest lines in sight
        logPane.updateVisualScroll();
        if (chat != null) {
          chat.setText(typed);
          stage.setKeyboardFocus(chat);
        }
      }
      built = model.version();
      shown = shows;
    }
  }

  /**
   * Everything of the model the panel shows, in the window's words: a new version that shows the
   * same (most steps of the cards' protocol) keeps the panel as it is, where building it again
   * (its labels laid out anew) cost about 1 ms and more to draw the next frame. A draft or an
   * ending is never taken as the same.
   */
  private Object shows() {
    Words w = words();
    boolean fresh = model.draft().isPresent() || model.ending().isPresent() || feed instanceof ReplayTable<S>;
    return List.of(fresh ? new Object() : "", w.language(), who(w), model.prompt(w), model.buttons(),
        model.picker().picked(), model.timeline(w), model.leaving(), model.askingQuit(), model.quit());
  }

  @Override
  protected void drawUnder() {
    board.apply();
    Animator animator = model.animator();
    painter.draw(board, animator.scene(), animator.poses(), model.lit(), model.picked(), hover());
    stage.getViewport().apply();
  }

  @Override
  public void resize(int width, int height) {
    super.resize(width, height);
    board.update(Math.max(1, width - PANEL), height, true);
  }

  @Override
  public void dispose() {
    super.dispose();
    painter.dispose();
    feed.close();
  }
}
