package roundtable.desktop.client.morrigan;

import java.util.ArrayList;
import java.util.List;
import roundtable.core.hidden.CardRef;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.morrigan.MorriganState;
import roundtable.core.table.Applied;

/**
 * A Morrigan table in the middle of a random game (open cards) where seat 0 is in its action phase
 * and holds many cards: more are dealt to it from the deck than the rules would (Favori du Roi
 * and Trésor Secret can grow a hand, but rarely this much), to see how a big hand is drawn.
 */
public final class BigHand {
  private BigHand() {}

  public static MorriganState of(int players, int cards) {
    Applied<MorriganState> found = Table.find(players, a -> a.state().turn() == 0
        && a.state().phase() == MorriganState.Phase.ACTION && a.state().turns() >= 2 * players
        && !a.state().adversaries().isEmpty() && a.state().round() == null);
    MorriganState s = found.state();
    HiddenCards hidden = s.cards();
    List<CardRef> hand = new ArrayList<>(s.hands().get(0));
    while (hand.size() < cards && hidden.pileSize(MorriganState.DECK) > 0) {
      List<CardRef> before = hidden.hand(0);
      hidden = hidden.deal(MorriganState.DECK, 0);
      List<CardRef> dealt = new ArrayList<>(hidden.hand(0));
      dealt.removeAll(before);
      hand.addAll(dealt);
    }
    List<List<CardRef>> hands = new ArrayList<>(s.hands());
    hands.set(0, List.copyOf(hand));
    return new MorriganState(s.players(), s.openLog(), hidden, s.startDraw(), s.turn(), s.turns(), s.phase(), hands,
        s.territories(), s.adversaries(), s.trophies(), s.discards(), s.effects(), s.reinforced(), s.justUsed(),
        s.round(), s.chores(), s.claims(), s.outcome());
  }

  public static java.util.List<String> names(int players) {
    return Table.NAMES.subList(0, players);
  }
}
