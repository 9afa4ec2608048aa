package roundtable.core.hidden;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import java.util.RandomAccess;

/**
 * A card game's working copy of one of its state's immutable lists, for the length of an action:
 * read from the state's list until the first change, then from a copy made then (copy on write), so
 * that an action copies only the lists it changes (issue 18).
 *
 * @param <T> the elements
 */
public final class DraftList<T> extends AbstractList<T> implements RandomAccess {
  private final List<T> original;
  /** The copy, once changed; null before. */
  private List<T> changed;

  /** A draft of this list, which nobody changes. */
  public DraftList(List<T> original) {
    this.original = original;
  }

  /** A draft of each of these lists. */
  public static <T> List<DraftList<T>> of(List<? extends List<T>> lists) {
    List<DraftList<T>> drafts = new ArrayList<>(lists.size());
    for (List<T> l : lists) {
      drafts.add(new DraftList<>(l));
    }
    return drafts;
  }

  /** The list as it is now, immutable: the original itself while unchanged. */
  public List<T> frozen() {
    return changed == null ? original : List.copyOf(changed);
  }

  /** Each draft {@link #frozen()}: the original list of lists itself while none changed. */
  public static <T> List<List<T>> frozen(List<List<T>> original, List<DraftList<T>> drafts) {
    boolean changed = false;
    for (DraftList<T> d : drafts) {
      changed |= d.isChanged();
    }
    if (!changed) {
      return original;
    }
    List<List<T>> lists = new ArrayList<>(drafts.size());
    for (DraftList<T> d : drafts) {
      lists.add(d.frozen());
    }
    return List.copyOf(lists);
  }

  /** Whether the draft differs from its original (was changed at all). */
  public boolean isChanged() {
    return changed != null;
  }

  /**
   * An immutable copy of a list of lists, or the list itself when it and its lists are immutable
   * already ({@link List#copyOf} gives them back): what a state's record keeps.
   */
  @SuppressWarnings("unchecked")
  public static <T> List<List<T>> copyOfNested(List<? extends List<T>> lists) {
    boolean same = List.copyOf(lists) == lists;
    List<?>[] copied = new List<?>[lists.size()];
    for (int i = 0; i < copied.length; i++) {
      copied[i] = List.copyOf(lists.get(i));
      same &= copied[i] == lists.get(i);
    }
    return same ? (List<List<T>>) lists : (List<List<T>>) (List<?>) List.of(copied);
  }

  private List<T> read() {
    return changed == null ? original : changed;
  }

  private List<T> write() {
    if (changed == null) {
      changed = new ArrayList<>(original);
    }
    return changed;
  }

  @Override
  public T get(int index) {
    return read().get(index);
  }

  @Override
  public int size() {
    return read().size();
  }

  @Override
  public int indexOf(Object o) {
    return read().indexOf(o);
  }

  @Override
  public boolean contains(Object o) {
    return read().contains(o);
  }

  @Override
  public T set(int index, T element) {
    return write().set(index, element);
  }

  @Override
  public void add(int index, T element) {
    modCount++;
    write().add(index, element);
  }

  @Override
  public T remove(int index) {
    modCount++;
    return write().remove(index);
  }

  @Override
  public void clear() {
    if (!isEmpty()) {
      modCount++;
      write().clear();
    }
  }
}
