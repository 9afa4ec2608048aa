package roundtable.desktop.client.lobby;

import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.ScrollPane;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import com.badlogic.gdx.scenes.scene2d.utils.Layout;
import roundtable.desktop.client.FittedLabel;
import roundtable.desktop.client.Looks;
import roundtable.desktop.client.Words;

/**
 * "Your games": each game kept in the home with its game, table, seats, last move and when it was
 * saved; one in progress with Replay, Resume and Forget (Forget asks to be confirmed), one that
 * ended marked so, with Replay only. Render thread.
 */
final class GamesPanel {
  static final int WIDTH = TablesPanel.WIDTH;
  /** The height of one game's row, and of the list: two games; more scroll. */
  static final int ROW = 78;
  static final int HEIGHT = 2 * ROW;

  private GamesPanel() {}

  /** The name of a game's Resume button in the stage (the window tests click it). */
  static String resumeName(int row) {
    return "resume-" + row;
  }

  /** The name of a game's Replay button in the stage (the window tests click it). */
  static String replayName(int row) {
    return "replay-" + row;
  }

  static Table of(LobbyModel model, TableOpening opening, Looks looks, Words w, Buttons buttons) {
    Skin skin = looks.skin;
    Table t = new Table();
    t.setBackground(skin.getDrawable("panel"));
    t.top().left().pad(12).defaults().left().padBottom(4);
    t.add(new Label(w.get("lobby.kept"), skin, "title")).row();
    Table rows = new Table();
    rows.top().left().defaults().left().padBottom(4);
    int i = 0;
    for (KeptGame game : model.games()) {
      rows.add(row(game, i++, model, opening, looks, w, buttons)).width(WIDTH - 50).row();
    }
    ScrollPane pane = new ScrollPane(rows, skin);
    pane.setFadeScrollBars(false);
    t.add(pane).width(WIDTH - 24).height(Math.min(HEIGHT, ROW * model.games().size())).row();
    return t;
  }

  private static Table row(KeptGame game, int index, LobbyModel model, TableOpening opening, Looks looks, Words w,
      Buttons buttons) {
    Skin skin = looks.skin;
    Table r = new Table();
    r.left().defaults().left().padRight(10);
    Label title = new Label(w.has("game." + game.gameId()) ? w.get("game." + game.gameId()) : game.gameId(), skin,
        "small");
    List<TextButton> shown = new ArrayList<>();
    String line;
    if (model.forgetting(game)) {
      shown.add(TablesPanel.enabled(buttons.make(w.get("lobby.forget.yes"), () -> opening.forget(game)), !model.busy()));
      shown.add(buttons.make(w.get("lobby.forget.no"), model::keep));
      line = w.get("lobby.forget.sure");
    } else {
      TextButton replay = TablesPanel.enabled(buttons.make(w.get("lobby.replay"), () -> opening.replay(game)),
          !model.busy());
      replay.setName(replayName(index));
      shown.add(replay);
      if (!game.ended()) {
        TextButton resume = TablesPanel.enabled(buttons.make(w.get("lobby.resume"), () -> opening.resume(game)),
            !model.busy());
        resume.setName(resumeName(index));
        shown.add(resume);
        shown.add(TablesPanel.enabled(buttons.make(w.get("lobby.forget"), () -> model.askForget(game)), !model.busy()));
      }
      line = w.get("lobby.kept.seats", game.seatsLine(w.get("lobby.kept.you"))) + " · "
          + w.get("lobby.kept.step", game.steps()) + " · " + w.get("lobby.kept.when", when(game, w)) + " · "
          + w.get(game.opened() ? "lobby.kept.opened" : "lobby.kept.joined", game.as());
    }
    List<Layout> others = new ArrayList<>(shown);
    others.add(title);
    Label ended = new Label(game.ended() ? w.get("lobby.kept.ended") : "", skin, "small");
    ended.setColor(Looks.DIM);
    if (game.ended()) {
      others.add(ended);
    }
    Label name = FittedLabel.of(game.table(), TablesPanel.nameWidth(WIDTH - 50, others.toArray(Layout[]::new)), looks,
        "default");
    name.setColor(game.ended() ? Looks.DIM : Looks.GOLD);
    r.add(name);
    r.add(title);
    if (game.ended()) {
      r.add(ended);
    }
    r.add().expandX();
    for (TextButton button : shown) {
      r.add(button);
    }
    r.row();
    Label about = new Label(line, skin, model.forgetting(game) ? "default" : "small");
    if (model.forgetting(game)) {
      about.setColor(Looks.GOLD);
    }
    about.setWrap(true);
    r.add(about).colspan(3 + (game.ended() ? 1 : 0) + shown.size()).width(WIDTH - 60).row();
    return r;
  }

  /** The date and time of the last save, short, in the words' language and this machine's time zone. */
  static String when(KeptGame game, Words w) {
    Locale locale = Locale.forLanguageTag(w.language().code());
    return DateTimeFormatter.ofLocalizedDateTime(FormatStyle.SHORT).withLocale(locale)
        .format(game.saved().atZone(ZoneId.systemDefault()));
  }
}
