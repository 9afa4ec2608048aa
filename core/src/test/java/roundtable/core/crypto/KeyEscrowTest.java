package roundtable.core.crypto;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.bouncycastle.math.ec.ECPoint;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import roundtable.core.hidden.CardRef;
import roundtable.core.random.Bytes;
import roundtable.core.table.IllegalActionException;

/**
 * seat-leaves=continue: each seat's key and master secret escrowed among all the other seats, all
 * of them needed (docs/security.md, "A seat voted out").
 */
class KeyEscrowTest {
  private static PokerTable escrowed(int players, long seed) throws IllegalActionException {
    PokerTable t = new PokerTable(players, seed, true);
    t.settle(); // keys, escrows, checks
    return t;
  }

  @ParameterizedTest
  @ValueSource(ints = {2, 3, 6, 8})
  void everyOtherSeatOpensItsShareAndAllTogetherRebuildTheKeyAndTheMaster(int players) throws Exception {
    PokerTable t = escrowed(players, players);
    assertEquals(players, t.cards.escrow().checked().size(), "every seat checked its shares: all good");
    for (PokerSeat dealer : t.seats) {
      List<KeyEscrow.Opened> shares = new ArrayList<>();
      for (PokerSeat other : t.seats) {
        if (other != dealer) {
          shares.add(KeyEscrow.open(dealer.seat(), other.seat(), t.cards.escrow().deals().get(dealer.seat()),
              other.secret()).orElseThrow());
        }
      }
      KeyEscrow.Opened rebuilt = KeyEscrow.rebuild(dealer.key().publicKey(), shares);
      assertEquals(dealer.secret(), rebuilt.share());
      assertEquals(dealer.master(), rebuilt.master());
    }
  }

  @Test
  void aTableVotesASeatOutAndReadsItsHandAsIfItHadLeft() throws Exception {
    PokerTable t = escrowed(4, 5).newDeck(20).dealEach(2);
    CardRef card = t.cards.hand(2).get(0);
    int face = t.faceSeenBy(2, card);
    assertTrue(t.cards.faceFor(card, 2, roundtable.core.table.Knowledge.NOTHING).isEmpty(), "hidden while seat 2 is here");

    t.apply(0, t.seats[0].voteOut(t.cards, 2));
    assertEquals(java.util.Set.of(1, 3), t.cards.pending().seats().keySet(), "the others are asked for their shares");
    t.seats[1].voteOut(t.cards, 2);
    t.seats[3].voteOut(t.cards, 2);
    t.settle();

    assertEquals(t.seats[2].secret(), t.cards.departed().get(2), "the key is rebuilt");
    assertEquals(face, t.cards.faceFor(card, 2, roundtable.core.table.Knowledge.NOTHING).orElse(-1), "its hand is open");
    t.then(c -> c.deal("deck", 0)).settle(); // the table goes on without seat 2
    assertTrue(Audit.check(t.cards, seedsWithRebuilt(t, 2)).verified(), "its seeds come from its rebuilt master");
  }

  private static java.util.Map<Integer, List<Bytes>> seedsWithRebuilt(PokerTable t, int out) {
    java.util.Map<Integer, List<Bytes>> seeds = t.auditSeeds();
    Bytes master = t.cards.escrow().masters().get(out);
    List<Bytes> rebuilt = new ArrayList<>();
    for (int k = 0; k < seeds.get(out).size(); k++) {
      rebuilt.add(PokerSeat.seed(master, out, k));
    }
    seeds.put(out, rebuilt);
    return seeds;
  }

  @Test
  void aSeatThatHasNotAgreedKeepsItsShare() throws Exception {
    PokerTable t = escrowed(3, 8);
    t.apply(0, t.seats[0].voteOut(t.cards, 2));
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> t.seats[1].next(t.cards));
    assertTrue(e.getMessage().contains("has not agreed"), e.getMessage());
  }

  @Test
  void aForgedEscrowedShareIsShownByItsRecipientAndTheDealerIsNamed() throws Exception {
    PokerTable t = new PokerTable(3, 9, true);
    for (int s = 0; s < 3; s++) {
      t.apply(s, t.seats[s].next(t.cards)); // keys
    }
    t.apply(0, t.seats[0].next(t.cards));
    PokerStep.Escrow honest = (PokerStep.Escrow) t.seats[1].next(t.cards);
    SortedMap<Integer, KeyEscrow.Share> forged = new TreeMap<>(honest.shares());
    KeyEscrow.Share toTwo = forged.get(2);
    forged.put(2, new KeyEscrow.Share(toTwo.commitment(), toTwo.cipher().add(BigInteger.ONE).mod(Group.N),
        toTwo.masterHash(), toTwo.masterCipher()));
    t.apply(1, new PokerStep.Escrow(honest.r(), forged)); // passes the public checks: only seat 2 can tell
    t.apply(2, t.seats[2].next(t.cards));
    t.apply(0, t.seats[0].next(t.cards));
    t.apply(1, t.seats[1].next(t.cards));

    PokerStep.Escrowed complaint = (PokerStep.Escrowed) t.seats[2].next(t.cards);
    assertEquals(1, complaint.dealer(), "seat 2 complains of seat 1");
    t.apply(2, complaint);
    assertEquals(new EscrowCheat(1, 2, true), t.cards.cheat().orElseThrow(), "seat 1 is named, as seat 2 showed");
    assertEquals("cheat: seat 1 gave seat 2 a share of its key that does not match its commitment (shown by seat 2)",
        t.cards.cheat().orElseThrow().text());
    assertTrue(t.cards.pending().isOver(), "the game stops there");
  }

  @Test
  void aFalseComplaintAndAComplaintWithoutProofAreRefusedAndNameTheComplainer() throws Exception {
    PokerTable t = new PokerTable(3, 10, true);
    while (!t.cards.escrow().checked().isEmpty() || t.cards.escrow().deals().size() < 3) {
      int seat = t.cards.pending().seats().firstKey();
      t.apply(seat, t.seats[seat].next(t.cards));
    }
    PokerStep.Escrow fromOne = t.cards.escrow().deals().get(1);
    PokerStep.Escrowed lie = new PokerStep.Escrowed(1, KeyEscrow.complaint(1, 0, fromOne, t.seats[0].key(),
        new SplittableRandom(1)));
    IllegalActionException e = assertThrows(IllegalActionException.class, () -> t.apply(0, lie));
    assertTrue(e.getMessage().startsWith("seat 0 complains of seat 1's share, but"), e.getMessage());

    PokerStep.Escrowed unproved = new PokerStep.Escrowed(1, KeyEscrow.complaint(1, 2, fromOne, t.seats[2].key(),
        new SplittableRandom(2)));
    e = assertThrows(IllegalActionException.class, () -> t.apply(0, unproved));
    assertTrue(e.getMessage().contains("seat 0's complaint against seat 1: the Diffie–Hellman value comes with a proof"
        + " that does not verify"), e.getMessage());
  }

  @Test
  void anEscrowWhoseCommitmentsDoNotAddUpToTheKeyIsRefusedAtOnce() throws Exception {
    PokerTable t = new PokerTable(3, 11, true);
    for (int s = 0; s < 3; s++) {
      t.apply(s, t.seats[s].next(t.cards));
    }
    PokerStep.Escrow honest = (PokerStep.Escrow) t.seats[0].next(t.cards);
    SortedMap<Integer, KeyEscrow.Share> forged = new TreeMap<>(honest.shares());
    KeyEscrow.Share toOne = forged.get(1);
    forged.put(1, new KeyEscrow.Share(toOne.commitment().add(Group.G), toOne.cipher(), toOne.masterHash(),
        toOne.masterCipher()));
    IllegalActionException e = assertThrows(IllegalActionException.class,
        () -> t.apply(0, new PokerStep.Escrow(honest.r(), forged)));
    assertEquals("seat 0's escrowed shares do not add up to its key", e.getMessage());

    SortedMap<Integer, KeyEscrow.Share> short1 = new TreeMap<>(honest.shares());
    short1.remove(2);
    e = assertThrows(IllegalActionException.class, () -> t.apply(0, new PokerStep.Escrow(honest.r(), short1)));
    assertTrue(e.getMessage().startsWith("seat 0 escrowed its key to seats [1], not to every other seat"), e.getMessage());
  }

  @Test
  void aForgedPublishedShareIsRefusedAndNamesItsSeat() throws Exception {
    PokerTable t = escrowed(3, 12);
    PokerStep.Unescrow honest = t.seats[0].voteOut(t.cards, 2);
    PokerStep.Unescrow forged = new PokerStep.Unescrow(2, honest.share().add(BigInteger.ONE), honest.master());
    IllegalActionException e = assertThrows(IllegalActionException.class, () -> t.apply(0, forged));
    assertEquals("seat 0's share of seat 2's key does not match the commitment seat 2 made for it", e.getMessage());
    byte[] m = honest.master().toArray();
    m[0] ^= 1;
    e = assertThrows(IllegalActionException.class,
        () -> t.apply(0, new PokerStep.Unescrow(2, honest.share(), Bytes.of(m))));
    assertTrue(e.getMessage().startsWith("seat 0's share of seat 2's key does not match"), e.getMessage());
  }

  @Test
  void aWrongRebuiltKeyIsRefused() throws Exception {
    PokerTable t = escrowed(3, 13);
    PokerStep.Escrow deal = t.cards.escrow().deals().get(0);
    KeyEscrow.Opened one = KeyEscrow.open(0, 1, deal, t.seats[1].secret()).orElseThrow();
    KeyEscrow.Opened two = KeyEscrow.open(0, 2, deal, t.seats[2].secret()).orElseThrow();
    KeyEscrow.Opened wrong = new KeyEscrow.Opened(two.share().add(BigInteger.TWO).mod(Group.N), two.master());
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> KeyEscrow.rebuild(t.seats[0].key().publicKey(), List.of(one, wrong)));
    assertEquals("the shares rebuild a key that is not the seat's key", e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> KeyEscrow.rebuild(t.seats[0].key().publicKey(), List.of(one)),
        "one share short");
  }

  @Test
  void aPublishedKeyThatDoesNotMatchIsRefusedAndNamesTheSeat() throws Exception {
    PokerTable t = escrowed(3, 14);
    PokerStep.Leave wrong = new PokerStep.Leave(t.seats[1].secret().add(BigInteger.ONE), List.of());
    IllegalActionException e = assertThrows(IllegalActionException.class, () -> t.apply(1, wrong));
    assertEquals("seat 1's published secret does not match its key", e.getMessage());
  }

  @Test
  void noSeatIsVotedOutBeforeTheEscrowIsCompleteNorTwiceNorAtATableWithoutIt() throws Exception {
    PokerTable plain = new PokerTable(3, 15).newDeck(5);
    IllegalActionException e = assertThrows(IllegalActionException.class,
        () -> plain.apply(0, new PokerStep.Unescrow(1, BigInteger.ONE, Bytes.of(new byte[32]))));
    assertTrue(e.getMessage().contains("seat-leaves=end"), e.getMessage());
    assertTrue(plain.cards.escrow() == null, "a table without the option has no escrow at all");

    PokerTable t = new PokerTable(3, 16, true);
    for (int s = 0; s < 3; s++) {
      t.apply(s, t.seats[s].next(t.cards));
    }
    assertTrue(t.cards.whyNotRebuild(1).orElseThrow().contains("not all escrowed"));
  }

  /**
   * The leak test: whatever fewer than all the other seats hold (their keys, the shares escrowed to
   * them, everything public) opens no card of a seat still here. Seat h keeps its share of the
   * target's key; the coalition of the other n-2 can't open it (the pad needs x_h·R), and the sum of
   * what it can open is not the key, nor does it read the target's card.
   */
  @ParameterizedTest
  @ValueSource(ints = {3, 4, 6})
  void fewerThanAllTheOtherSeatsOpenNoCardOfASeatStillHere(int players) throws Exception {
    PokerTable t = escrowed(players, 100 + players).newDeck(30).dealEach(1);
    int target = players - 1;
    CardRef card = t.cards.hand(target).get(0);
    int face = t.faceSeenBy(target, card);
    PokerStep.Escrow deal = t.cards.escrow().deals().get(target);
    for (int missing = 0; missing < target; missing++) {
      BigInteger sum = BigInteger.ZERO;
      for (int member = 0; member < target; member++) {
        if (member == missing) {
          continue;
        }
        sum = sum.add(KeyEscrow.open(target, member, deal, t.seats[member].secret()).orElseThrow().share());
        assertTrue(KeyEscrow.open(target, missing, deal, t.seats[member].secret()).isEmpty(),
            "seat " + member + "'s key does not open the share escrowed to seat " + missing);
      }
      BigInteger guess = sum.mod(Group.N);
      assertNotEquals(t.seats[target].key().publicKey(), Group.G.multiply(guess).normalize());
      ECPoint m = t.cards.unmasked(card.id()).subtract(t.cards.ciphers().get(card.id()).c1().multiply(guess));
      int read = Faces.face(m.normalize());
      assertTrue(read < 0 || read != face, "without seat " + missing + " the coalition does not read the card");
    }
    assertFalse(t.cards.departed().containsKey(target));
  }
}
