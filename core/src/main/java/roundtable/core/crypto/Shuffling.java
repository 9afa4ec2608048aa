package roundtable.core.crypto;

import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import org.bouncycastle.math.ec.ECPoint;
import roundtable.core.random.Bytes;
import roundtable.core.random.RandomStream;

/**
 * One seat's shuffle, all derived from a 32-byte seed: the permutation and every re-masking
 * scalar. The seat commits to the seed with its shuffle and publishes the seed at the audit, where
 * every peer makes the same shuffle again and compares.
 */
final class Shuffling {
  private Shuffling() {}

  /** The commitment published with the shuffle: SHA-256(tag, seat, shuffle number, seed). */
  static Bytes commitment(int seat, int number, Bytes seed) {
    return Bytes.of(Group.sha256("roundtable/shuffle/v1", ints(seat, number), seed.toArray()));
  }

  /** out[j] = in[π(j)] re-masked with r_j under the joint key. */
  static List<Ciphertext> shuffle(List<Ciphertext> in, ECPoint jointKey, Bytes seed) {
    byte[] s = seed.toArray();
    int[] order = new RandomStream(Group.sha256("roundtable/shuffle/order", s)).permutation(in.size());
    List<Ciphertext> permuted = new ArrayList<>(in.size());
    List<BigInteger> masks = new ArrayList<>(in.size());
    for (int j = 0; j < order.length; j++) {
      permuted.add(in.get(order[j]));
      masks.add(Group.hashToScalar("roundtable/shuffle/mask", s, ints(j)));
    }
    return Ciphertext.remaskAll(permuted, jointKey, masks);
  }

  private static byte[] ints(int... values) {
    ByteBuffer b = ByteBuffer.allocate(4 * values.length);
    for (int v : values) {
      b.putInt(v);
    }
    return b.array();
  }
}
