package roundtable.core.crypto;

import java.util.Collections;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import roundtable.core.random.Bytes;

/**
 * The key escrow of a table opened with {@code seat-leaves=continue} (null in {@link PokerCards}
 * otherwise): each seat's escrow, the seats that checked what was escrowed to them, the seat being
 * rebuilt by vote (-1: none) with the shares published so far, the master secrets of the seats
 * rebuilt (their shuffle seeds, for the audit), and a dealer named by a complaint. All public.
 */
public record Escrows(
    SortedMap<Integer, PokerStep.Escrow> deals,
    SortedSet<Integer> checked,
    int voted,
    SortedMap<Integer, KeyEscrow.Opened> given,
    SortedMap<Integer, Bytes> masters,
    EscrowCheat cheat) {
  static final Escrows NONE = new Escrows(new TreeMap<>(), new TreeSet<>(), -1, new TreeMap<>(), new TreeMap<>(), null);

  public Escrows {
    deals = Collections.unmodifiableSortedMap(new TreeMap<>(deals));
    checked = Collections.unmodifiableSortedSet(new TreeSet<>(checked));
    given = Collections.unmodifiableSortedMap(new TreeMap<>(given));
    masters = Collections.unmodifiableSortedMap(new TreeMap<>(masters));
  }

  Escrows withDeal(int seat, PokerStep.Escrow deal) {
    SortedMap<Integer, PokerStep.Escrow> d = new TreeMap<>(deals);
    d.put(seat, deal);
    return new Escrows(d, checked, voted, given, masters, cheat);
  }

  Escrows withChecked(int seat, EscrowCheat namedCheat) {
    SortedSet<Integer> c = new TreeSet<>(checked);
    c.add(seat);
    return new Escrows(deals, c, voted, given, masters, namedCheat);
  }

  Escrows withGiven(int seat, int by, KeyEscrow.Opened share) {
    SortedMap<Integer, KeyEscrow.Opened> g = new TreeMap<>(given);
    g.put(by, share);
    return new Escrows(deals, checked, seat, g, masters, cheat);
  }

  Escrows rebuilt(int seat, Bytes master) {
    SortedMap<Integer, Bytes> m = new TreeMap<>(masters);
    m.put(seat, master);
    return new Escrows(deals, checked, -1, new TreeMap<>(), m, cheat);
  }

  Escrows withCheat(EscrowCheat named) {
    return new Escrows(deals, checked, voted, given, masters, named);
  }
}
