package roundtable.core.crypto;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.bouncycastle.math.ec.ECPoint;
import org.junit.jupiter.api.Test;
import roundtable.core.hidden.CardRef;
import roundtable.core.table.Action;

/**
 * Everything the seats send during a game, as a listener would collect it, holds no card point,
 * and combining every published share of a privately opened card still gives no card point.
 */
class LeakTest {
  @Test
  void nothingSentNamesAHiddenCard() throws Exception {
    PokerTable t = new PokerTable(4, 21).newDeck(52).dealEach(5);
    CardRef shown = t.cards.hand(3).get(0);
    t.then(c -> c.reveal(shown)).settle();

    Set<ECPoint> cardPoints = new HashSet<>();
    for (int f = 0; f < 52; f++) {
      cardPoints.add(Faces.point(f));
    }
    List<ECPoint> sentPoints = new ArrayList<>();
    for (Action step : t.sent) {
      if (step instanceof PokerStep.PublishKey k) {
        sentPoints.add(k.key());
      } else if (step instanceof PokerStep.Shuffle s) {
        s.deck().forEach(c -> { sentPoints.add(c.c1()); sentPoints.add(c.c2()); });
      } else if (step instanceof PokerStep.Shares s) {
        s.shares().forEach(cs -> sentPoints.add(cs.share().share()));
      }
    }
    for (ECPoint p : sentPoints) {
      assertTrue(!cardPoints.contains(p.normalize()), "a sent point is a card");
    }
    int hidden = 0;
    for (int seat = 0; seat < 4; seat++) {
      for (CardRef card : t.cards.hand(seat)) {
        if (card.equals(shown)) {
          assertTrue(cardPoints.contains(t.cards.unmasked(card.id())), "the card shown to all is readable");
          continue;
        }
        assertTrue(!cardPoints.contains(t.cards.unmasked(card.id())), "all public shares of a private card open nothing");
        hidden++;
      }
    }
    assertEquals(19, hidden);
  }
}
