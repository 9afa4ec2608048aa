package roundtable.desktop.client;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input;
import com.badlogic.gdx.InputProcessor;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Group;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import roundtable.core.canon.StateHash;
import roundtable.desktop.client.play.BoardScreen;
import roundtable.desktop.client.lobby.LobbyScreen;
import roundtable.desktop.client.window.ClientLauncher;
import roundtable.desktop.client.window.Director;
import roundtable.desktop.client.window.RoundTableClient;
import roundtable.net.discovery.Discovery;
import roundtable.net.discovery.TableList;

/**
 * A child JVM of {@link ResumeWindowTest}: the real window, with a Round Table home, driven by
 * clicks on its own widgets (through the window's input, as the mouse would).
 *
 * <ul>
 *   <li>{@code join HOME HOST:PORT SHOT}: types the address in the lobby, clicks Play, plays the window's
 *       seat (its first choice) until the log has 10 lines and the seat is asked again, writes SHOT and
 *       prints {@code position: HASH}; then waits, not playing, to be killed.
 *   <li>{@code resume HOME HASH LOBBY_SHOT BOARD_SHOT}: waits for "Your games in progress" to list the game,
 *       writes LOBBY_SHOT, clicks its Resume, waits for the board at the position HASH with the seat
 *       asked, writes BOARD_SHOT and prints {@code resumed: HASH}, then plays to the end and prints
 *       {@code ended: HASH}.
 * </ul>
 */
public final class ResumeRun {
  private ResumeRun() {}

  public static void main(String[] args) {
    String mode = args[0];
    Path home = Path.of(args[1]);
    long deadline = System.nanoTime() + 50_000_000_000L;
    Director director = mode.equals("join") ? joining(args[2], Path.of(args[3]), deadline)
        : resuming(args[2], Path.of(args[3]), Path.of(args[4]), deadline);
    RoundTableClient.Options options = RoundTableClient.Options.lobby("bob", Optional.of(home))
        .withLan(ResumeRun::nothingOnLoopback).withDirector(director);
    int code = ClientLauncher.open(options, System.getenv(), false, new java.io.PrintWriter(System.err, true));
    System.exit(code);
  }

  /** The lobby listens on the loopback interface, where nothing is announced: the table is reached by address. */
  private static TableList nothingOnLoopback() throws IOException {
    return new TableList(Discovery.listenerCodec(), Discovery.DEFAULT_GROUP, 0, List.of(Discovery.loopback()),
        TableList.DEFAULT_EXPIRY, Clock.systemUTC());
  }

  private static Director joining(String address, Path shot, long deadline) {
    int[] phase = {0};
    int[] settle = {0};
    return (client, frame) -> {
      giveUpAfter(deadline);
      if (phase[0] == 0 && client.getScreen() instanceof LobbyScreen lobby && frame > 5) {
        lobby.model().address(address);
        phase[0] = click(lobby, button(client.words().get("lobby.address.play"))) ? 1 : 0;
      } else if (phase[0] == 1 && client.getScreen() instanceof BoardScreen<?> board
          && !board.model().picker().choices().isEmpty()) {
        board.model().animator().finish();
        if (board.model().log(client.words()).size() < 10) {
          board.model().choose(board.model().picker().choices().get(0));
        } else if (++settle[0] == 3) {
          System.out.println("colours: " + Screenshot.write(shot));
          System.out.println("seat: " + seat(board));
          System.out.println("position: " + StateHash.hex(board.model().state()));
          phase[0] = 2; // now it waits, its seat asked, until it is killed
        }
      }
    };
  }

  private static Director resuming(String hash, Path lobbyShot, Path boardShot, long deadline) {
    int[] phase = {0};
    int[] settle = {0};
    return (client, frame) -> {
      giveUpAfter(deadline);
      if (phase[0] == 0 && client.getScreen() instanceof LobbyScreen lobby && !lobby.model().games().isEmpty()) {
        if (++settle[0] == 3) {
          System.out.println("listed: " + lobby.model().games().get(0).gameId() + " step "
              + lobby.model().games().get(0).steps());
          System.out.println("colours: " + Screenshot.write(lobbyShot));
          phase[0] = click(lobby, named("resume-0")) ? 1 : 0;
          settle[0] = 0;
        }
      } else if (phase[0] == 1 && client.getScreen() instanceof BoardScreen<?> board
          && !board.model().picker().choices().isEmpty()
          && StateHash.hex(board.model().state()).equals(hash)) {
        board.model().animator().finish();
        if (++settle[0] == 3) {
          System.out.println("colours: " + Screenshot.write(boardShot));
          System.out.println("seat: " + seat(board));
          System.out.println("resumed: " + StateHash.hex(board.model().state()));
          phase[0] = 2;
        }
      } else if (phase[0] == 2 && client.getScreen() instanceof BoardScreen<?> board) {
        board.model().animator().finish();
        if (board.model().ending().isPresent()) {
          System.out.println("ended: " + StateHash.hex(board.model().state()));
          Gdx.app.exit();
          phase[0] = 3;
        } else if (!board.model().picker().choices().isEmpty()) {
          board.model().choose(board.model().picker().choices().get(0));
        }
      }
    };
  }

  /** The window's seat and its name as the board says them. */
  private static String seat(BoardScreen<?> board) {
    var seen = board.model().seen();
    return seen.seat() + " " + seen.name(seen.seat());
  }

  private static void giveUpAfter(long deadline) {
    if (System.nanoTime() > deadline) {
      System.out.println("gave up: the window never got there");
      System.exit(3);
    }
  }

  private static Predicate<Actor> button(String text) {
    return a -> a instanceof TextButton b && b.getText().toString().equals(text);
  }

  private static Predicate<Actor> named(String name) {
    return a -> name.equals(a.getName());
  }

  /** Clicks the middle of the first widget of the page that matches, through the window's input; false if none. */
  static boolean click(Page page, Predicate<Actor> which) {
    Optional<Actor> found = find(page.stage.getRoot(), which);
    if (found.isEmpty()) {
      return false;
    }
    Actor a = found.get();
    Vector2 at = a.localToScreenCoordinates(new Vector2(a.getWidth() / 2, a.getHeight() / 2));
    InputProcessor input = Gdx.input.getInputProcessor();
    input.touchDown((int) at.x, (int) at.y, 0, Input.Buttons.LEFT);
    input.touchUp((int) at.x, (int) at.y, 0, Input.Buttons.LEFT);
    return true;
  }

  private static Optional<Actor> find(Actor actor, Predicate<Actor> which) {
    if (which.test(actor)) {
      return Optional.of(actor);
    }
    if (actor instanceof Group group) {
      for (Actor child : group.getChildren()) {
        Optional<Actor> found = find(child, which);
        if (found.isPresent()) {
          return found;
        }
      }
    }
    return Optional.empty();
  }
}
