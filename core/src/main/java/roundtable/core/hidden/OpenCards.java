package roundtable.core.hidden;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import roundtable.core.canon.CanonicalWriter;
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
  private final SortedMap<Integer, List<CardRef>> hands;
  /** Card id to face; a view lacks the faces its viewer may not see. */
  private final SortedMap<Integer, Integer> faces;
  private final SortedSet<Integer> opened;
  private final int nextId;
  private final Shuffle shuffling;

  /** A pile waiting for its joint draw. */
  private record Shuffle(String pile, List<Integer> faces, JointDraw draw) {}

  private OpenCards(List<Integer> seats, boolean openLog, SortedMap<String, List<CardRef>> piles,
      SortedMap<Integer, List<CardRef>> hands, SortedMap<Integer, Integer> faces,
      SortedSet<Integer> opened, int nextId, Shuffle shuffling) {
    this.seats = seats;
    this.openLog = openLog;
    this.piles = piles;
    this.hands = hands;
    this.faces = faces;
    this.opened = opened;
    this.nextId = nextId;
    this.shuffling = shuffling;
  }

  /** No cards yet, for a table of these seats. */
  public static OpenCards empty(int players, boolean openLog) {
    List<Integer> seats = new ArrayList<>();
    SortedMap<Integer, List<CardRef>> hands = new TreeMap<>();
    for (int s = 0; s < players; s++) {
      seats.add(s);
      hands.put(s, List.of());
    }
    return new OpenCards(List.copyOf(seats), openLog, new TreeMap<>(), hands, new TreeMap<>(),
        new TreeSet<>(), 0, null);
  }

  private OpenCards with(SortedMap<String, List<CardRef>> piles, SortedMap<Integer, List<CardRef>> hands,
      SortedMap<Integer, Integer> faces, SortedSet<Integer> opened, int nextId, Shuffle shuffling) {
    return new OpenCards(seats, openLog, piles, hands, faces, opened, nextId, shuffling);
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
    if (!draw.isDone()) {
      return with(piles, hands, faces, opened, nextId, new Shuffle(shuffling.pile(), shuffling.faces(), draw));
    }
    int[] order = draw.shuffleResult();
    List<CardRef> pile = new ArrayList<>();
    SortedMap<Integer, Integer> newFaces = new TreeMap<>(faces);
    int id = nextId;
    for (int position : order) {
      pile.add(new CardRef(id));
      newFaces.put(id, shuffling.faces().get(position));
      id++;
    }
    SortedMap<String, List<CardRef>> newPiles = new TreeMap<>(piles);
    newPiles.put(shuffling.pile(), List.copyOf(pile));
    return with(newPiles, hands, newFaces, opened, id, null);
  }

  @Override
  public HiddenCards newPile(String pile, List<Integer> pileFaces) {
    if (shuffling != null) {
      throw new IllegalStateException("a shuffle of " + shuffling.pile() + " is still under way");
    }
    JointDraw draw = JointDraw.shuffle("shuffle of " + pile + " #" + nextId, pileFaces.size(), seats, openLog);
    return with(piles, hands, faces, opened, nextId, new Shuffle(pile, List.copyOf(pileFaces), draw));
  }

  @Override
  public HiddenCards deal(String pile, int seat) {
    List<CardRef> cards = piles.get(pile);
    if (cards == null || cards.isEmpty()) {
      throw new IllegalStateException("no card to deal from " + pile);
    }
    SortedMap<String, List<CardRef>> newPiles = new TreeMap<>(piles);
    newPiles.put(pile, List.copyOf(cards.subList(1, cards.size())));
    SortedMap<Integer, List<CardRef>> newHands = new TreeMap<>(hands);
    List<CardRef> hand = new ArrayList<>(hands.get(seat));
    hand.add(cards.get(0));
    newHands.put(seat, List.copyOf(hand));
    return with(newPiles, newHands, faces, opened, nextId, shuffling);
  }

  @Override
  public HiddenCards clearHands() {
    SortedMap<Integer, List<CardRef>> newHands = new TreeMap<>();
    for (int seat : seats) {
      newHands.put(seat, List.of());
    }
    return with(piles, newHands, faces, opened, nextId, shuffling);
  }

  @Override
  public List<CardRef> hand(int seat) {
    return hands.get(seat);
  }

  @Override
  public int pileSize(String pile) {
    return piles.getOrDefault(pile, List.of()).size();
  }

  @Override
  public HiddenCards reveal(CardRef card) {
    SortedSet<Integer> newOpened = new TreeSet<>(opened);
    newOpened.add(card.id());
    return with(piles, hands, faces, newOpened, nextId, shuffling);
  }

  @Override
  public OptionalInt publicFace(CardRef card) {
    return opened.contains(card.id()) ? face(card) : OptionalInt.empty();
  }

  @Override
  public OptionalInt faceFor(CardRef card, int seat, Knowledge knowledge) {
    return opened.contains(card.id()) || hands.get(seat).contains(card) ? face(card) : OptionalInt.empty();
  }

  private OptionalInt face(CardRef card) {
    Integer f = faces.get(card.id());
    return f == null ? OptionalInt.empty() : OptionalInt.of(f);
  }

  @Override
  public HiddenCards view(Viewer viewer) {
    SortedMap<Integer, Integer> visible = new TreeMap<>();
    for (Map.Entry<Integer, Integer> e : faces.entrySet()) {
      CardRef card = new CardRef(e.getKey());
      boolean own = viewer instanceof Viewer.Seat s && hands.get(s.index()).contains(card);
      if (opened.contains(e.getKey()) || own) {
        visible.put(e.getKey(), e.getValue());
      }
    }
    return with(piles, hands, visible, opened, nextId, shuffling);
  }

  @Override
  public void encode(CanonicalWriter out) {
    out.writeAll(piles.entrySet(), (w, e) -> w.writeString(e.getKey()).writeAll(e.getValue(), (w2, c) -> w2.writeInt(c.id())));
    out.writeAll(hands.entrySet(), (w, e) -> w.writeInt(e.getKey()).writeAll(e.getValue(), (w2, c) -> w2.writeInt(c.id())));
    out.writeAll(opened, (w, id) -> w.writeInt(id).writeInt(faces.get(id)));
    out.writeInt(nextId);
    out.writeBoolean(shuffling != null);
    if (shuffling != null) {
      out.writeString(shuffling.pile()).writeAll(shuffling.faces(), CanonicalWriter::writeInt);
      shuffling.draw().encode(out);
    }
  }
}
