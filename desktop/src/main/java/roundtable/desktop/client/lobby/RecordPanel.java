package roundtable.desktop.client.lobby;

import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.ui.TextField;
import roundtable.desktop.client.Looks;
import roundtable.desktop.client.Words;

/** "Open a game record": the path of a log file, and Open, which replays it on its board, in one row. Render thread. */
final class RecordPanel {
  static final int WIDTH = TablesPanel.WIDTH;
  /** The names of the path's field and of Open in the stage (the window tests use them). */
  static final String PATH = "record-path";
  static final String OPEN = "record-open";

  private RecordPanel() {}

  static Table of(LobbyModel model, TableOpening opening, Looks looks, Words w, Buttons buttons) {
    Skin skin = looks.skin;
    Table t = new Table();
    t.setBackground(skin.getDrawable("panel"));
    t.left().pad(10, 12, 10, 12);
    Label title = new Label(w.get("lobby.record"), skin);
    title.setColor(Looks.GOLD);
    TextField path = new TextField(model.recordPath(), skin);
    path.setName(PATH);
    path.setMessageText(w.get("lobby.record.hint"));
    path.setTextFieldListener((field, c) -> {
      model.recordPath(field.getText());
      if (c == '\r' || c == '\n') {
        opening.openRecord();
      }
    });
    TextButton open = TablesPanel.enabled(buttons.make(w.get("lobby.record.open"), opening::openRecord), !model.busy());
    open.setName(OPEN);
    // One row: the title, the path and Open, so that the tables above keep their room.
    t.add(title).padRight(8);
    t.add(path).width(Math.max(120, WIDTH - 24 - title.getPrefWidth() - open.getPrefWidth() - 16)).padRight(8);
    t.add(open);
    return t;
  }
}
