package roundtable.core.hidden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import roundtable.core.random.Fix;

/** A card laid under a name is taken at its word while closed, and checked once open to all. */
class NamedCardTest {
  /** Three tokens 1, 2, 3, one dealt to each seat; seat 0 names its token "3". */
  private static final NamedCard.Naming<Integer> SAME = (face, name) -> face == name;

  private static HiddenCards dealt() throws Exception {
    HiddenCards cards = OpenCards.empty(3, true).newPile("tokens", List.of(1, 2, 3)).step(0, new Fix(List.of(0, 1, 2)));
    for (int seat = 0; seat < 3; seat++) {
      cards = cards.deal("tokens", seat);
    }
    return cards;
  }

  @Test
  void whileTheCardIsClosedNobodyCanCheckIt() throws Exception {
    HiddenCards cards = dealt();
    NamedCard<Integer> laid = new NamedCard<>(0, cards.hand(0).get(0), 3);
    assertTrue(laid.check(cards, SAME).isEmpty());
  }

  @Test
  void openedItIsHonestWhenItsFaceFitsTheNameElseACheat() throws Exception {
    HiddenCards cards = dealt();
    CardRef mine = cards.hand(0).get(0);
    cards = cards.reveal(mine);
    int face = cards.publicFace(mine).getAsInt();
    NamedCard.Checked<Integer> truthful = new NamedCard<>(0, mine, face).check(cards, SAME).orElseThrow();
    assertTrue(truthful.honest());
    assertEquals(face, truthful.face());
    NamedCard.Checked<Integer> lie = new NamedCard<>(0, mine, face % 3 + 1).check(cards, SAME).orElseThrow();
    assertFalse(lie.honest(), "named " + (face % 3 + 1) + ", it is " + face);
    assertEquals(0, lie.card().seat(), "the seat that named it");
  }
}
