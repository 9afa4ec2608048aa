package roundtable.desktop.client.table;

import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.ScrollPane;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.Touchable;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.ui.TextField;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.ToDoubleFunction;
import roundtable.desktop.client.Fit;
import roundtable.desktop.client.FittedLabel;
import roundtable.desktop.client.Looks;
import roundtable.desktop.client.Page;
import roundtable.desktop.client.Shell;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.play.BoardScreen;
import roundtable.desktop.client.NewsWords;
import roundtable.net.session.TableNews;
import roundtable.desktop.client.play.EndWords;
import roundtable.desktop.client.play.NetTable;
import roundtable.net.session.SessionEnd;
import roundtable.net.session.TableSession;

/**
 * A table on the LAN before its game: the seats, the options, this peer's Ready, where the table
 * stands, the chat; Leave goes back to the lobby. When the game begins it gives way to the board.
 * The session is only read here, each frame, into the {@link TableModel}.
 */
public final class TableScreen extends Page {
  private static final int CHAT_WIDTH = 560;
  private static final int SEATS_WIDTH = 520;
  /** The name of the opener's Start button in the stage (the window tests click it). */
  public static final String START = "start";

  private final NetTable<?> table;
  private final TableModel model;
  private int built = -1;
  private boolean toBoard;
  private TextField chat;

  public TableScreen(Shell client, NetTable<?> table, TablePlace place) {
    super(client);
    this.table = table;
    this.model = new TableModel(place);
  }

  /** The page's title: the table's name cut with "…" so that the game's name after it stays in sight. */
  private Label title(String name, String game, Words w) {
    ToDoubleFunction<String> measure = FittedLabel.measure(looks(), "title");
    double room = SEATS_WIDTH + 20 + CHAT_WIDTH - measure.applyAsDouble(w.get("table.title", "", game));
    String cut = Fit.text(name, room, measure);
    Label title = new Label(w.get("table.title", cut, game), looks().skin, "title");
    return cut.equals(name) ? title : FittedLabel.whole(title, w.get("table.title", name, game), looks());
  }

  @Override
  protected void build() {
    Words w = words();
    TablePlace place = model.place();
    Table head = new Table();
    head.defaults().left();
    String name = place.tableName().isEmpty() ? "—" : place.tableName();
    head.add(title(name, w.get("game." + place.gameId()), w)).row();
    place.address().ifPresent(a -> head.add(new Label(w.get(place.opener() ? "table.at" : "table.joined", a),
        looks().skin, "dim")).row());
    place.unannounced().ifPresent(why -> head.add(new Label(w.get("table.notAnnounced", why), looks().skin, "dim")).row());
    root.top().pad(20);
    root.add(head).colspan(2).left().padBottom(12).row();
    root.add(SeatsPanel.of(model, looks(), w, SEATS_WIDTH)).top().left().width(SEATS_WIDTH).padRight(20);
    root.add(side(w)).top().left().width(CHAT_WIDTH).growY().row();
    Table bottom = new Table();
    bottom.defaults().padRight(8);
    bottom.add(languageButton());
    bottom.add(rulesButton(place.gameId()));
    bottom.add(button(w.get("table.leave"), this::leave));
    root.add(bottom).colspan(2).left().padTop(12);
    built = model.version();
  }

  /** Ready, where the table stands, the chat. */
  private Table side(Words w) {
    Table t = new Table();
    t.setBackground(looks().skin.getDrawable("panel"));
    t.top().left().pad(12).defaults().left().width(CHAT_WIDTH - 24).padBottom(6);
    Label status = new Label(model.status().in(w), looks().skin);
    status.setWrap(true);
    status.setColor(Looks.GOLD);
    t.add(status).row();
    if (model.startOffered()) {
      TextButton start = button(w.get(model.ready() ? "table.started" : "table.start"), this::start);
      start.setName(START);
      start.setDisabled(!model.startEnabled());
      start.setTouchable(model.startEnabled() ? Touchable.enabled : Touchable.disabled);
      t.add(start).row();
    } else if (model.readyOffered()) {
      t.add(button(w.get(model.ready() ? "table.ready.on" : "table.ready.off"), this::toggleReady)).row();
    }
    if (model.place().spectator() || model.place().opener()) {
      Label note = new Label(w.get(model.place().spectator() ? "table.watching" : "table.ready.opener"),
          looks().skin, "small");
      note.setWrap(true);
      t.add(note).row();
    }
    t.add(new Label(w.get("table.chat"), looks().skin, "title")).padTop(8).row();
    Table lines = new Table();
    lines.top().left().defaults().left().width(CHAT_WIDTH - 40);
    for (TableNews news : model.lines()) {
      Label l = new Label(NewsWords.say(news, w), looks().skin, "small");
      l.setWrap(true);
      lines.add(l).row();
    }
    ScrollPane pane = new ScrollPane(lines, looks().skin);
    pane.setFadeScrollBars(false);
    pane.layout();
    pane.setScrollPercentY(1);
    pane.updateVisualScroll();
    t.add(pane).expandY().fill().row();
    chat = new TextField("", looks().skin);
    chat.setMessageText(w.get("table.say"));
    chat.setTextFieldListener((field, c) -> {
      if ((c == '\r' || c == '\n') && !field.getText().isBlank()) {
        table.say(field.getText().strip());
        field.setText("");
      }
    });
    t.add(chat).row();
    return t;
  }

  /** The opener's Start: its person is ready, and the table begins once the others are too. */
  private void start() {
    if (model.start()) {
      table.session().ready(true);
    }
  }

  private void toggleReady() {
    table.session().ready(model.toggleReady());
  }

  private void leave() {
    table.close();
    toBoard = true; // closed already: nothing more to close
    client.post().post(client::showLobby);
  }

  /** A seat by its holder's name, as the seats panel shows it. */
  private String seatName(int seat) {
    return model.seats().stream().filter(r -> r.seat() == seat && !r.name().isEmpty()).map(SeatRow::name).findFirst()
        .orElse("#" + (seat + 1));
  }

  /** Why the table closed before its game began, if it did. */
  private Optional<String> stopped() {
    CompletableFuture<SessionEnd> end = table.session().end();
    if (!end.isDone() || table.started()) {
      return Optional.empty();
    }
    try {
      return NetTable.ending(end.getNow(null)).stop().map(stop -> EndWords.stop(stop, words(), this::seatName));
    } catch (RuntimeException e) {
      return Optional.of(String.valueOf(e.getCause() == null ? e.getMessage() : e.getCause().getMessage()));
    }
  }

  @Override
  protected void update(float delta) {
    TableSession<?> session = table.session();
    model.read(session.seating(), table.lines(), table.started(), stopped(), session.tableOptions(),
        session.takeoverBot());
    if (model.started() && !toBoard) {
      toBoard = true;
      client.post().post(() -> client.show(new BoardScreen<>(client, table))); // before the next frame, not under this one
      return;
    }
    if (built != model.version()) {
      String typed = chat == null ? "" : chat.getText();
      rebuild();
      chat.setText(typed);
      chat.setCursorPosition(typed.length());
      stage.setKeyboardFocus(chat);
    }
  }

  @Override
  public void dispose() {
    super.dispose();
    if (!toBoard) {
      table.close(); // the window closed at the table
    }
  }
}
