package roundtable.core.crypto;

import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.random.RandomGenerator;
import org.bouncycastle.math.ec.ECPoint;
import roundtable.core.random.Bytes;

/**
 * A seat's secrets escrowed among all the other seats, all of them needed (table option
 * {@code seat-leaves=continue}, docs/security.md "A seat voted out"). Seat i splits its key
 * additively, x_i = Σ_j s_ij mod n over the other seats j, and its master secret (the source of its
 * shuffle seeds) the same way modulo 2^256, m_i = Σ_j t_ij. For each j it publishes C_ij = s_ij·G,
 * whose sum everyone checks is X_i (Feldman's check for a sharing of degree 0), and a hash of t_ij;
 * both are sent encrypted to j under a one-time pad from a Diffie–Hellman value: with R = r·G
 * published once, the pads are hashes of r·X_j = x_j·R, which only i and j can compute. A recipient
 * that finds its share does not match publishes x_j·R with a Chaum–Pedersen proof: then anybody
 * computes the pads and sees the dealer cheated (or that the complaint was false).
 */
public final class KeyEscrow {
  private static final String PAD = "roundtable/escrow/pad";
  private static final String MASTER_PAD = "roundtable/escrow/master-pad";
  private static final String MASTER_HASH = "roundtable/escrow/master";
  private static final BigInteger MASTER_MODULUS = BigInteger.ONE.shiftLeft(8 * PokerSeat.MASTER_BYTES);

  private KeyEscrow() {}

  /** One recipient's part of a dealer's escrow: the commitments and the encrypted shares. */
  public record Share(ECPoint commitment, BigInteger cipher, Bytes masterHash, Bytes masterCipher) {
    public Share {
      if (commitment.isInfinity()) {
        throw new IllegalArgumentException("a share's commitment can't be the point at infinity");
      }
      commitment = commitment.normalize();
      if (cipher.signum() < 0 || cipher.compareTo(Group.N) >= 0) {
        throw new IllegalArgumentException("an encrypted share must be in [0, n)");
      }
      if (masterHash.length() != 32 || masterCipher.length() != PokerSeat.MASTER_BYTES) {
        throw new IllegalArgumentException("a master share and its hash are 32 bytes each");
      }
    }
  }

  /** What one recipient opened: its share of the key and of the master secret. */
  public record Opened(BigInteger share, Bytes master) {}

  /** The dealer's escrow for every other seat: R = r·G and one {@link Share} per recipient. */
  public static PokerStep.Escrow deal(int dealer, BigInteger secret, Bytes master, SortedMap<Integer, ECPoint> keys,
      RandomGenerator random) {
    List<Integer> others = new ArrayList<>(keys.keySet());
    others.remove(Integer.valueOf(dealer));
    if (others.isEmpty()) {
      throw new IllegalArgumentException("a key is escrowed among the other seats: there are none");
    }
    BigInteger r = Group.randomScalar(random);
    ECPoint big = Group.multiplyG(r).normalize();
    BigInteger restKey = secret;
    BigInteger restMaster = new BigInteger(1, master.toArray());
    SortedMap<Integer, Share> shares = new TreeMap<>();
    for (int k = 0; k < others.size(); k++) {
      int j = others.get(k);
      boolean last = k == others.size() - 1;
      BigInteger s = last ? restKey.mod(Group.N) : Group.randomScalar(random);
      if (s.signum() == 0) {
        return deal(dealer, secret, master, keys, random); // the last share came out 0 (chance 1/n): deal again
      }
      BigInteger t = last ? restMaster.mod(MASTER_MODULUS) : new BigInteger(1, randomBytes(random));
      restKey = restKey.subtract(s);
      restMaster = restMaster.subtract(t);
      ECPoint dh = keys.get(j).multiply(r).normalize();
      shares.put(j, seal(dealer, j, big, dh, s, t));
    }
    return new PokerStep.Escrow(big, shares);
  }

  private static Share seal(int dealer, int to, ECPoint r, ECPoint dh, BigInteger s, BigInteger t) {
    ECPoint commitment = Group.multiplyG(s);
    Bytes tBytes = fixed(t);
    return new Share(commitment, s.add(pad(dealer, to, r, dh)).mod(Group.N), masterHash(dealer, to, tBytes),
        xor(tBytes, masterPad(dealer, to, r, dh)));
  }

  /**
   * The checks anybody can make of an escrow: one share for each other seat, no more, and the
   * commitments sum to the dealer's key. Empty when it passes, else what is wrong.
   */
  public static Optional<String> checkPublic(int dealer, PokerStep.Escrow escrow, SortedMap<Integer, ECPoint> keys) {
    List<Integer> others = new ArrayList<>(keys.keySet());
    others.remove(Integer.valueOf(dealer));
    if (!escrow.shares().keySet().equals(new java.util.TreeSet<>(others))) {
      return Optional.of("seat " + dealer + " escrowed its key to seats " + escrow.shares().keySet()
          + ", not to every other seat " + others);
    }
    ECPoint sum = Group.CURVE.getInfinity();
    for (Share s : escrow.shares().values()) {
      sum = sum.add(s.commitment());
    }
    if (!sum.normalize().equals(keys.get(dealer))) {
      return Optional.of("seat " + dealer + "'s escrowed shares do not add up to its key");
    }
    return Optional.empty();
  }

  /** The recipient opens its share with its own key; empty when it does not match the dealer's commitments. */
  public static Optional<Opened> open(int dealer, int me, PokerStep.Escrow escrow, BigInteger mySecret) {
    return openWith(dealer, me, escrow, escrow.r().multiply(mySecret).normalize());
  }

  /** The share, opened with the Diffie–Hellman value x_j·R; empty when it does not match its commitments. */
  static Optional<Opened> openWith(int dealer, int to, PokerStep.Escrow escrow, ECPoint dh) {
    Share share = escrow.shares().get(to);
    BigInteger s = share.cipher().subtract(pad(dealer, to, escrow.r(), dh)).mod(Group.N);
    Bytes t = xor(share.masterCipher(), masterPad(dealer, to, escrow.r(), dh));
    Opened opened = new Opened(s, t);
    return matches(dealer, to, share, opened) ? Optional.of(opened) : Optional.empty();
  }

  /** Whether a share (published or opened) is the one the dealer committed to for this recipient. */
  public static boolean matches(int dealer, int to, Share share, Opened opened) {
    return opened.share().signum() > 0 && opened.share().compareTo(Group.N) < 0
        && Group.multiplyG(opened.share()).equals(share.commitment())
        && opened.master().length() == PokerSeat.MASTER_BYTES
        && masterHash(dealer, to, opened.master()).equals(share.masterHash());
  }

  /**
   * A recipient's complaint: x_j·R with a proof it was made with x_j, so that anybody can open
   * the share and see it is bad.
   */
  public static DecryptionShare complaint(int dealer, int me, PokerStep.Escrow escrow, KeyShare myKey,
      RandomGenerator random) {
    return ChaumPedersenProof.share(myKey.secret(), myKey.publicKey(), escrow.r(), complaintContext(dealer, me), random);
  }

  /**
   * Judges a complaint by the recipient {@code to} against the dealer: true when the proof holds and
   * the share opened with it does not match (the dealer cheated); false when the share is good.
   *
   * @throws IllegalArgumentException when the proof does not verify (the complaint proves nothing)
   */
  public static boolean dealerCheated(int dealer, int to, PokerStep.Escrow escrow, ECPoint recipientKey,
      DecryptionShare evidence) {
    if (!evidence.proof().verify(recipientKey, escrow.r(), evidence.share(), complaintContext(dealer, to))) {
      throw new IllegalArgumentException("the Diffie–Hellman value comes with a proof that does not verify");
    }
    return openWith(dealer, to, escrow, evidence.share()).isEmpty();
  }

  /**
   * The dealer's key and master secret from every other seat's share, each already checked against
   * its commitment; the key is checked against the dealer's public key.
   *
   * @throws IllegalArgumentException when the shares do not rebuild the dealer's key
   */
  public static Opened rebuild(ECPoint publicKey, List<Opened> shares) {
    BigInteger x = BigInteger.ZERO;
    BigInteger m = BigInteger.ZERO;
    for (Opened o : shares) {
      x = x.add(o.share());
      m = m.add(new BigInteger(1, o.master().toArray()));
    }
    x = x.mod(Group.N);
    if (x.signum() == 0 || !Group.multiplyG(x).normalize().equals(publicKey.normalize())) {
      throw new IllegalArgumentException("the shares rebuild a key that is not the seat's key");
    }
    return new Opened(x, fixed(m.mod(MASTER_MODULUS)));
  }

  private static String complaintContext(int dealer, int to) {
    return "roundtable/escrow/complaint seat " + dealer + " to seat " + to;
  }

  private static BigInteger pad(int dealer, int to, ECPoint r, ECPoint dh) {
    return Group.hashToScalar(PAD, seats(dealer, to), Group.encode(r.normalize()), Group.encode(dh.normalize()));
  }

  private static Bytes masterPad(int dealer, int to, ECPoint r, ECPoint dh) {
    return Bytes.of(Group.sha256(MASTER_PAD, seats(dealer, to), Group.encode(r.normalize()), Group.encode(dh.normalize())));
  }

  private static Bytes masterHash(int dealer, int to, Bytes t) {
    return Bytes.of(Group.sha256(MASTER_HASH, seats(dealer, to), t.toArray()));
  }

  private static byte[] seats(int dealer, int to) {
    return ByteBuffer.allocate(8).putInt(dealer).putInt(to).array();
  }

  private static byte[] randomBytes(RandomGenerator random) {
    byte[] b = new byte[PokerSeat.MASTER_BYTES];
    random.nextBytes(b);
    return b;
  }

  /** A value below 2^256 as exactly 32 bytes, big-endian. */
  private static Bytes fixed(BigInteger v) {
    byte[] raw = v.toByteArray();
    byte[] out = new byte[PokerSeat.MASTER_BYTES];
    int n = Math.min(raw.length, out.length);
    System.arraycopy(raw, raw.length - n, out, out.length - n, n);
    return Bytes.of(out);
  }

  private static Bytes xor(Bytes a, Bytes b) {
    byte[] x = a.toArray();
    byte[] y = b.toArray();
    for (int i = 0; i < x.length; i++) {
      x[i] ^= y[i];
    }
    return Bytes.of(x);
  }
}
