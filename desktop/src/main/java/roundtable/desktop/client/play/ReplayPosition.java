package roundtable.desktop.client.play;

import java.util.List;

/**
 * Where a replay stands: how many of the record's actions are applied, whether it plays on by
 * itself, and at which speed. Immutable: each control gives the next position, and a control that
 * can do nothing here gives the same one back.
 *
 * @param step the actions applied, from 0 (the setup) to {@code total} (the end of the record)
 * @param total the actions the record holds
 * @param playing whether the replay steps forward by itself
 * @param speed an index into {@link #SPEEDS}
 */
public record ReplayPosition(int step, int total, boolean playing, int speed) {
  /** The seconds each action is shown for while playing, fastest first. */
  public static final List<Float> SPEEDS = List.of(0.25f, 0.5f, 1f, 2f);
  /** Half a second an action, at first. */
  static final int FIRST_SPEED = 1;

  public ReplayPosition {
    if (total < 0 || step < 0 || step > total) {
      throw new IllegalArgumentException("step " + step + " of " + total);
    }
    if (speed < 0 || speed >= SPEEDS.size()) {
      throw new IllegalArgumentException("no speed " + speed);
    }
    playing = playing && step < total;
  }

  /** At the setup, paused, at the first speed. */
  public static ReplayPosition start(int total) {
    return new ReplayPosition(0, total, false, FIRST_SPEED);
  }

  public boolean atStart() {
    return step == 0;
  }

  public boolean atEnd() {
    return step == total;
  }

  /** One action further (playing stops at the end). */
  public ReplayPosition forward() {
    return atEnd() ? this : new ReplayPosition(step + 1, total, playing, speed);
  }

  /** One action back; stepping back pauses. */
  public ReplayPosition back() {
    return atStart() ? this : new ReplayPosition(step - 1, total, false, speed);
  }

  /** Play, or pause; there is nothing to play at the end. */
  public ReplayPosition playOrPause() {
    return atEnd() ? this : new ReplayPosition(step, total, !playing, speed);
  }

  /** More seconds for each action. */
  public ReplayPosition slower() {
    return speed == SPEEDS.size() - 1 ? this : new ReplayPosition(step, total, playing, speed + 1);
  }

  /** Fewer seconds for each action. */
  public ReplayPosition faster() {
    return speed == 0 ? this : new ReplayPosition(step, total, playing, speed - 1);
  }

  public boolean slowest() {
    return speed == SPEEDS.size() - 1;
  }

  public boolean fastest() {
    return speed == 0;
  }

  /** How long each action is shown for while playing. */
  public float secondsPerAction() {
    return SPEEDS.get(speed);
  }
}
