package roundtable.desktop.client;

import com.badlogic.gdx.Gdx;

/**
 * How other threads hand work to the render thread. Network and bot threads never touch what the
 * screen shows: they post a task, and the render thread runs it before its next frame.
 */
@FunctionalInterface
public interface Post {
  void post(Runnable task);

  /** The window's render thread. */
  static Post toRenderThread() {
    return task -> Gdx.app.postRunnable(task);
  }

  /** Runs the task at once, on the caller's thread: tests of screen logic. */
  static Post direct() {
    return Runnable::run;
  }
}
