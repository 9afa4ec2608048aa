package roundtable.desktop.cli;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import roundtable.core.crypto.PokerCards;
import roundtable.core.crypto.PokerNotation;
import roundtable.core.crypto.PokerSeat;
import roundtable.core.crypto.PokerStep;
import roundtable.core.hidden.CardRef;
import roundtable.core.table.Action;
import roundtable.core.table.IllegalActionException;

/**
 * How fast the hidden cards (mental poker on secp256k1) run on one thread, for tables of 2 to 8
 * seats: a whole shuffle of a deck by every seat, and the opening of one card to one seat and to
 * all. Each figure is the CPU time of this thread, split between making the seats' steps
 * ({@link PokerSeat#next}) and the table checking and applying them ({@link PokerCards#step}, and
 * {@link PokerCards#faceFor} for the owner of a private card), with the size of those steps: in
 * bytes, and in characters of their lines in the table notation ({@link PokerNotation}).
 */
@Command(name = "crypto", mixinStandardHelpOptions = true,
    description = "Measures the hidden cards on one thread: shuffles by 2 to 8 seats, private and public openings,"
        + " the key escrow of seat-leaves=continue and rebuilding a key voted out.")
final class CryptoBench implements Callable<Integer> {
  static final int[] SEATS = {2, 4, 6, 8};
  static final int[] DECKS = {52, 86};
  /** Table sizes for the key escrow of seat-leaves=continue. */
  static final int[] ESCROW_SEATS = {3, 6, 8};
  /** The encoded sizes counted for a step's size. */
  static final int POINT = 33;
  static final int SCALAR = 32;
  static final int CARD_NUMBER = 4;

  private static final String PILE = "deck";
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  @Spec
  CommandSpec spec;

  @Option(names = "--seconds", paramLabel = "N", defaultValue = "1",
      description = "seconds measured for each row, after half as long to warm up (default: ${DEFAULT-VALUE})")
  double seconds;

  @Option(names = "--seed", paramLabel = "N", defaultValue = "2026",
      description = "seed of the seats' random generators (default: ${DEFAULT-VALUE})")
  long seed;

  /** The work of operations: CPU nanoseconds making the steps and checking/applying them, and their size. */
  private static final class Cost {
    long make;
    long apply;
    long bytes;
    long chars;
    long operations;

    void add(Cost c) {
      make += c.make;
      apply += c.apply;
      bytes += c.bytes;
      chars += c.chars;
      operations += c.operations;
    }
  }

  /** One operation to measure, run again and again on the same starting state. */
  private interface Operation {
    Cost run(int iteration) throws IllegalActionException;
  }

  @Override
  public Integer call() throws IllegalActionException {
    if (!(seconds > 0)) {
      throw new ParameterException(spec.commandLine(), "--seconds must be more than 0");
    }
    boolean cpu = THREADS.isCurrentThreadCpuTimeSupported();
    if (cpu && !THREADS.isThreadCpuTimeEnabled()) {
      THREADS.setThreadCpuTimeEnabled(true);
    }
    PrintWriter out = spec.commandLine().getOut();
    out.printf(Locale.ROOT, "hidden cards (mental poker on secp256k1), one thread, seed %d;"
        + " each row: %s s warm-up, then %s s measured%n", seed, seconds / 2, seconds);
    out.printf(Locale.ROOT, "ms: %s per operation, all seats together;"
        + " make = the seats' steps, check/apply = the table's%n",
        cpu ? "CPU time of this thread" : "elapsed time (no thread CPU clock here)");
    out.printf(Locale.ROOT, "bytes: the steps sent, counting %d per point, %d per scalar or commitment,"
        + " %d per card number; text: characters of their lines in the table notation%n", POINT, SCALAR, CARD_NUMBER);
    out.printf(Locale.ROOT, "%-18s %5s %10s %15s %10s %9s %9s%n",
        "operation", "seats", "make ms", "check/apply ms", "total ms", "bytes", "text");
    for (int deck : DECKS) {
      for (int seats : SEATS) {
        Table t = new Table(seats, seed, deck);
        row(out, "shuffle " + deck + " cards", seats, t::shuffle);
      }
    }
    for (int seats : SEATS) {
      Table t = new Table(seats, seed, DECKS[0]);
      row(out, "open privately", seats, t::openPrivately);
    }
    for (int seats : SEATS) {
      Table t = new Table(seats, seed, DECKS[0]);
      row(out, "open publicly", seats, t::openPublicly);
    }
    for (int seats : ESCROW_SEATS) {
      Escrowing t = new Escrowing(seats, seed);
      row(out, "escrow keys", seats, t::escrow);
    }
    for (int seats : ESCROW_SEATS) {
      Escrowing t = new Escrowing(seats, seed);
      row(out, "rebuild a key", seats, t::rebuild);
    }
    return 0;
  }

  private void row(PrintWriter out, String name, int seats, Operation op) throws IllegalActionException {
    repeat(op, seconds / 2);
    Cost c = repeat(op, seconds);
    double n = c.operations;
    double make = c.make / n / 1e6;
    double apply = c.apply / n / 1e6;
    out.printf(Locale.ROOT, "%-18s %5d %10.3f %15.3f %10.3f %,9d %,9d%n", name, seats, make, apply, make + apply,
        Math.round(c.bytes / n), Math.round(c.chars / n));
    out.flush();
  }

  /** Runs the operation at least once, and until {@code duration} seconds have passed. */
  private static Cost repeat(Operation op, double duration) throws IllegalActionException {
    long end = System.nanoTime() + (long) (duration * 1e9);
    Cost total = new Cost();
    int i = 0;
    do {
      total.add(op.run(i++));
    } while (System.nanoTime() < end);
    return total;
  }

  static long clock() {
    return THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
  }

  /** The size of a step as sent, with {@link #POINT}, {@link #SCALAR} and {@link #CARD_NUMBER} bytes. */
  static long bytes(Action step) {
    if (step instanceof PokerStep.Shuffle s) {
      return s.commitment().length() + 2L * POINT * s.deck().size();
    }
    if (step instanceof PokerStep.Shares s) {
      return (long) s.shares().size() * (CARD_NUMBER + POINT + 2 * SCALAR);
    }
    if (step instanceof PokerStep.PublishKey) {
      return POINT + 2 * SCALAR;
    }
    if (step instanceof PokerStep.Escrow e) {
      // R, then for each other seat: its number, C, the encrypted share, the master's hash and encrypted share.
      return POINT + (long) e.shares().size() * (CARD_NUMBER + POINT + 3 * SCALAR);
    }
    if (step instanceof PokerStep.Escrowed e) {
      return CARD_NUMBER + (e.dealer() < 0 ? 0 : POINT + 2 * SCALAR);
    }
    if (step instanceof PokerStep.Unescrow) {
      return CARD_NUMBER + 2 * SCALAR;
    }
    throw new IllegalStateException("no size for " + step.getClass().getSimpleName());
  }

  /**
   * seat-leaves=continue: a table with its keys, whose seats escrow them among the others and check
   * what they are given; and the same table escrowed, whose last seat is voted out and rebuilt.
   */
  private static final class Escrowing {
    final Table table;
    final PokerCards keys;
    final PokerCards escrowed;

    Escrowing(int players, long seed) throws IllegalActionException {
      table = new Table(players, seed, 1);
      PokerCards cards = PokerCards.empty(players, true);
      for (int s = 0; s < players; s++) {
        cards = (PokerCards) cards.step(s, table.seats[s].next(cards));
      }
      keys = cards;
      escrowed = table.settle(keys, new Cost());
    }

    /** Every seat escrows its key, then every seat checks the shares given to it. */
    Cost escrow(int iteration) throws IllegalActionException {
      Cost cost = new Cost();
      PokerCards done = table.settle(keys, cost);
      if (done.escrow().checked().size() != table.seats.length) {
        throw new IllegalStateException("the escrow is not complete");
      }
      cost.operations = 1;
      return cost;
    }

    /** The last seat voted out: every other seat publishes its share, the key is rebuilt and checked. */
    Cost rebuild(int iteration) throws IllegalActionException {
      int out = table.seats.length - 1;
      Cost cost = new Cost();
      PokerCards cards = escrowed;
      for (int s = 0; s < out; s++) {
        long t0 = clock();
        PokerStep.Unescrow share = table.seats[s].voteOut(escrowed, out);
        long t1 = clock();
        cards = (PokerCards) cards.step(s, share);
        long t2 = clock();
        cost.make += t1 - t0;
        cost.apply += t2 - t1;
        cost.bytes += bytes(share);
        cost.chars += PokerNotation.format(share).length();
      }
      if (!cards.departed().containsKey(out)) {
        throw new IllegalStateException("seat " + out + "'s key was not rebuilt");
      }
      cost.operations = 1;
      return cost;
    }
  }

  /** A table of seats with their joint key, and the same table with one deck shuffled. */
  private static final class Table {
    final PokerSeat[] seats;
    final List<Integer> faces = new ArrayList<>();
    final PokerCards keyed;
    final PokerCards shuffled;

    Table(int players, long seed, int deck) throws IllegalActionException {
      SplittableRandom random = new SplittableRandom(seed);
      seats = new PokerSeat[players];
      for (int s = 0; s < players; s++) {
        seats[s] = new PokerSeat(s, random.split());
      }
      for (int f = 0; f < deck; f++) {
        faces.add(f);
      }
      keyed = settle(PokerCards.empty(players), new Cost());
      shuffled = settle((PokerCards) keyed.newPile(PILE, faces), new Cost());
    }

    /** Sends every step the cards wait for, adding up the time and the bytes. */
    PokerCards settle(PokerCards cards, Cost cost) throws IllegalActionException {
      while (!cards.pending().isOver()) {
        int seat = cards.pending().seats().firstKey();
        long t0 = clock();
        Action step = seats[seat].next(cards);
        long t1 = clock();
        cards = (PokerCards) cards.step(seat, step);
        long t2 = clock();
        cost.make += t1 - t0;
        cost.apply += t2 - t1;
        cost.bytes += bytes(step);
        cost.chars += PokerNotation.format((PokerStep) step).length();
      }
      return cards;
    }

    /** A new deck shuffled by every seat in turn. */
    Cost shuffle(int iteration) throws IllegalActionException {
      PokerCards start = (PokerCards) keyed.newPile(PILE, faces);
      Cost cost = new Cost();
      PokerCards end = settle(start, cost);
      if (end.pileSize(PILE) != faces.size()) {
        throw new IllegalStateException("the shuffle did not give a pile of " + faces.size());
      }
      cost.operations = 1;
      return cost;
    }

    /** The top card dealt to a seat: the others' shares, then the owner reads it. */
    Cost openPrivately(int iteration) throws IllegalActionException {
      int owner = iteration % seats.length;
      PokerCards dealt = (PokerCards) shuffled.deal(PILE, owner);
      CardRef card = dealt.hand(owner).get(dealt.hand(owner).size() - 1);
      Cost cost = new Cost();
      PokerCards open = settle(dealt, cost);
      long t0 = clock();
      int face = open.faceFor(card, owner, seats[owner]).orElse(-1);
      cost.apply += clock() - t0;
      if (face < 0 || face >= faces.size()) {
        throw new IllegalStateException("seat " + owner + " could not read the card dealt to it");
      }
      cost.operations = 1;
      return cost;
    }

    /** The top card of the pile opened to all: every seat's share, then its face is public. */
    Cost openPublicly(int iteration) throws IllegalActionException {
      CardRef card = new CardRef(shuffled.piles().get(PILE).get(0));
      Cost cost = new Cost();
      PokerCards open = settle((PokerCards) shuffled.reveal(card), cost);
      if (open.publicFace(card).isEmpty()) {
        throw new IllegalStateException("the card opened to all has no public face");
      }
      cost.operations = 1;
      return cost;
    }
  }
}
