package roundtable.desktop.client;

import com.badlogic.gdx.Input;
import com.badlogic.gdx.InputProcessor;
import com.badlogic.gdx.math.Rectangle;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Group;
import com.badlogic.gdx.scenes.scene2d.ui.ScrollPane;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import roundtable.desktop.client.board.Draft;
import roundtable.desktop.client.board.Mark;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Thing;
import roundtable.desktop.client.play.BoardModel;
import roundtable.desktop.client.play.BoardScreen;

/**
 * A person playing the window's seat: each time the board offers something (a move's button, a
 * lit place on the board, a deployment's buttons), picks one of the offers at random from its seed
 * and clicks it where the window shows it, through the window's input. It never calls the rules and
 * never chooses an action itself: what a click does is the window's business.
 */
public final class PersonAtBoard {
  /** Clicks on a deployment before the person commits to it (or asks for a suggestion if it breaks a rule). */
  static final int DRAFT_CLICKS = 6;

  private final Random random;
  private final int width;
  private final int height;
  private int draftClicks;
  private int clicks;

  /** What the window offers: a button of the panel, or a place on the board. */
  public record Offer(String what, int x, int y) {}

  public PersonAtBoard(long seed, int width, int height) {
    this.random = new Random(seed);
    this.width = width;
    this.height = height;
  }

  public int clicks() {
    return clicks;
  }

  /** Whether the window asks the seat for something now. */
  public static boolean asked(BoardModel<?> model) {
    return !model.buttons().isEmpty() || !model.lit().isEmpty() || model.draft().isPresent();
  }

  /** Clicks one of the offers, if the board makes any; returns what was clicked. */
  public Optional<Offer> play(BoardScreen<?> board, Words words, InputProcessor input) {
    BoardModel<?> model = board.model();
    if (!asked(model)) {
      return Optional.empty();
    }
    List<Offer> buttons = moveButtons(board, words);
    List<Offer> places = places(model);
    Offer chosen;
    Optional<Draft> draft = model.draft();
    if (draft.isPresent() && draftClicks >= DRAFT_CLICKS) { // enough arranging: commit, or take a suggestion
      String commit = draft.get().commitLabel(words);
      chosen = buttons.stream().filter(b -> b.what().equals(commit)).findFirst()
          .orElse(buttons.stream().filter(b -> !b.what().equals(commit)).findFirst().orElseThrow());
    } else {
      List<Offer> offers = new ArrayList<>(buttons);
      offers.addAll(places);
      if (offers.isEmpty()) {
        throw new AssertionError("the seat is asked but the window offers nothing to click");
      }
      chosen = offers.get(random.nextInt(offers.size()));
    }
    draftClicks = draft.isPresent() ? draftClicks + 1 : 0;
    click(input, chosen.x(), chosen.y());
    clicks++;
    return Optional.of(chosen);
  }

  static void click(InputProcessor input, int x, int y) {
    input.touchDown(x, y, 0, Input.Buttons.LEFT);
    input.touchUp(x, y, 0, Input.Buttons.LEFT);
  }

  /**
   * The panel's buttons that choose a move or work the deployment, where they are on the screen:
   * those whose words are an offered move's (a disabled commit is not offered).
   */
  private static List<Offer> moveButtons(BoardScreen<?> board, Words words) {
    BoardModel<?> model = board.model();
    Set<String> labels = new HashSet<>();
    model.buttons().forEach(c -> labels.add(model.label(c, words)));
    model.draft().ifPresent(d -> {
      labels.add(d.commitLabel(words));
      d.tools(words).forEach(t -> labels.add(t.label()));
    });
    List<Offer> offers = new ArrayList<>();
    for (TextButton b : buttons(board.stage.getRoot())) {
      String text = b.getText().toString();
      if (labels.contains(text) && !b.isDisabled() && inSight(b)) {
        Vector2 at = b.localToScreenCoordinates(new Vector2(b.getWidth() / 2, b.getHeight() / 2));
        offers.add(new Offer(text, Math.round(at.x), Math.round(at.y)));
      }
    }
    return offers;
  }

  /** Whether the whole button is in sight: not scrolled out of a list, even in part. */
  static boolean inSight(Actor actor) {
    Rectangle at = LayoutCheck.bounds(actor);
    for (Actor a = actor; a != null; a = a.getParent()) {
      if (!a.isVisible()) {
        return false;
      }
      if (a instanceof ScrollPane pane && a != actor) {
        Rectangle shown = LayoutCheck.bounds(pane);
        if (at.y < shown.y - 0.5f || at.y + at.height > shown.y + shown.height + 0.5f) {
          return false;
        }
      }
    }
    return true;
  }

  static List<TextButton> buttons(Actor actor) {
    List<TextButton> found = new ArrayList<>();
    if (actor instanceof TextButton b) {
      found.add(b);
    }
    if (actor instanceof Group g) {
      for (Actor child : g.getChildren()) {
        found.addAll(buttons(child));
      }
    }
    return found;
  }

  /** The lit places of the board, each at a pixel where a click picks it. */
  private List<Offer> places(BoardModel<?> model) {
    Scene scene = model.animator().scene();
    List<Offer> offers = new ArrayList<>();
    for (String target : model.lit()) {
      offers.add(where(scene, target).orElseThrow(() -> new AssertionError(
          "'" + target + "' is lit but no click on the board picks it")));
    }
    return offers;
  }

  /** A pixel of the window where a click picks this target: a point of its place or piece that the scene gives to it. */
  Optional<Offer> where(Scene scene, String target) {
    List<float[]> tries = new ArrayList<>();
    scene.place(target).ifPresent(m -> tries.addAll(points(m.centreX(), m.centreY(), area(m))));
    for (Thing t : scene.things()) {
      if (t.target().equals(target)) {
        tries.addAll(points(t.x(), t.y(), new float[] {t.w(), t.h()}));
      }
    }
    Board board = board();
    for (float[] p : tries) {
      int px = Math.round(board.x + p[0] * board.scale);
      int py = Math.round(height - (board.y + p[1] * board.scale));
      // the scene point the window finds under that pixel
      float sx = (px - board.x) / board.scale;
      float sy = (height - py - board.y) / board.scale;
      if (target.equals(scene.targetAt(sx, sy)) && target.equals(scene.targetAt(p[0], p[1]))) {
        return Optional.of(new Offer(target, px, py));
      }
    }
    return Optional.empty();
  }

  private static float[] area(Mark m) {
    return switch (m.kind()) {
      case RECT, FRAME -> new float[] {m.w(), m.h()};
      case DISC, RING -> new float[] {m.w() * 0.7f, m.w() * 0.7f};
      default -> new float[] {0, 0};
    };
  }

  /** The middle of an area first, then a grid over it. */
  private static List<float[]> points(float cx, float cy, float[] size) {
    List<float[]> points = new ArrayList<>();
    points.add(new float[] {cx, cy});
    for (float fx = -0.4f; fx <= 0.41f; fx += 0.2f) {
      for (float fy = -0.4f; fy <= 0.41f; fy += 0.2f) {
        points.add(new float[] {cx + fx * size[0], cy + fy * size[1]});
      }
    }
    return points;
  }

  /** Where the board's fitted viewport lies in the window: its lower left corner and its scale. */
  private record Board(float x, float y, float scale) {}

  private Board board() {
    float areaW = Math.max(1, width - BoardScreen.PANEL);
    float scale = Math.min(areaW / Scene.WIDTH, height / Scene.HEIGHT);
    int w = Math.round(Scene.WIDTH * scale);
    int h = Math.round(Scene.HEIGHT * scale);
    return new Board((int) (areaW - w) / 2, (height - h) / 2, scale);
  }
}
