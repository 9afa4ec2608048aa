package roundtable.desktop.client.play;

import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import java.util.function.BiFunction;
import roundtable.desktop.client.Looks;
import roundtable.desktop.client.Words;

/**
 * A replay's controls on the board's panel: back, play or pause, forward; slower, the speed,
 * faster; and "step 12 of 140". Built again, like the rest of the panel, whenever the position
 * changes. Render thread.
 */
public final class ReplayBar {
  /** The names of the buttons in the stage (the window tests click them). */
  public static final String BACK = "replay-back";
  public static final String PLAY = "replay-play";
  public static final String FORWARD = "replay-forward";
  public static final String SLOWER = "replay-slower";
  public static final String FASTER = "replay-faster";

  private ReplayBar() {}

  static Table of(ReplayTable<?> replay, Looks looks, Words w, BiFunction<String, Runnable, TextButton> button) {
    ReplayPosition at = replay.position();
    Table t = new Table();
    t.left().defaults().left().padBottom(4);
    Table moves = new Table();
    moves.defaults().padRight(6);
    moves.add(named(button.apply(w.get("replay.back"), replay::back), BACK, at.atStart()));
    TextButton play = named(button.apply(w.get(at.playing() ? "replay.pause" : "replay.play"), replay::playOrPause),
        PLAY, at.atEnd());
    // as wide as its other word, so that Forward stays where it was when Play turns to Pause
    TextButton other = new TextButton(w.get(at.playing() ? "replay.play" : "replay.pause"), looks.skin);
    moves.add(play).minWidth(Math.max(play.getPrefWidth(), other.getPrefWidth()));
    moves.add(named(button.apply(w.get("replay.forward"), replay::forward), FORWARD, at.atEnd()));
    t.add(moves).row();
    Table speed = new Table();
    speed.defaults().padRight(6);
    speed.add(named(button.apply(w.get("replay.slower"), replay::slower), SLOWER, at.slowest()));
    speed.add(new Label(w.get("replay.speed", seconds(at.secondsPerAction(), w)), looks.skin, "small"));
    speed.add(named(button.apply(w.get("replay.faster"), replay::faster), FASTER, at.fastest()));
    t.add(speed).row();
    Label step = new Label(w.get("replay.step", at.step(), at.total()), looks.skin, "dim");
    t.add(step).row();
    return t;
  }

  /** "0.25", "0,5", "1", "2": the seconds as the words' language writes them. */
  static String seconds(float seconds, Words w) {
    String text = seconds == Math.rint(seconds) ? String.valueOf((int) seconds)
        : String.valueOf(seconds).replaceAll("0+$", "");
    return text.replace(".", w.get("replay.decimal"));
  }

  private static TextButton named(TextButton b, String name, boolean disabled) {
    b.setName(name);
    b.setDisabled(disabled);
    return b;
  }
}
