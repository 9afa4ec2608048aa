package roundtable.desktop.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import roundtable.desktop.ChildJvm;
import roundtable.core.game.Game;
import roundtable.core.game.GameCatalog;
import roundtable.core.table.GameState;
import roundtable.core.table.TableConfig;
import roundtable.desktop.client.play.BoardModel;
import roundtable.desktop.client.play.BoardScreen;
import roundtable.desktop.client.play.LocalTable;
import roundtable.desktop.client.play.TableFeed;

/**
 * Issue 25's walk: a person sits at each game's board with bots, in English at 1280×720 and in
 * French at 1024×640 (every language at every size with {@code -Dwalk.all=true}), and plays it to its end by clicking what the window offers
 * (a move's button, a lit place on the board), never calling the rules. At every state the window
 * shows, every button, prompt and log line is inside the window and inside its panel, no mark of a
 * place covers a piece's centre, and no string drawn has a character the font lacks.
 *
 * <p>The window is the real board screen laid out without a display ({@link HeadlessWindow}); its
 * pictures are taken in a real window by {@code ScreenshotTest}'s "walk-" shots.
 */
class WindowWalkTest {
  /** A game that has not ended after this many clicks of the person is a failure (a loop). */
  static final int MAX_CLICKS = 1500;
  /** How long the table may stay quiet while the person is not asked. */
  static final long QUIET_SECONDS = 30;

  /** The seats: the person first, then the bots (graalwar's greedy bot has no evaluator: random ones). */
  static List<String> seats(String game) {
    return switch (game) {
      case "conquest" -> List.of(LocalTable.PERSON, "greedy");
      case "graalwar" -> List.of(LocalTable.PERSON, "random");
      default -> List.of(LocalTable.PERSON, "greedy", "greedy");
    };
  }

  /** The table's options: graal's shorter tournament (four rounds), to keep the walk's shuffles few. */
  static Map<String, String> options(String game) {
    return game.equals("graal") ? Map.of("round5", "without") : Map.of();
  }

  /** Every game, or those whose id matches {@code -Dwalk.games=...} (a regex: one game while working on it). */
  static Stream<Arguments> walks() {
    List<Arguments> walks = new ArrayList<>();
    for (String game : GameCatalog.IDS) {
      if (!game.matches(System.getProperty("walk.games", ".*"))) {
        continue;
      }
      // Each language and each size at every game; -Dwalk.all=true walks every language at every size.
      boolean all = Boolean.getBoolean("walk.all");
      for (Language language : Language.values()) {
        boolean english = language == Language.ENGLISH;
        if (all || english) {
          walks.add(Arguments.of(game, language, 1280, 720));
        }
        if (all || !english) {
          walks.add(Arguments.of(game, language, 1024, 640));
        }
      }
    }
    return walks.stream();
  }

  /**
   * The walk in the real window under Xvfb, in a child JVM ({@link WalkShotsRun}): each game in one
   * language and size, pictured at the person's first turn, some turns later and (but graalwar) at the end, under
   * {@code desktop/target/screenshots/walk/}.
   */
  @Test
  void theWalkIsPicturedInARealWindow() throws Exception {
    Path folder = ScreenshotTest.SHOTS.resolve("walk").toAbsolutePath();
    List<String> command = new ArrayList<>(ScreenshotTest.xvfb());
    command.addAll(ChildJvm.command(WalkShotsRun.class));
    command.add(folder.toString());
    ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
    builder.environment().put("ALSOFT_DRIVERS", "null");
    Process child = builder.start();
    boolean done = child.waitFor(180, TimeUnit.SECONDS);
    String output = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!done) {
      child.destroyForcibly();
    }
    assertTrue(done, "the window did not close within 180 s:\n" + output);
    assertEquals(0, child.exitValue(), output);
    for (WalkShotsRun.Sitting sitting : WalkShotsRun.SITTINGS) {
      for (String moment : sitting.moments()) {
        Path png = folder.resolve(sitting.name(moment));
        assertTrue(Files.exists(png), png + " was not written:\n" + output);
        BufferedImage image = ImageIO.read(png.toFile());
        assertEquals(sitting.width(), image.getWidth(), png.toString());
        assertEquals(sitting.height(), image.getHeight(), png.toString());
        assertTrue(ScreenshotTest.colours(image) > 50, png + ": a blank frame?");
      }
    }
  }

  @AfterAll
  static void closeWindow() {
    HeadlessWindow.closeAll();
  }

  @ParameterizedTest(name = "{0} in {1} at {2}×{3}")
  @MethodSource("walks")
  void aPersonPlaysTheGameToItsEndByClicks(String id, Language language, int width, int height) throws Exception {
    HeadlessWindow window = HeadlessWindow.of(width, height, language);
    Walk walk = play(GameCatalog.byId(id).orElseThrow(), window, 7);
    assertTrue(walk.ending().outcome().isPresent(), id + " stopped: " + walk.ending().stop());
    assertTrue(walk.clicks() > 0, id + ": the person never clicked");
  }

  /** How a walk went: the ending the board showed, the person's clicks, the states checked. */
  record Walk(TableFeed.Ending ending, int clicks, int states) {}

  static <S extends GameState> Walk play(Game<S> game, HeadlessWindow window, long seed) throws Exception {
    List<String> seats = seats(game.id());
    LocalTable<S> table = new LocalTable<>(game, TableConfig.of(game, seats.size(), options(game.id()), false), seats,
        LocalTable.names(seats, window.words()), seed, 0, window);
    BoardScreen<S> board = new BoardScreen<>(window.shell(), table);
    board.show();
    board.resize(window.width(), window.height());
    BoardModel<S> model = board.model();
    PersonAtBoard person = new PersonAtBoard(seed, window.width(), window.height());
    String where = game.id() + " in " + window.words().language() + " at " + window.width() + "×" + window.height();
    int states = 0;
    try (LayoutCheck check = new LayoutCheck(window.looks())) {
      while (true) {
        showFrame(board);
        states++;
        assertEquals(List.of(), check.problems(board, window.width(), window.height()),
            where + ", state " + states + " (" + model.prompt(window.words()) + ")");
        if (model.ending().isPresent()) {
          break;
        }
        if (PersonAtBoard.asked(model)) {
          person.play(board, window.words(), window.input());
          assertTrue(person.clicks() <= MAX_CLICKS, where + ": no end after " + MAX_CLICKS + " clicks");
        } else {
          assertTrue(window.runPosted(QUIET_SECONDS) > 0, where + ": the table went quiet, the person not asked");
        }
      }
    } finally {
      board.dispose();
    }
    return new Walk(model.ending().orElseThrow(), person.clicks(), states);
  }

  /**
   * One frame of the window, the person having waited for the board to settle: the page moves on and
   * is laid out as drawing it would (drawing itself is left out: nothing is read back from it).
   */
  private static void showFrame(Page page) {
    page.update(10);
    page.stage.act(0);
    page.root.validate();
  }
}
