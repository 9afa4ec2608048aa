package roundtable.core.graal;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import roundtable.core.hidden.CardRef;
import roundtable.core.hidden.Frozen;
import roundtable.core.hidden.HiddenCards;

/**
 * The working table's hands in game terms (a seat's hidden cards less its ancestor and what it
 * laid): the state's to begin with, each made again only when that seat's hidden cards change, a
 * card of it is laid, or the roster or the whole pile changes (issue 18).
 */
final class SeatHands {
  /** The state's hands, given back as they are when no seat's changed. */
  private final List<List<CardRef>> kept;
  /** Each seat's hand as last made, or null once it must be made again from scratch. */
  private final List<CardRef>[] hands;
  /** The seat's hidden cards each hand was made from. */
  private final List<CardRef>[] from;
  /** The ids of the cards on the discard pile, made when first asked for. */
  private BitSet discardIds;
  /** The cards laid by this action, or null if none. */
  private List<CardRef> laidHere;

  SeatHands(GraalState s) {
    kept = s.hands();
    hands = newHands(s.players());
    from = newHands(s.players());
    for (int i = 0; i < hands.length; i++) {
      hands[i] = kept.get(i);
      from[i] = s.cards().hand(i);
    }
  }

  @SuppressWarnings("unchecked")
  private static List<CardRef>[] newHands(int players) {
    return (List<CardRef>[]) new List<?>[players];
  }

  /** The seat's hand now, from its hidden cards now, its ancestor, whether it is out and the pile. */
  List<CardRef> hand(int seat, List<CardRef> hidden, int ancestor, boolean out, List<CardRef> discard) {
    List<CardRef> h = hands[seat];
    if (h == null || from[seat] != hidden) {
      if (h != null && !out && grew(from[seat], hidden)) {
        hands[seat] = withDealt(h, hidden, from[seat].size(), ancestor);
      } else {
        hands[seat] = out ? List.of() : hand(hidden, ancestor, discardIds(discard));
      }
      from[seat] = hidden;
    }
    return hands[seat];
  }

  /** The hands for the state, made by {@code hand}: the state's own list when none changed. */
  List<List<CardRef>> frozen(java.util.function.IntFunction<List<CardRef>> hand) {
    Object[] h = new Object[hands.length];
    boolean same = true;
    for (int i = 0; i < h.length; i++) {
      h[i] = hand.apply(i);
      same &= h[i] == kept.get(i);
    }
    return same ? kept : Frozen.own(h);
  }

  /** Every hand to be made again from scratch (an ancestor dealt, a seat out, the pile made anew). */
  void forget() {
    java.util.Arrays.fill(hands, null);
  }

  /** The discard pile was emptied or made anew: forgets the hands and the pile's ids. */
  void pileReplaced() {
    discardIds = null;
    forget();
  }

  /** A card laid on the discard pile: the hand it was laid from loses it (its hidden cards are the same). */
  void laid(CardRef card) {
    if (laidHere == null) {
      laidHere = new ArrayList<>(2);
    }
    laidHere.add(card);
    if (discardIds != null) {
      discardIds.set(card.id());
    }
    for (int i = 0; i < hands.length; i++) {
      int at = hands[i] == null ? -1 : hands[i].indexOf(card);
      if (at >= 0) {
        hands[i] = Frozen.removing(hands[i], at);
      }
    }
  }

  private BitSet discardIds(List<CardRef> discard) {
    if (discardIds == null) {
      discardIds = ids(discard);
    }
    return discardIds;
  }

  private static BitSet ids(List<CardRef> cards) {
    int max = 0;
    for (CardRef c : cards) {
      max = Math.max(max, c.id());
    }
    BitSet ids = new BitSet(max + 1);
    for (CardRef c : cards) {
      ids.set(c.id());
    }
    return ids;
  }

  /** Whether these hidden cards are those before and more after them (cards dealt, drawn or given). */
  private static boolean grew(List<CardRef> before, List<CardRef> hidden) {
    if (hidden.size() <= before.size()) {
      return false;
    }
    for (int i = 0; i < before.size(); i++) {
      if (hidden.get(i) != before.get(i)) {
        return false;
      }
    }
    return true;
  }

  /**
   * The kept hand with the hidden cards from {@code start} on: a card new to a hidden hand is a new
   * handle (dealt from a pile, or moved), on the discard pile only if laid by this action.
   */
  private List<CardRef> withDealt(List<CardRef> hand, List<CardRef> hidden, int start, int ancestor) {
    List<CardRef> h = hand;
    for (int i = start; i < hidden.size(); i++) {
      CardRef c = hidden.get(i);
      if (c.id() != ancestor && (laidHere == null || !laidHere.contains(c))) {
        h = Frozen.adding(h, c);
      }
    }
    return h;
  }

  /** A hand in game terms: these hidden cards less the ancestor and the cards discarded. */
  private static List<CardRef> hand(List<CardRef> hidden, int ancestor, BitSet discarded) {
    Object[] h = new Object[hidden.size()];
    int n = 0;
    for (int i = 0; i < h.length; i++) {
      CardRef c = hidden.get(i);
      if (c.id() != ancestor && !discarded.get(c.id())) {
        h[n++] = c;
      }
    }
    return Frozen.own(n == h.length ? h : java.util.Arrays.copyOf(h, n));
  }

  /** Each seat's hand in game terms, made from scratch (see {@link GraalState#hands}). */
  static List<List<CardRef>> made(int players, HiddenCards cards, Roster roster, List<CardRef> discard) {
    BitSet discarded = ids(discard);
    List<List<CardRef>> hands = new ArrayList<>(players);
    for (int i = 0; i < players; i++) {
      hands.add(roster.out().get(i) ? List.of() : hand(cards.hand(i), roster.ancestors().get(i), discarded));
    }
    return hands;
  }
}
