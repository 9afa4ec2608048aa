package roundtable.core.graal;

import java.util.Arrays;
import java.util.List;
import roundtable.core.hidden.CardRef;

/**
 * The ids of some cards (the discard pile's), as bits never changed once made: a card laid copies a
 * few words rather than the pile being read again card by card to make a seat's hand (issue 18).
 */
final class CardIds {
  static final CardIds NONE = new CardIds(new long[0]);
  /** Bit {@code id % 64} of word {@code id / 64}; the last word is never 0. */
  private final long[] words;

  private CardIds(long[] words) {
    this.words = words;
  }

  static CardIds of(List<CardRef> cards) {
    int max = -1;
    for (CardRef c : cards) {
      max = Math.max(max, c.id());
    }
    long[] w = new long[max / 64 + 1];
    for (CardRef c : cards) {
      w[c.id() >> 6] |= 1L << c.id();
    }
    return new CardIds(w);
  }

  /** These ids and this one. */
  CardIds with(int id) {
    long[] w = Arrays.copyOf(words, Math.max(words.length, (id >> 6) + 1));
    w[id >> 6] |= 1L << id;
    return new CardIds(w);
  }

  boolean contains(int id) {
    return id >= 0 && (id >> 6) < words.length && (words[id >> 6] & 1L << id) != 0;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof CardIds c && Arrays.equals(words, c.words);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(words);
  }
}
