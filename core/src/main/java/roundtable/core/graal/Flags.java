package roundtable.core.graal;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;

/** As {@link Ints}, for booleans by seat. */
final class Flags extends AbstractList<Boolean> implements RandomAccess {
  private final boolean[] values;

  private Flags(boolean[] values) {
    this.values = values;
  }

  /** The list itself if it is one of these, else a copy. */
  static Flags of(List<Boolean> list) {
    if (list instanceof Flags f) {
      return f;
    }
    boolean[] a = new boolean[list.size()];
    for (int i = 0; i < a.length; i++) {
      a[i] = list.get(i);
    }
    return new Flags(a);
  }

  /** The list over this array, which its caller hands over: nobody changes it afterwards. */
  static Flags own(boolean[] values) {
    return new Flags(values);
  }

  /** The array under the list, to read only. */
  static boolean[] array(List<Boolean> list) {
    return of(list).values;
  }

  @Override
  public Boolean get(int index) {
    return values[index];
  }

  @Override
  public int size() {
    return values.length;
  }
}
