package roundtable.core.graal;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;

/**
 * An immutable list of ints over an array nobody changes: a roster's field by seat, which the
 * working {@link Table} reads as an array without copying it (issue 18).
 */
final class Ints extends AbstractList<Integer> implements RandomAccess {
  private final int[] values;

  private Ints(int[] values) {
    this.values = values;
  }

  /** The list itself if it is one of these, else a copy. */
  static Ints of(List<Integer> list) {
    if (list instanceof Ints i) {
      return i;
    }
    int[] a = new int[list.size()];
    for (int i = 0; i < a.length; i++) {
      a[i] = list.get(i);
    }
    return new Ints(a);
  }

  /** The list over this array, which its caller hands over: nobody changes it afterwards. */
  static Ints own(int[] values) {
    return new Ints(values);
  }

  /** The array under the list, to read only. */
  static int[] array(List<Integer> list) {
    return of(list).values;
  }

  @Override
  public Integer get(int index) {
    return values[index];
  }

  @Override
  public int size() {
    return values.length;
  }
}
