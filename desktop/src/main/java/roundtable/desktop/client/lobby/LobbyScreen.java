package roundtable.desktop.client.lobby;

import com.badlogic.gdx.scenes.scene2d.ui.Label;
import java.util.List;
import java.util.Map;
import roundtable.core.conquest.Conquest;
import roundtable.core.table.TableConfig;
import roundtable.desktop.client.Page;
import roundtable.desktop.client.RoundTableClient;
import roundtable.desktop.client.play.LocalTable;

/** Placeholder lobby: a local game against a bot. */
public final class LobbyScreen extends Page {
  public LobbyScreen(RoundTableClient client) {
    super(client);
  }

  @Override
  protected void build() {
    root.add(new Label(words().get("client.title"), looks().skin, "title")).row();
    root.add(button(words().get("lobby.local"), () -> {
      Conquest game = Conquest.GAME;
      var feed = new LocalTable<>(game, TableConfig.of(game, 2, Map.of(), false),
          List.of(LocalTable.PERSON, "greedy"), System.nanoTime(), 500, client.post());
      client.showBoard(feed);
    })).row();
    root.add(languageButton());
  }
}
