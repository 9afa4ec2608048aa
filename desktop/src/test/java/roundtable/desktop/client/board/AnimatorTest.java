package roundtable.desktop.client.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static roundtable.desktop.client.board.Animator.STEP_SECONDS;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What a player sees between two scenes: stones travel, cards flip, things fade in and out. */
class AnimatorTest {
  private static final int RED = 0xcc2222ff;
  private static final int BACK = 0x223366ff;
  private static final float C9_X = 200;
  private static final float C9_Y = 640;
  private static final float C8_X = 200;
  private static final float C8_Y = 560;
  private static final float EPS = 1e-3f;

  private static Thing redStone(float x, float y) {
    return Thing.stone("red-1", x, y, 60, 40, 1, RED, "");
  }

  private static Scene scene(Thing... things) {
    return new Scene(List.of(), List.of(things));
  }

  /** A scene that tells the steps apart: one token whose face is the step's number. */
  private static Scene numbered(int n) {
    return scene(Thing.token("n", 100, 100, 40, 1, RED, Integer.toString(n), true, ""));
  }

  private static Pose pose(Animator animator, String id) {
    Optional<Pose> found = animator.poses().stream().filter(p -> p.thing().id().equals(id)).findFirst();
    return found.orElseThrow(() -> new AssertionError("nothing drawn for " + id + ": " + animator.poses()));
  }

  private static Animator showing(Scene scene) {
    Animator animator = new Animator();
    animator.jump(scene);
    return animator;
  }

  @Test
  void aStoneLiftedFromC9TravelsToC8EasedAndArrives() {
    Animator animator = showing(scene(redStone(C9_X, C9_Y)));
    animator.play(List.of(scene(redStone(C8_X, C8_Y))));

    animator.update(STEP_SECONDS / 4);
    Pose quarter = pose(animator, "red-1");
    float share = (C9_Y - quarter.y()) / (C9_Y - C8_Y);
    assertTrue(share > 0 && share < 1, "on its way, between c9 and c8: " + quarter);
    assertEquals(Animator.ease(0.25f), share, EPS, "a quarter of the time, eased");
    assertTrue(share < 0.25f, "slow in: less than a quarter of the way after a quarter of the time");
    assertEquals(1, quarter.alpha(), EPS);
    assertEquals(1, quarter.width(), EPS, "a stone that only travels does not flip");

    animator.update(STEP_SECONDS / 4);
    assertEquals((C9_Y + C8_Y) / 2, pose(animator, "red-1").y(), EPS, "half way at half time");
    assertFalse(animator.idle());

    animator.update(STEP_SECONDS / 2);
    Pose there = pose(animator, "red-1");
    assertEquals(C8_X, there.x(), EPS);
    assertEquals(C8_Y, there.y(), EPS);
    assertTrue(animator.idle());
  }

  @Test
  void easingIsSlowInSlowOut() {
    assertEquals(0, Animator.ease(0), EPS);
    assertEquals(0.5f, Animator.ease(0.5f), EPS);
    assertEquals(1, Animator.ease(1), EPS);
    assertTrue(Animator.ease(0.1f) < 0.1f);
    assertTrue(Animator.ease(0.9f) > 0.9f);
  }

  @Test
  void aCardTurnedFaceUpFlipsShowingItsBackThenItsFace() {
    Thing down = Thing.card("merlin", 300, 300, 1, BACK, "Merlin", false, "");
    Thing up = Thing.card("merlin", 300, 300, 1, BACK, "Merlin", true, "");
    Animator animator = showing(scene(down));
    animator.play(List.of(scene(up)));

    animator.update(STEP_SECONDS * 0.25f);
    Pose early = pose(animator, "merlin");
    assertFalse(early.thing().faceUp(), "before half way its back is shown");
    assertEquals("", early.thing().face());
    assertTrue(early.width() < 1 && early.width() > 0.5f, "it narrows: " + early.width());

    animator.update(STEP_SECONDS * 0.24f);
    Pose justBefore = pose(animator, "merlin");
    assertFalse(justBefore.thing().faceUp());
    assertTrue(justBefore.width() < 0.1f, "edge on near half way: " + justBefore.width());

    animator.update(STEP_SECONDS * 0.01f);
    assertEquals(0, pose(animator, "merlin").width(), 0.01f, "no width at all at half way");

    animator.update(STEP_SECONDS * 0.02f);
    Pose justAfter = pose(animator, "merlin");
    assertTrue(justAfter.thing().faceUp(), "after half way its face is shown");
    assertEquals("Merlin", justAfter.thing().face());
    assertTrue(justAfter.width() < 0.1f);

    animator.update(STEP_SECONDS);
    Pose done = pose(animator, "merlin");
    assertEquals(1, done.width(), EPS);
    assertEquals("Merlin", done.thing().face());
  }

  @Test
  void aTokenWhoseFaceChangesFlipsToo() {
    Animator animator = showing(numbered(1));
    animator.play(List.of(numbered(2)));
    animator.update(STEP_SECONDS * 0.3f);
    assertEquals("1", pose(animator, "n").thing().face());
    assertTrue(pose(animator, "n").width() < 1);
    animator.update(STEP_SECONDS * 0.4f);
    assertEquals("2", pose(animator, "n").thing().face());
  }

  @Test
  void aNewStoneFadesInAndACapturedOneFadesOut() {
    Thing kept = Thing.stone("kept", 100, 100, 60, 40, 1, RED, "");
    Thing gone = Thing.stone("gone", 200, 100, 60, 40, 1, RED, "");
    Thing fresh = Thing.stone("fresh", 300, 100, 60, 40, 1, RED, "");
    Animator animator = showing(scene(kept, gone));
    animator.play(List.of(scene(kept, fresh)));

    animator.update(STEP_SECONDS / 4);
    float e = Animator.ease(0.25f);
    assertEquals(e, pose(animator, "fresh").alpha(), EPS, "fading in");
    assertEquals(1 - e, pose(animator, "gone").alpha(), EPS, "fading out");
    assertEquals(1, pose(animator, "kept").alpha(), EPS, "what stays stays");
    assertEquals(200, pose(animator, "gone").x(), EPS, "a gone thing fades where it was");

    animator.update(STEP_SECONDS);
    assertEquals(List.of("kept", "fresh"), animator.poses().stream().map(p -> p.thing().id()).toList());
    assertTrue(animator.poses().stream().allMatch(p -> p.alpha() == 1));
  }

  @Test
  void aStoneOnItsWayIsDrawnOverTheStonesItPasses() {
    Thing high = Thing.stone("high", 500, 500, 60, 40, 5, RED, "");
    Animator animator = showing(scene(redStone(C9_X, C9_Y), high));
    animator.play(List.of(scene(redStone(C8_X, C8_Y), high)));
    animator.update(STEP_SECONDS / 2);
    List<String> order = animator.poses().stream().map(p -> p.thing().id()).toList();
    assertEquals(List.of("high", "red-1"), order, "the travelling stone is drawn last, on top");
    animator.update(STEP_SECONDS);
    assertEquals(List.of("red-1", "high"), animator.poses().stream().map(p -> p.thing().id()).toList(),
        "at rest, lowest first");
  }

  @Test
  void stepsQueueAndPlayInOrder() {
    Animator animator = showing(numbered(0));
    animator.play(List.of(numbered(1), numbered(2)));
    assertEquals(1, animator.waiting(), "one plays, one waits");
    assertEquals(1, animator.speed(), EPS);
    List<String> seen = new ArrayList<>();
    for (int frame = 0; frame < 200 && !animator.idle(); frame++) {
      String face = animator.scene().things().get(0).face();
      if (seen.isEmpty() || !seen.get(seen.size() - 1).equals(face)) {
        seen.add(face);
      }
      animator.update(1 / 60f);
    }
    assertEquals(List.of("1", "2"), seen);
    assertEquals("2", pose(animator, "n").thing().face());

    animator.play(List.of(numbered(3)));
    assertEquals("3", animator.scene().things().get(0).face(), "a step queued when idle starts at once");
    assertEquals(0, animator.waiting());
  }

  @Test
  void aStepQueuedWhilePlayingWaitsForTheOneBefore() {
    Animator animator = showing(numbered(0));
    animator.play(List.of(numbered(1)));
    animator.update(STEP_SECONDS / 2);
    animator.play(List.of(numbered(2)));
    assertEquals("1", animator.scene().things().get(0).face());
    assertEquals(1, animator.waiting());
    animator.update(STEP_SECONDS / 2 + STEP_SECONDS / 4);
    assertEquals("2", animator.scene().things().get(0).face());
  }

  @Test
  void aSpectatorCatchingUpSeesTheStepsPlayFasterAndCanSkipToTheEnd() {
    Animator animator = showing(numbered(0));
    List<Scene> many = new ArrayList<>();
    for (int n = 1; n <= Animator.CATCH_UP + 3; n++) {
      many.add(numbered(n));
    }
    animator.play(many);
    assertTrue(animator.waiting() > Animator.CATCH_UP);
    float fast = animator.speed();
    assertTrue(fast > 1, "more than CATCH_UP waiting plays faster: " + fast);

    animator.update(STEP_SECONDS / fast * 1.01f);
    animator.update(1e-4f);
    assertEquals("2", animator.scene().things().get(0).face(), "a whole step in a fraction of its time");

    animator.finish();
    assertTrue(animator.idle());
    assertEquals(0, animator.waiting());
    assertEquals(1, animator.speed(), EPS);
    assertEquals(Integer.toString(many.size()), pose(animator, "n").thing().face(), "the last step, at rest");
    assertEquals(1, pose(animator, "n").width(), EPS);
  }

  @Test
  void finishWhileOneStepPlaysEndsIt() {
    Animator animator = showing(scene(redStone(C9_X, C9_Y)));
    animator.play(List.of(scene(redStone(C8_X, C8_Y))));
    animator.update(STEP_SECONDS / 3);
    animator.finish();
    assertTrue(animator.idle());
    assertEquals(C8_Y, pose(animator, "red-1").y(), EPS);
  }

  @Test
  void jumpShowsAtOnceAndForgetsWhatWaited() {
    Animator animator = showing(numbered(0));
    animator.play(List.of(numbered(1), numbered(2), numbered(3)));
    animator.update(STEP_SECONDS / 5);
    Scene board = scene(redStone(C8_X, C8_Y));
    animator.jump(board);
    assertTrue(animator.idle());
    assertEquals(0, animator.waiting());
    assertSame(board, animator.scene());
    Pose pose = pose(animator, "red-1");
    assertEquals(C8_Y, pose.y(), EPS);
    assertEquals(1, pose.alpha(), EPS);
    assertEquals(1, animator.poses().size(), "nothing of the old steps is drawn");
  }

  @Test
  void idleMeansNothingMovesAndNothingWaits() {
    Animator animator = new Animator();
    assertTrue(animator.idle(), "a new animator is idle");
    assertTrue(animator.poses().isEmpty());
    animator.play(List.of());
    assertTrue(animator.idle(), "no steps, nothing to play");
    animator.play(List.of(numbered(1)));
    assertFalse(animator.idle(), "a step plays");
    animator.update(STEP_SECONDS * 0.999f);
    assertFalse(animator.idle());
    animator.update(STEP_SECONDS * 0.002f);
    assertTrue(animator.idle());
    animator.update(1);
    assertTrue(animator.idle(), "time passing changes nothing when idle");
    animator.update(0);
    assertTrue(animator.idle());
  }

  @Test
  void aHugeStepOfTimeEndsOnTheLastScene() {
    Animator animator = showing(numbered(0));
    List<Scene> steps = new ArrayList<>();
    for (int n = 1; n <= 10; n++) {
      steps.add(numbered(n));
    }
    animator.play(steps);
    animator.update(1_000);
    assertTrue(animator.idle());
    assertEquals("10", pose(animator, "n").thing().face());
    assertEquals(1, pose(animator, "n").width(), EPS);
  }

  @Test
  void theFirstSceneEverFadesIn() {
    Animator animator = new Animator();
    animator.play(List.of(scene(redStone(C9_X, C9_Y))));
    animator.update(STEP_SECONDS / 2);
    assertEquals(0.5f, pose(animator, "red-1").alpha(), EPS);
    assertNotEquals(0, pose(animator, "red-1").alpha());
  }
}
