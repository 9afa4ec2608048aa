package roundtable.desktop.client;

import com.badlogic.gdx.Gdx;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import roundtable.core.game.Game;
import roundtable.core.game.GameCatalog;
import roundtable.core.table.GameState;
import roundtable.core.table.TableConfig;
import roundtable.desktop.client.play.BoardModel;
import roundtable.desktop.client.play.BoardScreen;
import roundtable.desktop.client.play.LocalTable;
import roundtable.desktop.client.window.ClientLauncher;
import roundtable.desktop.client.window.Director;
import roundtable.desktop.client.window.RoundTableClient;

/**
 * A child JVM of {@link WindowWalkTest}: the walk in the real window, under Xvfb. One window sits at
 * each game in turn (each in one of the two languages and sizes), the same person clicking what the
 * board offers, and writes a PNG at its first turn, a few turns later, and at the end. Prints
 * {@code shot: FILE} for each.
 *
 * <p>Arguments: the folder of the PNGs.
 */
public final class WalkShotsRun {
  /**
   * A game, the window's language and size for it, and whether it is played to its end in the
   * window (graalwar's random bots draw after 400 moves: its end is walked headless only).
   */
  record Sitting(String game, Language language, int width, int height, boolean toTheEnd) {
    List<String> moments() {
      return toTheEnd ? List.of("1-first-turn", "2-later", "3-end") : List.of("1-first-turn", "2-later");
    }

    String name(String moment) {
      return "walk-" + game + "-" + language.code() + "-" + width + "x" + height + "-" + moment + ".png";
    }
  }

  static final List<Sitting> SITTINGS = List.of(new Sitting("conquest", Language.ENGLISH, 1280, 720, true),
      new Sitting("graalwar", Language.FRENCH, 1024, 640, false), new Sitting("graal", Language.FRENCH, 1280, 720, true),
      new Sitting("grailcup", Language.ENGLISH, 1024, 640, true),
      new Sitting("morrigan", Language.ENGLISH, 1280, 720, true));
  /** The second picture: when the seat is asked after this many clicks. */
  static final int LATER = 12;
  /** Frames between the moment chosen and its picture: the layout and the last animation settle. */
  static final int SETTLE = 3;

  private final Path folder;
  private int sitting = -1;
  private BoardScreen<?> board;
  private PersonAtBoard person;
  private final List<String> moments = new ArrayList<>();
  private String shooting;
  private int settle;

  private WalkShotsRun(Path folder) {
    this.folder = folder;
  }

  public static void main(String[] args) {
    WalkShotsRun run = new WalkShotsRun(Path.of(args[0]));
    long deadline = System.nanoTime() + 150_000_000_000L;
    boolean[] gaveUp = {false};
    Director director = (client, frame) -> {
      if (System.nanoTime() > deadline) {
        System.out.println("gave up in sitting " + run.sitting);
        gaveUp[0] = true;
        Gdx.app.exit();
      } else if (!run.frame(client)) {
        Gdx.app.exit();
      }
    };
    RoundTableClient.Options options = RoundTableClient.Options.lobby("Walk", Optional.empty()).withDirector(director);
    int code = ClientLauncher.open(options, System.getenv(), true, new java.io.PrintWriter(System.err, true));
    System.exit(gaveUp[0] ? 3 : code);
  }

  /** One frame drawn: the person's next click, a picture, or the next game. False when all is done. */
  private boolean frame(RoundTableClient client) {
    if (board == null || client.getScreen() != board) {
      return sit(client);
    }
    BoardModel<?> model = board.model();
    model.animator().finish(); // the person waits for the board to settle before looking
    if (shooting != null) {
      if (--settle == 0) {
        Path file = folder.resolve(SITTINGS.get(sitting).name(shooting));
        Screenshot.write(file);
        System.out.println("shot: " + file);
        moments.add(shooting);
        shooting = null;
        if (moments.size() == SITTINGS.get(sitting).moments().size()) {
          board = null; // the next game (the table is closed with its board)
        }
      }
      return true;
    }
    if (model.ending().isPresent()) {
      shoot("3-end");
    } else if (PersonAtBoard.asked(model)) {
      if (!moments.contains("1-first-turn")) {
        shoot("1-first-turn");
      } else if (person.clicks() >= LATER && !moments.contains("2-later")) {
        shoot("2-later");
      } else {
        person.play(board, client.words(), Gdx.input.getInputProcessor());
      }
    }
    return true;
  }

  private void shoot(String moment) {
    shooting = moment;
    settle = SETTLE;
  }

  /** The next game: the window's size and language as its sitting asks, a table of the person and bots. */
  private boolean sit(RoundTableClient client) {
    sitting++;
    if (sitting >= SITTINGS.size()) {
      return false;
    }
    Sitting s = SITTINGS.get(sitting);
    Gdx.graphics.setWindowedMode(s.width(), s.height());
    if (client.words().language() != s.language()) {
      client.switchLanguage();
    }
    moments.clear();
    person = new PersonAtBoard(7, s.width(), s.height());
    board = open(client, GameCatalog.byId(s.game()).orElseThrow());
    client.show(board);
    return true;
  }

  private static <S extends GameState> BoardScreen<S> open(RoundTableClient client, Game<S> game) {
    List<String> seats = WindowWalkTest.seats(game.id());
    TableConfig config = TableConfig.of(game, seats.size(), WindowWalkTest.options(game.id()), false);
    LocalTable<S> table = new LocalTable<>(game, config, seats, LocalTable.names(seats, client.words()), 7, 0,
        client.post());
    return new BoardScreen<>(client, table);
  }
}
