package roundtable.core.crypto;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import org.bouncycastle.math.ec.ECPoint;
import roundtable.core.table.IllegalActionException;

/** Applying each protocol step to the shared state, checking everything it can check at once. */
final class PokerSteps {
  private PokerSteps() {}

  static PokerCards publishKey(PokerCards c, int seat, PokerStep.PublishKey k) throws IllegalActionException {
    if (c.keys().containsKey(seat)) {
      throw new IllegalActionException("seat " + seat + " has already published its key");
    }
    if (!k.proof().verify(k.key(), PokerCards.keyContext(seat))) {
      throw new IllegalActionException("seat " + seat + "'s key comes with a proof that does not verify");
    }
    SortedMap<Integer, ECPoint> keys = new TreeMap<>(c.keys());
    keys.put(seat, k.key().normalize());
    PokerCards next = new PokerCards(c.players(), keys, c.departed(), c.piles(), c.hands(), c.ciphers(),
        c.openings(), c.faces(), c.shuffling(), c.history(), c.nextId(), c.escrow());
    return next.hasJointKey() && next.shuffling() != null ? next.withShuffling(openDeck(next, next.shuffling())) : next;
  }

  /** The pile's faces encrypted in the open, (G, M + Y), before anybody shuffles. */
  static PendingShuffle openDeck(PokerCards c, PendingShuffle p) {
    ECPoint y = c.jointKey();
    List<Ciphertext> deck = new ArrayList<>();
    for (int face : p.faces()) {
      deck.add(Ciphertext.encrypt(Faces.point(face), y, BigInteger.ONE));
    }
    return new PendingShuffle(p.pile(), p.faces(), deck, p.by(), p.toSeat());
  }

  static PokerCards shuffle(PokerCards c, int seat, PokerStep.Shuffle s) throws IllegalActionException {
    PendingShuffle p = c.shuffling();
    if (p == null || p.deck() == null) {
      throw new IllegalActionException("no pile is waiting to be shuffled");
    }
    if (c.nextShuffler() != seat) {
      throw new IllegalActionException("it is seat " + c.nextShuffler() + "'s turn to shuffle the " + p.pile());
    }
    if (s.deck().size() != p.deck().size()) {
      throw new IllegalActionException("a shuffle of " + p.deck().size() + " cards gave back " + s.deck().size());
    }
    if (s.commitment().length() != 32) {
      throw new IllegalActionException("a shuffle commitment is 32 bytes, not " + s.commitment().length());
    }
    int number = (int) c.history().stream().filter(r -> r.seat() == seat).count();
    List<ShuffleRecord> history = new ArrayList<>(c.history());
    history.add(ShuffleRecord.of(seat, number, p.pile(), s.commitment(), p.deck(), s.deck()));
    List<Integer> by = new ArrayList<>(p.by());
    by.add(seat);
    PendingShuffle next = new PendingShuffle(p.pile(), p.faces(), s.deck(), by, p.toSeat());
    PokerCards after = new PokerCards(c.players(), c.keys(), c.departed(), c.piles(), c.hands(), c.ciphers(),
        c.openings(), c.faces(), next, history, c.nextId(), c.escrow());
    return by.containsAll(after.active()) ? finish(after) : after;
  }

  /** Every seat has shuffled: the deck becomes the pile, top first, or goes to a seat's hand. */
  private static PokerCards finish(PokerCards c) {
    PendingShuffle p = c.shuffling();
    SortedMap<Integer, Ciphertext> ciphers = new TreeMap<>(c.ciphers());
    List<Integer> ids = new ArrayList<>();
    int id = c.nextId();
    for (Ciphertext card : p.deck()) {
      ciphers.put(id, card);
      ids.add(id++);
    }
    SortedMap<String, List<Integer>> piles = new TreeMap<>(c.piles());
    SortedMap<Integer, List<Integer>> hands = new TreeMap<>(c.hands());
    SortedMap<Integer, Opening> openings = new TreeMap<>(c.openings());
    if (p.toSeat() < 0) {
      piles.put(p.pile(), ids);
    } else {
      List<Integer> hand = new ArrayList<>(hands.get(p.toSeat()));
      hand.addAll(ids);
      hands.put(p.toSeat(), hand);
      ids.forEach(card -> openings.put(card, new Opening(p.toSeat(), new TreeMap<>())));
    }
    return new PokerCards(c.players(), c.keys(), c.departed(), piles, hands, ciphers, openings, c.faces(),
        null, c.history(), id, c.escrow());
  }

  static PokerCards shares(PokerCards c, int seat, PokerStep.Shares s) throws IllegalActionException {
    if (s.shares().isEmpty()) {
      throw new IllegalActionException("no shares in the step");
    }
    SortedMap<Integer, Opening> openings = new TreeMap<>(c.openings());
    Set<Integer> seen = new HashSet<>();
    List<Integer> owed = c.owedShares(seat);
    for (PokerStep.CardShare cs : s.shares()) {
      if (!owed.contains(cs.card()) || !seen.add(cs.card())) {
        throw new IllegalActionException("seat " + seat + " owes no share for card " + cs.card());
      }
      if (!cs.share().verify(c.keys().get(seat), c.ciphers().get(cs.card()), PokerCards.shareContext(cs.card()))) {
        throw new IllegalActionException("seat " + seat + "'s decryption share for card " + cs.card()
            + " does not verify");
      }
      openings.put(cs.card(), openings.get(cs.card()).with(seat, cs.share()));
    }
    PokerCards next = new PokerCards(c.players(), c.keys(), c.departed(), c.piles(), c.hands(), c.ciphers(),
        openings, c.faces(), c.shuffling(), c.history(), c.nextId(), c.escrow());
    for (PokerStep.CardShare cs : s.shares()) {
      next = settle(next, cs.card());
    }
    return next;
  }

  /** A card opened to all with every share in: its face becomes public (-1 if it decrypts to no card). */
  static PokerCards settle(PokerCards c, int card) {
    Opening o = c.openings().get(card);
    if (o.target() != Opening.ALL || !c.owedBy(card).isEmpty() || c.faces().containsKey(card)) {
      return c;
    }
    SortedMap<Integer, Integer> faces = new TreeMap<>(c.faces());
    faces.put(card, Faces.face(c.unmasked(card)));
    return new PokerCards(c.players(), c.keys(), c.departed(), c.piles(), c.hands(), c.ciphers(), c.openings(),
        faces, c.shuffling(), c.history(), c.nextId(), c.escrow());
  }

  static PokerCards leave(PokerCards c, int seat, PokerStep.Leave l) throws IllegalActionException {
    ECPoint key = c.keys().get(seat);
    if (key == null || l.secret().signum() <= 0 || l.secret().compareTo(Group.N) >= 0
        || !Group.G.multiply(l.secret()).normalize().equals(key)) {
      throw new IllegalActionException("seat " + seat + "'s published secret does not match its key");
    }
    return depart(c, seat, l.secret());
  }

  /** The seat has left with this secret key (published, or rebuilt by vote): the table goes on without it. */
  static PokerCards depart(PokerCards c, int seat, BigInteger secret) {
    SortedMap<Integer, BigInteger> departed = new TreeMap<>(c.departed());
    departed.put(seat, secret);
    PokerCards next = new PokerCards(c.players(), c.keys(), departed, c.piles(), c.hands(), c.ciphers(),
        c.openings(), c.faces(), c.shuffling(), c.history(), c.nextId(), c.escrow());
    if (next.shuffling() != null && next.shuffling().deck() != null
        && next.shuffling().by().containsAll(next.active())) {
      next = finish(next);
    }
    for (int card : next.openings().keySet()) {
      next = settle(next, card);
    }
    return next;
  }
}
