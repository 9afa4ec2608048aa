package roundtable.desktop.client.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.hidden.OpenCards;
import roundtable.core.random.Fix;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Viewer;

/** Hands and piles as every card board draws them: face up only for whoever may read the card. */
class CardsTest {
  static final int BACK = 0x7a2030ff;
  static final List<String> NAMES = List.of("Alice", "Bob");

  /** Six cards 10..15 in a known order (an open log may fix the shuffle), two dealt to each seat, two left. */
  private static HiddenCards dealt() throws Exception {
    HiddenCards cards = OpenCards.empty(2, true).newPile("deck", List.of(10, 11, 12, 13, 14, 15))
        .step(0, new Fix(List.of(0, 1, 2, 3, 4, 5)));
    for (int i = 0; i < 4; i++) {
      cards = cards.deal("deck", i % 2);
    }
    return cards;
  }

  private static Seen seat(int seat) {
    return new Seen(Viewer.seat(seat), Knowledge.NOTHING, NAMES);
  }

  private static List<Thing> hand(HiddenCards cards, int holder, Seen seen) {
    return Cards.hand(cards.view(seen.viewer()), cards.hand(holder), seen, 400, 100, 600, BACK, face -> "card " + face,
        "hand:");
  }

  @Test
  void aSeatSeesItsOwnHandFaceUpAndTheOthersFaceDown() throws Exception {
    HiddenCards cards = dealt();
    List<Thing> mine = hand(cards, 0, seat(0));
    assertEquals(2, mine.size());
    assertTrue(mine.stream().allMatch(Thing::faceUp));
    assertTrue(mine.stream().allMatch(t -> t.face().startsWith("card 1")), mine.toString());
    List<Thing> theirs = hand(cards, 1, seat(0));
    assertTrue(theirs.stream().noneMatch(Thing::faceUp));
    assertTrue(theirs.stream().allMatch(t -> t.face().isEmpty()), "a card face down carries no face at all");
  }

  @Test
  void aSpectatorSeesEveryHandFaceDownAndACardShownToAllFaceUp() throws Exception {
    HiddenCards cards = dealt();
    Seen spectator = Seen.spectator(NAMES);
    assertTrue(hand(cards, 0, spectator).stream().noneMatch(Thing::faceUp));
    HiddenCards shown = cards.reveal(cards.hand(1).get(0));
    List<Thing> bob = hand(shown, 1, spectator);
    assertTrue(bob.get(0).faceUp());
    assertFalse(bob.get(1).faceUp());
  }

  @Test
  void aCardKeepsItsIdAndTheHandFitsItsWidth() throws Exception {
    HiddenCards cards = dealt();
    List<Thing> mine = hand(cards, 0, seat(0));
    assertEquals(Cards.id(cards.hand(0).get(0)), mine.get(0).id());
    assertEquals("hand:" + mine.get(1).id(), mine.get(1).target());
    float left = mine.get(0).x() - Thing.CARD_W / 2;
    float right = mine.get(1).x() + Thing.CARD_W / 2;
    assertTrue(right - left <= 600, "the hand stays within its width");
    assertEquals(400, (mine.get(0).x() + mine.get(1).x()) / 2, 0.01, "centred");
  }

  @Test
  void theDrawPileIsFaceDownForEverybody() throws Exception {
    HiddenCards cards = dealt();
    List<Thing> deck = Cards.pile(cards.view(Viewer.seat(0)), "deck", seat(0), 100, 100, BACK, face -> "" + face, "");
    assertEquals(2, deck.size());
    assertTrue(deck.stream().noneMatch(Thing::faceUp));
    assertTrue(deck.get(1).z() > deck.get(0).z(), "the top card is drawn over the one under it");
  }
}
