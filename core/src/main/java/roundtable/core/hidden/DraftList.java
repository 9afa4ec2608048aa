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

  /** A draft of each of these lists, each made when first read ({@link DraftLists}). */
  public static <T> List<DraftList<T>> of(List<? extends List<T>> lists) {
    return new DraftLists<>(lists);
  }

  /** The list as it is now, immutable: the original itself while unchanged. */
  public List<T> frozen() {
    return changed == null ? original : Frozen.of(changed);
  }

  /** Each draft {@link #frozen()}: the original list of lists itself while none changed. */
  public static <T> List<List<T>> frozen(List<List<T>> original, List<DraftList<T>> drafts) {
    if (drafts instanceof DraftLists<T> lazy) {
      return lazy.frozen();
    }
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
    return Frozen.own(lists.toArray());
  }

  /** Whether the draft differs from its original (was changed at all). */
  public boolean isChanged() {
    return changed != null;
  }

  /**
   * An immutable list of immutable lists, what a state's record keeps: the list itself when it is
   * one made here or by a draft's freeze (marked so, its lists not read again), else a copy whose
   * lists are copied only where they are not immutable already.
   */
  @SuppressWarnings("unchecked")
  public static <T> List<List<T>> copyOfNested(List<? extends List<T>> lists) {
    if (Frozen.isNested(lists)) {
      return (List<List<T>>) lists;
    }
    Object[] copied = new Object[lists.size()];
    for (int i = 0; i < copied.length; i++) {
      copied[i] = Frozen.copyOf(lists.get(i));
    }
    return Frozen.ownNested(copied);
  }

  private List<T> read() {
    return changed == null ? original : changed;
  }

  private List<T> write() {
    if (changed == null) {
      // one pass over the original, with room for a few more (new ArrayList<>(list) copies twice)
      changed = new ArrayList<>(original.size() + 4);
      for (int i = 0; i < original.size(); i++) {
        changed.add(original.get(i));
      }
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
  public boolean remove(Object o) {
    if (o == null) {
      return super.remove(null);
    }
    int at = indexOf(o);
    if (at < 0) {
      return false;
    }
    remove(at);
    return true;
  }

  @Override
  public boolean removeIf(java.util.function.Predicate<? super T> filter) {
    // read by index, without an iterator; copied only when one goes (each tested once)
    for (int i = 0; i < size(); i++) {
      if (filter.test(get(i))) {
        modCount++;
        List<T> w = write();
        w.remove(i);
        for (int j = i; j < w.size(); ) {
          if (filter.test(w.get(j))) {
            w.remove(j);
          } else {
            j++;
          }
        }
        return true;
      }
    }
    return false;
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
