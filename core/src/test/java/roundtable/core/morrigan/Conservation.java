package roundtable.core.morrigan;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import roundtable.core.hidden.CardRef;
import roundtable.core.morrigan.MorriganState.Holding;
import roundtable.core.morrigan.MorriganState.Round;

/** Every one of the 108 cards in exactly one place, in game terms and in the hidden cards. */
final class Conservation {
  private Conservation() {}

  /** Null when all is well, else what is wrong. Only meaningful when no hidden-card work is pending. */
  static String problem(MorriganState s) {
    if (!s.cards().pending().isOver() || !s.chores().isEmpty() || s.startDraw() != null) {
      return null;
    }
    List<CardRef> placed = new ArrayList<>(s.cards().pile(MorriganState.DECK));
    s.hands().forEach(placed::addAll);
    for (List<Holding> ts : s.territories()) {
      ts.forEach(h -> add(placed, h));
    }
    s.adversaries().forEach(h -> add(placed, h));
    s.trophies().forEach(placed::addAll);
    placed.addAll(s.discards());
    s.effects().forEach(e -> placed.add(e.card()));
    Round r = s.round();
    while (r instanceof Round.Recovery rc) {
      r = rc.then();
    }
    if (r instanceof Round.Betting b) {
      placed.add(b.trial());
      b.bets().forEach(st -> {
        placed.add(st.card());
        if (st.blessing() != null) {
          placed.add(st.blessing());
        }
      });
    } else if (r instanceof Round.Battle b) {
      placed.addAll(b.attack());
      if (b.doubler() != null) {
        placed.add(b.doubler());
      }
    } else if (r instanceof Round.Duel d) {
      placed.addAll(d.attack());
      placed.addAll(d.maletar());
    }
    Set<CardRef> distinct = new HashSet<>(placed);
    if (distinct.size() != placed.size()) {
      return "a card is in two places: " + placed.size() + " placements for " + distinct.size() + " cards";
    }
    if (placed.size() != Card.DECK.size()) {
      return placed.size() + " cards in play, not " + Card.DECK.size();
    }
    Set<CardRef> hidden = new HashSet<>(s.cards().pile(MorriganState.DECK));
    for (int seat = 0; seat < s.players(); seat++) {
      hidden.addAll(s.cards().hand(seat));
    }
    if (!hidden.equals(distinct)) {
      return "the game's cards are not the hidden cards' cards";
    }
    return null;
  }

  private static void add(List<CardRef> placed, Holding h) {
    placed.add(h.card());
    placed.addAll(h.under());
    if (h.curse() != null) {
      placed.add(h.curse());
    }
  }
}
