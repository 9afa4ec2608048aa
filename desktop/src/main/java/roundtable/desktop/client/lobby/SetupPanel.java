package roundtable.desktop.client.lobby;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.SelectBox;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextField;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import com.badlogic.gdx.utils.Array;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import roundtable.core.bot.Bots;
import roundtable.core.table.TableOption;
import roundtable.desktop.client.Looks;
import roundtable.desktop.client.OptionWords;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.table.TableChoice;

/**
 * The table set up here: the game, the players, the options that apply, the table's name, this
 * laptop's bots, the bot voted into a seat left; then open it on the LAN, or play it here against bots (render thread).
 */
final class SetupPanel {
  static final String TABLE_NAME = "tableName";
  static final int WIDTH = 600;
  private static final int LABEL = 260;

  private SetupPanel() {}

  static Table of(LobbyModel model, TableOpening opening, Looks looks, Words w, Buttons buttons) {
    Skin skin = looks.skin;
    TableChoice c = model.choice(); // as drawn; each change starts from the model's choice, the name typed since included
    Table t = new Table();
    t.setBackground(skin.getDrawable("panel"));
    t.top().left().pad(12).defaults().left().padBottom(4);
    t.add(new Label(w.get("lobby.setup"), skin, "title")).colspan(2).row();
    List<String> games = TableChoice.games();
    field(t, w.get("lobby.game"), select(skin, games.stream().map(id -> w.get("game." + id)).toList(),
        games.indexOf(c.gameId()), i -> model.choice(model.choice().withGame(games.get(i)))), skin);
    List<Integer> counts = c.playerCounts();
    field(t, w.get("lobby.players"), select(skin, counts.stream().map(String::valueOf).toList(),
        counts.indexOf(c.players()), i -> model.choice(model.choice().withPlayers(counts.get(i)))), skin);
    for (TableOption o : c.offered()) {
      List<String> labels = o.choices().stream().map(v -> OptionWords.choice(w, c.gameId(), o.key(), v)).toList();
      field(t, OptionWords.name(w, c.gameId(), o.key()), select(skin, labels, o.choices().indexOf(c.option(o)),
          i -> model.choice(model.choice().withOption(o.key(), o.choices().get(i)))), skin);
    }
    List<String> kinds = Bots.NAMES;
    field(t, w.get("lobby.botKind"), select(skin, kinds.stream().map(k -> OptionWords.botChoice(w, k)).toList(),
        kinds.indexOf(c.botKind()), i -> model.choice(model.choice().withBotKind(kinds.get(i)))), skin);
    t.add(TablesPanel.enabled(buttons.make(w.get("lobby.local"), opening::local), !model.busy())).colspan(2).row();

    TextField name = new TextField(c.tableName(), skin);
    name.setName(TABLE_NAME);
    name.setTextFieldListener((field, typed) -> model.tableName(field.getText()));
    field(t, w.get("lobby.tableName"), name, skin);
    List<String> bots = new ArrayList<>();
    for (int n = 0; n < c.players(); n++) {
      bots.add(String.valueOf(n));
    }
    field(t, w.get("lobby.bots"), select(skin, bots, c.bots(), i -> model.choice(model.choice().withBots(i))), skin);
    field(t, w.get("lobby.takeoverBot"), select(skin, kinds.stream().map(k -> OptionWords.botChoice(w, k)).toList(),
        kinds.indexOf(c.takeoverBot()), i -> model.choice(model.choice().withTakeoverBot(kinds.get(i)))), skin);
    Label rest = new Label(w.get("lobby.host.rest", c.bots(), c.players() - 1 - c.bots()), skin, "small");
    rest.setWrap(true);
    t.add(rest).colspan(2).width(WIDTH - 24).row();
    t.add(TablesPanel.enabled(buttons.make(w.get("lobby.host"), opening::host), !model.busy())).colspan(2).row();
    return t;
  }

  private static void field(Table t, String label, Actor widget, Skin skin) {
    Label name = new Label(label, skin, "dim");
    name.setWrap(true);
    t.add(name).width(LABEL).padRight(12);
    t.add(widget).width(WIDTH - 24 - LABEL - 12).row();
  }

  /** A select box of these labels at this index, telling the index chosen. */
  private static SelectBox<String> select(Skin skin, List<String> labels, int selected, IntConsumer chosen) {
    SelectBox<String> box = new SelectBox<>(skin);
    Array<String> items = new Array<>();
    labels.forEach(items::add);
    box.setItems(items);
    box.setSelectedIndex(Math.max(0, selected));
    box.addListener(new ChangeListener() {
      @Override
      public void changed(ChangeEvent event, Actor actor) {
        chosen.accept(box.getSelectedIndex());
      }
    });
    return box;
  }
}
