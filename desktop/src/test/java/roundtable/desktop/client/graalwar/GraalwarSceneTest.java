package roundtable.desktop.client.graalwar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import roundtable.core.graalwar.GraalwarState;
import roundtable.core.graalwar.Hole;
import roundtable.core.table.Outcome;
import roundtable.desktop.client.board.Mark;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Seen;
import roundtable.desktop.client.board.Thing;

/** The deployed position as Alice (White) sees it: the pegboard, its terrain, both castles, both armies. */
class GraalwarSceneTest {
  private final GraalwarState deployed = Table.deployed();
  private final Scene scene = Table.board().scene(deployed, Table.seat(0));

  private Thing on(String hole) {
    List<Thing> on = scene.on(hole);
    assertEquals(1, on.size(), "one soldier on " + hole);
    return on.get(0);
  }

  @Test
  void thirtyFourSoldiersEachWithItsOwnIdWhereTheyWereDeployed() {
    assertEquals(34, scene.things().size());
    assertEquals(34, scene.things().stream().map(Thing::id).distinct().count());
    assertEquals("K", on("k1").face(), "White's roi");
    assertEquals("0 roi", Table.soldiers(scene).get("k1"));
    assertEquals("1 archer", Table.soldiers(scene).get("g14"));
    assertEquals("1 chevalier", Table.soldiers(scene).get("a24"));
    assertTrue(scene.on("k2").isEmpty());
  }

  @Test
  void hoveringOverASoldierTellsHowItMoves() {
    Thing archer = on("g14");
    var detail = scene.detailAt(archer.x(), archer.y()).orElseThrow();
    assertEquals("Archer", detail.title());
    assertTrue(detail.text().contains("3 holes"), detail.text());
  }

  @Test
  void whiteIsIvoryTilesWithDarkLettersAndBlueIsBlueDiscs() {
    assertEquals(Thing.Shape.CARD, on("g12").shape());
    assertTrue(on("g12").faceUp());
    assertEquals("A", on("g12").face());
    assertEquals(Thing.Shape.TOKEN, on("g14").shape());
    assertEquals(GraalwarPalette.BLEU_SOMBRE, on("g14").colour());
    assertEquals("A", on("g14").face());
  }

  @Test
  void rocksArePlainGreenAndForestsHatched() {
    Mark rock = scene.place("l12").orElseThrow(); // "...FF......R........." row 12
    assertEquals(GraalwarPalette.ROCK, rock.colour());
    Mark forest = scene.place("d12").orElseThrow();
    assertEquals(GraalwarPalette.FOREST, forest.colour());
    long hatches = scene.marks().stream().filter(m -> m.kind() == Mark.Kind.LINE && m.colour() == GraalwarPalette.FOREST_HATCH
        && forest.contains(m.x() + m.w() / 2, m.y() + m.h() / 2)).count();
    assertTrue(hatches >= 3, hatches + " strokes");
    assertEquals(GraalwarPalette.kingdom(0), scene.place("a1").orElseThrow().colour(), "White's kingdom");
    assertEquals(GraalwarPalette.kingdom(1), scene.place("a24").orElseThrow().colour(), "Blue's kingdom");
  }

  @Test
  void eachCastleHasASolidDonjonAndAnOpenCourInItsArmysColour() {
    assertDonjon("l1", GraalwarPalette.BLANC);
    assertDonjon("l24", GraalwarPalette.BLEU_SOMBRE);
    Mark cour = scene.place("l2").orElseThrow();
    assertTrue(scene.marks().stream().anyMatch(m -> m.kind() == Mark.Kind.FRAME && m.colour() == GraalwarPalette.BLANC
        && cour.contains(m.centreX(), m.centreY())));
    assertFalse(scene.marks().stream().anyMatch(m -> m.kind() == Mark.Kind.RECT && m.colour() == GraalwarPalette.BLANC
        && cour.contains(m.centreX(), m.centreY())), "the cour is open");
  }

  private void assertDonjon(String hole, int colour) {
    Mark donjon = scene.place(hole).orElseThrow();
    assertTrue(scene.marks().stream().anyMatch(m -> m.kind() == Mark.Kind.RECT && m.colour() == colour
        && m.target().isEmpty() && donjon.contains(m.centreX(), m.centreY())), hole);
  }

  @Test
  void eachOfTheHolesIsAPlaceToClick() {
    for (int hole = 0; hole < Hole.COUNT; hole++) {
      String name = Hole.name(hole);
      Mark m = scene.place(name).orElseThrow();
      assertEquals(name, scene.targetAt(m.centreX(), m.centreY()), "a click on " + name);
    }
  }

  @Test
  void bobSeesTheBoardTurnedRoundWithHisKingdomNearHim() {
    Scene bob = Table.board().scene(deployed, Table.seat(1));
    assertTrue(bob.thing(on("k1").id()).orElseThrow().y() > bob.on("k24").get(0).y(), "Blue's roi below White's");
    assertTrue(bob.place("a1").orElseThrow().x() > bob.place("x1").orElseThrow().x());
    assertTrue(scene.on("k24").get(0).y() > on("k1").y(), "and the other way round for Alice");
  }

  @Test
  void theSideToMoveIsFramedInGoldBesideTheBoardWithItsPlayersName() {
    assertTrue(scene.marks().stream().anyMatch(m -> m.kind() == Mark.Kind.TEXT && m.text().equals("Bob")));
    List<Mark> gold = scene.marks().stream().filter(m -> m.kind() == Mark.Kind.FRAME && m.colour() == GraalwarPalette.GOLD)
        .toList();
    assertFalse(gold.isEmpty());
    Mark alice = scene.marks().stream().filter(m -> m.text().equals("Alice")).findFirst().orElseThrow();
    gold.forEach(f -> assertTrue(f.contains(alice.x(), alice.y()), "White moves first"));
  }

  @Test
  void theWinnerIsFramedInGoldAtTheEnd() {
    GraalwarState won = new GraalwarState(deployed.settings(), deployed.layout(), deployed.score(), deployed.commitments(),
        deployed.deployments(), deployed.board(), -1, 57, Outcome.won(1, new roundtable.core.table.Event.Note("Blue wins")));
    Scene end = Table.board().scene(won, Table.spectator());
    Mark bob = end.marks().stream().filter(m -> m.text().equals("Bob")).findFirst().orElseThrow();
    Mark alice = end.marks().stream().filter(m -> m.text().equals("Alice")).findFirst().orElseThrow();
    List<Mark> gold = end.marks().stream().filter(m -> m.kind() == Mark.Kind.FRAME && m.colour() == GraalwarPalette.GOLD)
        .toList();
    assertTrue(gold.stream().anyMatch(f -> f.contains(bob.x(), bob.y())));
    assertTrue(gold.stream().noneMatch(f -> f.contains(alice.x(), alice.y())));
  }

  @Test
  void inCampsOfSixEachArmyHasItsOwnColourAndTheStripShowsEveryArmy() {
    GraalwarState six = Table.randomGame(6, java.util.Map.of("move-limit", "200"), 6).stream()
        .map(roundtable.core.table.Applied::state).filter(s -> !s.deploying()).findFirst().orElseThrow();
    List<String> names = List.of("Ann", "Ben", "Cat", "Dom", "Eve", "Fox");
    Scene camps = Table.board().scene(six, Seen.spectator(names));
    java.util.Set<Integer> colours = new java.util.TreeSet<>();
    for (Thing t : camps.things()) {
      int army = PieceIds.army(t.id());
      assertEquals(army, six.board().army(Hole.parse(t.target())), t.id());
      if (army > 0) {
        assertEquals(GraalwarPalette.army(army), t.colour(), t.id());
        colours.add(t.colour());
      } else {
        assertEquals(Thing.Shape.CARD, t.shape(), "White's chief: ivory tiles");
      }
    }
    assertEquals(5, colours.size(), "bleu sombre, marron clair, bleu pâle, marron foncé, turquoise");
    for (int army = 0; army < 6; army++) {
      int a = army;
      assertTrue(camps.marks().stream().anyMatch(m -> m.kind() == Mark.Kind.DISC && m.colour() == GraalwarPalette.army(a)
          && m.x() > SideStrip.LEFT), "army " + army + " beside the board");
    }
    for (String name : names) {
      assertTrue(camps.marks().stream().anyMatch(m -> m.kind() == Mark.Kind.TEXT && m.text().equals(name)), name);
    }
    Mark toMove = camps.marks().stream().filter(m -> m.text().equals(names.get(six.toMove()))).findFirst()
        .orElseThrow();
    List<Mark> gold = camps.marks().stream().filter(m -> m.kind() == Mark.Kind.FRAME && m.colour() == GraalwarPalette.GOLD)
        .toList();
    assertTrue(gold.stream().allMatch(f -> f.contains(toMove.x(), toMove.y())), "only the player to move is framed");
  }

  @Test
  void everythingIsDrawnInsideTheScene() {
    for (Seen seen : List.of(Table.seat(0), Table.seat(1), Table.spectator())) {
      Scene s = Table.board().scene(Table.seenBy(Table.committed(), seen), seen);
      for (Scene each : List.of(s, Table.board().scene(deployed, seen))) {
        for (Thing t : each.things()) {
          assertTrue(t.x() - t.w() / 2 >= 0 && t.x() + t.w() / 2 <= Scene.WIDTH, t.id());
          assertTrue(t.y() - t.h() / 2 >= 0 && t.y() + t.h() / 2 <= Scene.HEIGHT, t.id());
        }
        for (Mark m : each.marks()) {
          float w = m.kind() == Mark.Kind.TEXT ? 0 : Math.max(0, m.w());
          float h = m.kind() == Mark.Kind.RECT || m.kind() == Mark.Kind.FRAME ? m.h() : 0;
          assertTrue(m.x() >= 0 && m.x() + w <= Scene.WIDTH && m.y() >= 0 && m.y() + h <= Scene.HEIGHT, m.toString());
        }
      }
    }
  }
}
