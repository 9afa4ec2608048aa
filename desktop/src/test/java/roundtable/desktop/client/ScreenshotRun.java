package roundtable.desktop.client;

import com.badlogic.gdx.Gdx;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import roundtable.core.conquest.Conquest;
import roundtable.core.table.TableConfig;
import roundtable.desktop.client.board.BoardScreen;
import roundtable.desktop.client.play.LocalTable;

/**
 * A child JVM of {@link ScreenshotTest}: opens the window on one page, waits until it shows what
 * the shot is about, writes the frame to a PNG and prints {@code colours: N}.
 *
 * <p>Arguments: the shot's name, the PNG file.
 */
public final class ScreenshotRun {
  /** A page to open, and when the window shows what the shot is about. */
  record Shot(RoundTableClient.Options options, Predicate<RoundTableClient> ready) {}

  private ScreenshotRun() {}

  public static void main(String[] args) {
    Shot shot = shot(args[0]);
    Path file = Path.of(args[1]);
    long deadline = System.nanoTime() + 60_000_000_000L;
    int[] settled = {-1};
    Director director = (client, frame) -> {
      if (System.nanoTime() > deadline) {
        System.out.println("gave up: the window never showed the shot");
        Gdx.app.exit();
      } else if (settled[0] < 0 && shot.ready().test(client)) {
        settled[0] = 3; // a few more frames for the layout and the last animation to settle
      } else if (settled[0] > 0 && --settled[0] == 0) {
        System.out.println("colours: " + Screenshot.write(file));
        Gdx.app.exit();
      }
    };
    int code = ClientLauncher.open(shot.options().withDirector(director), System.getenv(), false,
        new java.io.PrintWriter(System.err, true));
    System.exit(code);
  }

  static Shot shot(String name) {
    RoundTableClient.Options lobby = RoundTableClient.Options.lobby("Shots", Optional.empty());
    return switch (name) {
      case "conquest" -> new Shot(lobby.withFirst(client -> new BoardScreen<>(client, conquest(client))),
          client -> midPlay(client, 24));
      case "conquest-fr" -> new Shot(lobby.withLanguage(Language.FRENCH)
          .withFirst(client -> new BoardScreen<>(client, conquest(client))), client -> midPlay(client, 24));
      case "conquest-turn" -> new Shot(lobby.withFirst(client -> new BoardScreen<>(client, yourTurn(client))),
          ScreenshotRun::firstClick);
      default -> throw new IllegalArgumentException("no shot named " + name);
    };
  }

  /** A four-player conquest between bots, a move every 40 ms. */
  private static LocalTable<?> conquest(RoundTableClient client) {
    Conquest game = Conquest.GAME;
    List<String> kinds = Collections.nCopies(4, "greedy");
    return new LocalTable<>(game, TableConfig.of(game, 4, Map.of(), false), kinds,
        LocalTable.names(kinds, client.words()), 7L, 40, client.post());
  }

  /** Two players, the window's seat first. */
  private static LocalTable<?> yourTurn(RoundTableClient client) {
    Conquest game = Conquest.GAME;
    List<String> kinds = List.of(LocalTable.PERSON, "greedy");
    return new LocalTable<>(game, TableConfig.of(game, 2, Map.of(), false), kinds,
        LocalTable.names(kinds, client.words()), 3L, 40, client.post());
  }

  /** The window's seat to move, a stack of its own clicked: where it may go is lit. */
  private static boolean firstClick(RoundTableClient client) {
    if (!(client.getScreen() instanceof BoardScreen<?> board) || board.model().picker().choices().isEmpty()) {
      return false;
    }
    var picker = board.model().picker();
    if (picker.picked().isEmpty()) {
      picker.click(picker.choices().get(0).clicks().get(0));
    }
    return true;
  }

  /** The board once this many actions are applied, every animation played out. */
  private static boolean midPlay(RoundTableClient client, int actions) {
    if (!(client.getScreen() instanceof BoardScreen<?> board)) {
      return false;
    }
    if (board.model().log(client.words()).size() < actions) {
      return false;
    }
    board.model().animator().finish();
    return true;
  }
}
