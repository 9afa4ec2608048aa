package roundtable.core.hidden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import roundtable.core.random.Fix;
import roundtable.core.table.Knowledge;

/** {@link HiddenCards#redeal}: the deal a searching bot samples from its seat's side. */
class RedealTest {
  /** Six cards: seat 0 holds 10, seat 1 holds 20 and 30, 40 is opened on the pile, 50 and 60 below. */
  private static HiddenCards table(List<Integer> order) throws Exception {
    HiddenCards cards = OpenCards.empty(2, true).newPile("deck", List.of(10, 20, 30, 40, 50, 60));
    cards = cards.step(0, new Fix(order));
    cards = cards.deal("deck", 0).deal("deck", 1).deal("deck", 1);
    return cards.reveal(cards.pile("deck").get(0));
  }

  /** Every face as the open object holds it, hands then pile. */
  private static List<Integer> all(HiddenCards cards) {
    List<Integer> faces = new ArrayList<>();
    for (int seat = 0; seat < 2; seat++) {
      for (CardRef ref : cards.hand(seat)) {
        faces.add(cards.faceFor(ref, seat, Knowledge.NOTHING).getAsInt());
      }
    }
    HiddenCards open = cards;
    for (CardRef ref : cards.pile("deck")) {
      open = open.reveal(ref);
    }
    for (CardRef ref : cards.pile("deck")) {
      faces.add(open.publicFace(ref).getAsInt());
    }
    return faces;
  }

  @Test
  void keepsWhatTheSeatReadsAndDealsTheRestAmongTheCardsItCannotRead() throws Exception {
    HiddenCards cards = table(List.of(0, 1, 2, 3, 4, 5));
    assertEquals(List.of(10, 20, 30, 40, 50, 60), all(cards));
    Set<List<Integer>> seen = new HashSet<>();
    for (long seed = 0; seed < 300; seed++) {
      List<Integer> dealt = all(cards.redeal(0, Knowledge.NOTHING, new SplittableRandom(seed)).orElseThrow());
      assertEquals(10, dealt.get(0), "its own card stays");
      assertEquals(40, dealt.get(3), "the opened card stays");
      assertEquals(Set.of(20, 30, 50, 60), new HashSet<>(List.of(dealt.get(1), dealt.get(2), dealt.get(4), dealt.get(5))));
      seen.add(dealt);
    }
    assertEquals(24, seen.size(), "every deal of the four unread faces comes up");
  }

  @Test
  void whereTheUnreadFacesReallyAreDoesNotChangeTheDeal() throws Exception {
    // The same for seat 0: its card 10 and the opened 40; 20, 30, 50 and 60 elsewhere, swapped about.
    HiddenCards one = table(List.of(0, 1, 2, 3, 4, 5));
    HiddenCards other = table(List.of(0, 5, 4, 3, 2, 1));
    assertTrue(!all(one).equals(all(other)));
    for (long seed = 0; seed < 10; seed++) {
      assertEquals(all(one.redeal(0, Knowledge.NOTHING, new SplittableRandom(seed)).orElseThrow()),
          all(other.redeal(0, Knowledge.NOTHING, new SplittableRandom(seed)).orElseThrow()));
    }
  }

  @Test
  void manyDealsOfOnePictureAreEachTheDealRedealMakes() throws Exception {
    // A searching bot finds once what its seat cannot read and deals a world every iteration.
    HiddenCards cards = table(List.of(3, 1, 4, 0, 5, 2));
    var deals = cards.redeals(0);
    for (long seed = 0; seed < 50; seed++) {
      assertEquals(all(cards.redeal(0, Knowledge.NOTHING, new SplittableRandom(seed)).orElseThrow()),
          all(deals.apply(new SplittableRandom(seed)).orElseThrow()), "seed " + seed);
    }
  }
}
