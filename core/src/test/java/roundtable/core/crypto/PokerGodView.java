package roundtable.core.crypto;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.bouncycastle.math.ec.ECPoint;

/**
 * For tests only: what every seat's secrets together can read, which no seat alone can. With all
 * the key shares of a mental-poker table it reads the order in which each shuffle left its pile.
 */
public final class PokerGodView {
  /** One whole shuffle of a pile by every seat, and the faces it left, top first. */
  public record Shuffled(String pile, List<Integer> faces) {}

  private PokerGodView() {}

  /**
   * Every shuffle of a pile so far, in order; a card moving to another hand ({@link PokerCards#MOVING}) is
   * re-masked by a shuffle too, and is left out.
   */
  public static List<Shuffled> shuffles(PokerCards cards, List<PokerSeat> seats) {
    BigInteger joint = BigInteger.ZERO;
    for (PokerSeat seat : seats) {
      joint = joint.add(seat.secret());
    }
    List<Shuffled> out = new ArrayList<>();
    List<ShuffleRecord> history = cards.history();
    Set<Integer> run = new HashSet<>();
    for (int i = 0; i < history.size(); i++) {
      ShuffleRecord r = history.get(i);
      run.add(r.seat());
      boolean last = i + 1 == history.size() || !history.get(i + 1).pile().equals(r.pile())
          || run.contains(history.get(i + 1).seat());
      if (last) {
        run.clear();
        if (!r.pile().startsWith(PokerCards.MOVING)) {
          out.add(new Shuffled(r.pile(), faces(r.out(), joint)));
        }
      }
    }
    return out;
  }

  private static List<Integer> faces(List<Ciphertext> deck, BigInteger joint) {
    List<Integer> faces = new ArrayList<>();
    for (Ciphertext c : deck) {
      ECPoint m = c.c2().subtract(c.c1().multiply(joint)).normalize();
      int face = Faces.face(m);
      if (face < 0) {
        throw new IllegalStateException("a card of the shuffle reads as no face");
      }
      faces.add(face);
    }
    return faces;
  }
}
