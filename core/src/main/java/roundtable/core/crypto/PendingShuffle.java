package roundtable.core.crypto;

import java.util.List;

/**
 * A pile being shuffled: its faces, the deck as the last shuffler left it (null until the joint key
 * is known), the seats that have shuffled it so far, in order, and where it goes: the pile, or
 * ({@code toSeat} ≥ 0) the hand of a seat, opened to it (a card that changes hands).
 */
record PendingShuffle(String pile, List<Integer> faces, List<Ciphertext> deck, List<Integer> by, int toSeat) {
  PendingShuffle {
    faces = List.copyOf(faces);
    deck = deck == null ? null : List.copyOf(deck);
    by = List.copyOf(by);
  }
}
