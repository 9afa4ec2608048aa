package roundtable.core.crypto;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.random.Bytes;
import roundtable.core.table.SeatAction;

/**
 * The end-of-game audit: every seat publishes the seeds of its shuffles, and every peer makes
 * each shuffle again from the seed and checks it against the commitment and the deck that seat
 * gave. The result is "verified", or names the seat and the shuffle that cheated.
 */
public final class Audit {
  /** The seat of a verdict given before any seat published its seeds: no verdict yet. */
  public static final int NOT_YET = -3;

  /** The audit's verdict: {@code seat} is -1 when everything verified, {@link #NOT_YET} before any seed. */
  public record Result(int seat, String text) {
    public boolean verified() {
      return seat == -1;
    }
  }

  private Audit() {}

  /**
   * The audit of a game from its log: the seeds published in its audit steps (and in the leave
   * steps of seats that left). Empty when the game dealt nothing by mental poker.
   */
  public static Optional<Result> ofLog(Optional<HiddenCards> cards, List<SeatAction> steps) {
    if (!(cards.orElse(null) instanceof PokerCards poker) || poker.history().isEmpty()) {
      return Optional.empty();
    }
    Map<Integer, List<Bytes>> seeds = new TreeMap<>();
    for (SeatAction step : steps) {
      if (step.action() instanceof PokerStep.Audit a) {
        seeds.put(step.seat(), a.seeds());
      } else if (step.action() instanceof PokerStep.Leave l) {
        seeds.put(step.seat(), l.seeds());
      }
    }
    // A seat voted out (seat-leaves=continue) never publishes: its seeds come from its master
    // secret, rebuilt from the other seats' shares with its key.
    if (poker.escrow() != null) {
      poker.escrow().masters().forEach((seat, master) -> seeds.putIfAbsent(seat, rebuiltSeeds(poker, seat, master)));
    }
    if (seeds.isEmpty()) {
      // Nobody has published yet: a log that ends before the audit (a game still going on, or cut)
      // blames nobody for the seeds it does not hold.
      return Optional.of(new Result(NOT_YET, "not yet: no seat has published its seeds"));
    }
    return Optional.of(check(poker, seeds));
  }

  private static List<Bytes> rebuiltSeeds(PokerCards cards, int seat, Bytes master) {
    int count = (int) cards.history().stream().filter(r -> r.seat() == seat).count();
    List<Bytes> seeds = new java.util.ArrayList<>();
    for (int k = 0; k < count; k++) {
      seeds.add(PokerSeat.seed(master, seat, k));
    }
    return seeds;
  }

  /** The seats that shuffled in this game: whose seeds an audit needs. */
  public static java.util.Set<Integer> shufflers(PokerCards cards) {
    java.util.Set<Integer> seats = new java.util.TreeSet<>();
    cards.history().forEach(r -> seats.add(r.seat()));
    return seats;
  }

  /**
   * A game given up before its end, when some seats never published their seeds (they were away):
   * checks every shuffle whose seat published its seeds, and says how many could not be checked,
   * by whom. A published seed that does not open its shuffle is a cheat, as in {@link #check}.
   */
  public static Result partial(PokerCards cards, Map<Integer, List<Bytes>> seeds) {
    Map<Integer, Integer> unchecked = new TreeMap<>();
    int checked = 0;
    for (ShuffleRecord r : cards.history()) {
      List<Bytes> own = seeds.get(r.seat());
      if (own == null) {
        unchecked.merge(r.seat(), 1, Integer::sum);
        continue;
      }
      Optional<Result> cheat = checkOne(cards, r, own);
      if (cheat.isPresent()) {
        return cheat.get();
      }
      checked++;
    }
    if (unchecked.isEmpty()) {
      return new Result(-1, "verified: " + checked + " shuffles checked");
    }
    StringBuilder text = new StringBuilder("partly verified: " + checked + " of " + cards.history().size()
        + " shuffles checked; not checked, their seeds never published:");
    unchecked.forEach((seat, n) -> text.append(" seat ").append(seat).append(" (").append(n).append(')'));
    return new Result(-1, text.toString());
  }

  /** Checks every shuffle of the game, with each seat's published seeds (a departed seat's from its leave step). */
  public static Result check(PokerCards cards, Map<Integer, List<Bytes>> seeds) {
    for (ShuffleRecord r : cards.history()) {
      Optional<Result> cheat = checkOne(cards, r, seeds.get(r.seat()));
      if (cheat.isPresent()) {
        return cheat.get();
      }
    }
    for (var e : cards.faces().entrySet()) {
      if (e.getValue() < 0) {
        return new Result(-2, "cheat: card " + e.getKey() + " opened to all is no card of the game");
      }
    }
    return new Result(-1, "verified: " + cards.history().size() + " shuffles checked");
  }

  /** One shuffle against its seat's seeds (null: none published): a cheat, or empty when it verifies. */
  private static Optional<Result> checkOne(PokerCards cards, ShuffleRecord r, List<Bytes> own) {
    String where = "seat " + r.seat() + ", shuffle " + (r.number() + 1) + " (of the " + r.pile() + ")";
    if (own == null || own.size() <= r.number()) {
      return Optional.of(new Result(r.seat(), "cheat: " + where + ": no seed was published for it"));
    }
    Bytes seed = own.get(r.number());
    if (!Shuffling.commitment(r.seat(), r.number(), seed).equals(r.commitment())) {
      return Optional.of(new Result(r.seat(), "cheat: " + where + ": the seed does not match the commitment"));
    }
    if (!Shuffling.shuffle(r.in(), cards.jointKey(), seed).equals(r.out())) {
      return Optional.of(new Result(r.seat(), "cheat: " + where + ": the deck given is not the re-masked"
          + " permutation of the deck taken (a card dropped, duplicated or changed)"));
    }
    return Optional.empty();
  }
}
