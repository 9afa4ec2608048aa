package roundtable.core.hidden;

import java.util.ArrayList;
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

  /** The state's steps, never changed; the first {@link #taken} of them are done. */
  private final List<T> original;
  private int taken;
  /** Steps put at the head since, the head last (a stack); null before the first. */
  private Object[] front;
  private int fronts;
  /** Steps added at the end since, of which the first {@link #backTaken} are done; null before the first. */
  private List<T> back;
  private int backTaken;

  /**
   * A working copy of these steps, which nobody changes: read where they are, not copied, so that
   * an action costs the steps it adds and takes rather than all of them (issue 18).
   */
  public Agenda(List<T> steps) {
    this.original = steps;
  }

  /** The steps, head first, for the state: the state's own list while nothing changed. */
  public List<T> list() {
    int left = original.size() - taken;
    int backs = back == null ? 0 : back.size() - backTaken;
    if (taken == 0 && fronts == 0 && backs == 0) {
      return original;
    }
    Object[] all = new Object[fronts + left + backs];
    for (int i = 0; i < fronts; i++) {
      all[i] = front[fronts - 1 - i];
    }
    for (int i = 0; i < left; i++) {
      all[fronts + i] = original.get(taken + i);
    }
    for (int i = 0; i < backs; i++) {
      all[fronts + left + i] = back.get(backTaken + i);
    }
    return Frozen.own(all);
  }

  public boolean isEmpty() {
    return fronts == 0 && taken == original.size() && (back == null || backTaken == back.size());
  }

  /** The step at the head, or null. */
  @SuppressWarnings("unchecked")
  public T head() {
    if (fronts > 0) {
      return (T) front[fronts - 1];
    }
    if (taken < original.size()) {
      return original.get(taken);
    }
    return back == null || backTaken == back.size() ? null : back.get(backTaken);
  }

  /** Takes the step at the head off; null if none. */
  public T take() {
    T head = head();
    if (fronts > 0) {
      front[--fronts] = null;
    } else if (taken < original.size()) {
      taken++;
    } else if (head != null) {
      backTaken++;
    }
    return head;
  }

  /** Puts these steps at the head, in this order. */
  @SafeVarargs
  public final void first(T... next) {
    for (int i = next.length - 1; i >= 0; i--) {
      push(next[i]);
    }
  }

  /** Puts these steps at the head, in this order. */
  public void first(List<T> next) {
    for (int i = next.size() - 1; i >= 0; i--) {
      push(next.get(i));
    }
  }

  private void push(T step) {
    java.util.Objects.requireNonNull(step);
    if (front == null) {
      front = new Object[8];
    } else if (fronts == front.length) {
      front = java.util.Arrays.copyOf(front, fronts * 2);
    }
    front[fronts++] = step;
  }

  /** Replaces the head by these steps (none: it is done). */
  @SafeVarargs
  public final void replace(T... next) {
    take();
    first(next);
  }

  /** Adds these steps at the end. */
  @SafeVarargs
  public final void then(T... next) {
    if (back == null) {
      back = new ArrayList<>();
    }
    back.addAll(List.of(next));
  }

  /** Whether a step to come fits. */
  @SuppressWarnings("unchecked")
  public boolean any(Predicate<T> fits) {
    for (int i = fronts - 1; i >= 0; i--) {
      if (fits.test((T) front[i])) {
        return true;
      }
    }
    for (int i = taken; i < original.size(); i++) {
      if (fits.test(original.get(i))) {
        return true;
      }
    }
    for (int i = backTaken; back != null && i < back.size(); i++) {
      if (fits.test(back.get(i))) {
        return true;
      }
    }
    return false;
  }

  public void clear() {
    front = null;
    fronts = 0;
    taken = original.size();
    back = null;
    backTaken = 0;
  }

  /**
   * Runs the steps, head first, while the game is not over and the table waits for nothing, until
   * one waits for a seat or none is left.
   *
   * @param stop whether the game is over or the table waits (for a draw, the cards)
   */
  public void settle(BooleanSupplier stop, Runner<T> runner) {
    while (!isEmpty() && !stop.getAsBoolean()) {
      if (!runner.run(head())) {
        return;
      }
    }
  }
}
