package roundtable.core.crypto;

import java.math.BigInteger;
import java.util.List;
import org.bouncycastle.math.ec.ECPoint;
import roundtable.core.random.Bytes;
import roundtable.core.table.Action;

/**
 * The steps of the hidden-card protocol that seats send, all public: anything in them may be
 * shown to anybody, spectators included.
 */
public sealed interface PokerStep extends Action {
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
  record Leave(BigInteger secret, List<Bytes> seeds) implements PokerStep {
    public Leave {
      seeds = List.copyOf(seeds);
    }
  }
}
