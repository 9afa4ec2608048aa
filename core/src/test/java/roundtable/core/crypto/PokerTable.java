package roundtable.core.crypto;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import roundtable.core.hidden.CardRef;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.random.Bytes;
import roundtable.core.table.Action;
import roundtable.core.table.IllegalActionException;

/** An in-process table of honest seats for tests: each step every seat owes is sent and applied. */
final class PokerTable {
  final PokerSeat[] seats;
  PokerCards cards;
  /** Everything any seat sent, as a listener on the LAN would see it. */
  final List<Action> sent = new ArrayList<>();

  PokerTable(int players, long seed) {
    this(players, seed, false);
  }

  /** A table whose seats escrow their keys among the others when {@code escrow} (seat-leaves=continue). */
  PokerTable(int players, long seed, boolean escrow) {
    SplittableRandom random = new SplittableRandom(seed);
    seats = new PokerSeat[players];
    for (int s = 0; s < players; s++) {
      seats[s] = new PokerSeat(s, random.split());
    }
    cards = PokerCards.empty(players, escrow);
  }

  /** Sends what every seat owes until the cards wait for nothing. */
  PokerTable settle() throws IllegalActionException {
    while (!cards.pending().isOver()) {
      int seat = cards.pending().seats().firstKey();
      apply(seat, seats[seat].next(cards));
    }
    return this;
  }

  PokerTable apply(int seat, Action step) throws IllegalActionException {
    sent.add(step);
    cards = (PokerCards) cards.step(seat, step);
    return this;
  }

  PokerTable then(java.util.function.UnaryOperator<HiddenCards> operation) {
    cards = (PokerCards) operation.apply(cards);
    return this;
  }

  PokerTable newDeck(int size) throws IllegalActionException {
    List<Integer> faces = new ArrayList<>();
    for (int f = 0; f < size; f++) {
      faces.add(f);
    }
    return then(c -> c.newPile("deck", faces)).settle();
  }

  PokerTable dealEach(int count) throws IllegalActionException {
    for (int i = 0; i < count; i++) {
      for (int s = 0; s < seats.length; s++) {
        int seat = s;
        then(c -> c.deal("deck", seat));
      }
    }
    return settle();
  }

  int faceSeenBy(int seat, CardRef card) {
    return cards.faceFor(card, seat, seats[seat]).orElse(-1);
  }

  Map<Integer, List<Bytes>> auditSeeds() {
    Map<Integer, List<Bytes>> seeds = new TreeMap<>();
    for (PokerSeat s : seats) {
      seeds.put(s.seat(), s.audit(cards).seeds());
    }
    return seeds;
  }
}
