package roundtable.desktop.client.window;

import com.badlogic.gdx.Game;
import com.badlogic.gdx.Screen;
import java.nio.file.Path;
import java.util.Optional;
import roundtable.core.table.GameState;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.Looks;
import roundtable.desktop.client.Page;
import roundtable.desktop.client.Post;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.lobby.LobbyShell;
import roundtable.desktop.client.play.BoardScreen;
import roundtable.desktop.client.lobby.KeptGames;
import roundtable.desktop.client.lobby.LobbyScreen;
import roundtable.desktop.client.lobby.WindowSettings;
import roundtable.desktop.client.play.TableFeed;
import roundtable.net.discovery.TableList;

/**
 * The window: its look, its words, and which page it shows. Everything here runs on the render
 * thread; other threads reach it only through {@link #post}.
 */
public final class RoundTableClient extends Game implements LobbyShell {
  /**
   * How the window starts.
   *
   * @param name the player's name at tables
   * @param home where identities and tables are kept (none: nothing is kept)
   * @param first what it shows first: the lobby, or a page made from the client (a demo)
   * @param director drives it from outside (tests, the benchmark)
   * @param lan where the lobby hears the tables announced (the LAN; the loopback in tests)
   * @param sound whether "your turn" plays its chime (off in tests and benchmarks: no audio at all)
   */
  public record Options(String name, Optional<Path> home, Language language,
      java.util.function.Function<RoundTableClient, Screen> first, Director director, Lan lan, boolean sound) {

    public static Options lobby(String name, Optional<Path> home) {
      return new Options(name, home, Language.ENGLISH, LobbyScreen::new, Director.NONE, TableList::onLan, false);
    }

    public Options withFirst(java.util.function.Function<RoundTableClient, Screen> page) {
      return new Options(name, home, language, page, director, lan, sound);
    }

    public Options withDirector(Director other) {
      return new Options(name, home, language, first, other, lan, sound);
    }

    public Options withLanguage(Language other) {
      return new Options(name, home, other, first, director, lan, sound);
    }

    public Options withLan(Lan other) {
      return new Options(name, home, language, first, director, other, sound);
    }

    public Options withSound(boolean on) {
      return new Options(name, home, language, first, director, lan, on);
    }
  }

  /** Opens the list of the tables announced where the lobby listens. */
  @FunctionalInterface
  public interface Lan {
    TableList open() throws java.io.IOException;
  }

  private final Options options;
  private final KeptGames kept;
  private final Attention attention = new Attention();
  private boolean sound;
  private Looks looks;
  private Words words;
  private long frame;

  public RoundTableClient(Options options) {
    this.options = options;
    this.words = Words.of(options.language());
    this.kept = new KeptGames(options.home());
    this.sound = options.sound();
  }

  /** The window's seat must act: the window asks for attention, the chime plays if sound is on. */
  @Override
  public void yourTurn() {
    attention.yourTurn(sound);
  }

  /** Whether "your turn" plays its chime. */
  @Override
  public boolean sound() {
    return sound;
  }

  /** Sound on or off, kept for the next start. */
  @Override
  public void sound(boolean on) {
    sound = on;
    WindowSettings.load(options.home(), options.name()).withSound(on).save(options.home());
  }

  @Override
  public void create() {
    looks = new Looks();
    setScreen(options.first().apply(this));
  }

  @Override
  public void render() {
    super.render();
    options.director().frame(this, ++frame);
  }

  @Override
  public Looks looks() {
    return looks;
  }

  @Override
  public Words words() {
    return words;
  }

  public Options options() {
    return options;
  }

  @Override
  public String playerName() {
    return options.name();
  }

  @Override
  public TableList openLan() throws java.io.IOException {
    return options.lan().open();
  }

  @Override
  public java.util.Optional<java.nio.file.Path> home() {
    return options.home();
  }

  @Override
  public KeptGames kept() {
    return kept;
  }

  @Override
  public Post post() {
    return Post.toRenderThread();
  }

  /** Whether the window may close now: a board whose seat is in a game going on asks first. */
  public boolean mayClose() {
    return !(getScreen() instanceof BoardScreen<?> board) || board.mayClose();
  }

  /** English to French and back; the page is built again in the other words. */
  @Override
  public void switchLanguage() {
    words = Words.of(words.language().other());
    WindowSettings.load(options.home(), options.name()).withLanguage(words.language()).save(options.home());
    if (getScreen() instanceof Page page) {
      page.rebuild();
    }
  }

  @Override
  public void show(Screen page) {
    Screen old = getScreen();
    setScreen(page);
    if (old != null) {
      old.dispose();
    }
  }

  @Override
  public void showLobby() {
    show(new LobbyScreen(this));
  }

  /** The board of a table, fed by a local game or a session on the LAN. */
  public <S extends GameState> void showBoard(TableFeed<S> feed) {
    show(new BoardScreen<>(this, feed));
  }

  @Override
  public void dispose() {
    if (getScreen() != null) {
      getScreen().dispose();
    }
    if (looks != null) {
      looks.dispose();
    }
    kept.close();
  }
}
