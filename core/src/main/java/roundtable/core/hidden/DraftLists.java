package roundtable.core.hidden;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;

/**
 * A draft of each of a state's lists (a list by seat): each {@link DraftList} made when first read,
 * so that an action reads only the seats' lists it touches, and a state whose lists did not change
 * gives back its own list of lists untouched (issue 18).
 *
 * @param <T> the elements of each list
 */
final class DraftLists<T> extends AbstractList<DraftList<T>> implements RandomAccess {
  private final List<? extends List<T>> original;
  private final DraftList<T>[] drafts;

  @SuppressWarnings("unchecked")
  DraftLists(List<? extends List<T>> original) {
    this.original = original;
    this.drafts = (DraftList<T>[]) new DraftList<?>[original.size()];
  }

  @Override
  public DraftList<T> get(int index) {
    DraftList<T> d = drafts[index];
    if (d == null) {
      d = new DraftList<>(original.get(index));
      drafts[index] = d;
    }
    return d;
  }

  @Override
  public int size() {
    return drafts.length;
  }

  /** The lists as they are now: the original list of lists itself while none changed. */
  @SuppressWarnings("unchecked")
  List<List<T>> frozen() {
    boolean changed = false;
    for (DraftList<T> d : drafts) {
      changed |= d != null && d.isChanged();
    }
    if (!changed) {
      return (List<List<T>>) original;
    }
    Object[] lists = new Object[drafts.length];
    for (int i = 0; i < lists.length; i++) {
      lists[i] = drafts[i] == null ? Frozen.copyOf(original.get(i)) : drafts[i].frozen();
    }
    return Frozen.ownNested(lists);
  }
}
