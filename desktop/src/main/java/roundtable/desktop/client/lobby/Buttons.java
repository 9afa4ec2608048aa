package roundtable.desktop.client.lobby;

import com.badlogic.gdx.scenes.scene2d.ui.TextButton;

/** Makes a button that runs an action when clicked (the page's own maker, lent to its panels). */
@FunctionalInterface
interface Buttons {
  TextButton make(String text, Runnable action);
}
