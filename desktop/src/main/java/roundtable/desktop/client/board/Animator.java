package roundtable.desktop.client.board;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Plays the scenes a board passes through, one step after another: a thing whose place changed
 * travels there, a thing whose side changed flips, a new thing fades in and a gone one fades out.
 * When steps pile up (a spectator catching up on a game in progress) it plays them faster, and
 * {@link #finish} jumps to the last one. Pure arithmetic, no graphics: the screen asks for the
 * {@link #poses} of each frame.
 */
public final class Animator {
  /** How long one step takes at normal speed. */
  public static final float STEP_SECONDS = 0.4f;
  /** More steps than this waiting: play faster, the more the faster (fast-forward). */
  public static final int CATCH_UP = 2;

  private final Deque<Scene> waiting = new ArrayDeque<>();
  private Scene from = Scene.empty();
  private Scene to = Scene.empty();
  private float t = 1;
  /** Every step ever queued, and so every step begun: {@code queued - waiting}. */
  private long queued;

  /** Shows this scene at once, with no animation (a board opened on a game in progress). */
  public void jump(Scene scene) {
    waiting.clear();
    from = scene;
    to = scene;
    t = 1;
  }

  /** Queues scenes to pass through, in order. */
  public void play(List<Scene> steps) {
    waiting.addAll(steps);
    queued += steps.size();
    if (t >= 1) {
      advance();
    }
  }

  /** Jumps to the last scene queued. */
  public void finish() {
    Scene last = waiting.isEmpty() ? to : waiting.getLast();
    jump(last);
  }

  /** How many steps were ever queued. */
  public long queued() {
    return queued;
  }

  /** How many of them have begun to play (all, after a jump). */
  public long reached() {
    return queued - waiting.size();
  }

  /** True when nothing moves and nothing waits. */
  public boolean idle() {
    return t >= 1 && waiting.isEmpty();
  }

  /** The steps still waiting after the one playing. */
  public int waiting() {
    return waiting.size();
  }

  /** How fast steps play now: 1, or more when they pile up. */
  public float speed() {
    return waiting.size() > CATCH_UP ? 1 + waiting.size() : 1;
  }

  /** Moves time on by {@code seconds}. */
  public void update(float seconds) {
    float left = seconds;
    while (left > 0 && !(t >= 1 && waiting.isEmpty())) {
      if (t >= 1) {
        advance();
      }
      float rate = speed() / STEP_SECONDS;
      float need = (1 - t) / rate;
      if (left < need) {
        t += left * rate;
        left = 0;
      } else {
        t = 1;
        left -= need;
      }
    }
  }

  private void advance() {
    if (!waiting.isEmpty()) {
      from = to;
      to = waiting.removeFirst();
      t = 0;
    }
  }

  /** The scene the board is heading for (its marks are drawn as they are). */
  public Scene scene() {
    return to;
  }

  /** Every thing as drawn now, lowest first. */
  public List<Pose> poses() {
    if (t >= 1) {
      List<Pose> rest = new ArrayList<>(to.things().size());
      for (Thing thing : to.things()) {
        rest.add(new Pose(thing, thing.x(), thing.y(), 1, 1));
      }
      rest.sort(Comparator.comparingDouble(p -> p.thing().z()));
      return rest;
    }
    float e = ease(t);
    Map<String, Thing> before = new HashMap<>();
    for (Thing thing : from.things()) {
      before.put(thing.id(), thing);
    }
    List<Pose> poses = new ArrayList<>();
    List<Float> order = new ArrayList<>();
    for (Thing now : to.things()) {
      Thing was = before.remove(now.id());
      if (was == null) {
        poses.add(new Pose(now, now.x(), now.y(), 1, e));
        order.add(now.z());
        continue;
      }
      float x = was.x() + (now.x() - was.x()) * e;
      float y = was.y() + (now.y() - was.y()) * e;
      boolean moving = was.x() != now.x() || was.y() != now.y();
      float width = 1;
      Thing shown = now;
      if (was.faceUp() != now.faceUp() || !was.face().equals(now.face())) {
        width = Math.abs((float) Math.cos(Math.PI * t));
        shown = t < 0.5f ? was.at(x, y, now.z()) : now;
      }
      poses.add(new Pose(shown, x, y, width, 1));
      // A thing on its way is drawn over the others, in the order it will have on arrival.
      order.add(moving ? 10_000 + now.z() : now.z());
    }
    for (Thing gone : before.values()) {
      poses.add(new Pose(gone, gone.x(), gone.y(), 1, 1 - e));
      order.add(gone.z());
    }
    Integer[] index = new Integer[poses.size()];
    for (int i = 0; i < index.length; i++) {
      index[i] = i;
    }
    java.util.Arrays.sort(index, Comparator.comparingDouble(order::get));
    List<Pose> sorted = new ArrayList<>(poses.size());
    for (int i : index) {
      sorted.add(poses.get(i));
    }
    return sorted;
  }

  /** Slow in, slow out. */
  static float ease(float t) {
    return t * t * (3 - 2 * t);
  }
}
