package roundtable.desktop.client.graalwar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import roundtable.core.graalwar.DeployReveal;
import roundtable.core.graalwar.Graalwar;
import roundtable.core.graalwar.GraalwarState;
import roundtable.core.graalwar.Hole;
import roundtable.core.graalwar.Layout;
import roundtable.core.graalwar.Piece;
import roundtable.core.secrets.SeatSecrets;
import roundtable.core.random.Commit;
import roundtable.core.table.Action;
import roundtable.core.table.Applied;
import roundtable.core.table.Decision;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Viewer;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.play.BoardModel;
import roundtable.desktop.client.board.Draft;
import roundtable.desktop.client.board.Mark;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Seen;
import roundtable.desktop.client.board.Thing;
import roundtable.desktop.client.play.TableFeed;
import roundtable.desktop.client.play.WindowPlayer;

/**
 * "A l'abri des regards de l'adversaire, ils déploient leur armée à leur guise": the person at the
 * window arranges its own deployment behind the screen, is told at once what breaks a rule, and
 * commits to its own plan, which it reveals once every side has committed.
 */
class GraalwarArrangeTest {
  private static final Graalwar GAME = Graalwar.GAME;
  private static final Words EN = Words.of(Language.ENGLISH);
  private static final Words FR = Words.of(Language.FRENCH);

  /** A table as the board sees it: its choices reach the window's own player, as at a real table. */
  static final class Window implements TableFeed<GraalwarState> {
    final WindowPlayer<GraalwarState> player;

    Window(int seat) {
      player = new WindowPlayer<>(new SeatSecrets(seat, new SplittableRandom(seat + 1)), (s, state, legal) -> {}, () -> {});
    }

    @Override
    public Graalwar game() {
      return GAME;
    }

    @Override
    public void open(Listener<GraalwarState> listener) {}

    @Override
    public void choose(Action action) {
      player.choose(action);
    }

    @Override
    public void learn(Knowledge secret) {
      player.learn(secret);
    }

    @Override
    public void close() {}

    /** What the seat plays when the table asks it now, if anything. */
    Optional<Action> act(GraalwarState s, int seat) {
      return player.act(GAME, s, seat, Decision.SECRET_CHOICE);
    }
  }

  private final List<String> names = List.of("Alice", "Bob", "Carol", "Dan");

  /** A board model for this seat, asked to deploy at the start of a game of this many players. */
  private BoardModel<GraalwarState> model(Window window, int seat, GraalwarState start) {
    BoardModel<GraalwarState> model = new BoardModel<>(window, Table.board());
    Seen seen = new Seen(Viewer.seat(seat), window.player.knowledge(), names.subList(0, start.players()));
    model.begun(start, seen);
    model.turn(seat, start, GAME.legalActions(start, seat, window.player.knowledge()));
    return model;
  }

  private static void click(BoardModel<GraalwarState> model, String hole) {
    Mark m = model.animator().scene().place(hole).orElseThrow();
    model.click(m.centreX(), m.centreY());
  }

  private static Scene shown(BoardModel<GraalwarState> model) {
    model.animator().finish();
    return model.animator().scene();
  }

  /** The hole of the first soldier of this kind of this army in the scene. */
  private static String holeOf(Scene scene, int army, Piece piece) {
    return scene.things().stream().filter(t -> PieceIds.army(t.id()) == army && PieceIds.piece(t.id()) == piece)
        .map(Thing::target).sorted().findFirst().orElseThrow();
  }

  private static Applied<GraalwarState> play(GraalwarState s, int seat, Action action) {
    return Table.play(s, seat, action);
  }

  @Test
  void aSoldierIsLiftedThenPutOnAFreeHoleOfItsKingdomKeepingItsId() {
    Window window = new Window(0);
    GraalwarState start = Table.start(Map.of());
    BoardModel<GraalwarState> model = model(window, 0, start);
    Scene before = shown(model);
    String roi = holeOf(before, 0, Piece.ROI);
    String id = before.on(roi).get(0).id();
    assertTrue(model.lit().isEmpty(), "nothing lit over the soldiers, whose letters show");
    click(model, roi);
    assertEquals(List.of(roi), model.picked());
    assertTrue(model.prompt(EN).startsWith("Your king on " + roi + ": click the hole where it goes"),
        model.prompt(EN));
    assertTrue(model.lit().stream().allMatch(h -> before.on(h).isEmpty()), "the free holes where it may go are lit");
    String free = model.lit().iterator().next();
    click(model, free);
    Scene after = shown(model);
    assertEquals(id, after.on(free).get(0).id(), "the same roi, moved");
    assertTrue(after.on(roi).isEmpty());
    assertTrue(model.prompt(EN).endsWith("This deployment follows the rules: commit to it when you are ready."));
    assertTrue(model.buttons().isEmpty(), "no list of plans to choose from");
  }

  @Test
  void twoSoldiersChangePlacesWhenOneIsPutOnTheOthersHole() {
    Window window = new Window(0);
    BoardModel<GraalwarState> model = model(window, 0, Table.start(Map.of()));
    Scene before = shown(model);
    String roi = holeOf(before, 0, Piece.ROI);
    String duc = holeOf(before, 0, Piece.DUC);
    click(model, roi);
    click(model, duc);
    Scene after = shown(model);
    assertEquals("0 duc", Table.soldiers(after).get(roi));
    assertEquals("0 roi", Table.soldiers(after).get(duc));
  }

  @Test
  void aRiderInAForestIsRefusedWithItsReasonInBothLanguagesUntilItLeaves() {
    Window window = new Window(0);
    GraalwarState start = Table.start(Map.of());
    BoardModel<GraalwarState> model = model(window, 0, start);
    Scene before = shown(model);
    String chevalier = holeOf(before, 0, Piece.CHEVALIER);
    click(model, chevalier);
    List<String> lit = List.copyOf(model.lit());
    String forest = null;
    for (int hole = 0; hole < Hole.COUNT && forest == null; hole++) {
      String name = Hole.name(hole);
      if (Hole.kingdom(hole) == 0 && Layout.CLASSIC.isForest(hole) && before.on(name).isEmpty() && !lit.contains(name)) {
        forest = name;
      }
    }
    click(model, forest);
    Draft draft = model.draft().orElseThrow();
    assertEquals(Optional.empty(), draft.ready());
    assertTrue(model.prompt(EN).endsWith("Not yet: your knight on " + forest
        + " stands in a forest, where no rider goes."), model.prompt(EN));
    assertTrue(model.prompt(FR).endsWith("Pas encore : votre chevalier en " + forest
        + " est dans une forêt, où aucun cavalier ne va."), model.prompt(FR));
    model.commit();
    assertEquals(Optional.empty(), window.act(start, 0), "nothing committed");
    click(model, forest);
    click(model, chevalier);
    assertTrue(draft.ready().isPresent(), "back where it was, the deployment is legal again");
  }

  @Test
  void aSeatCommitsToItsOwnDeploymentAndRevealsItOnceBothHaveCommitted() {
    Window window = new Window(0);
    GraalwarState start = Table.start(Map.of());
    BoardModel<GraalwarState> model = model(window, 0, start);
    Scene before = shown(model);
    String roi = holeOf(before, 0, Piece.ROI);
    click(model, roi);
    String free = model.lit().stream().filter(h -> before.on(h).isEmpty()).findFirst().orElseThrow();
    click(model, free);
    String id = shown(model).on(free).get(0).id();
    model.commit();
    Action commit = window.act(start, 0).orElseThrow();
    assertTrue(commit instanceof Commit);
    assertEquals(List.of(commit), GAME.legalActions(start, 0, window.player.knowledge()),
        "the rules offer the seat its own plan, and only it");
    Applied<GraalwarState> committed = play(start, 0, commit);
    model.applied(start, 0, commit, committed);
    assertEquals(id, shown(model).on(free).get(0).id(), "behind the screen, the committed army as it was arranged");
    assertTrue(model.draft().isEmpty());
    GraalwarState both = play(committed.state(), 1, Table.plan(1).commit(1)).state();
    Action reveal = window.act(both, 0).orElseGet(() -> {
      List<Action> legal = GAME.legalActions(both, 0, window.player.knowledge());
      assertEquals(1, legal.size());
      return legal.get(0);
    });
    assertTrue(reveal instanceof DeployReveal);
    GraalwarState deployed = play(play(both, 0, reveal).state(), 1, Table.plan(1).reveal()).state();
    assertEquals(Piece.ROI, deployed.board().piece(Hole.parse(free)), "the roi where Alice put it");
    assertTrue(deployed.board().isEmpty(Hole.parse(roi)));
  }

  @Test
  void theChateauFortMovesByItsDonjonThenItsCour() {
    Window window = new Window(0);
    BoardModel<GraalwarState> model = model(window, 0, Table.start(Map.of()));
    Draft draft = model.draft().orElseThrow();
    Draft.Tool move = draft.tools(EN).get(0);
    assertEquals("Move the château-fort", move.label());
    model.use(move);
    click(model, "a12"); // the keep in the corner by the frontier
    assertEquals(List.of("a12"), model.picked());
    assertEquals(List.of("a11", "b12"), List.copyOf(model.lit()), "its courtyard beside it, in the kingdom");
    click(model, "b12");
    Scene scene = shown(model);
    Mark donjon = scene.place("a12").orElseThrow();
    assertTrue(scene.marks().stream().anyMatch(m -> m.kind() == Mark.Kind.RECT && m.colour() == GraalwarPalette.BLANC
        && m.target().isEmpty() && donjon.contains(m.centreX(), m.centreY())), "the keep drawn on a12");
    assertTrue(model.prompt(FR).startsWith("Déployez votre armée derrière l'écran à votre guise"));
  }

  @Test
  void theLonePlayerOfThreeArrangesItsTwoArmiesEachInItsColourAndRevealsBoth() {
    Window window = new Window(1);
    GraalwarState start = Table.start(3, Map.of());
    BoardModel<GraalwarState> model = model(window, 1, start);
    Scene scene = shown(model);
    long chief = scene.things().stream().filter(t -> PieceIds.army(t.id()) == 1).count();
    long second = scene.things().stream().filter(t -> PieceIds.army(t.id()) == 3).count();
    assertEquals(List.of(17L, 14L), List.of(chief, second));
    Thing blue = scene.thing(scene.things().stream().filter(t -> PieceIds.army(t.id()) == 1).findFirst()
        .orElseThrow().id()).orElseThrow();
    Thing pale = scene.things().stream().filter(t -> PieceIds.army(t.id()) == 3).findFirst().orElseThrow();
    assertEquals(GraalwarPalette.army(1), blue.colour());
    assertEquals(GraalwarPalette.army(3), pale.colour(), "bleu pâle");
    assertNotEquals(blue.colour(), pale.colour());
    model.commit();
    Action commit = window.act(start, 1).orElseThrow();
    GraalwarState s = play(start, 1, commit).state();
    List<SeatSecrets> others = new ArrayList<>();
    for (int seat : List.of(0, 2)) {
      others.add(new SeatSecrets(seat, new SplittableRandom(40 + seat)));
      s = play(s, seat, GAME.legalActions(s, seat, others.get(others.size() - 1)).get(0)).state();
    }
    DeployReveal reveal = (DeployReveal) GAME.legalActions(s, 1, window.player.knowledge()).get(0);
    assertTrue(reveal.layout().contains(" / "), "both armies in one text, the chief's first");
    s = play(s, 1, reveal).state();
    s = play(s, 0, GAME.legalActions(s, 0, others.get(0)).get(0)).state();
    s = play(s, 2, GAME.legalActions(s, 2, others.get(1)).get(0)).state();
    assertTrue(!s.deploying());
    int armyThree = 0;
    for (int hole = 0; hole < Hole.COUNT; hole++) {
      armyThree += s.board().army(hole) == 3 ? 1 : 0;
    }
    assertEquals(14, armyThree);
  }

  @Test
  void aMemberOfACampArrangesItsStretchWithoutAChateauFort() {
    Window window = new Window(2);
    GraalwarState start = Table.start(4, Map.of());
    BoardModel<GraalwarState> model = model(window, 2, start);
    Draft draft = model.draft().orElseThrow();
    assertEquals(List.of("Another deployment"), draft.tools(EN).stream().map(Draft.Tool::label).toList());
    assertTrue(model.prompt(EN).startsWith("Deploy your army behind the screen as you like: click a soldier, then"
        + " the hole where it goes (they change places if it is taken)."));
    Scene scene = shown(model);
    assertEquals(14, scene.things().size());
    scene.things().forEach(t -> assertTrue(Hole.column(Hole.parse(t.target())) >= 12, t.target() + " in m-x"));
    String archer = holeOf(scene, 2, Piece.ARCHER);
    click(model, archer);
    click(model, "a1"); // White's chief's stretch
    assertEquals(List.of(archer), model.picked(), "a hole outside its stretch is not offered");
    assertTrue(model.lit().stream().allMatch(h -> Hole.column(Hole.parse(h)) >= 12));
    model.commit();
    Action commit = window.act(start, 2).orElseThrow();
    assertEquals(List.of(commit), GAME.legalActions(start, 2, window.player.knowledge()));
  }
}
