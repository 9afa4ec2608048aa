package roundtable.core.crypto;

import java.util.Collections;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * A card being opened: to one seat, or to everybody ({@link #ALL}), with the decryption shares
 * received so far (each checked on arrival).
 */
record Opening(int target, SortedMap<Integer, DecryptionShare> shares) {
  static final int ALL = -1;

  Opening {
    shares = Collections.unmodifiableSortedMap(new TreeMap<>(shares));
  }

  Opening with(int seat, DecryptionShare share) {
    SortedMap<Integer, DecryptionShare> next = new TreeMap<>(shares);
    next.put(seat, share);
    return new Opening(target, next);
  }

  Opening toAll() {
    return new Opening(ALL, shares);
  }
}
