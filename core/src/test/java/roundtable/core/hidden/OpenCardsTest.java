package roundtable.core.hidden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import roundtable.core.canon.CanonicalWriter;
import roundtable.core.canon.Sha256;
import roundtable.core.random.Fix;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Viewer;

class OpenCardsTest {
  private static HiddenCards dealtTokens() throws Exception {
    HiddenCards cards = OpenCards.empty(3, true).newPile("tokens", List.of(1, 2, 3));
    assertEquals(3, cards.pending().seats().size(), "every seat takes part in the shuffle");
    cards = cards.step(0, new Fix(List.of(2, 0, 1)));
    for (int seat = 0; seat < 3; seat++) {
      cards = cards.deal("tokens", seat);
    }
    return cards;
  }

  @Test
  void aDealtCardIsSeenByItsOwnerOnly() throws Exception {
    HiddenCards cards = dealtTokens();
    CardRef zero = cards.hand(0).get(0);
    assertEquals(OptionalInt.of(3), cards.faceFor(zero, 0, Knowledge.NOTHING));
    assertTrue(cards.faceFor(zero, 1, Knowledge.NOTHING).isEmpty());
    assertTrue(cards.publicFace(zero).isEmpty());
    assertEquals(OptionalInt.of(3), cards.reveal(zero).publicFace(zero));
  }

  @Test
  void viewsBlankWhatTheViewerMayNotSee() throws Exception {
    HiddenCards cards = dealtTokens();
    HiddenCards spectator = cards.view(Viewer.SPECTATOR);
    HiddenCards seatOne = cards.view(Viewer.seat(1));
    for (int seat = 0; seat < 3; seat++) {
      assertTrue(spectator.faceFor(cards.hand(seat).get(0), seat, Knowledge.NOTHING).isEmpty());
    }
    assertEquals(OptionalInt.of(1), seatOne.faceFor(cards.hand(1).get(0), 1, Knowledge.NOTHING));
    assertTrue(seatOne.faceFor(cards.hand(2).get(0), 2, Knowledge.NOTHING).isEmpty());
  }

  @Test
  void aRefillIsEachCardPutOnThePileThenAShuffle() throws Exception {
    HiddenCards cards = OpenCards.empty(3, true).newPile("deck", List.of(1, 2, 3, 4, 5, 6, 7));
    cards = cards.step(0, new Fix(List.of(6, 5, 4, 3, 2, 1, 0)));
    for (int i = 0; i < 5; i++) {
      cards = cards.deal("deck", i % 3);
    }
    List<CardRef> back = List.of(cards.hand(1).get(1), cards.hand(0).get(0), cards.hand(2).get(0));
    HiddenCards oneByOne = cards;
    for (CardRef c : back) {
      oneByOne = oneByOne.putOnPile(c, "deck");
    }
    oneByOne = oneByOne.reshuffle("deck");
    HiddenCards refilled = cards.refill("deck", back);
    assertEquals(hash(oneByOne), hash(refilled));
    Fix order = new Fix(List.of(3, 0, 4, 1, 2));
    HiddenCards a = oneByOne.step(0, order);
    HiddenCards b = refilled.step(0, order);
    assertEquals(hash(a), hash(b));
    for (int i = 0; i < 5; i++) {
      a = a.deal("deck", 0);
      b = b.deal("deck", 0);
    }
    assertEquals(hash(a.reveal(a.hand(0).get(0))), hash(b.reveal(b.hand(0).get(0))));
    assertEquals(a.faceFor(a.hand(0).get(2), 0, Knowledge.NOTHING), b.faceFor(b.hand(0).get(2), 0, Knowledge.NOTHING));
  }

  @Test
  void theEncodingHoldsOnlyWhatEverybodySees() throws Exception {
    HiddenCards a = dealtTokens();
    HiddenCards b = OpenCards.empty(3, true).newPile("tokens", List.of(1, 2, 3)).step(0, new Fix(List.of(0, 1, 2)));
    for (int seat = 0; seat < 3; seat++) {
      b = b.deal("tokens", seat);
    }
    assertEquals(hash(a), hash(b), "different hidden faces, same public state");
    assertTrue(!hash(a.reveal(a.hand(0).get(0))).equals(hash(b.reveal(b.hand(0).get(0)))));
    assertEquals(hash(a.view(Viewer.SPECTATOR)), hash(a));
  }

  @Test
  void everyCardIsDealtExactlyOnce() throws Exception {
    HiddenCards cards = OpenCards.empty(4, true).newPile("deck", List.of(10, 11, 12, 13, 14, 15, 16, 17))
        .step(2, new Fix(List.of(7, 6, 5, 4, 3, 2, 1, 0)));
    List<Integer> faces = new ArrayList<>();
    for (int i = 0; i < 8; i++) {
      cards = cards.deal("deck", i % 4);
    }
    assertEquals(0, cards.pileSize("deck"));
    for (int seat = 0; seat < 4; seat++) {
      for (CardRef c : cards.hand(seat)) {
        faces.add(cards.faceFor(c, seat, Knowledge.NOTHING).getAsInt());
      }
    }
    faces.sort(null);
    assertEquals(List.of(10, 11, 12, 13, 14, 15, 16, 17), faces);
  }

  private static String hash(HiddenCards cards) {
    CanonicalWriter out = new CanonicalWriter();
    cards.encode(out);
    return Sha256.hex(Sha256.digest(out.toByteArray()));
  }
}
