package roundtable.net.session;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import roundtable.core.crypto.Audit;
import roundtable.core.crypto.PokerCards;
import roundtable.core.random.Bytes;

/**
 * A game given up because a seated peer stayed away: the present seats publish the seeds of the
 * shuffles they made ({@code Leave.audit}), so every peer checks what can be checked before the
 * table ends. It waits for the seeds of every seat that shuffled and is held by a present peer, at
 * most {@link #WAIT}; the audit then names the seats whose shuffles could not be checked.
 */
final class GivingUp {
  static final Duration WAIT = Duration.ofSeconds(5);

  private final Optional<PokerCards> cards;
  private final Set<Integer> awaited = new TreeSet<>();
  private final Map<Integer, List<Bytes>> seeds = new TreeMap<>();
  private final long since;

  /**
   * @param cards the hidden cards, when the game dealt any by mental poker
   * @param present the seats held by peers still at the table
   */
  GivingUp(Optional<PokerCards> cards, Set<Integer> present, long now) {
    this.cards = cards;
    this.since = now;
    cards.ifPresent(c -> {
      awaited.addAll(Audit.shufflers(c));
      awaited.retainAll(present);
    });
  }

  /** A seat's published seeds. */
  void heard(int seat, List<Bytes> seatSeeds) {
    seeds.putIfAbsent(seat, List.copyOf(seatSeeds));
  }

  /** Every awaited seat published its seeds, or the wait is over. */
  boolean complete(long now) {
    return seeds.keySet().containsAll(awaited) || now - since > WAIT.toNanos();
  }

  /** The audit of what could be checked, when there were hidden cards. */
  Optional<String> audit() {
    return cards.filter(c -> !c.history().isEmpty()).map(c -> Audit.partial(c, seeds).text());
  }
}
