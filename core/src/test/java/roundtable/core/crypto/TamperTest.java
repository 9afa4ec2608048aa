package roundtable.core.crypto;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import roundtable.core.random.Bytes;
import roundtable.core.table.Action;
import roundtable.core.table.IllegalActionException;

/** One cheat each: every one is refused at once, or named at the audit. */
class TamperTest {
  private static String refused(PokerTable t, int seat, Action step) {
    PokerCards before = t.cards;
    String reason = assertThrows(IllegalActionException.class, () -> t.apply(seat, step)).getMessage();
    assertEquals(before, t.cards, "a refused step changes nothing");
    return reason;
  }

  /** A table of three with two cards dealt to seat 0, waiting for the others' shares. */
  private static PokerTable waitingForShares() throws Exception {
    PokerTable t = new PokerTable(3, 7).newDeck(8);
    return t.then(c -> c.deal("deck", 0)).then(c -> c.deal("deck", 0));
  }

  @Test
  void aDecryptionShareMadeWithAnotherKeyIsRefused() throws Exception {
    PokerTable t = waitingForShares();
    Action seatTwosShares = t.seats[2].next(t.cards);
    assertEquals("seat 1's decryption share for card 0 does not verify", refused(t, 1, seatTwosShares));
  }

  @Test
  void aShareWithATamperedProofIsRefused() throws Exception {
    PokerTable t = waitingForShares();
    PokerStep.Shares honest = (PokerStep.Shares) t.seats[1].next(t.cards);
    PokerStep.CardShare first = honest.shares().get(0);
    ChaumPedersenProof bent = new ChaumPedersenProof(first.share().proof().challenge(),
        first.share().proof().response().add(BigInteger.ONE));
    List<PokerStep.CardShare> shares = new ArrayList<>(honest.shares());
    shares.set(0, new PokerStep.CardShare(first.card(), new DecryptionShare(first.share().share(), bent)));
    assertEquals("seat 1's decryption share for card 0 does not verify", refused(t, 1, new PokerStep.Shares(shares)));
  }

  @Test
  void aKeyWithAProofForAnotherSeatIsRefused() throws Exception {
    PokerTable t = new PokerTable(2, 3);
    PokerStep.PublishKey zero = (PokerStep.PublishKey) t.seats[0].next(t.cards);
    assertEquals("seat 1's key comes with a proof that does not verify", refused(t, 1, zero));
  }

  @Test
  void aReplayedStepIsRefused() throws Exception {
    PokerTable t = waitingForShares();
    Action shares = t.seats[1].next(t.cards);
    t.apply(1, shares);
    assertEquals("seat 1 owes no share for card 0", refused(t, 1, shares));
    PokerTable fresh = new PokerTable(2, 3);
    Action key = fresh.seats[0].next(fresh.cards);
    fresh.apply(0, key);
    assertEquals("seat 0 has already published its key", refused(fresh, 0, key));
  }

  @Test
  void aShuffleOutOfTurnOrOfTheWrongSizeIsRefused() throws Exception {
    PokerTable t = new PokerTable(3, 2).then(c -> c.newPile("deck", List.of(0, 1, 2, 3)));
    for (int s = 0; s < 3; s++) {
      t.apply(s, t.seats[s].next(t.cards));
    }
    PokerStep.Shuffle zero = (PokerStep.Shuffle) t.seats[0].next(t.cards);
    assertEquals("it is seat 0's turn to shuffle the deck", refused(t, 1, zero));
    PokerStep.Shuffle short3 = new PokerStep.Shuffle(zero.commitment(), zero.deck().subList(0, 3));
    assertEquals("a shuffle of 4 cards gave back 3", refused(t, 0, short3));
  }

  @Test
  void aShuffleThatDuplicatesACardIsNamedAtTheAudit() throws Exception {
    PokerTable t = new PokerTable(4, 11).then(c -> c.newPile("deck", List.of(0, 1, 2, 3, 4, 5)));
    for (int s = 0; s < 4; s++) {
      t.apply(s, t.seats[s].next(t.cards));
    }
    t.apply(0, t.seats[0].next(t.cards));
    PokerStep.Shuffle honest = (PokerStep.Shuffle) t.seats[1].next(t.cards);
    List<Ciphertext> deck = new ArrayList<>(honest.deck());
    deck.set(1, deck.get(0).remask(t.cards.jointKey(), BigInteger.valueOf(12345)));
    t.apply(1, new PokerStep.Shuffle(honest.commitment(), deck)).settle();
    Audit.Result audit = Audit.check(t.cards, t.auditSeeds());
    assertFalse(audit.verified());
    assertEquals(1, audit.seat());
    assertEquals("cheat: seat 1, shuffle 1 (of the deck): the deck given is not the re-masked permutation of"
        + " the deck taken (a card dropped, duplicated or changed)", audit.text());
  }

  @Test
  void aSeedThatDoesNotMatchItsCommitmentIsNamedAtTheAudit() throws Exception {
    PokerTable t = new PokerTable(3, 12).newDeck(5);
    Map<Integer, List<Bytes>> seeds = new TreeMap<>(t.auditSeeds());
    byte[] other = new byte[32];
    new SplittableRandom(1).nextBytes(other);
    seeds.put(2, List.of(Bytes.of(other)));
    assertEquals("cheat: seat 2, shuffle 1 (of the deck): the seed does not match the commitment",
        Audit.check(t.cards, seeds).text());
    seeds.remove(0);
    assertEquals("cheat: seat 0, shuffle 1 (of the deck): no seed was published for it", Audit.check(t.cards, seeds).text());
  }

  /** A game given up while seat 1 was away: the others' shuffles are checked, seat 1's named as unchecked. */
  @Test
  void aPartialAuditChecksThePublishedSeedsAndNamesTheSeatsThatNeverPublished() throws Exception {
    PokerTable t = new PokerTable(3, 13).newDeck(5);
    Map<Integer, List<Bytes>> seeds = new TreeMap<>(t.auditSeeds());
    seeds.remove(1);
    assertEquals("partly verified: 2 of 3 shuffles checked; not checked, their seeds never published: seat 1 (1)",
        Audit.partial(t.cards, seeds).text());
    assertEquals("verified: 3 shuffles checked", Audit.partial(t.cards, t.auditSeeds()).text());
    byte[] other = new byte[32];
    new SplittableRandom(2).nextBytes(other);
    seeds.put(2, List.of(Bytes.of(other)));
    assertEquals("cheat: seat 2, shuffle 1 (of the deck): the seed does not match the commitment",
        Audit.partial(t.cards, seeds).text());
  }

  @Test
  void aLeavingSeatMustPublishItsRealKey() throws Exception {
    PokerTable t = new PokerTable(3, 13).newDeck(5);
    assertEquals("seat 1's published secret does not match its key",
        refused(t, 1, new PokerStep.Leave(BigInteger.TEN, List.of())));
  }
}
