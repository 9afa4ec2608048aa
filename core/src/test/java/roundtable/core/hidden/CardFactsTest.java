package roundtable.core.hidden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import roundtable.core.hidden.CardFacts.Facts;

class CardFactsTest {
  /** Cards 0 to 99 made from the deck, faces 100 to 199, nobody's yet. */
  private static CardFacts hundredCards() {
    CardFacts.Edit made = CardFacts.NONE.edit();
    for (int id = 0; id < 100; id++) {
      made.set(id, Facts.made(100 + id, "deck"));
    }
    return made.done();
  }

  @Test
  void anEditChangesTheCopyOnly() {
    CardFacts before = hundredCards();
    CardFacts.Edit edit = before.edit();
    edit.set(70, before.get(70).seenAlsoBy(2));
    edit.set(3, before.get(3).openToAll());
    CardFacts after = edit.done();

    assertTrue(after.get(70).seen(2));
    assertTrue(after.get(3).opened());
    assertFalse(before.get(70).seen(2), "the facts edited from are never changed");
    assertFalse(before.get(3).opened());
    for (int id = 0; id < 100; id++) {
      if (id != 3 && id != 70) {
        assertSame(before.get(id), after.get(id), "card " + id + " is shared, not copied");
      }
    }
  }

  @Test
  void anEditThatChangesNothingGivesTheSameFacts() {
    CardFacts facts = hundredCards();
    assertSame(facts, facts.edit().done());
  }

  @Test
  void aCardNothingIsKnownOfHasNoFace() {
    CardFacts facts = hundredCards();
    assertEquals(CardFacts.NO_FACE, facts.get(500).face());
    assertEquals(CardFacts.NO_FACE, facts.get(-1).face());
    assertTrue(facts.ids() >= 100);
  }

  @Test
  void aCardMadeLaterGrowsTheFacts() {
    CardFacts facts = hundredCards();
    CardFacts.Edit edit = facts.edit();
    edit.set(500, Facts.made(9, "deck"));
    CardFacts more = edit.done();
    assertEquals(9, more.get(500).face());
    assertTrue(more.ids() > 500);
    assertEquals(CardFacts.NO_FACE, facts.get(500).face());
    assertSame(facts.get(42), more.get(42));
  }

  @Test
  void aCardGivenAwayIsKnownByWhoeverCouldReadItAndSeenByItsNewOwnerOnly() {
    Facts held = Facts.made(7, "deck").seenAlsoBy(0).seenAlsoBy(2);
    Facts given = held.movedTo(1);
    assertEquals(7, given.face());
    assertTrue(given.seen(1));
    assertFalse(given.seen(0));
    assertTrue(given.known(0) && given.known(2), "its giver and the seat that peeked still know its face");
    assertFalse(given.known(3));

    Facts open = Facts.made(7, "deck").openToAll().movedTo(1);
    assertFalse(open.opened(), "in its new hand it is no longer open");
    assertTrue(open.known(0) && open.known(3) && open.known(5), "everybody saw it while it was open");
  }
}
