package roundtable.core.crypto;

import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
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
  private final int seat;
  private final KeyShare key;
  private final Bytes master;
  private final RandomGenerator random;

  public PokerSeat(int seat, RandomGenerator random) {
    this.seat = seat;
    this.random = random;
    this.key = KeyShare.generate(random);
    byte[] m = new byte[32];
    random.nextBytes(m);
    this.master = Bytes.of(m);
  }

  public int seat() {
    return seat;
  }

  BigInteger secret() {
    return key.secret();
  }

  /** The step the cards wait for from this seat: its key, its shuffle, or its decryption shares. */
  public Action next(PokerCards cards) {
    if (!cards.keys().containsKey(seat)) {
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
