package roundtable.core.hidden;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;

/**
 * What is left to do, head first: the card games' one queue of steps, some waiting for a seat's
 * decision, the others done by the rules as soon as the table waits for nothing (no draw, no
 * shuffle, no share). A move stops for a decision, a die or a shuffle and carries on afterwards.
 * A working copy, changed in place while an action is applied; the state keeps its {@link #list()}.
 *
 * @param <T> the game's own steps
 */
public final class Agenda<T> {
  /** The game's answer for the step at the head. */
  public interface Runner<T> {
    /**
     * Does the head step, or says it waits (for a seat's decision): {@code false} leaves the head
     * where it is and stops; {@code true} means the step was done or replaced, and the rules go on.
     */
    boolean run(T head);
  }

  private final Deque<T> steps;

  public Agenda(List<T> steps) {
    // room for the steps an action puts first, without growing
    this.steps = new ArrayDeque<>(steps.size() + 8);
    this.steps.addAll(steps);
  }

  /** The steps, head first, for the state. */
  public List<T> list() {
    return Frozen.own(steps.toArray());
  }

  public boolean isEmpty() {
    return steps.isEmpty();
  }

  /** The step at the head, or null. */
  public T head() {
    return steps.peekFirst();
  }

  /** Takes the step at the head off; null if none. */
  public T take() {
    return steps.pollFirst();
  }

  /** Puts these steps at the head, in this order. */
  @SafeVarargs
  public final void first(T... next) {
    for (int i = next.length - 1; i >= 0; i--) {
      steps.addFirst(next[i]);
    }
  }

  /** Puts these steps at the head, in this order. */
  public void first(List<T> next) {
    for (int i = next.size() - 1; i >= 0; i--) {
      steps.addFirst(next.get(i));
    }
  }

  /** Replaces the head by these steps (none: it is done). */
  @SafeVarargs
  public final void replace(T... next) {
    steps.pollFirst();
    first(next);
  }

  /** Adds these steps at the end. */
  @SafeVarargs
  public final void then(T... next) {
    steps.addAll(List.of(next));
  }

  /** Whether a step to come fits. */
  public boolean any(Predicate<T> fits) {
    return steps.stream().anyMatch(fits);
  }

  public void clear() {
    steps.clear();
  }

  /**
   * Runs the steps, head first, while the game is not over and the table waits for nothing, until
   * one waits for a seat or none is left.
   *
   * @param stop whether the game is over or the table waits (for a draw, the cards)
   */
  public void settle(BooleanSupplier stop, Runner<T> runner) {
    while (!steps.isEmpty() && !stop.getAsBoolean()) {
      if (!runner.run(steps.peekFirst())) {
        return;
      }
    }
  }
}
