package roundtable.core.hidden;

import java.util.Arrays;
import java.util.List;

/**
 * The open cards' piles by name, in the order of their names, as arrays never changed once made: a
 * pile put makes a new object (there are two or three piles, so that is cheaper than a sorted map's
 * copy).
 */
final class Piles {
  static final Piles NONE = new Piles(new String[0], newLists(0));
  /** The names and, at the same index, each pile top first: read by {@link OpenCards#encode}. */
  final String[] names;
  final List<CardRef>[] cards;

  private Piles(String[] names, List<CardRef>[] cards) {
    this.names = names;
    this.cards = cards;
  }

  @SuppressWarnings("unchecked")
  private static List<CardRef>[] newLists(int n) {
    return (List<CardRef>[]) new List<?>[n];
  }

  /** The pile's cards, top first, or null if there is no such pile. */
  List<CardRef> get(String name) {
    int at = Arrays.binarySearch(names, name);
    return at >= 0 ? cards[at] : null;
  }

  List<CardRef> getOrEmpty(String name) {
    List<CardRef> c = get(name);
    return c == null ? List.of() : c;
  }

  /** These piles with this one put (an immutable list), replacing any of its name. */
  Piles with(String name, List<CardRef> pile) {
    int at = Arrays.binarySearch(names, name);
    if (at >= 0) {
      List<CardRef>[] c = cards.clone();
      c[at] = pile;
      return new Piles(names, c);
    }
    int in = -at - 1;
    String[] n = new String[names.length + 1];
    List<CardRef>[] c = newLists(names.length + 1);
    System.arraycopy(names, 0, n, 0, in);
    System.arraycopy(cards, 0, c, 0, in);
    n[in] = name;
    c[in] = pile;
    System.arraycopy(names, in, n, in + 1, names.length - in);
    System.arraycopy(cards, in, c, in + 1, names.length - in);
    return new Piles(n, c);
  }

}
