package roundtable.desktop.client.table;

import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import roundtable.core.table.TableOption;
import roundtable.desktop.client.table.TableChoice;
import roundtable.desktop.client.Looks;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.OptionWords;

/** The table's seats and options, as widgets in the current words (render thread). */
final class SeatsPanel {
  private SeatsPanel() {}

  static Table of(TableModel model, Looks looks, Words w) {
    Skin skin = looks.skin;
    Table t = new Table();
    t.setBackground(skin.getDrawable("panel"));
    t.top().left().pad(12).defaults().left().padBottom(6);
    t.add(new Label(w.get("table.seats"), skin, "title")).colspan(2).row();
    for (SeatRow seat : model.seats()) {
      t.add(new Label(w.get("table.seat", seat.seat() + 1), skin, "dim")).padRight(16);
      Label holder = new Label(holder(seat, w), skin);
      if (seat.mine()) {
        holder.setColor(Looks.GOLD);
      }
      t.add(holder).row();
    }
    t.add(new Label(w.get("table.options"), skin, "title")).colspan(2).padTop(12).row();
    String gameId = model.place().gameId();
    model.options().ifPresentOrElse(options -> {
      int players = model.seats().size();
      for (TableOption o : TableChoice.game(gameId).options()) {
        if (players == 0 || o.appliesTo(players)) {
          String choice = options.getOrDefault(o.key(), o.defaultValue());
          t.add(new Label(OptionWords.name(w, gameId, o.key()), skin, "dim")).padRight(16);
          t.add(new Label(OptionWords.choice(w, gameId, o.key(), choice), skin)).row();
        }
      }
    }, () -> {
      Label unknown = new Label(w.get("table.options.unknown"), skin, "small");
      unknown.setWrap(true);
      t.add(unknown).colspan(2).width(460).row();
    });
    return t;
  }

  /** Who holds a seat, in words. */
  static String holder(SeatRow seat, Words w) {
    return switch (seat.holder()) {
      case FREE -> w.get("table.free");
      case PERSON -> w.get(seat.mine() ? "table.you" : "table.person", seat.name());
      case BOT -> seat.mine() ? w.get("table.yourBot", OptionWords.bot(w, seat.botKind()))
          : w.get("table.bot", seat.name(), OptionWords.bot(w, seat.botKind()));
    };
  }
}
