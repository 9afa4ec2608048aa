package roundtable.desktop.client;

import com.badlogic.gdx.Screen;

/**
 * The window as its pages see it: its look, its words, the render thread's post, and which page
 * it shows. The window ({@code RoundTableClient}) is one; a page never names it.
 */
public interface Shell {
  Looks looks();

  Words words();

  /** How other threads hand work to the render thread. */
  Post post();

  /** English to French and back; the page is built again in the other words. */
  void switchLanguage();

  /** Shows another page, closing the one shown. */
  void show(Screen page);

  void showLobby();

  /** The window's seat must act now: the window says so, even to a person who looks away. */
  default void yourTurn() {}

  /** Whether "your turn" plays a sound. */
  default boolean sound() {
    return false;
  }

  /** Turns the sound of "your turn" on or off. */
  default void sound(boolean on) {}
}
