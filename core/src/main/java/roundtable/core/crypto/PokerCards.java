package roundtable.core.crypto;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SortedMap;
import java.util.TreeMap;
import org.bouncycastle.math.ec.ECPoint;
import roundtable.core.canon.CanonicalWriter;
import roundtable.core.hidden.CardRef;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.random.JointDraw;
import roundtable.core.table.Action;
import roundtable.core.table.Decision;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Prompt;
import roundtable.core.table.Viewer;

/**
 * Hidden cards without a trusted dealer (mental poker, Barnett–Smart style, on secp256k1): a
 * joint key from every seat, piles shuffled and re-masked by every seat in turn, cards opened to
 * one seat by the others' decryption shares. This shared state holds no secret: it is the same on
 * every peer and may be shown to anybody. Each seat's secrets live in its {@link PokerSeat}.
 */
public record PokerCards(
    int players,
    SortedMap<Integer, ECPoint> keys,
    SortedMap<Integer, BigInteger> departed,
    SortedMap<String, List<Integer>> piles,
    SortedMap<Integer, List<Integer>> hands,
    SortedMap<Integer, Ciphertext> ciphers,
    SortedMap<Integer, Opening> openings,
    SortedMap<Integer, Integer> faces,
    PendingShuffle shuffling,
    List<ShuffleRecord> history,
    int nextId,
    Escrows escrow) implements HiddenCards {

  public PokerCards {
    keys = frozen(keys);
    departed = frozen(departed);
    piles = frozen(piles);
    hands = frozen(hands);
    ciphers = frozen(ciphers);
    openings = frozen(openings);
    faces = frozen(faces);
    history = List.copyOf(history);
  }

  private static <K, V> SortedMap<K, V> frozen(SortedMap<K, V> map) {
    return Collections.unmodifiableSortedMap(new TreeMap<>(map));
  }

  /** A table of this many seats: first every seat publishes its key share. */
  public static PokerCards empty(int players) {
    return empty(players, false);
  }

  /**
   * A table of this many seats, each seat's key escrowed among the others after the keys when
   * {@code escrow} (table option {@code seat-leaves=continue}), else the table of today, unchanged.
   */
  public static PokerCards empty(int players, boolean escrow) {
    SortedMap<Integer, List<Integer>> hands = new TreeMap<>();
    for (int s = 0; s < players; s++) {
      hands.put(s, List.of());
    }
    return new PokerCards(players, new TreeMap<>(), new TreeMap<>(), new TreeMap<>(), hands, new TreeMap<>(),
        new TreeMap<>(), new TreeMap<>(), null, List.of(), 0, escrow ? Escrows.NONE : null);
  }

  static String keyContext(int seat) {
    return "roundtable/key/seat " + seat;
  }

  static String shareContext(int card) {
    return "roundtable/share/card " + card;
  }

  public boolean hasJointKey() {
    return keys.size() == players;
  }

  public ECPoint jointKey() {
    return KeyShare.jointKey(List.copyOf(keys.values()));
  }

  /** Seats still at the table (not departed), in order. */
  List<Integer> active() {
    List<Integer> seats = new ArrayList<>();
    for (int s = 0; s < players; s++) {
      if (!departed.containsKey(s)) {
        seats.add(s);
      }
    }
    return seats;
  }

  // ---- what the table waits for ----

  @Override
  public Prompt pending() {
    if (!hasJointKey()) {
      List<Integer> missing = new ArrayList<>();
      for (int s = 0; s < players; s++) {
        if (!keys.containsKey(s)) {
          missing.add(s);
        }
      }
      return Prompt.each(missing, Decision.PROTOCOL_STEP, "Publish your share of the table's key");
    }
    if (escrow != null) {
      Optional<Prompt> escrowing = EscrowSteps.pending(this);
      if (escrowing.isPresent()) {
        return escrowing.get();
      }
    }
    if (shuffling != null) {
      return Prompt.one(nextShuffler(), Decision.PROTOCOL_STEP, "Shuffle and re-mask the " + shuffling.pile());
    }
    List<Integer> owing = new ArrayList<>();
    for (int s : active()) {
      if (!owedShares(s).isEmpty()) {
        owing.add(s);
      }
    }
    return Prompt.each(owing, Decision.PROTOCOL_STEP, "Send your decryption shares");
  }

  /** Whether the cards' prompt names this seat. */
  boolean prompt(int seat) {
    return pending().names(seat);
  }

  /** The seat whose turn it is to shuffle the pile under way: the first active seat yet to. */
  int nextShuffler() {
    for (int s : active()) {
      if (!shuffling.by().contains(s)) {
        return s;
      }
    }
    throw new IllegalStateException("every seat has shuffled " + shuffling.pile());
  }

  /** The cards this seat still owes a decryption share for. */
  public List<Integer> owedShares(int seat) {
    List<Integer> cards = new ArrayList<>();
    if (departed.containsKey(seat)) {
      return cards;
    }
    for (var e : openings.entrySet()) {
      Opening o = e.getValue();
      if (o.target() != seat && !o.shares().containsKey(seat)) {
        cards.add(e.getKey());
      }
    }
    return cards;
  }

  @Override
  public Optional<JointDraw> pendingDraw() {
    return Optional.empty();
  }

  // ---- protocol steps ----

  @Override
  public HiddenCards step(int seat, Action action) throws IllegalActionException {
    if (seat < 0 || seat >= players) {
      throw new IllegalActionException("there is no seat " + seat);
    }
    if (departed.containsKey(seat)) {
      throw new IllegalActionException("seat " + seat + " has left the table");
    }
    if (action instanceof PokerStep.PublishKey k) {
      return PokerSteps.publishKey(this, seat, k);
    }
    if (action instanceof PokerStep.Escrow e) {
      return EscrowSteps.escrow(this, seat, e);
    }
    if (action instanceof PokerStep.Escrowed e) {
      return EscrowSteps.escrowed(this, seat, e);
    }
    if (action instanceof PokerStep.Unescrow u) {
      return EscrowSteps.unescrow(this, seat, u);
    }
    if (escrow != null && !(action instanceof PokerStep.Leave) && EscrowSteps.pending(this).isPresent()) {
      // Shuffles and shares wait for the escrow (and for a seat being rebuilt).
      throw new IllegalActionException("the table waits for: " + EscrowSteps.pending(this).get().text());
    }
    if (action instanceof PokerStep.Shuffle s) {
      return PokerSteps.shuffle(this, seat, s);
    }
    if (action instanceof PokerStep.Shares s) {
      return PokerSteps.shares(this, seat, s);
    }
    if (action instanceof PokerStep.Leave l) {
      return PokerSteps.leave(this, seat, l);
    }
    throw new IllegalActionException("the cards wait for a key, a shuffle, decryption shares or a key escrow step, not "
        + action);
  }

  // ---- operations the rules ask for ----

  @Override
  public HiddenCards newPile(String pile, List<Integer> pileFaces) {
    if (shuffling != null) {
      throw new IllegalStateException("a shuffle of " + shuffling.pile() + " is still under way");
    }
    PendingShuffle p = new PendingShuffle(pile, pileFaces, null, List.of(), -1);
    return withShuffling(hasJointKey() ? PokerSteps.openDeck(this, p) : p);
  }

  @Override
  public HiddenCards reshuffle(String pile) {
    List<Integer> cards = piles.getOrDefault(pile, List.of());
    return cards.isEmpty() ? this : PokerPiles.startShuffle(this, pile, cards, -1);
  }

  /** What a card moving to another hand is re-masked as: a pile of one, named for its new owner. */
  static final String MOVING = "card for seat ";

  /** The card's ciphertext is re-masked by every seat, then it is opened to its new owner. */
  @Override
  public HiddenCards move(CardRef card, int toSeat) {
    PokerCards without = PokerPiles.with(this, piles, PokerPiles.handsWithout(this, card.id()), openings);
    return PokerPiles.startShuffle(without, MOVING + toSeat, List.of(card.id()), toSeat);
  }

  @Override
  public HiddenCards dealFaceDown(String pile, int seat) {
    return PokerPiles.dealFaceDown(this, pile, seat);
  }

  @Override
  public HiddenCards deal(String pile, int seat) {
    int card = piles.getOrDefault(pile, List.of()).isEmpty() ? -1 : piles.get(pile).get(0);
    return PokerPiles.openTo(PokerPiles.dealFaceDown(this, pile, seat), card, seat);
  }

  /** The seat looks at the top cards: each is opened to it where it lies. */
  @Override
  public HiddenCards peek(String pile, int seat, int count) {
    List<Integer> cards = piles.getOrDefault(pile, List.of());
    if (count > cards.size()) {
      throw new IllegalStateException("the " + pile + " has " + cards.size() + " cards, not " + count);
    }
    PokerCards next = this;
    for (int card : cards.subList(0, count)) {
      next = PokerPiles.openTo(next, card, seat);
    }
    return next;
  }

  @Override
  public HiddenCards putOnPile(CardRef card, String pile) {
    return PokerPiles.putOnPile(this, card.id(), pile);
  }

  @Override
  public List<CardRef> pile(String pile) {
    return piles.getOrDefault(pile, List.of()).stream().map(CardRef::new).toList();
  }

  @Override
  public HiddenCards clearHands() {
    SortedMap<Integer, List<Integer>> h = new TreeMap<>();
    for (int s = 0; s < players; s++) {
      h.put(s, List.of());
    }
    return PokerPiles.with(this, piles, h, openings);
  }

  @Override
  public List<CardRef> hand(int seat) {
    return hands.get(seat).stream().map(CardRef::new).toList();
  }

  @Override
  public int pileSize(String pile) {
    return piles.getOrDefault(pile, List.of()).size();
  }

  /** Opens a card to everybody: the shares not yet given are awaited, then anybody can read it. */
  @Override
  public HiddenCards reveal(CardRef card) {
    Opening current = openings.get(card.id());
    SortedMap<Integer, Opening> o = new TreeMap<>(openings);
    o.put(card.id(), current == null ? new Opening(Opening.ALL, new TreeMap<>()) : current.toAll());
    return PokerSteps.settle(PokerPiles.with(this, piles, hands, o), card.id());
  }

  @Override
  public OptionalInt publicFace(CardRef card) {
    Integer f = faces.get(card.id());
    return f == null ? OptionalInt.empty() : OptionalInt.of(f);
  }

  @Override
  public java.util.SortedSet<Integer> leftSeats() {
    return Collections.unmodifiableSortedSet(new java.util.TreeSet<>(departed.keySet()));
  }

  /**
   * The face, if public, or if opened to this seat and the knowledge holds the seat's key. A seat
   * that left published its key: whatever was opened to it, anybody reads (its hand is open).
   */
  @Override
  public OptionalInt faceFor(CardRef card, int seat, Knowledge knowledge) {
    OptionalInt open = publicFace(card);
    if (open.isPresent()) {
      return open;
    }
    Opening o = openings.get(card.id());
    if (o == null || o.target() != seat || !owedBy(card.id()).isEmpty()) {
      return OptionalInt.empty();
    }
    if (departed.containsKey(seat)) {
      int face = Faces.face(unmasked(card.id())); // unmasked takes off every departed seat's share
      return face < 0 ? OptionalInt.empty() : OptionalInt.of(face);
    }
    PokerSeat keys = knowledge.part(PokerSeat.class).orElse(null);
    if (keys == null || keys.seat() != seat) {
      return OptionalInt.empty();
    }
    ECPoint m = unmasked(card.id()).subtract(VarBase.multiply(ciphers.get(card.id()).c1(), keys.secret()));
    int face = Faces.face(m);
    return face < 0 ? OptionalInt.empty() : OptionalInt.of(face);
  }

  /**
   * c2 less every share received and every departed seat's share (computed from its published key,
   * unless it gave that share itself before it left): M itself once all are in.
   */
  ECPoint unmasked(int card) {
    Ciphertext c = ciphers.get(card);
    Opening o = openings.get(card);
    ECPoint m = c.c2();
    for (DecryptionShare d : o.shares().values()) {
      m = m.subtract(d.share());
    }
    for (var x : departed.entrySet()) {
      if (!o.shares().containsKey(x.getKey())) {
        m = m.subtract(c.c1().multiply(x.getValue()));
      }
    }
    return m.normalize();
  }

  /** Seats that still owe a share for this card's opening. */
  List<Integer> owedBy(int card) {
    Opening o = openings.get(card);
    List<Integer> seats = new ArrayList<>();
    for (int s : active()) {
      if (s != o.target() && !o.shares().containsKey(s)) {
        seats.add(s);
      }
    }
    return seats;
  }

  /** A deal the seat cannot tell from this one, as open cards (see {@link PokerWorlds}). */
  @Override
  public Optional<HiddenCards> redeal(int seat, Knowledge knowledge, java.util.random.RandomGenerator rng) {
    return PokerWorlds.sample(this, seat, knowledge, rng).map(HiddenCards.class::cast);
  }

  /** Nothing in this state is secret: every viewer sees all of it. */
  @Override
  public HiddenCards view(Viewer viewer) {
    return this;
  }

  PokerCards withEscrow(Escrows e) {
    return new PokerCards(players, keys, departed, piles, hands, ciphers, openings, faces, shuffling, history, nextId, e);
  }

  /** A dealer named by a complaint against its escrow: the game stops there. Empty otherwise. */
  public Optional<EscrowCheat> cheat() {
    return escrow == null ? Optional.empty() : Optional.ofNullable(escrow.cheat());
  }

  /** Why this seat cannot be voted out and rebuilt now, if it cannot (see {@code seat-leaves=continue}). */
  public Optional<String> whyNotRebuild(int seat) {
    return EscrowSteps.whyNotRebuild(this, seat);
  }

  PokerCards withShuffling(PendingShuffle p) {
    return new PokerCards(players, keys, departed, piles, hands, ciphers, openings, faces, p, history, nextId, escrow);
  }

  @Override
  public void encode(CanonicalWriter out) {
    PokerEncoding.encode(this, out);
  }
}
