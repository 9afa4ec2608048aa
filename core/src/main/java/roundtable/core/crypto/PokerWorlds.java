package roundtable.core.crypto;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.random.RandomGenerator;
import roundtable.core.hidden.CardRef;
import roundtable.core.hidden.OpenCards;
import roundtable.core.table.Knowledge;

/**
 * A deal of mental-poker cards one seat cannot tell from the real one, as open cards a searching bot
 * can play on (ISMCTS's sampled world). The seat knows the faces opened to all, the faces opened to
 * it (with its key) and every face that came into play: each deck was shuffled first face up, in the
 * open (encrypted with the mask 1: c1 is the generator). Which deck a card is of is public too: the
 * shuffles' records chain each ciphertext to the deck it was dealt from. Every other card of a hand
 * or a pile gets a face of its deck drawn at random from those not accounted for. Only the seat's
 * own knowledge reaches the result: the faces left are sorted before they are drawn.
 */
final class PokerWorlds {
  private PokerWorlds() {}

  static Optional<OpenCards> sample(PokerCards cards, int seat, Knowledge knowledge, RandomGenerator rng) {
    if (cards.shuffling() != null || !cards.hasJointKey()) {
      return Optional.empty();
    }
    Decks decks = Decks.of(cards);
    SortedMap<Integer, Integer> faces = new TreeMap<>();
    Map<Integer, String> deckById = new HashMap<>();
    Map<Integer, Integer> seenBy = new TreeMap<>(); // card id -> the seats that saw it, as bits
    cards.hands().forEach((s, ids) -> { // the others see their own hands, as far as this seat can tell
      if (s != seat) {
        ids.forEach(id -> seenBy.put(id, 1 << s));
      }
    });
    SortedMap<String, List<Integer>> unknown = new TreeMap<>(); // by deck, the cards whose face is drawn
    Map<Ciphertext, Integer> given = given(cards, seat, knowledge);
    for (int id : live(cards)) {
      deckById.put(id, decks.deckOf(cards.ciphers().get(id)));
      OptionalInt face = cards.faceFor(new CardRef(id), seat, knowledge);
      if (face.isEmpty() && given.containsKey(cards.ciphers().get(id))) {
        face = OptionalInt.of(given.get(cards.ciphers().get(id)));
      }
      if (face.isPresent()) {
        faces.put(id, face.getAsInt());
        decks.accountFor(face.getAsInt());
        if (!cards.faces().containsKey(id)) {
          seenBy.merge(id, 1 << seat, (a, b) -> a | b);
        }
      } else {
        unknown.computeIfAbsent(deckById.get(id), d -> new ArrayList<>()).add(id);
      }
    }
    cards.faces().forEach((id, face) -> {
      if (!faces.containsKey(id)) { // not in a hand nor a pile, face up: out of play, unless it was shuffled on
        faces.put(id, face);
        if (!decks.shuffledOn(cards.ciphers().get(id))) {
          decks.accountFor(face);
        }
      }
    });
    for (var deck : unknown.entrySet()) {
      List<Integer> pool = decks.left(deck.getKey());
      if (pool.size() < deck.getValue().size()) {
        return Optional.empty(); // a deck we cannot account for: the bot plays without searching
      }
      for (int i = pool.size() - 1; i > 0; i--) {
        Collections.swap(pool, i, rng.nextInt(i + 1));
      }
      for (int i = 0; i < deck.getValue().size(); i++) {
        faces.put(deck.getValue().get(i), pool.get(i));
      }
    }
    SortedMap<String, List<CardRef>> piles = new TreeMap<>();
    cards.piles().forEach((pile, ids) -> piles.put(pile, refs(ids)));
    SortedMap<Integer, List<CardRef>> hands = new TreeMap<>();
    cards.hands().forEach((s, ids) -> hands.put(s, refs(ids)));
    return Optional.of(OpenCards.world(cards.players(), piles, hands, faces, deckById, seenBy,
        cards.faces().keySet(), cards.nextId()));
  }

  /**
   * The faces the seat knows of cards its key cannot read, by ciphertext: a card it could read went
   * to another hand (a gift, an exchange), re-masked by every seat on its way, and each seat's
   * record of that pile of one chains the old ciphertext to the new. The seat saw the card go.
   */
  static Map<Ciphertext, Integer> given(PokerCards cards, int seat, Knowledge knowledge) {
    Map<Ciphertext, Integer> known = new HashMap<>();
    Map<Ciphertext, Integer> idOf = null;
    for (ShuffleRecord r : cards.history()) {
      if (!r.pile().startsWith(PokerCards.MOVING) || r.in().size() != 1 || r.out().size() != 1) {
        continue;
      }
      Integer face = known.get(r.in().get(0));
      if (face == null) {
        if (idOf == null) {
          idOf = new HashMap<>();
          for (var e : cards.ciphers().entrySet()) {
            idOf.put(e.getValue(), e.getKey());
          }
        }
        Integer id = idOf.get(r.in().get(0));
        OptionalInt read = id == null ? OptionalInt.empty() : cards.faceFor(new CardRef(id), seat, knowledge);
        face = read.isPresent() ? read.getAsInt() : null;
      }
      if (face != null) {
        known.put(r.out().get(0), face);
      }
    }
    return known;
  }

  /** The decks that came into play, each named for the pile it was first shuffled into, and their faces. */
  static final class Decks {
    /** What a card of several decks at once is of: every deck's faces are drawn for it. */
    static final String ANY = "";
    final Map<Ciphertext, String> deckOf = new HashMap<>();
    /** Every card shuffled again or re-masked for another hand: under another id now, if still in play. */
    final Set<Ciphertext> shuffled = new HashSet<>();
    /** By deck, how many of each face are not accounted for yet. */
    final SortedMap<String, SortedMap<Integer, Integer>> left = new TreeMap<>();

    static Decks of(PokerCards cards) {
      Decks decks = new Decks();
      org.bouncycastle.math.ec.ECPoint key = cards.jointKey();
      for (ShuffleRecord r : cards.history()) {
        String deck;
        if (!r.in().isEmpty() && r.in().stream().allMatch(c -> c.c1().equals(Group.G))) { // a deck face up
          deck = r.pile();
          for (Ciphertext c : r.in()) {
            int face = Faces.face(c.c2().subtract(key));
            if (face >= 0) {
              decks.left.computeIfAbsent(deck, d -> new TreeMap<>()).merge(face, 1, Integer::sum);
            }
          }
        } else { // the cards shuffled again, or re-masked on their way to another hand: still of their deck
          Set<String> of = new HashSet<>();
          r.in().forEach(c -> of.add(decks.deckOf(c)));
          decks.shuffled.addAll(r.in());
          deck = of.size() == 1 ? of.iterator().next() : ANY;
        }
        r.out().forEach(c -> decks.deckOf.put(c, deck));
      }
      return decks;
    }

    boolean shuffledOn(Ciphertext card) {
      return card != null && shuffled.contains(card);
    }

    String deckOf(Ciphertext card) {
      return card == null ? ANY : deckOf.getOrDefault(card, ANY);
    }

    /** A face the seat knows where it is: it is no longer to be drawn. */
    void accountFor(int face) {
      for (SortedMap<Integer, Integer> faces : left.values()) {
        if (faces.containsKey(face)) {
          faces.computeIfPresent(face, (f, n) -> n > 1 ? n - 1 : null);
          return;
        }
      }
    }

    /** The faces of this deck (of every deck, for {@link #ANY}) not accounted for, in order. */
    List<Integer> left(String deck) {
      List<Integer> pool = new ArrayList<>();
      left.forEach((name, faces) -> {
        if (deck.equals(ANY) || deck.equals(name)) {
          faces.forEach((face, n) -> pool.addAll(Collections.nCopies(n, face)));
        }
      });
      return pool;
    }
  }

  private static List<Integer> live(PokerCards cards) {
    List<Integer> ids = new ArrayList<>();
    cards.piles().values().forEach(ids::addAll);
    cards.hands().values().forEach(ids::addAll);
    Collections.sort(ids);
    return ids;
  }

  private static List<CardRef> refs(List<Integer> ids) {
    return ids.stream().map(CardRef::new).toList();
  }
}
