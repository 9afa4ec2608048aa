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

  /**
   * The audit's verdict, as data: each window and terminal makes its own words from it;
   * {@link #text()} is the notation's English (a log's {@code audit:} line).
   */
  public sealed interface Result {
    /** The seat named: -1 when everything that could be checked verified, -2 for a card of no seat, {@link #NOT_YET}. */
    int seat();

    String text();

    default boolean verified() {
      return seat() == -1;
    }
  }

  /** Every shuffle of the game checked against its seed and its commitment. */
  public record Verified(int checked) implements Result {
    public int seat() {
      return -1;
    }

    public String text() {
      return "verified: " + checked + " shuffles checked";
    }
  }

  /**
   * A game given up before its end: the shuffles of the seats that published checked, the others'
   * not ({@code unchecked}: how many shuffles of each such seat).
   */
  public record PartlyVerified(int checked, int total, java.util.SortedMap<Integer, Integer> unchecked) implements Result {
    public PartlyVerified {
      unchecked = java.util.Collections.unmodifiableSortedMap(new TreeMap<>(unchecked));
    }

    public int seat() {
      return -1;
    }

    public String text() {
      StringBuilder text = new StringBuilder("partly verified: " + checked + " of " + total
          + " shuffles checked; not checked, their seeds never published:");
      unchecked.forEach((seat, n) -> text.append(" seat ").append(seat).append(" (").append(n).append(')'));
      return text.toString();
    }
  }

  /** A log that ends before any seat published its seeds: nobody is blamed for seeds it does not hold. */
  public record NotYet() implements Result {
    public int seat() {
      return NOT_YET;
    }

    public String text() {
      return "not yet: no seat has published its seeds";
    }
  }

  /** What is wrong with a shuffle at the audit. */
  public enum Fault {
    /** The seat published no seed for it. */
    NO_SEED("no seed was published for it"),
    /** The seed published does not open the commitment made before the shuffle. */
    SEED_MISMATCH("the seed does not match the commitment"),
    /** The deck given is not the deck taken, permuted and re-masked with that seed. */
    DECK_CHANGED("the deck given is not the re-masked permutation of the deck taken (a card dropped, duplicated or changed)");

    private final String words;

    Fault(String words) {
      this.words = words;
    }
  }

  /** A seat cheated at its shuffle {@code shuffle} (numbered from 1) of the pile {@code pile}. */
  public record ShuffleCheat(int seat, int shuffle, String pile, Fault fault) implements Result {
    public String text() {
      return "cheat: seat " + seat + ", shuffle " + shuffle + " (of the " + pile + "): " + fault.words;
    }
  }

  /** A card opened to all that is no card of the game: the deck was forged. */
  public record ForeignCard(int card) implements Result {
    public int seat() {
      return -2;
    }

    public String text() {
      return "cheat: card " + card + " opened to all is no card of the game";
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
      return Optional.of(new NotYet());
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
    java.util.SortedMap<Integer, Integer> unchecked = new TreeMap<>();
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
    return unchecked.isEmpty() ? new Verified(checked) : new PartlyVerified(checked, cards.history().size(), unchecked);
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
        return new ForeignCard(e.getKey());
      }
    }
    return new Verified(cards.history().size());
  }

  /** One shuffle against its seat's seeds (null: none published): a cheat, or empty when it verifies. */
  private static Optional<Result> checkOne(PokerCards cards, ShuffleRecord r, List<Bytes> own) {
    return fault(cards, r, own).map(f -> new ShuffleCheat(r.seat(), r.number() + 1, r.pile(), f));
  }

  private static Optional<Fault> fault(PokerCards cards, ShuffleRecord r, List<Bytes> own) {
    if (own == null || own.size() <= r.number()) {
      return Optional.of(Fault.NO_SEED);
    }
    Bytes seed = own.get(r.number());
    if (!Shuffling.commitment(r.seat(), r.number(), seed).equals(r.commitment())) {
      return Optional.of(Fault.SEED_MISMATCH);
    }
    if (!Shuffling.shuffle(r.in(), cards.jointKey(), seed).equals(r.out())) {
      return Optional.of(Fault.DECK_CHANGED);
    }
    return Optional.empty();
  }
}
