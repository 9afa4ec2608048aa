package roundtable.core.crypto;

import java.math.BigInteger;
import java.util.List;
import org.bouncycastle.math.ec.ECPoint;
import roundtable.core.random.Bytes;
import roundtable.core.table.TableStep;

/**
 * The steps of the hidden-card protocol that seats send, all public: anything in them may be
 * shown to anybody, spectators included.
 */
public sealed interface PokerStep extends TableStep {
  /** A seat's share X of the joint key, with a Schnorr proof that it knows x. */
  record PublishKey(ECPoint key, SchnorrProof proof) implements PokerStep {}

  /** The seat's shuffle of the pile under way: the deck permuted and re-masked, and a commitment to its seed. */
  record Shuffle(Bytes commitment, List<Ciphertext> deck) implements PokerStep {
    public Shuffle {
      deck = List.copyOf(deck);
    }
  }

  /** Decryption shares for cards being opened, each with its Chaum–Pedersen proof. */
  record Shares(List<CardShare> shares) implements PokerStep {
    public Shares {
      shares = List.copyOf(shares);
    }
  }

  /** One card's share. */
  record CardShare(int card, DecryptionShare share) {}

  /** After the game: the seeds of every shuffle the seat made, in order, for the audit. */
  record Audit(List<Bytes> seeds) implements PokerStep {
    public Audit {
      seeds = List.copyOf(seeds);
    }
  }

  /**
   * A seat leaving for good publishes its secret key, so the others can go on without it, and the
   * seeds of its shuffles so far, for the audit.
   */
  record Leave(BigInteger secret, List<Bytes> seeds) implements AnyTime {
    public Leave {
      seeds = List.copyOf(seeds);
    }
  }

  /**
   * A step the cards take whatever else the table waits for (the games hand it to the cards even
   * during a draw or a move): leaving, and publishing a share of a seat voted out.
   */
  sealed interface AnyTime extends PokerStep, TableStep.AnyTime {}

  /**
   * Table option {@code seat-leaves=continue}, right after the keys: the seat's key and master
   * secret split among all the other seats ({@link KeyEscrow}): R, and per recipient its
   * commitments and encrypted shares.
   */
  record Escrow(ECPoint r, java.util.SortedMap<Integer, KeyEscrow.Share> shares) implements PokerStep {
    public Escrow {
      if (r.isInfinity()) {
        throw new IllegalArgumentException("R can't be the point at infinity");
      }
      r = r.normalize();
      shares = java.util.Collections.unmodifiableSortedMap(new java.util.TreeMap<>(shares));
    }
  }

  /**
   * After every escrow: the seat checked the shares escrowed to it. All good ({@code dealer} -1,
   * no evidence), or a complaint against one dealer with the evidence anybody can check (x_j·R
   * with its proof, {@link KeyEscrow#dealerCheated}).
   */
  record Escrowed(int dealer, DecryptionShare evidence) implements PokerStep {
    public static final Escrowed ALL_GOOD = new Escrowed(-1, null);

    public Escrowed {
      if ((dealer < 0) != (evidence == null)) {
        throw new IllegalArgumentException("a complaint names a dealer and brings its evidence; 'all good' neither");
      }
    }
  }

  /**
   * A seat voted out (away too long, every other seat agreeing): this seat publishes its share of
   * that seat's key and master secret. The first one opens the rebuilding; once every other seat's
   * share is in, the key is rebuilt and the seat has left as if it had published it itself.
   */
  record Unescrow(int seat, BigInteger share, Bytes master) implements AnyTime {}
}
