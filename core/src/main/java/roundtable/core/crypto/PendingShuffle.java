package roundtable.core.crypto;

import java.util.List;

/**
 * A pile being shuffled: its faces, the deck as the last shuffler left it (null until the joint key
 * is known), and the seats that have shuffled it so far, in order.
 */
record PendingShuffle(String pile, List<Integer> faces, List<Ciphertext> deck, List<Integer> by) {
  PendingShuffle {
    faces = List.copyOf(faces);
    deck = deck == null ? null : List.copyOf(deck);
    by = List.copyOf(by);
  }
}
