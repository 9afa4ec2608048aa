package roundtable.core.hidden;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SortedMap;
import java.util.TreeMap;
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
  private final SortedMap<String, List<CardRef>> piles;
  /** By seat, its hand: the array never changed once made (an operation copies it to change it). */
  private final List<CardRef>[] hands;
  /**
   * By card id (ids are handed out 0, 1, 2...): its face, or {@link #NO_FACE} where a view lacks
   * it; the seats that may see it as bits (its owner, a seat that peeked); whether it is open to
   * all. Arrays, never changed once made: an operation copies the one it changes (issue 19: the
   * sorted maps these were cost the card games a third of their rules' time).
   */
  private final int[] faces;
  private final int[] seenBy;
  private final boolean[] opened;
  private final int nextId;
  /**
   * By card id, the pile it was shuffled into (set when the card is made, never changed): a deal
   * sampled by a searching bot keeps each face within its deck ({@link #redeal}).
   */
  private final String[] decks;
  private static final int NO_FACE = -1;
  private final Shuffle shuffling;

  /** A pile waiting for its joint draw: the faces in their order before it. */
  private record Shuffle(String pile, List<Integer> faces, JointDraw draw) {}

  private OpenCards(List<Integer> seats, boolean openLog, SortedMap<String, List<CardRef>> piles,
      List<CardRef>[] hands, int[] faces, int[] seenBy, boolean[] opened, int nextId,
      String[] decks, Shuffle shuffling) {
    this.seats = seats;
    this.openLog = openLog;
    this.piles = frozen(piles);
    this.hands = hands;
    this.faces = faces;
    this.seenBy = seenBy;
    this.opened = opened;
    this.nextId = nextId;
    this.decks = decks;
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
    return new OpenCards(List.copyOf(seats), openLog, new TreeMap<>(), hands, new int[0], new int[0],
        new boolean[0], 0, new String[0], null);
  }

  /**
   * Cards as one seat imagines them, for a searching bot (a mental-poker deal sampled, see
   * {@code PokerWorlds}): these piles and hands, every card's face and deck, the seats that have
   * seen each card (as bits by card id) and the cards open to all.
   */
  public static OpenCards world(int players, SortedMap<String, List<CardRef>> piles,
      SortedMap<Integer, List<CardRef>> hands, SortedMap<Integer, Integer> faces, java.util.Map<Integer, String> decks,
      java.util.Map<Integer, Integer> seenBy, java.util.Collection<Integer> open, int nextId) {
    int[] faceById = new int[nextId];
    Arrays.fill(faceById, NO_FACE);
    faces.forEach((id, face) -> faceById[id] = face);
    int[] seen = new int[nextId];
    seenBy.forEach((id, bits) -> seen[id] = bits);
    boolean[] opened = new boolean[nextId];
    open.forEach(id -> opened[id] = true);
    String[] deckById = new String[nextId];
    decks.forEach((id, deck) -> deckById[id] = deck);
    List<Integer> seats = new ArrayList<>();
    for (int s = 0; s < players; s++) {
      seats.add(s);
    }
    List<CardRef>[] handBySeat = newHands(players);
    for (int s = 0; s < players; s++) {
      handBySeat[s] = List.copyOf(hands.getOrDefault(s, List.of()));
    }
    return new OpenCards(List.copyOf(seats), false, new TreeMap<>(piles), handBySeat, faceById, seen,
        opened, nextId, deckById, null);
  }

  @SuppressWarnings("unchecked")
  private static List<CardRef>[] newHands(int players) {
    return (List<CardRef>[]) new List<?>[players];
  }

  /** A map changed by an operation (a copy) is frozen; one it left alone is shared as it was. */
  private static <K, V> SortedMap<K, V> frozen(SortedMap<K, V> map) {
    return map instanceof TreeMap ? Collections.unmodifiableSortedMap(map) : map;
  }

  /**
   * A copy to change: each operation edits the copy's maps, then freezes them. A map is copied
   * the first time the operation changes it (copy on write), so that an operation costs what it
   * changes, not the size of every map.
   */
  private final class Edit {
    SortedMap<String, List<CardRef>> piles = OpenCards.this.piles;
    List<CardRef>[] hands = OpenCards.this.hands;
    int[] faces = OpenCards.this.faces;
    int[] seenBy = OpenCards.this.seenBy;
    boolean[] opened = OpenCards.this.opened;
    private boolean cardsCopied;
    int nextId = OpenCards.this.nextId;
    String[] decks = OpenCards.this.decks;
    Shuffle shuffling = OpenCards.this.shuffling;

    SortedMap<String, List<CardRef>> piles() {
      if (!(piles instanceof TreeMap)) {
        piles = new TreeMap<>(piles);
      }
      return piles;
    }

    List<CardRef>[] hands() {
      if (hands == OpenCards.this.hands) {
        hands = hands.clone();
      }
      return hands;
    }

    /** The card arrays copied once for this operation, with room for card {@code id}. */
    private void change(int id) {
      int size = Math.max(faces.length, id + 1);
      if (!cardsCopied || size > faces.length) {
        int before = faces.length;
        faces = Arrays.copyOf(faces, size);
        Arrays.fill(faces, before, size, NO_FACE);
        seenBy = Arrays.copyOf(seenBy, size);
        opened = Arrays.copyOf(opened, size);
        cardsCopied = true;
      }
    }

    /** A new card, {@code id}, made from a card of this deck. */
    void made(int id, String deck) {
      if (decks == OpenCards.this.decks) {
        decks = Arrays.copyOf(decks, Math.max(decks.length, nextId));
      }
      if (id >= decks.length) {
        decks = Arrays.copyOf(decks, id + 1);
      }
      decks[id] = deck;
    }

    void face(int id, int face) {
      change(id);
      faces[id] = face;
    }

    void open(int id) {
      change(id);
      opened[id] = true;
    }

    CardRef takeTop(String pile) {
      List<CardRef> cards = piles.get(pile);
      if (cards == null || cards.isEmpty()) {
        throw new IllegalStateException("no card to take from " + pile);
      }
      // an immutable list's sublist is an immutable view of it: the rest of the pile is not copied
      piles().put(pile, cards.subList(1, cards.size()));
      return cards.get(0);
    }

    CardRef takeFromHand(CardRef card) {
      for (int seat = 0; seat < hands.length; seat++) {
        if (hands[seat].contains(card)) {
          List<CardRef> hand = new ArrayList<>(hands[seat]);
          hand.remove(card);
          hands()[seat] = List.copyOf(hand);
          return card;
        }
      }
      throw new IllegalStateException("card " + card.id() + " is in nobody's hand");
    }

    void toHand(int seat, CardRef card) {
      List<CardRef> hand = new ArrayList<>(hands[seat]);
      hand.add(card);
      hands()[seat] = List.copyOf(hand);
    }

    void seen(CardRef card, int seat) {
      change(card.id());
      seenBy[card.id()] |= 1 << seat;
    }

    /** Starts the joint draw that orders these faces into the pile. */
    void shuffle(String pile, List<Integer> pileFaces) {
      if (shuffling != null) {
        throw new IllegalStateException("a shuffle of " + shuffling.pile() + " is still under way");
      }
      piles().put(pile, List.of());
      JointDraw draw = JointDraw.shuffle("shuffle of " + pile + " #" + nextId, pileFaces.size(), seats, openLog);
      shuffling = new Shuffle(pile, List.copyOf(pileFaces), draw);
    }

    OpenCards done() {
      return new OpenCards(seats, openLog, piles, hands, faces, seenBy, opened, nextId, decks, shuffling);
    }
  }

  @Override
  public Prompt pending() {
    return shuffling == null ? Prompt.none() : shuffling.draw().prompt();
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
      e.face(card.id(), shuffling.faces().get(position));
      e.made(card.id(), shuffling.pile());
    }
    e.piles().put(shuffling.pile(), List.copyOf(pile));
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
    e.shuffle(pile, piles.getOrDefault(pile, List.of()).stream().map(c -> faceOf(c.id())).toList());
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
    List<CardRef> cards = piles.getOrDefault(pile, List.of());
    if (count > cards.size()) {
      throw new IllegalStateException("the " + pile + " has " + cards.size() + " cards, not " + count);
    }
    cards.subList(0, count).forEach(c -> e.seen(c, seat));
    return e.done();
  }

  /** The card takes a new handle in its new hand, seen by its new owner only, as with mental poker. */
  @Override
  public HiddenCards move(CardRef card, int toSeat) {
    Edit e = new Edit();
    e.takeFromHand(card);
    CardRef moved = new CardRef(e.nextId++);
    e.face(moved.id(), faceOf(card.id()));
    e.made(moved.id(), deckOf(card.id()));
    e.toHand(toSeat, moved);
    e.seen(moved, toSeat);
    return e.done();
  }

  @Override
  public HiddenCards putOnPile(CardRef card, String pile) {
    Edit e = new Edit();
    e.takeFromHand(card);
    List<CardRef> cards = new ArrayList<>(piles.getOrDefault(pile, List.of()));
    cards.add(0, card);
    e.piles().put(pile, List.copyOf(cards));
    return e.done();
  }

  /**
   * As {@link HiddenCards#refill}, each card put on the pile in turn then the pile shuffled again,
   * in one copy of this object rather than one per card.
   */
  @Override
  public HiddenCards refill(String pile, List<CardRef> cards) {
    Edit e = new Edit();
    List<CardRef> onPile = new ArrayList<>(piles.getOrDefault(pile, List.of()));
    for (CardRef card : cards) {
      e.takeFromHand(card);
      onPile.add(0, card);
    }
    e.shuffle(pile, onPile.stream().map(c -> faceOf(c.id())).toList());
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
    return piles.getOrDefault(pile, List.of());
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

  private boolean isOpen(int id) {
    return id >= 0 && id < opened.length && opened[id];
  }

  private boolean seen(int id, int seat) {
    return id >= 0 && id < seenBy.length && (seenBy[id] & 1 << seat) != 0;
  }

  private String deckOf(int id) {
    return id >= 0 && id < decks.length && decks[id] != null ? decks[id] : "";
  }

  /** The face of card {@code id}, or {@link #NO_FACE}. */
  private int faceOf(int id) {
    return id >= 0 && id < faces.length ? faces[id] : NO_FACE;
  }

  private OptionalInt face(int id) {
    int f = faceOf(id);
    return f == NO_FACE ? OptionalInt.empty() : OptionalInt.of(f);
  }

  @Override
  public HiddenCards view(Viewer viewer) {
    Edit e = new Edit();
    for (int id = 0; id < faces.length; id++) {
      boolean seen = viewer instanceof Viewer.Seat s && seen(id, s.index());
      if (!opened[id] && !seen && faces[id] != NO_FACE) {
        e.face(id, NO_FACE);
      }
    }
    return e.done();
  }

  /**
   * Every face the seat cannot read (not open, not seen by it) is put back at random among those
   * same cards of its deck (the pile it was shuffled into). The faces are sorted before they are
   * shuffled, so where they really are never reaches the result: a bot's sampled deal depends only
   * on what its seat may know.
   */
  @Override
  public Optional<HiddenCards> redeal(int seat, Knowledge knowledge, java.util.random.RandomGenerator rng) {
    SortedMap<String, List<Integer>> cards = new TreeMap<>();
    SortedMap<String, List<Integer>> unread = new TreeMap<>();
    for (int id = 0; id < faces.length; id++) {
      if (faces[id] != NO_FACE && !opened[id] && !seen(id, seat)) {
        cards.computeIfAbsent(deckOf(id), d -> new ArrayList<>()).add(id);
        unread.computeIfAbsent(deckOf(id), d -> new ArrayList<>()).add(faces[id]);
      }
    }
    Edit e = new Edit();
    for (String deck : cards.keySet()) {
      List<Integer> dealt = unread.get(deck);
      Collections.sort(dealt);
      for (int i = dealt.size() - 1; i > 0; i--) {
        Collections.swap(dealt, i, rng.nextInt(i + 1));
      }
      for (int i = 0; i < dealt.size(); i++) {
        e.face(cards.get(deck).get(i), dealt.get(i));
      }
    }
    return Optional.of(e.done());
  }

  @Override
  public void encode(CanonicalWriter out) {
    out.writeAll(piles.entrySet(), (w, e) -> w.writeString(e.getKey()).writeAll(e.getValue(), (w2, c) -> w2.writeInt(c.id())));
    out.writeInt(hands.length); // as the sorted map of seat to hand it was
    for (int seat = 0; seat < hands.length; seat++) {
      out.writeInt(seat).writeAll(hands[seat], (w2, c) -> w2.writeInt(c.id()));
    }
    List<Integer> seen = new ArrayList<>();
    List<Integer> open = new ArrayList<>();
    for (int id = 0; id < faces.length; id++) {
      if (seenBy[id] != 0) {
        seen.add(id);
      }
      if (opened[id]) {
        open.add(id);
      }
    }
    out.writeAll(seen, (w, id) -> w.writeInt(id).writeAll(seatsIn(seenBy[id]), CanonicalWriter::writeInt));
    out.writeAll(open, (w, id) -> w.writeInt(id).writeInt(faces[id]));
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
