package roundtable.desktop.client.lobby;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextField;
import java.io.IOException;
import java.util.List;
import roundtable.desktop.client.Looks;
import roundtable.desktop.client.Page;
import roundtable.desktop.client.Said;
import roundtable.desktop.client.Words;
import roundtable.net.discovery.TableList;

/**
 * The lobby: the games in progress kept in the home (resume, forget), the tables found on the LAN
 * (join, watch), joining by address, a table set up here to open on the LAN or to play against
 * bots, the player's name and the language. The list of tables
 * is read on the render thread about once a second into the {@link LobbyModel}, which alone decides
 * what is offered.
 */
public final class LobbyScreen extends Page {
  static final String NAME = "name";
  /** How often the LAN's list is read, in seconds. */
  static final float LOOK_EVERY = 1f;
  /** How often the games kept in the home are listed again (a terminal may have saved or ended one). */
  static final float KEPT_EVERY = 5f;

  private final LobbyModel model;
  private final TableOpening opening;
  private TableList lan;
  private float sinceLook = LOOK_EVERY;
  private float sinceKept;
  private int built = -1;

  public LobbyScreen(LobbyShell client) {
    super(client);
    this.model = new LobbyModel(client.playerName(), WindowSettings.load(client.home(), client.playerName()).choice());
    this.opening = new TableOpening(client, model);
    opening.listKept();
    try {
      lan = client.openLan().start();
    } catch (IOException | RuntimeException e) {
      model.say(Said.of("lobby.lanDown", String.valueOf(e.getMessage())));
    }
  }

  @Override
  protected void build() {
    Words w = words();
    Table head = new Table();
    head.add(new Label(w.get("client.title"), looks().skin, "title")).expandX().left();
    head.add(new Label(w.get("lobby.name"), looks().skin, "dim")).padRight(8);
    TextField name = new TextField(model.name(), looks().skin);
    name.setName(NAME);
    name.setMaxLength(roundtable.net.Wire.MAX_SEAT_NAME_CHARS);
    name.setTextFieldListener((field, c) -> model.name(field.getText()));
    head.add(name).width(220).padRight(12);
    head.add(button(w.get(client.sound() ? "lobby.sound.on" : "lobby.sound.off"), () -> {
      client.sound(!client.sound());
      rebuild();
    })).padRight(8);
    head.add(languageButton());
    root.top().pad(20);
    root.add(head).colspan(2).growX().padBottom(12).row();
    Table left = new Table();
    if (!model.games().isEmpty()) {
      left.add(GamesPanel.of(model, opening, looks(), w, this::button)).width(TablesPanel.WIDTH).padBottom(12).row();
    }
    left.add(TablesPanel.of(model, opening, looks(), w, this::button)).width(TablesPanel.WIDTH).grow().row();
    // Under the tables, where the list leaves room: the set-up panel, tallest in French, keeps the
    // window's last lines for what the lobby says (a refusal cut in half was unreadable).
    left.add(RecordPanel.of(model, opening, looks(), w, this::button)).width(RecordPanel.WIDTH).padTop(12).left();
    root.add(left).top().left().width(TablesPanel.WIDTH).growY().padRight(20);
    Table right = new Table();
    right.top().left();
    right.add(SetupPanel.of(model, opening, looks(), w, this::button)).width(SetupPanel.WIDTH);
    root.add(right).top().left().width(SetupPanel.WIDTH).row();
    Label said = new Label(model.message().map(m -> m.in(w)).orElse(""), looks().skin);
    said.setColor(Looks.GOLD);
    said.setWrap(true);
    root.add(said).colspan(2).growX().left().padTop(12);
    built = model.version();
  }

  @Override
  protected void update(float delta) {
    sinceLook += delta;
    if (lan != null && sinceLook >= LOOK_EVERY) {
      sinceLook = 0;
      List<TableList.Table> found = lan.tables();
      model.tables(found);
    }
    sinceKept += delta;
    if (sinceKept >= KEPT_EVERY && !model.busy()) {
      sinceKept = 0;
      opening.listKept();
    }
    if (built != model.version()) {
      Actor focused = stage.getKeyboardFocus();
      String focus = focused == null ? null : focused.getName();
      rebuild();
      if (focus != null && root.findActor(focus) instanceof TextField field) {
        field.setCursorPosition(field.getText().length());
        stage.setKeyboardFocus(field);
      }
    }
  }

  /** The model behind the page (the screenshot tests drive it). */
  public LobbyModel model() {
    return model;
  }

  @Override
  public void dispose() {
    super.dispose();
    if (lan != null) {
      lan.close();
    }
  }
}
