package roundtable.core.crypto;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import roundtable.core.hidden.CardRef;

/** Any sequence of deals, reveals and reshuffles keeps every card exactly once. */
class DealingPropertiesTest {
  @Test
  void everyCardStaysExactlyOnce() throws Exception {
    for (long seed = 0; seed < 6; seed++) {
      SplittableRandom r = new SplittableRandom(seed);
      int players = 2 + r.nextInt(4);
      int size = 8 + r.nextInt(12);
      PokerTable t = new PokerTable(players, seed).newDeck(size);
      for (int op = 0; op < 12; op++) {
        int choice = r.nextInt(3);
        int seat = r.nextInt(players);
        if (choice == 0 && t.cards.pileSize("deck") > 0) {
          t.then(c -> c.deal("deck", seat)).settle();
        } else if (choice == 1 && !t.cards.hand(seat).isEmpty()) {
          CardRef card = t.cards.hand(seat).get(r.nextInt(t.cards.hand(seat).size()));
          t.then(c -> c.reveal(card)).settle();
        } else if (choice == 2) {
          List<Integer> faces = new ArrayList<>();
          for (int f = 0; f < size; f++) {
            faces.add(f);
          }
          t.then(c -> c.clearHands().newPile("deck", faces)).settle();
        }
        Set<Integer> ids = new HashSet<>(t.cards.piles().get("deck"));
        List<Integer> faces = new ArrayList<>();
        for (int s = 0; s < players; s++) {
          for (CardRef c : t.cards.hand(s)) {
            ids.add(c.id());
            faces.add(t.faceSeenBy(s, c));
          }
        }
        assertEquals(t.cards.pileSize("deck") + faces.size(), ids.size(), "no card in two places");
        assertEquals(faces.size(), new HashSet<>(faces).size(), "no face dealt twice");
        assertEquals(-1, faces.indexOf(-1), "every dealt card is readable by its owner");
      }
      assertEquals(-1, Audit.check(t.cards, t.auditSeeds()).seat());
    }
  }
}
