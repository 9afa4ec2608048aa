package roundtable.core.hidden;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;

/**
 * An immutable list over an array nobody changes: a card game's hand, pile or list of steps made in
 * one copy (a card added or taken copies the array once, where an {@code ArrayList} then
 * {@link List#copyOf} copied it twice and checked every element; issue 18). A state's record keeps
 * one as it is ({@link #copyOf}).
 *
 * @param <T> the elements, never null
 */
public final class Frozen<T> extends AbstractList<T> implements RandomAccess {
  private static final Frozen<?> EMPTY = new Frozen<>(new Object[0], false);
  private final Object[] elements;
  /** Whether the elements are immutable lists themselves ({@link DraftList#copyOfNested}). */
  private final boolean nested;

  private Frozen(Object[] elements, boolean nested) {
    this.elements = elements;
    this.nested = nested;
  }

  private Frozen(Object[] elements) {
    this(elements, false);
  }

  /** The list over this array, which its caller hands over: nobody changes it afterwards. */
  public static <T> Frozen<T> own(Object[] elements) {
    return new Frozen<>(elements);
  }

  /** The list over this array of immutable lists, which its caller hands over. */
  static <T> Frozen<T> ownNested(Object[] lists) {
    return new Frozen<>(lists, true);
  }

  /** Whether this is a list of immutable lists, made by {@link #ownNested}. */
  static boolean isNested(java.util.List<?> list) {
    return list instanceof Frozen<?> f && f.nested;
  }

  @SuppressWarnings("unchecked")
  public static <T> Frozen<T> empty() {
    return (Frozen<T>) EMPTY;
  }

  /**
   * The list itself if it is one of these or one of the JDK's immutable lists, else an immutable
   * copy: what a record keeps of a list it is given.
   */
  public static <T> List<T> copyOf(List<T> list) {
    return list instanceof Frozen<T> ? list : List.copyOf(list);
  }

  /** An immutable copy of these elements, in one copy. */
  public static <T> Frozen<T> of(List<? extends T> list) {
    if (list instanceof Frozen<? extends T> f) {
      @SuppressWarnings("unchecked")
      Frozen<T> same = (Frozen<T>) f;
      return same;
    }
    Object[] a = list.toArray();
    for (Object o : a) {
      java.util.Objects.requireNonNull(o);
    }
    return new Frozen<>(a);
  }

  /** The list with this element added at its end. */
  public static <T> Frozen<T> adding(List<T> list, T element) {
    java.util.Objects.requireNonNull(element);
    int n = list.size();
    Object[] a = new Object[n + 1];
    copy(list, 0, n, a, 0);
    a[n] = element;
    return new Frozen<>(a);
  }

  /** The list with this element put first. */
  public static <T> Frozen<T> prepending(T element, List<T> list) {
    java.util.Objects.requireNonNull(element);
    int n = list.size();
    Object[] a = new Object[n + 1];
    a[0] = element;
    copy(list, 0, n, a, 1);
    return new Frozen<>(a);
  }

  /** The list without its element at this index. */
  public static <T> Frozen<T> removing(List<T> list, int index) {
    int n = list.size();
    if (index < 0 || index >= n) {
      throw new IndexOutOfBoundsException(index);
    }
    Object[] a = new Object[n - 1];
    copy(list, 0, index, a, 0);
    copy(list, index + 1, n - index - 1, a, index);
    return new Frozen<>(a);
  }

  private static void copy(List<?> from, int start, int count, Object[] to, int at) {
    if (from instanceof Frozen<?> f) {
      System.arraycopy(f.elements, start, to, at, count);
    } else {
      for (int i = 0; i < count; i++) {
        to[at + i] = from.get(start + i);
      }
    }
  }

  @Override
  @SuppressWarnings("unchecked")
  public T get(int index) {
    return (T) elements[index];
  }

  @Override
  public int size() {
    return elements.length;
  }

  @Override
  public int indexOf(Object o) {
    for (int i = 0; i < elements.length; i++) {
      if (o.equals(elements[i])) {
        return i;
      }
    }
    return -1;
  }

  @Override
  public boolean contains(Object o) {
    return indexOf(o) >= 0;
  }

  @Override
  public Object[] toArray() {
    return elements.clone();
  }
}
