package roundtable.core.crypto;

import java.math.BigInteger;
import java.nio.ByteBuffer;
import org.bouncycastle.math.ec.ECPoint;
import org.bouncycastle.util.BigIntegers;

/**
 * The point that stands for card index i: hash and increment, so nobody knows its discrete log
 * relative to G or to another card. x = SHA-256("roundtable/card" || i || counter) mod p for
 * counter = 0, 1, ... until x is the x-coordinate of a point; the point with even y is taken.
 */
public final class CardPoints {
  private static final String TAG = "roundtable/card";

  private CardPoints() {}

  public static ECPoint of(int index) {
    if (index < 0) {
      throw new IllegalArgumentException("card index must be >= 0, got " + index);
    }
    for (int counter = 0; ; counter++) {
      byte[] hash = Group.sha256(TAG, ByteBuffer.allocate(8).putInt(index).putInt(counter).array());
      BigInteger x = new BigInteger(1, hash).mod(Group.P);
      byte[] encoded = new byte[Group.ENCODED_LENGTH];
      encoded[0] = 0x02; // even y
      System.arraycopy(BigIntegers.asUnsignedByteArray(32, x), 0, encoded, 1, 32);
      try {
        return Group.decode(encoded);
      } catch (IllegalArgumentException notOnCurve) {
        // about half of all x have no point: try the next counter
      }
    }
  }

  /** The index in [0, deckSize) whose point is {@code point}, or -1. */
  public static int indexOf(ECPoint point, int deckSize) {
    for (int i = 0; i < deckSize; i++) {
      if (of(i).equals(point)) {
        return i;
      }
    }
    return -1;
  }
}
