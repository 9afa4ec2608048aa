package roundtable.core.crypto;

import java.util.List;
import roundtable.core.canon.CanonicalWriter;
import roundtable.core.canon.Sha256;
import roundtable.core.random.Bytes;

/**
 * One seat's shuffle of a pile, kept for the end-of-game audit; {@code digest} is the hash of the
 * decks it took and gave, which the state hash covers.
 */
record ShuffleRecord(int seat, int number, String pile, Bytes commitment, List<Ciphertext> in,
    List<Ciphertext> out, Bytes digest) {
  ShuffleRecord {
    in = List.copyOf(in);
    out = List.copyOf(out);
  }

  static ShuffleRecord of(int seat, int number, String pile, Bytes commitment, List<Ciphertext> in, List<Ciphertext> out) {
    CanonicalWriter w = new CanonicalWriter();
    PokerEncoding.writeDeck(w, in);
    PokerEncoding.writeDeck(w, out);
    return new ShuffleRecord(seat, number, pile, commitment, in, out, Bytes.of(Sha256.digest(w.toByteArray())));
  }
}
