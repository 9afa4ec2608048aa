package roundtable.desktop.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import java.util.function.IntFunction;

/** Games played a few at once, on their own daemon threads, their results taken in order (arena, bench bots). */
final class ParallelGames {
  private ParallelGames() {}

  /**
   * Plays games 0 to {@code games - 1} on at most {@code threads} threads; each result goes to
   * {@code inOrder} as soon as it and every game before it are done. A game that fails stops them all.
   */
  static <T> List<T> play(int games, int threads, String name, IntFunction<Callable<T>> game, Consumer<T> inOrder)
      throws InterruptedException {
    ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, Math.min(threads, games)), r -> {
      Thread t = new Thread(r, name);
      t.setDaemon(true);
      return t;
    });
    try {
      List<Future<T>> futures = new ArrayList<>();
      for (int i = 0; i < games; i++) {
        futures.add(pool.submit(game.apply(i)));
      }
      List<T> results = new ArrayList<>();
      for (Future<T> future : futures) {
        T result;
        try {
          result = future.get();
        } catch (ExecutionException e) {
          throw new IllegalStateException("a game failed: " + e.getCause(), e.getCause());
        }
        results.add(result);
        inOrder.accept(result);
      }
      return results;
    } finally {
      pool.shutdownNow();
    }
  }
}
