package roundtable.desktop.client.graalwar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import roundtable.core.graalwar.Graalwar;
import roundtable.core.graalwar.GraalwarState;
import roundtable.core.secrets.SeatSecrets;
import roundtable.core.table.Action;
import roundtable.core.table.Viewer;
import roundtable.desktop.client.board.Mark;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Seen;
import roundtable.desktop.client.board.Thing;

/** "A l'abri des regards de l'adversaire, ils déploient leur armée": what each sees behind the screens. */
class GraalwarScreensTest {
  private static Scene scene(GraalwarState s, Seen seen) {
    return Table.board().scene(Table.seenBy(s, seen), seen);
  }

  /** The names on the screens standing over the kingdoms. */
  private static List<String> screens(Scene scene) {
    return scene.marks().stream().filter(m -> m.kind() == Mark.Kind.TEXT && m.h() >= 28).map(Mark::text).toList();
  }

  private static long soldiersOf(Scene scene, int side) {
    return scene.things().stream().filter(t -> PieceIds.side(t.id()) == side).count();
  }

  @Test
  void beforeCommittingASeatArrangesItsOwnArmyAndTheOtherIsBehindItsScreen() {
    Scene alice = scene(Table.start(java.util.Map.of()), Table.seat(0));
    assertEquals(17, soldiersOf(alice, 0), "the deployment Alice arranges, a suggested one to start from");
    assertEquals(0, soldiersOf(alice, 1));
    assertEquals(List.of("Bob"), screens(alice));
    assertTrue(alice.marks().stream().anyMatch(m -> m.kind() == Mark.Kind.RECT && m.colour() == GraalwarPalette.BLANC
        && m.target().isEmpty() && m.y() < GraalwarScene.BOTTOM + 12 * GraalwarScene.CELL), "and its château-fort");
    assertTrue(scene(Table.start(java.util.Map.of()), Table.spectator()).things().isEmpty());
  }

  @Test
  void onceCommittedASeatSeesItsOwnArmyAndOnlyItsOwn() {
    GraalwarState committed = Table.committed();
    Scene alice = scene(committed, Table.seat(0));
    assertEquals(17, soldiersOf(alice, 0));
    assertEquals(0, soldiersOf(alice, 1), "Blue's soldiers are not in Alice's scene at all");
    assertEquals("0 roi", Table.soldiers(alice).get("k1"));
    assertEquals(List.of("Bob"), screens(alice));
    Scene bob = scene(committed, Table.seat(1));
    assertEquals(17, soldiersOf(bob, 1));
    assertEquals(0, soldiersOf(bob, 0));
    assertEquals(List.of("Alice"), screens(bob));
  }

  @Test
  void aSpectatorSeesBothScreensUntilBothAreLifted() {
    GraalwarState oneRevealed = Table.play(Table.committed(), 0, Table.plan(0).reveal()).state();
    for (GraalwarState s : List.of(Table.committed(), oneRevealed)) {
      Scene spectator = scene(s, Table.spectator());
      assertTrue(spectator.things().isEmpty());
      assertEquals(List.of("Alice", "Bob"), screens(spectator));
    }
    Scene bob = scene(oneRevealed, Table.seat(1));
    assertEquals(0, soldiersOf(bob, 0), "White lifted its screen, but Bob sees nothing before his own is lifted");
    assertEquals(17, soldiersOf(bob, 1));
  }

  @Test
  void onceBothAreLiftedEverybodySeesEverything() {
    GraalwarState deployed = Table.deployed();
    for (Seen seen : List.of(Table.seat(0), Table.seat(1), Table.spectator())) {
      Scene s = scene(deployed, seen);
      assertEquals(34, s.things().size());
      assertEquals(List.of(), screens(s));
    }
  }

  @Test
  void aSeatWithItsTableSecretsSeesThePlanItCommittedTo() {
    // A seat at a real table holds its secrets, and the rules offer it plans derived from them.
    SeatSecrets secrets = new SeatSecrets(1, new SplittableRandom(5));
    GraalwarState s = Table.play(Table.start(java.util.Map.of()), 0, Table.plan(0).commit(0)).state();
    Action commit = Graalwar.GAME.legalActions(s, 1, secrets).get(0);
    s = Table.play(s, 1, commit).state();
    Seen bob = new Seen(Viewer.seat(1), secrets, Table.NAMES);
    Scene scene = scene(s, bob);
    assertEquals(17, soldiersOf(scene, 1));
    assertEquals(0, soldiersOf(scene, 0));
  }

  @Test
  void whenTheScreensComeDownASeatsOwnSoldiersStayPutAndTheEnemyAppears() {
    GraalwarBoard board = Table.board();
    Seen alice = Table.seat(0);
    GraalwarState oneRevealed = Table.play(Table.committed(), 0, Table.plan(0).reveal()).state();
    Scene before = board.scene(Table.seenBy(oneRevealed, alice), alice);
    var applied = Table.play(oneRevealed, 1, Table.plan(1).reveal());
    List<Scene> steps = board.steps(Table.seenBy(oneRevealed, alice), applied, alice);
    Scene after = steps.get(steps.size() - 1);
    for (Thing t : before.things()) {
      assertEquals(t, after.thing(t.id()).orElseThrow(), "Alice's " + t.id() + " keeps its id and its place");
    }
    assertEquals(34, after.things().size());
  }
}
