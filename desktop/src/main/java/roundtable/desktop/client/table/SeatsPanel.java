package roundtable.desktop.client.table;

import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import roundtable.core.table.TableOption;
import roundtable.desktop.client.table.TableChoice;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import roundtable.desktop.client.FittedLabel;
import roundtable.desktop.client.Looks;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.OptionWords;

/** The table's seats and options, as widgets in the current words (render thread). */
final class SeatsPanel {
  private SeatsPanel() {}

  private static final float PAD = 12;
  private static final float GAP = 16;

  /**
   * @param width the panel's width: a seat's holder on the right is cut with "…" to what the
   *     left-hand column leaves of it, and shown whole on hover; an option's choice is wrapped
   */
  static Table of(TableModel model, Looks looks, Words w, float width) {
    Skin skin = looks.skin;
    Table t = new Table();
    t.setBackground(skin.getDrawable("panel"));
    t.top().left().pad(PAD).defaults().left().padBottom(6);
    float inner = width - 2 * PAD;
    List<Label> seatLabels = new ArrayList<>();
    for (SeatRow seat : model.seats()) {
      seatLabels.add(FittedLabel.of(w.get("table.seat", seat.seat() + 1), inner / 2, looks, "dim"));
    }
    String gameId = model.place().gameId();
    List<TableOption> shown = new ArrayList<>();
    model.options().ifPresent(options -> {
      int players = model.seats().size();
      for (TableOption o : TableChoice.game(gameId).options()) {
        if (players == 0 || o.appliesTo(players)) {
          shown.add(o);
        }
      }
    });
    List<Label> optionLabels = new ArrayList<>();
    for (TableOption o : shown) {
      optionLabels.add(FittedLabel.of(OptionWords.name(w, gameId, o.key()), inner / 2, looks, "dim"));
    }
    Optional<Label> takeoverLabel = model.takeoverBot().map(k -> FittedLabel.of(w.get("table.takeoverBot"), inner / 2,
        looks, "dim"));
    takeoverLabel.ifPresent(optionLabels::add);
    float left = 0;
    for (Label l : seatLabels) {
      left = Math.max(left, l.getPrefWidth());
    }
    for (Label l : optionLabels) {
      left = Math.max(left, l.getPrefWidth());
    }
    float right = inner - left - GAP;
    t.add(new Label(w.get("table.seats"), skin, "title")).colspan(2).row();
    for (int i = 0; i < seatLabels.size(); i++) {
      SeatRow seat = model.seats().get(i);
      t.add(seatLabels.get(i)).padRight(GAP);
      Label holder = FittedLabel.of(holder(seat, w), right, looks, "default");
      if (seat.mine()) {
        holder.setColor(Looks.GOLD);
      }
      t.add(holder).row();
    }
    t.add(new Label(w.get("table.options"), skin, "title")).colspan(2).padTop(12).row();
    model.options().ifPresentOrElse(options -> {
      for (int i = 0; i < shown.size(); i++) {
        TableOption o = shown.get(i);
        String choice = options.getOrDefault(o.key(), o.defaultValue());
        t.add(optionLabels.get(i)).padRight(GAP);
        t.add(wrapped(OptionWords.choice(w, gameId, o.key(), choice), skin)).width(right).row();
      }
      model.takeoverBot().ifPresent(kind -> {
        t.add(takeoverLabel.get()).padRight(GAP);
        t.add(wrapped(OptionWords.botChoice(w, kind), skin)).width(right).row();
      });
    }, () -> {
      Label unknown = new Label(w.get("table.options.unknown"), skin, "small");
      unknown.setWrap(true);
      t.add(unknown).colspan(2).width(inner).row();
    });
    return t;
  }

  /** An option's choice, whole on as many lines as it takes: what is chosen is read before joining. */
  private static Label wrapped(String text, Skin skin) {
    Label label = new Label(text, skin);
    label.setWrap(true);
    return label;
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
