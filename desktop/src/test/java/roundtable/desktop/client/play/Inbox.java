package roundtable.desktop.client.play;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import roundtable.desktop.client.Post;

/**
 * The render thread of the tests: what a table posts waits here until the test thread runs it, so
 * that a board model is only ever touched by one thread, as in the window.
 */
final class Inbox implements Post {
  private final BlockingQueue<Runnable> tasks = new LinkedBlockingQueue<>();
  private int ran;

  @Override
  public void post(Runnable task) {
    tasks.add(task);
  }

  /**
   * Runs the posted tasks one by one, calling {@code after} after each, until {@code done} holds;
   * fails when nothing comes for {@code seconds}.
   */
  void runUntil(BooleanSupplier done, Runnable after, long seconds) throws InterruptedException {
    while (!done.getAsBoolean()) {
      Runnable task = tasks.poll(seconds, TimeUnit.SECONDS);
      if (task == null) {
        throw new AssertionError("nothing posted for " + seconds + " s after " + ran + " tasks");
      }
      task.run();
      ran++;
      after.run();
    }
  }

  void runUntil(BooleanSupplier done) throws InterruptedException {
    runUntil(done, () -> {}, 5);
  }

  /** The tasks waiting now. */
  int waiting() {
    return tasks.size();
  }
}
