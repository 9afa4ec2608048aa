package roundtable.core.hidden;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SortedMap;
import roundtable.core.canon.CanonicalWriter;
import roundtable.core.random.Fix;
import roundtable.core.random.JointDraw;
import roundtable.core.table.Action;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Prompt;
import roundtable.core.table.Viewer;

/**
 * The open implementation of {@link HiddenCards}, for tests, open logs and local play: a shuffle
 * is a joint random draw among the seats (or a {@code fix} in an open log), and this object knows
 * every face. It hides nothing from a peer that holds it; {@link #view} blanks what a viewer may
 * not see, and {@link #encode} writes only what everybody may see.
 */
public final class OpenCards implements HiddenCards {
  private final List<Integer> seats;
  private final boolean openLog;
  private final Piles piles;
  /** By seat, its hand: the array never changed once made (an operation copies it to change it). */
  private final List<CardRef>[] hands;
  /** What this object knows of each card, by card id. */
  private final CardFacts facts;
  private final int nextId;
  private static final int NO_FACE = CardFacts.NO_FACE;
  private final Shuffle shuffling;

  /**
   * A pile waiting for its joint draw: the faces in their order before it, and the draw's prompt,
   * worded when first asked for and then kept (not at each look at what the table waits for, and
   * not at all by the rules, which ask only {@link #waiting()}; issue 18).
   */
  private static final class Shuffle {
    final String pile;
    final List<Integer> faces;
    final JointDraw draw;
    /** Made once, when first asked for: the same prompt whichever thread makes it. */
    private Prompt prompt;

    Shuffle(String pile, List<Integer> faces, JointDraw draw) {
      this.pile = pile;
      this.faces = faces;
      this.draw = draw;
    }

    String pile() {
      return pile;
    }

    List<Integer> faces() {
      return faces;
    }

    JointDraw draw() {
      return draw;
    }

    Prompt prompt() {
      if (prompt == null) {
        prompt = draw.prompt();
      }
      return prompt;
    }
  }

  private OpenCards(List<Integer> seats, boolean openLog, Piles piles,
      List<CardRef>[] hands, CardFacts facts, int nextId, Shuffle shuffling) {
    this.seats = seats;
    this.openLog = openLog;
    this.piles = piles;
    this.hands = hands;
    this.facts = facts;
    this.nextId = nextId;
    this.shuffling = shuffling;
  }

  /** No cards yet, for a table of these seats. */
  public static OpenCards empty(int players, boolean openLog) {
    List<Integer> seats = new ArrayList<>();
    List<CardRef>[] hands = newHands(players);
    for (int s = 0; s < players; s++) {
      seats.add(s);
      hands[s] = List.of();
    }
    return new OpenCards(List.copyOf(seats), openLog, Piles.NONE, hands, CardFacts.NONE, 0, null);
  }

  /**
   * Cards as one seat imagines them, for a searching bot (a mental-poker deal sampled, see
   * {@code PokerWorlds}): these piles and hands, every card's face and deck, the seats that have
   * seen each card (as bits by card id) and the cards open to all.
   */
  public static OpenCards world(int players, SortedMap<String, List<CardRef>> piles,
      SortedMap<Integer, List<CardRef>> hands, SortedMap<Integer, Integer> faces, java.util.Map<Integer, String> decks,
      java.util.Map<Integer, Integer> seenBy, java.util.Collection<Integer> open, int nextId) {
    java.util.Set<Integer> opened = new java.util.HashSet<>(open);
    CardFacts.Edit facts = CardFacts.NONE.edit();
    for (int id = 0; id < nextId; id++) {
      facts.set(id, new CardFacts.Facts(faces.getOrDefault(id, NO_FACE), seenBy.getOrDefault(id, 0), 0,
          opened.contains(id), decks.getOrDefault(id, "")));
    }
    List<Integer> seats = new ArrayList<>();
    for (int s = 0; s < players; s++) {
      seats.add(s);
    }
    List<CardRef>[] handBySeat = newHands(players);
    for (int s = 0; s < players; s++) {
      handBySeat[s] = List.copyOf(hands.getOrDefault(s, List.of()));
    }
    Piles byName = Piles.NONE;
    for (var pile : piles.entrySet()) {
      byName = byName.with(pile.getKey(), List.copyOf(pile.getValue()));
    }
    return new OpenCards(List.copyOf(seats), false, byName, handBySeat, facts.done(), nextId, null);
  }

  @SuppressWarnings("unchecked")
  private static List<CardRef>[] newHands(int players) {
    return (List<CardRef>[]) new List<?>[players];
  }

  /**
   * A copy to change: each operation edits the copy's maps, then freezes them. A map is copied
   * the first time the operation changes it (copy on write), so that an operation costs what it
   * changes, not the size of every map.
   */
  private final class Edit {
    Piles piles = OpenCards.this.piles;
    List<CardRef>[] hands = OpenCards.this.hands;
    /** The facts changed by this operation, made at the first change. */
    private CardFacts.Edit facts;
    int nextId = OpenCards.this.nextId;
    Shuffle shuffling = OpenCards.this.shuffling;

    void put(String pile, List<CardRef> cards) {
      piles = piles.with(pile, cards);
    }

    List<CardRef>[] hands() {
      if (hands == OpenCards.this.hands) {
        hands = hands.clone();
      }
      return hands;
    }

    CardFacts.Facts facts(int id) {
      return facts == null ? OpenCards.this.facts.get(id) : facts.get(id);
    }

    void set(int id, CardFacts.Facts known) {
      if (facts == null) {
        facts = OpenCards.this.facts.edit();
      }
      facts.set(id, known);
    }

    /** A new card, {@code id}, of this face, made from a card of this deck. */
    void made(int id, int face, String deck) {
      set(id, CardFacts.Facts.made(face, deck));
    }

    void face(int id, int face) {
      set(id, facts(id).withFace(face));
    }

    void open(int id) {
      set(id, facts(id).openToAll());
    }

    CardRef takeTop(String pile) {
      List<CardRef> cards = piles.get(pile);
      if (cards == null || cards.isEmpty()) {
        throw new IllegalStateException("no card to take from " + pile);
      }
      // an immutable list's sublist is an immutable view of it: the rest of the pile is not copied
      put(pile, cards.subList(1, cards.size()));
      return cards.get(0);
    }

    /** Takes the card from the hand that holds it (its first place there), the hand copied once. */
    CardRef takeFromHand(CardRef card) {
      int id = card.id();
      for (int seat = 0; seat < hands.length; seat++) {
        List<CardRef> hand = hands[seat];
        for (int i = 0; i < hand.size(); i++) {
          if (hand.get(i).id() == id) {
            hands()[seat] = Frozen.removing(hand, i);
            return card;
          }
        }
      }
      throw new IllegalStateException("card " + card.id() + " is in nobody's hand");
    }

    void toHand(int seat, CardRef card) {
      hands()[seat] = Frozen.adding(hands[seat], card);
    }

    void seen(CardRef card, int seat) {
      set(card.id(), facts(card.id()).seenAlsoBy(seat));
    }

    /** Starts the joint draw that orders these faces into the pile. */
    void shuffle(String pile, List<Integer> pileFaces) {
      if (shuffling != null) {
        throw new IllegalStateException("a shuffle of " + shuffling.pile() + " is still under way");
      }
      put(pile, List.of());
      JointDraw draw = JointDraw.shuffle("shuffle of " + pile + " #" + nextId, pileFaces.size(), seats, openLog);
      shuffling = new Shuffle(pile, List.copyOf(pileFaces), draw);
    }

    OpenCards done() {
      return new OpenCards(seats, openLog, piles, hands, facts == null ? OpenCards.this.facts : facts.done(), nextId,
          shuffling);
    }
  }

  @Override
  public Prompt pending() {
    return shuffling == null ? Prompt.none() : shuffling.prompt();
  }

  /** A shuffle waits for its joint draw (whose prompt always names somebody). */
  @Override
  public boolean waiting() {
    return shuffling != null;
  }

  @Override
  public Optional<JointDraw> pendingDraw() {
    return shuffling == null ? Optional.empty() : Optional.of(shuffling.draw());
  }

  @Override
  public HiddenCards step(int seat, Action action) throws IllegalActionException {
    if (shuffling == null) {
      throw new IllegalActionException("no shuffle is waiting for a commitment or a reveal");
    }
    JointDraw draw = shuffling.draw().apply(seat, action);
    Edit e = new Edit();
    if (!draw.isDone()) {
      e.shuffling = new Shuffle(shuffling.pile(), shuffling.faces(), draw);
      return e.done();
    }
    List<CardRef> pile = new ArrayList<>();
    for (int position : draw.shuffleResult()) {
      CardRef card = new CardRef(e.nextId++);
      pile.add(card);
      e.made(card.id(), shuffling.faces().get(position), shuffling.pile());
    }
    e.put(shuffling.pile(), List.copyOf(pile));
    e.shuffling = null;
    return e.done();
  }

  /** The pile being shuffled now, if a shuffle waits for its joint draw. */
  public Optional<String> shufflingPile() {
    return shuffling == null ? Optional.empty() : Optional.of(shuffling.pile());
  }

  /**
   * In an open log, the {@link Fix} that makes the pile being shuffled come out in this order of
   * faces, top first: a known deal written down (a rulebook's example, or the deal another
   * implementation made, to play the same game twice).
   */
  public Fix arrange(List<Integer> order) {
    if (shuffling == null) {
      throw new IllegalStateException("no pile is being shuffled");
    }
    List<Integer> left = new ArrayList<>(shuffling.faces());
    List<Integer> permutation = new ArrayList<>();
    for (int face : order) {
      int at = -1;
      for (int i = 0; i < left.size() && at < 0; i++) {
        if (left.get(i) != null && left.get(i) == face) {
          at = i;
        }
      }
      if (at < 0) {
        throw new IllegalArgumentException("the " + shuffling.pile() + " has no (more) card of face " + face
            + " to put in order " + order);
      }
      left.set(at, null);
      permutation.add(at);
    }
    if (permutation.size() != left.size()) {
      throw new IllegalArgumentException("the " + shuffling.pile() + " has " + left.size() + " cards, not "
          + order.size());
    }
    return new Fix(permutation);
  }

  @Override
  public HiddenCards newPile(String pile, List<Integer> pileFaces) {
    Edit e = new Edit();
    e.shuffle(pile, pileFaces);
    return e.done();
  }

  @Override
  public HiddenCards reshuffle(String pile) {
    Edit e = new Edit();
    e.shuffle(pile, piles.getOrEmpty(pile).stream().map(c -> faceOf(c.id())).toList());
    return e.done();
  }

  @Override
  public HiddenCards deal(String pile, int seat) {
    Edit e = new Edit();
    CardRef card = e.takeTop(pile);
    e.toHand(seat, card);
    e.seen(card, seat);
    return e.done();
  }

  @Override
  public HiddenCards dealFaceDown(String pile, int seat) {
    Edit e = new Edit();
    e.toHand(seat, e.takeTop(pile));
    return e.done();
  }

  @Override
  public HiddenCards peek(String pile, int seat, int count) {
    Edit e = new Edit();
    List<CardRef> cards = piles.getOrEmpty(pile);
    if (count > cards.size()) {
      throw new IllegalStateException("the " + pile + " has " + cards.size() + " cards, not " + count);
    }
    cards.subList(0, count).forEach(c -> e.seen(c, seat));
    return e.done();
  }

  /**
   * The card takes a new handle in its new hand, seen by its new owner only, as with mental poker.
   * Whoever could read it before (its giver, a seat that peeked, everybody if it was open) still
   * knows its face: mental poker's record of the move chains the new ciphertext to the old one.
   */
  @Override
  public HiddenCards move(CardRef card, int toSeat) {
    Edit e = new Edit();
    e.takeFromHand(card);
    CardRef moved = new CardRef(e.nextId++);
    e.set(moved.id(), facts(card.id()).movedTo(toSeat));
    e.toHand(toSeat, moved);
    return e.done();
  }

  @Override
  public HiddenCards putOnPile(CardRef card, String pile) {
    Edit e = new Edit();
    e.takeFromHand(card);
    e.put(pile, Frozen.prepending(card, piles.getOrEmpty(pile)));
    return e.done();
  }

  /**
   * As {@link HiddenCards#refill}, each card put on the pile in turn then the pile shuffled again,
   * in one copy of this object rather than one per card.
   */
  @Override
  public HiddenCards refill(String pile, List<CardRef> cards) {
    Edit e = new Edit();
    List<CardRef> before = piles.getOrEmpty(pile);
    int n = cards.size();
    // each card put on top in turn: the last one first, the pile as it was under them
    Integer[] faces = new Integer[n + before.size()];
    for (int i = 0; i < n; i++) {
      e.takeFromHand(cards.get(i));
      faces[n - 1 - i] = faceOf(cards.get(i).id());
    }
    for (int i = 0; i < before.size(); i++) {
      faces[n + i] = faceOf(before.get(i).id());
    }
    e.shuffle(pile, List.of(faces));
    return e.done();
  }

  @Override
  public HiddenCards clearHands() {
    Edit e = new Edit();
    seats.forEach(s -> e.hands()[s] = List.of());
    return e.done();
  }

  @Override
  public List<CardRef> hand(int seat) {
    return seat >= 0 && seat < hands.length ? hands[seat] : null;
  }

  @Override
  public List<CardRef> pile(String pile) {
    return piles.getOrEmpty(pile);
  }

  @Override
  public int pileSize(String pile) {
    return pile(pile).size();
  }

  @Override
  public HiddenCards reveal(CardRef card) {
    Edit e = new Edit();
    e.open(card.id());
    return e.done();
  }

  @Override
  public OptionalInt publicFace(CardRef card) {
    return isOpen(card.id()) ? face(card.id()) : OptionalInt.empty();
  }

  @Override
  public OptionalInt faceFor(CardRef card, int seat, Knowledge knowledge) {
    return isOpen(card.id()) || seen(card.id(), seat) ? face(card.id()) : OptionalInt.empty();
  }

  private CardFacts.Facts facts(int id) {
    return facts.get(id);
  }

  private boolean isOpen(int id) {
    return facts(id).opened();
  }

  private boolean seen(int id, int seat) {
    return facts(id).seen(seat);
  }

  /** The face of card {@code id}, or {@link #NO_FACE}. */
  private int faceOf(int id) {
    return facts(id).face();
  }

  /** One past the last card id this object may know anything of. */
  private int ids() {
    return facts.ids();
  }

  private OptionalInt face(int id) {
    int f = faceOf(id);
    return f == NO_FACE ? OptionalInt.empty() : f >= 0 && f < FACES.length ? FACES[f] : OptionalInt.of(f);
  }

  /** The faces of the card games' decks, made once rather than at each read (issue 18). */
  private static final OptionalInt[] FACES = new OptionalInt[256];

  static {
    for (int f = 0; f < FACES.length; f++) {
      FACES[f] = OptionalInt.of(f);
    }
  }

  @Override
  public HiddenCards view(Viewer viewer) {
    Edit e = new Edit();
    for (int id = 0; id < ids(); id++) {
      boolean seen = viewer instanceof Viewer.Seat s && seen(id, s.index());
      if (!isOpen(id) && !seen && faceOf(id) != NO_FACE) {
        e.face(id, NO_FACE);
      }
    }
    return e.done();
  }

  /**
   * Every face the seat cannot read (not open, not seen by it) is put back at random among those
   * same cards of its deck (the pile it was shuffled into): a bot's sampled deal ({@link Redeals}).
   */
  @Override
  public Optional<HiddenCards> redeal(int seat, Knowledge knowledge, java.util.random.RandomGenerator rng) {
    return redeals(seat).apply(rng);
  }

  /** The cards the seat cannot read, found once; each deal shuffles their faces ({@link Redeals}). */
  @Override
  public java.util.function.Function<java.util.random.RandomGenerator, Optional<HiddenCards>> redeals(int seat) {
    return new Redeals(this, facts, seat);
  }

  /** These cards with other facts (a deal's faces). */
  OpenCards withFacts(CardFacts other) {
    return new OpenCards(seats, openLog, piles, hands, other, nextId, shuffling);
  }

  @Override
  public void encode(CanonicalWriter out) {
    out.writeInt(piles.names.length); // as the sorted map of name to pile it was
    for (int i = 0; i < piles.names.length; i++) {
      out.writeString(piles.names[i]).writeAll(piles.cards[i], (w2, c) -> w2.writeInt(c.id()));
    }
    out.writeInt(hands.length); // as the sorted map of seat to hand it was
    for (int seat = 0; seat < hands.length; seat++) {
      out.writeInt(seat).writeAll(hands[seat], (w2, c) -> w2.writeInt(c.id()));
    }
    List<Integer> seen = new ArrayList<>();
    List<Integer> open = new ArrayList<>();
    for (int id = 0; id < ids(); id++) {
      CardFacts.Facts f = facts(id);
      if (f.seenBy() != 0) {
        seen.add(id);
      }
      if (f.opened()) {
        open.add(id);
      }
    }
    out.writeAll(seen, (w, id) -> w.writeInt(id).writeAll(seatsIn(facts(id).seenBy()), CanonicalWriter::writeInt));
    out.writeAll(open, (w, id) -> w.writeInt(id).writeInt(faceOf(id)));
    out.writeInt(nextId);
    out.writeBoolean(shuffling != null);
    if (shuffling != null) {
      out.writeString(shuffling.pile()).writeInt(shuffling.faces().size());
      shuffling.draw().encode(out);
    }
  }

  /** The seats whose bits are set, in order. */
  private static List<Integer> seatsIn(int bits) {
    List<Integer> seats = new ArrayList<>();
    for (int seat = 0; seat < Integer.SIZE; seat++) {
      if ((bits & 1 << seat) != 0) {
        seats.add(seat);
      }
    }
    return seats;
  }
}
