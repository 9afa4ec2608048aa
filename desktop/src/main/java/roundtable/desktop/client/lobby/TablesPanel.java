package roundtable.desktop.client.lobby;

import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.ScrollPane;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.ui.TextField;
import com.badlogic.gdx.scenes.scene2d.utils.Layout;
import roundtable.desktop.client.FittedLabel;
import roundtable.desktop.client.Looks;
import roundtable.desktop.client.Words;

/** The tables found on the LAN, each with Join and Watch, and joining by address (render thread). */
final class TablesPanel {
  static final String ADDRESS = "address";
  static final int WIDTH = 600;

  private TablesPanel() {}

  static Table of(LobbyModel model, TableOpening opening, Looks looks, Words w, Buttons buttons) {
    Skin skin = looks.skin;
    Table t = new Table();
    t.setBackground(skin.getDrawable("panel"));
    t.top().left().pad(12).defaults().left().padBottom(6);
    t.add(new Label(w.get("lobby.found"), skin, "title")).row();
    Table rows = new Table();
    rows.top().left().defaults().left().padBottom(4);
    if (model.rows().isEmpty()) {
      Label none = new Label(w.get("lobby.none"), skin, "small");
      none.setWrap(true);
      rows.add(none).width(WIDTH - 40).row();
    }
    for (LobbyRow row : model.rows()) {
      rows.add(row(row, model, opening, looks, w, buttons)).width(WIDTH - 40).row();
    }
    ScrollPane pane = new ScrollPane(rows, skin);
    pane.setFadeScrollBars(false);
    t.add(pane).width(WIDTH - 24).expandY().fillY().row();
    t.add(new Label(w.get("lobby.byAddress"), skin, "title")).padTop(8).row();
    TextField address = new TextField(model.address(), skin);
    address.setName(ADDRESS);
    address.setMessageText(w.get("lobby.address.hint"));
    address.setTextFieldListener((field, c) -> model.address(field.getText()));
    Table by = new Table();
    by.defaults().padRight(8);
    by.add(address).width(220);
    by.add(enabled(buttons.make(w.get("lobby.address.play"), () -> opening.joinByAddress(false)), !model.busy()));
    by.add(enabled(buttons.make(w.get("lobby.address.watch"), () -> opening.joinByAddress(true)), !model.busy()));
    t.add(by).row();
    return t;
  }

  private static Table row(LobbyRow row, LobbyModel model, TableOpening opening, Looks looks, Words w, Buttons buttons) {
    Skin skin = looks.skin;
    Table r = new Table();
    r.left().defaults().left().padRight(10);
    Label game = new Label(w.get(row.titleKey()), skin, "small");
    TextButton join = enabled(buttons.make(w.get("lobby.join"), () -> opening.join(row, false)),
        row.joinable() && !model.busy());
    TextButton watch = enabled(buttons.make(w.get("lobby.watch"), () -> opening.join(row, true)),
        row.watchable() && !model.busy());
    Label name = FittedLabel.of(row.tableName(), nameWidth(WIDTH - 40, game, join, watch), looks, "default");
    name.setColor(Looks.GOLD);
    r.add(name);
    r.add(game);
    r.add().expandX();
    r.add(join);
    r.add(watch).row();
    String state = !row.playable() ? w.get("lobby.row.noBoard")
        : w.get(row.started() ? "lobby.row.started" : "lobby.row.waiting");
    String line = w.get("lobby.row.seats", row.taken(), row.free()) + " · "
        + (row.spectators() ? w.get("lobby.row.spectators", row.watching()) : w.get("lobby.row.noSpectators")) + " · " + state;
    Label about = new Label(line, skin, "dim");
    about.setWrap(true);
    r.add(about).colspan(5).width(WIDTH - 50).row();
    return r;
  }

  /** The room left for a row's name (cut with "…" past it) beside the widgets that follow it, 10 apart. */
  static float nameWidth(float row, Layout... others) {
    float left = row - 10;
    for (Layout other : others) {
      left -= other.getPrefWidth() + 10;
    }
    return Math.max(60, left);
  }

  static TextButton enabled(TextButton button, boolean on) {
    button.setDisabled(!on);
    return button;
  }
}
