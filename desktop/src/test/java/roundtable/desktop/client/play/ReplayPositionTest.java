package roundtable.desktop.client.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Where a replay stands, and what each control makes of it. */
class ReplayPositionTest {
  @Test
  void itStartsAtTheSetupPausedAtHalfASecondAnAction() {
    ReplayPosition start = ReplayPosition.start(40);
    assertEquals(0, start.step());
    assertEquals(40, start.total());
    assertFalse(start.playing());
    assertEquals(0.5f, start.secondsPerAction());
    assertTrue(start.atStart());
    assertFalse(start.atEnd());
  }

  @Test
  void forwardAndBackStopAtBothEnds() {
    ReplayPosition at = ReplayPosition.start(2);
    assertSame(at, at.back(), "nothing before the setup");
    at = at.forward().forward();
    assertEquals(2, at.step());
    assertTrue(at.atEnd());
    assertSame(at, at.forward(), "nothing after the end");
    assertEquals(1, at.back().step());
  }

  @Test
  void playingStopsAtTheEndAndStepsBackPause() {
    ReplayPosition playing = ReplayPosition.start(2).playOrPause();
    assertTrue(playing.playing());
    assertTrue(playing.forward().playing());
    assertFalse(playing.forward().forward().playing(), "the end pauses");
    assertFalse(playing.forward().back().playing(), "stepping back pauses");
    assertFalse(playing.playOrPause().playing());
    ReplayPosition end = ReplayPosition.start(1).forward();
    assertSame(end, end.playOrPause(), "nothing to play at the end");
    assertFalse(ReplayPosition.start(0).playOrPause().playing(), "an empty record has nothing to play");
  }

  @Test
  void theSpeedGoesFromAQuarterSecondToTwoSecondsAnAction() {
    ReplayPosition at = ReplayPosition.start(5);
    assertEquals(0.25f, at.faster().secondsPerAction());
    assertTrue(at.faster().fastest());
    assertEquals(at.faster(), at.faster().faster(), "no faster than a quarter second");
    assertEquals(1f, at.slower().secondsPerAction());
    assertEquals(2f, at.slower().slower().secondsPerAction());
    assertTrue(at.slower().slower().slowest());
    assertEquals(at.slower().slower(), at.slower().slower().slower(), "no slower than 2 s");
    assertEquals(at.step(), at.slower().step(), "the speed keeps the place");
  }

  @Test
  void aPositionOutsideTheRecordIsRefused() {
    assertThrows(IllegalArgumentException.class, () -> new ReplayPosition(3, 2, false, 0));
    assertThrows(IllegalArgumentException.class, () -> new ReplayPosition(-1, 2, false, 0));
    assertThrows(IllegalArgumentException.class, () -> new ReplayPosition(0, 2, false, ReplayPosition.SPEEDS.size()));
  }
}
