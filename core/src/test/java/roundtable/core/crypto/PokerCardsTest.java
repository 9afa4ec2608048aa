package roundtable.core.crypto;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import roundtable.core.hidden.CardRef;
import roundtable.core.table.Decision;
import roundtable.core.table.Knowledge;

/** Mental-poker tables of 2 to 8 seats, all in one process. */
class PokerCardsTest {
  @ParameterizedTest
  @ValueSource(ints = {2, 3, 4, 5, 6, 7, 8})
  void aCardOpenedToASeatIsReadableByThatSeatAlone(int players) throws Exception {
    PokerTable t = new PokerTable(players, players).newDeck(52).dealEach(2);
    Set<Integer> dealt = new HashSet<>();
    for (int owner = 0; owner < players; owner++) {
      for (CardRef card : t.cards.hand(owner)) {
        int face = t.faceSeenBy(owner, card);
        assertTrue(face >= 0 && face < 52, "seat " + owner + " reads its own card");
        assertTrue(dealt.add(face), "no card is dealt twice");
        for (int other = 0; other < players; other++) {
          if (other != owner) {
            assertEquals(-1, t.cards.faceFor(card, other, t.seats[other]).orElse(-1), "seat " + other + " can't");
            assertEquals(-1, t.cards.faceFor(card, owner, t.seats[other]).orElse(-1), "nor with another's key");
          }
        }
        assertTrue(t.cards.faceFor(card, owner, Knowledge.NOTHING).isEmpty(), "a spectator can't");
        assertTrue(t.cards.publicFace(card).isEmpty());
      }
    }
    assertEquals(52 - 2 * players, t.cards.pileSize("deck"));
    assertTrue(Audit.check(t.cards, t.auditSeeds()).verified());
  }

  @Test
  void theTableWaitsForKeysThenForEachShufflerInTurn() throws Exception {
    PokerTable t = new PokerTable(3, 1);
    t.then(c -> c.newPile("deck", java.util.List.of(0, 1, 2, 3)));
    assertEquals(Set.of(0, 1, 2), t.cards.pending().seats().keySet());
    assertEquals(Decision.PROTOCOL_STEP, t.cards.pending().seats().get(0));
    for (int s = 0; s < 3; s++) {
      t.apply(s, t.seats[s].next(t.cards));
    }
    for (int s = 0; s < 3; s++) {
      assertEquals(Set.of(s), t.cards.pending().seats().keySet(), "seat " + s + " shuffles now");
      t.apply(s, t.seats[s].next(t.cards));
    }
    assertTrue(t.cards.pending().isOver());
    assertEquals(4, t.cards.pileSize("deck"));
  }

  @Test
  void aCardOpenedToAllIsCheckableByAnybody() throws Exception {
    PokerTable t = new PokerTable(4, 9).newDeck(10).dealEach(1);
    CardRef card = t.cards.hand(2).get(0);
    int face = t.faceSeenBy(2, card);
    t.then(c -> c.reveal(card));
    assertEquals(Set.of(2), t.cards.pending().seats().keySet(), "only the owner's share is missing");
    t.settle();
    assertEquals(face, t.cards.publicFace(card).getAsInt());
    assertEquals(face, t.cards.faceFor(card, 0, Knowledge.NOTHING).getAsInt(), "a spectator reads it too");
  }

  @Test
  void aCardDealtButNeverOpenedStaysUnreadableEvenToItsOwner() throws Exception {
    PokerTable t = new PokerTable(3, 4).newDeck(6);
    int top = t.cards.piles().get("deck").get(0);
    for (int s = 0; s < 3; s++) {
      assertFalse(t.cards.faceFor(new CardRef(top), s, t.seats[s]).isPresent());
    }
  }

  @Test
  void aSeatThatLeavesPublishesItsKeyAndTheOthersGoOn() throws Exception {
    PokerTable t = new PokerTable(3, 5).newDeck(9);
    t.apply(1, t.seats[1].leave(t.cards));
    t.dealEach(0);
    t.then(c -> c.deal("deck", 0)).then(c -> c.deal("deck", 2)).settle();
    assertTrue(t.faceSeenBy(0, t.cards.hand(0).get(0)) >= 0);
    assertTrue(t.faceSeenBy(2, t.cards.hand(2).get(0)) >= 0);
    assertFalse(t.cards.faceFor(t.cards.hand(0).get(0), 2, t.seats[2]).isPresent(), "the others' privacy holds");
    t.then(c -> c.newPile("tokens", java.util.List.of(1, 2, 3))).settle();
    assertEquals(3, t.cards.pileSize("tokens"), "a new shuffle goes on without the seat that left");
  }
}
