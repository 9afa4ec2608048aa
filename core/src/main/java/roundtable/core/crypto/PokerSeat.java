package roundtable.core.crypto;

import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
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
  /** Seats this seat agreed to vote out (seat-leaves=continue): it gives its share of their keys. */
  private final java.util.Set<Integer> agreed = new java.util.HashSet<>();

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
    if (cards.escrow() != null) {
      Optional<Action> escrowing = escrowStep(cards);
      if (escrowing.isPresent()) {
        return escrowing.get();
      }
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

  /**
   * The escrow step the cards wait for from this seat, if any: its own escrow, its check of the
   * shares given to it (a complaint with its evidence against the first bad one), or its share of
   * a seat being voted out, only if this seat agreed to that vote ({@link #voteOut}).
   */
  private Optional<Action> escrowStep(PokerCards cards) {
    Escrows e = cards.escrow();
    if (!cards.prompt(seat)) {
      return Optional.empty();
    }
    if (e.voted() >= 0) {
      if (!agreed.contains(e.voted())) {
        throw new IllegalStateException("seat " + e.voted() + " is being voted out, which seat " + seat
            + " has not agreed to: it keeps its share");
      }
      return Optional.of(share(e, e.voted()));
    }
    if (!e.deals().containsKey(seat)) {
      return Optional.of(KeyEscrow.deal(seat, key.secret(), master, cards.keys(), random));
    }
    if (!e.checked().contains(seat)) {
      for (var deal : e.deals().entrySet()) {
        if (deal.getKey() != seat && KeyEscrow.open(deal.getKey(), seat, deal.getValue(), key.secret()).isEmpty()) {
          return Optional.of(new PokerStep.Escrowed(deal.getKey(),
              KeyEscrow.complaint(deal.getKey(), seat, deal.getValue(), key, random)));
        }
      }
      return Optional.of(PokerStep.Escrowed.ALL_GOOD);
    }
    return Optional.empty();
  }

  /**
   * This seat agrees that {@code out} is voted out (away too long, the whole table agreeing): its
   * share of that seat's key, to sign now or when the cards ask for it.
   */
  public PokerStep.Unescrow voteOut(PokerCards cards, int out) {
    Optional<String> no = cards.whyNotRebuild(out);
    if (no.isPresent() || out == seat) {
      throw new IllegalStateException("seat " + out + " cannot be voted out now: " + no.orElse("it is this seat"));
    }
    agreed.add(out);
    return share(cards.escrow(), out);
  }

  private PokerStep.Unescrow share(Escrows e, int out) {
    KeyEscrow.Opened opened = KeyEscrow.open(out, seat, e.deals().get(out), key.secret())
        .orElseThrow(() -> new IllegalStateException("seat " + out + "'s share for seat " + seat + " does not open"));
    return new PokerStep.Unescrow(out, opened.share(), opened.master());
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
    return seed(master, seat, number);
  }

  /** The seed of a seat's shuffle, from its master secret (also of a seat rebuilt by vote, for the audit). */
  static Bytes seed(Bytes master, int seat, int number) {
    return Bytes.of(Group.sha256("roundtable/shuffle/seed", master.toArray(),
        ByteBuffer.allocate(8).putInt(seat).putInt(number).array()));
  }
}
