package roundtable.desktop.client.conquest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import roundtable.core.conquest.Colour;
import roundtable.core.conquest.ConquestState;
import roundtable.core.conquest.Square;
import roundtable.desktop.client.board.Mark;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Thing;

/** "Chaque joueur reçoit 12 galets qu'il place en pile de trois, sur les 4 cases de sa couleur." */
class ConquestSceneTest {
  private final ConquestState start = Table.start(4);
  private final Scene scene = new ConquestBoard().scene(start, Table.seat(0, 4));

  private List<Thing> stones() {
    return scene.things().stream().filter(t -> t.shape() == Thing.Shape.STONE && !t.id().startsWith("grail")).toList();
  }

  @Test
  void hoveringOverASquareTellsWhatStandsThereAndWhoseItIs() {
    ConquestBoard board = new ConquestBoard();
    board.words(Table.words(roundtable.desktop.client.Language.FRENCH));
    Scene french = board.scene(start, Table.seat(0, 4));
    var stack = french.details().get("c9");
    assertEquals("Case c9", stack.title());
    assertTrue(stack.text().contains("Rouge"), stack.text());
    assertTrue(french.details().get("d4").title().contains("anneau"), "a ring square says so");
    assertTrue(scene.details().get("e4").text().startsWith("Empty"), "English until told");
  }

  @Test
  void fortyEightStonesInStacksOfThreeOnTheirColoursStartSquares() {
    assertEquals(48, stones().size());
    assertColour(Colour.RED, "c9", "d9", "f9", "g9");
    assertColour(Colour.BLUE, "i3", "i4", "i6", "i7");
    assertColour(Colour.YELLOW, "c1", "d1", "f1", "g1");
    assertColour(Colour.GREEN, "a3", "a4", "a6", "a7");
  }

  private void assertColour(Colour colour, String... squares) {
    for (String square : squares) {
      List<Thing> stack = scene.on(square);
      assertEquals(3, stack.size(), square);
      stack.forEach(t -> assertEquals(ConquestPalette.stone(colour), t.colour(), square));
    }
  }

  @Test
  void aStackIsDrawnUpwardSoThatEachStoneShowsTheBottomOneLowest() {
    List<Thing> stack = scene.on("c9");
    for (int level = 1; level < 3; level++) {
      assertTrue(stack.get(level).y() > stack.get(level - 1).y(), "each stone higher than the one under it");
      assertTrue(stack.get(level).z() > stack.get(level - 1).z(), "and drawn over it");
    }
  }

  @Test
  void everyStoneHasItsOwnId() {
    assertEquals(48, stones().stream().map(Thing::id).distinct().count());
  }

  @Test
  void theThreeGrailsStandGoldenOnTheBlackStarOfE5() {
    List<Thing> grails = scene.things().stream().filter(t -> t.id().startsWith("grail")).toList();
    assertEquals(3, grails.size());
    Mark e5 = scene.marks().stream()
        .filter(m -> m.kind() == Mark.Kind.RECT && m.contains(grails.get(0).x(), grails.get(0).y()) && m.w() < 100)
        .findFirst().orElseThrow();
    assertEquals(ConquestPalette.STAR_SQUARE, e5.colour());
    assertTrue(e5.target().isEmpty(), "no stone ever enters e5");
    grails.forEach(g -> assertEquals(ConquestPalette.GOLD, g.colour()));
    assertTrue(scene.marks().stream().anyMatch(m -> m.kind() == Mark.Kind.RING && m.colour() == ConquestPalette.GOLD
        && m.x() == ConquestScene.centreX(Square.GRAIL) && m.y() == ConquestScene.centreY(Square.GRAIL)));
  }

  /** The start position with these Grails already won by each side. */
  private static ConquestState won(int side0, int side1) {
    ConquestState s = Table.start(2);
    return new ConquestState(s.settings(), s.board(), 1 + side0 + side1, 0, List.of(side0, side1), null, 0, 0, 0, 0,
        null, s.repetitions(), List.of(), null);
  }

  private static Thing grail(Scene scene, int number) {
    return scene.thing("grail" + number).orElseThrow();
  }

  @Test
  void theWinnerOfARoundTakesAGrailFromE5AndKeepsIt() {
    // "A la fin de chacune des trois manches, l'équipe gagnante prendra un des graals."
    ConquestBoard board = new ConquestBoard();
    Scene one = board.scene(won(1, 0), Table.seat(0, 2));
    Scene two = board.scene(won(1, 1), Table.seat(0, 2));
    float e5 = ConquestScene.centreX(Square.GRAIL);
    assertTrue(grail(one, 1).x() > SeatPanel.LEFT, "side 0 took the first Grail");
    assertEquals(List.of(e5, e5), List.of(grail(one, 2).x(), grail(one, 3).x()));
    assertEquals(grail(one, 1), grail(two, 1), "a Grail taken stays where it is");
    assertEquals(e5, grail(two, 2).x());
    assertTrue(grail(two, 3).x() > SeatPanel.LEFT && grail(two, 3).y() < grail(two, 1).y(), "side 1's, below");
  }

  @Test
  void theEightSquaresRoundTheGrailAreOutlined() {
    for (int sq : Square.RING) {
      Mark square = scene.place(Square.name(sq)).orElseThrow();
      assertTrue(scene.marks().stream().anyMatch(m -> m.kind() == Mark.Kind.FRAME
          && m.contains(square.centreX(), square.centreY()) && m.w() < ConquestScene.SQUARE), Square.name(sq));
    }
  }

  @Test
  void eachOfTheEightyOneSquaresIsAPlaceToClickButTheStar() {
    for (int sq = 0; sq < Square.COUNT; sq++) {
      String name = Square.name(sq);
      assertEquals(sq != Square.GRAIL, scene.place(name).isPresent(), name);
      if (sq != Square.GRAIL) {
        Mark m = scene.place(name).get();
        assertEquals(name, scene.targetAt(m.centreX(), m.centreY()), "a click on " + name);
      }
    }
  }

  @Test
  void everythingIsDrawnInsideTheScene() {
    for (Thing t : scene.things()) {
      assertTrue(t.x() - t.w() / 2 >= 0 && t.x() + t.w() / 2 <= Scene.WIDTH, t.id());
      assertTrue(t.y() - t.h() / 2 >= 0 && t.y() + t.h() / 2 <= Scene.HEIGHT, t.id());
    }
    for (Mark m : scene.marks()) {
      if (m.kind() == Mark.Kind.RECT || m.kind() == Mark.Kind.FRAME) {
        assertTrue(m.x() >= 0 && m.x() + m.w() <= Scene.WIDTH, m.toString());
        assertTrue(m.y() >= 0 && m.y() + m.h() <= Scene.HEIGHT, m.toString());
      } else {
        assertTrue(m.x() >= 0 && m.x() <= Scene.WIDTH && m.y() >= 0 && m.y() <= Scene.HEIGHT, m.toString());
      }
    }
  }

  @Test
  void theSeatToMoveIsFramedInGoldBesideTheBoardWithItsPlayersName() {
    assertTrue(scene.marks().stream().anyMatch(m -> m.kind() == Mark.Kind.TEXT && m.text().equals("Alice")));
    assertTrue(scene.marks().stream().anyMatch(m -> m.kind() == Mark.Kind.TEXT && m.text().equals("Denis")));
    List<Mark> framed = scene.marks().stream()
        .filter(m -> m.kind() == Mark.Kind.FRAME && m.colour() == ConquestPalette.GOLD).toList();
    assertEquals(1, framed.size(), "only the seat to move");
    Mark alice = scene.marks().stream().filter(m -> m.text().equals("Alice")).findFirst().orElseThrow();
    assertTrue(framed.get(0).contains(alice.x(), alice.y()));
  }

  @Test
  void theLonePlayerOfThreeHasTheColourItMovesThisTurnRinged() {
    // "Un joueur prend deux couleurs qu'il joue alternativement à chaque tour de jeu": red first.
    Scene three = new ConquestBoard().scene(Table.start(3), Table.seat(0, 3));
    assertTrue(ringedInGold(three, Colour.RED));
    assertFalse(ringedInGold(three, Colour.YELLOW), "yellow moves at its next turn");
    assertFalse(ringedInGold(three, Colour.BLUE), "not Bob's turn");
  }

  private static boolean ringedInGold(Scene scene, Colour colour) {
    Mark disc = scene.marks().stream()
        .filter(m -> m.kind() == Mark.Kind.DISC && m.colour() == ConquestPalette.stone(colour)).findFirst().orElseThrow();
    return scene.marks().stream().anyMatch(m -> m.kind() == Mark.Kind.RING && m.colour() == ConquestPalette.GOLD
        && m.x() == disc.x() && m.y() == disc.y());
  }
}
