package roundtable.core.crypto;

import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;

/** Moving mental-poker cards between piles and hands; what needs every seat starts a shuffle. */
final class PokerPiles {
  private PokerPiles() {}

  /** The cards are shuffled and re-masked by every seat, then go to the pile or to a seat's hand. */
  static PokerCards startShuffle(PokerCards c, String pile, List<Integer> cards, int toSeat) {
    if (c.shuffling() != null) {
      throw new IllegalStateException("a shuffle of " + c.shuffling().pile() + " is still under way");
    }
    SortedMap<String, List<Integer>> piles = new TreeMap<>(c.piles());
    if (toSeat < 0) {
      piles.put(pile, List.of());
    }
    List<Ciphertext> deck = cards.stream().map(c.ciphers()::get).toList();
    return new PokerCards(c.players(), c.keys(), c.departed(), piles, c.hands(), c.ciphers(), c.openings(),
        c.faces(), new PendingShuffle(pile, List.of(), deck, List.of(), toSeat), c.history(), c.nextId(), c.escrow());
  }

  /** The top card of the pile into the seat's hand, opened to nobody. */
  static PokerCards dealFaceDown(PokerCards c, String pile, int seat) {
    List<Integer> cards = c.piles().get(pile);
    if (cards == null || cards.isEmpty()) {
      throw new IllegalStateException("no card to deal from " + pile);
    }
    SortedMap<String, List<Integer>> piles = new TreeMap<>(c.piles());
    piles.put(pile, List.copyOf(cards.subList(1, cards.size())));
    SortedMap<Integer, List<Integer>> hands = new TreeMap<>(c.hands());
    List<Integer> hand = new ArrayList<>(c.hands().get(seat));
    hand.add(cards.get(0));
    hands.put(seat, List.copyOf(hand));
    return with(c, piles, hands, c.openings());
  }

  /** Opens a card to one seat; a card opened to another seat must be moved or reshuffled first. */
  static PokerCards openTo(PokerCards c, int card, int seat) {
    Opening o = c.openings().get(card);
    if (o != null && o.target() == seat) {
      return c;
    }
    if (o != null) {
      throw new IllegalStateException("card " + card + " is already opened to "
          + (o.target() == Opening.ALL ? "all" : "seat " + o.target()) + "; move or reshuffle it first");
    }
    SortedMap<Integer, Opening> openings = new TreeMap<>(c.openings());
    openings.put(card, new Opening(seat, new TreeMap<>()));
    return with(c, c.piles(), c.hands(), openings);
  }

  /** A card from a hand face down on top of a pile. */
  static PokerCards putOnPile(PokerCards c, int card, String pile) {
    SortedMap<String, List<Integer>> piles = new TreeMap<>(c.piles());
    List<Integer> cards = new ArrayList<>(c.piles().getOrDefault(pile, List.of()));
    cards.add(0, card);
    piles.put(pile, List.copyOf(cards));
    return with(c, piles, handsWithout(c, card), c.openings());
  }

  /** The hands, with this card taken out of the one that holds it. */
  static SortedMap<Integer, List<Integer>> handsWithout(PokerCards c, int card) {
    SortedMap<Integer, List<Integer>> hands = new TreeMap<>(c.hands());
    for (var e : c.hands().entrySet()) {
      if (e.getValue().contains(card)) {
        List<Integer> hand = new ArrayList<>(e.getValue());
        hand.remove(Integer.valueOf(card));
        hands.put(e.getKey(), List.copyOf(hand));
        return hands;
      }
    }
    throw new IllegalStateException("card " + card + " is in nobody's hand");
  }

  static PokerCards with(PokerCards c, SortedMap<String, List<Integer>> piles, SortedMap<Integer, List<Integer>> hands,
      SortedMap<Integer, Opening> openings) {
    return new PokerCards(c.players(), c.keys(), c.departed(), piles, hands, c.ciphers(), openings, c.faces(),
        c.shuffling(), c.history(), c.nextId(), c.escrow());
  }
}
