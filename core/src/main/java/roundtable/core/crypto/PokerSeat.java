package roundtable.core.crypto;

import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import org.bouncycastle.math.ec.ECPoint;
import roundtable.core.random.Bytes;
import roundtable.core.table.Action;
import roundtable.core.table.Knowledge;

/**
 * One seat's secrets for the hidden cards: its key share and a master secret from which the seed
 * of each of its shuffles is derived. It answers every protocol step the table waits for from this
 * seat, and, as the seat's {@link Knowledge}, lets {@link PokerCards#faceFor} read the cards opened
 * to it. The random source is the caller's (secure at a real table).
 */
public final class PokerSeat implements Knowledge {
  /** Length of the master secret the shuffle seeds derive from. */
  public static final int MASTER_BYTES = 32;

  private final int seat;
  private final KeyShare key;
  private final Bytes master;
  private final RandomGenerator random;

  public PokerSeat(int seat, RandomGenerator random) {
    this(seat, KeyShare.generate(random), masterFrom(random), random);
  }

  /**
   * A seat's secrets as they were (from its secrets file): the same key and master secret give the
   * same shares and the same shuffle seeds. Proof nonces come fresh from {@code random}.
   */
  public PokerSeat(int seat, KeyShare key, Bytes master, RandomGenerator random) {
    if (master.length() != MASTER_BYTES) {
      throw new IllegalArgumentException("a master secret has " + MASTER_BYTES + " bytes, not " + master.length());
    }
    this.seat = seat;
    this.key = key;
    this.master = master;
    this.random = random;
  }

  private static Bytes masterFrom(RandomGenerator random) {
    byte[] m = new byte[MASTER_BYTES];
    random.nextBytes(m);
    return Bytes.of(m);
  }

  public int seat() {
    return seat;
  }

  /** The seat's key share, secret: only for the seat's own secrets file. */
  public KeyShare key() {
    return key;
  }

  /** The master secret of the seat's shuffle seeds, secret: only for the seat's own secrets file. */
  public Bytes master() {
    return master;
  }

  BigInteger secret() {
    return key.secret();
  }

  /** The step the cards wait for from this seat: its key, its shuffle, or its decryption shares. */
  public Action next(PokerCards cards) {
    ECPoint published = cards.keys().get(seat);
    if (published != null && !published.equals(key.publicKey())) {
      // Secrets from another game or another seat: every share would fail its proof.
      throw new IllegalStateException("seat " + seat + "'s key on the table is not the key these secrets hold");
    }
    if (published == null) {
      return new PokerStep.PublishKey(key.publicKey(), key.proveKnowledge(PokerCards.keyContext(seat), random));
    }
    if (cards.shuffling() != null && cards.shuffling().deck() != null && cards.nextShuffler() == seat) {
      int number = (int) cards.history().stream().filter(r -> r.seat() == seat).count();
      Bytes seed = seed(number);
      return new PokerStep.Shuffle(Shuffling.commitment(seat, number, seed),
          Shuffling.shuffle(cards.shuffling().deck(), cards.jointKey(), seed));
    }
    List<PokerStep.CardShare> shares = new ArrayList<>();
    for (int card : cards.owedShares(seat)) {
      shares.add(new PokerStep.CardShare(card,
          key.decryptionShare(cards.ciphers().get(card), PokerCards.shareContext(card), random)));
    }
    if (shares.isEmpty()) {
      throw new IllegalStateException("the cards wait for nothing from seat " + seat);
    }
    return new PokerStep.Shares(shares);
  }

  /** After the game: the seeds of all this seat's shuffles, for every peer to check them. */
  public PokerStep.Audit audit(PokerCards cards) {
    return new PokerStep.Audit(seeds(cards));
  }

  /** Leaving for good: the secret key and the seeds so far. */
  public PokerStep.Leave leave(PokerCards cards) {
    return new PokerStep.Leave(key.secret(), seeds(cards));
  }

  private List<Bytes> seeds(PokerCards cards) {
    int count = (int) cards.history().stream().filter(r -> r.seat() == seat).count();
    List<Bytes> seeds = new ArrayList<>();
    for (int k = 0; k < count; k++) {
      seeds.add(seed(k));
    }
    return seeds;
  }

  private Bytes seed(int number) {
    return Bytes.of(Group.sha256("roundtable/shuffle/seed", master.toArray(),
        ByteBuffer.allocate(8).putInt(seat).putInt(number).array()));
  }
}
