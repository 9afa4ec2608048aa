package roundtable.desktop.program;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;
import java.util.random.RandomGenerator;
import com.google.protobuf.ByteString;
import roundtable.core.bot.PersonPlayer;
import roundtable.core.bot.Player;
import roundtable.core.bot.RandomnessPlayer;
import roundtable.core.game.Bot;
import roundtable.core.game.Game;
import roundtable.core.log.ActionLog;
import roundtable.core.table.Action;
import roundtable.core.table.Decision;
import roundtable.core.table.GameState;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Outcome;
import roundtable.core.table.TableConfig;
import roundtable.core.table.TableStep;
import roundtable.net.session.Seats;

/**
 * A seat at a table on the LAN whose moves a program chooses (docs/bots.md), for {@code host} and
 * {@code join} with {@code --bot-cmd}. The seat's secrets play its commitments, reveals and
 * hidden-card steps, as for a person ({@link PersonPlayer}): the program never holds a key.
 *
 * <p>The session asks its seats on its own thread, which never waits: asked for a move, the seat
 * sends the request on its worker thread and answers nothing yet; the worker waits for the
 * program's line (at most {@code --bot-ms}), judges it and wakes the session, which asks again and
 * gets the action, if the table is still where it was asked (else the seat asks the program again
 * on the new state). A program that fails is said once on {@code err} and the fallback bot plays
 * the seat (or it waits). The moves it is told come from the replica's log ({@link #watching}).
 */
public final class ProgramSeat<S extends GameState> extends PersonPlayer<S> implements AutoCloseable {
  /** The seat kind a peer asks the table for, for a seat its program plays. */
  public static final String KIND = "program";

  /**
   * How the program is run.
   *
   * @param command the program, split into words as a shell would ({@link BotProcess#words})
   * @param msPerMove its time for each request
   * @param fallback who plays the seat once it failed; empty: the seat waits
   * @param err where its failure is said
   */
  public record Run<S extends GameState>(String command, long msPerMove, Optional<Bot<S>> fallback, PrintWriter err) {
    public Run {
      BotProcess.words(command); // refuses an empty command or an open quote now
    }
  }

  private final Game<S> game;
  private final int seat;
  private final Run<S> run;
  private final RandomGenerator rng;
  private final Runnable wake;
  private final ExecutorService worker;
  private volatile ProgramTalk<S> talk;
  /** The log's entries told to the program (session thread). */
  private int told;
  /** The state of the last request sent, until its answer is taken (guarded by this). */
  private S asked;
  /** The answer to that request, once judged: an action, or empty when the program failed (guarded by this). */
  private Optional<Action> answer;
  private int requests;

  /**
   * @param randomness plays the seat's random draws and hidden-card steps (its secrets)
   * @param knowledge what the seat knows, for its legal actions and its cards
   * @param rng the fallback bot's random source
   * @param wake called (on the worker) once an answer is in: the session asks its seats again
   */
  public ProgramSeat(Game<S> game, int seat, Run<S> run, RandomnessPlayer<S> randomness, Knowledge knowledge,
      RandomGenerator rng, Runnable wake) {
    super(randomness, knowledge);
    this.game = game;
    this.seat = seat;
    this.run = run;
    this.rng = rng;
    this.wake = wake;
    this.worker = Executors.newSingleThreadExecutor(task -> {
      Thread thread = new Thread(task, "bot-program-seat-" + seat);
      thread.setDaemon(true);
      return thread;
    });
  }

  @Override
  public String name() {
    return "bot:program(" + run.command().replace(',', ';') + ")";
  }

  public int seat() {
    return seat;
  }

  /** What went wrong with the program, if it failed (or was never started). */
  public Optional<String> failure() {
    ProgramTalk<S> t = talk;
    return t == null ? Optional.of("not started") : t.failure();
  }

  /** The requests whose answer was played. */
  public synchronized int requests() {
    return requests;
  }

  /**
   * Starts the program (on the worker) and greets it, once the table's options are known; its
   * standard error to {@code stderr}. Again: nothing (the session makes its seats again when they change).
   */
  public synchronized void open(TableConfig config, Path stderr) {
    if (talk == null) {
      talk = new ProgramTalk<>(game, seat, new ProgramBot.Program(run.command(), run.msPerMove(), stderr),
          run.fallback(), run.err());
      worker.execute(() -> talk.open(config));
    }
  }

  @Override
  protected Optional<Action> choose(Game<S> g, S state, int s, List<Action> legal) {
    ProgramTalk<S> t = talk;
    if (t == null) {
      return Optional.empty();
    }
    synchronized (this) {
      if (asked != null && answer == null) {
        return Optional.empty(); // the program has not answered yet
      }
      if (asked != null) {
        S was = asked;
        Optional<Action> taken = answer;
        asked = null;
        answer = null;
        if (taken.isPresent() && state.equals(was)) {
          requests++;
          return taken;
        } // else the program failed (below), or the table moved on before the answer: asked again
      }
    }
    if (t.failure().isPresent()) {
      return t.fallback().flatMap(bot -> bot.choose(g, state, s, knowledge, rng));
    }
    Decision decision = g.prompt(state).seats().getOrDefault(s, Decision.MOVE);
    List<String> strings = BotMessages.legal(t.notation(), legal);
    Optional<String> events = t.eventsLine();
    String act = t.actLine(state, knowledge, decision, strings);
    synchronized (this) {
      asked = state;
    }
    worker.execute(() -> {
      Optional<Action> judged = t.failure().isPresent() ? Optional.empty()
          : t.answer(t.send(events, act), strings, legal);
      synchronized (this) {
        answer = judged;
      }
      wake.run();
    });
    return Optional.empty();
  }

  /** Tells the program the actions of the log it was not told yet (session thread). */
  void tell(List<ActionLog.Entry> entries) {
    ProgramTalk<S> t = talk;
    for (; t != null && told < entries.size(); told++) {
      ActionLog.Entry entry = entries.get(told);
      t.applied(entry.seat(), entry.action() instanceof TableStep ? null : entry.text());
    }
  }

  /** Tells the program how the game ended, then ends it: waits for the worker at most its time for a move and a second. */
  public void finish(Optional<Outcome> outcome) {
    ProgramTalk<S> t = talk;
    if (t != null) {
      worker.execute(() -> t.finish(outcome));
    }
    close(run.msPerMove() + 1000);
  }

  @Override
  public void close() {
    close(0);
  }

  private void close(long waitMs) {
    worker.shutdown();
    try {
      if (!worker.awaitTermination(waitMs, TimeUnit.MILLISECONDS)) {
        worker.shutdownNow();
      }
    } catch (InterruptedException e) {
      worker.shutdownNow();
      Thread.currentThread().interrupt();
    }
    ProgramTalk<S> t = talk;
    if (t != null) {
      t.close();
    }
  }

  /**
   * This peer's seats made by {@code inner}, whose program seats are started (their error output in
   * the file {@code stderr} names for the table's id and the seat) and told, before and after the
   * seats act, the actions applied since: the table's moves and secret choices, each in the log's
   * words; the table's steps (draws, mental poker, and a secret choice's commitment) are left out.
   */
  public static <S extends GameState> Seats.Maker<S> watching(Seats.Maker<S> inner,
      BiFunction<ByteString, Integer, Path> stderr) {
    return (replica, signer, players) -> {
      List<ProgramSeat<S>> programs = new ArrayList<>();
      for (Player<S> player : players.values()) {
        if (player instanceof ProgramSeat<S> program) {
          program.open(replica.config(), stderr.apply(replica.tableId(), program.seat()));
          programs.add(program);
        }
      }
      Seats seats = inner.make(replica, signer, players);
      if (programs.isEmpty()) {
        return seats;
      }
      Runnable tell = () -> programs.forEach(p -> p.tell(replica.log().entries()));
      return Seats.watched(seats, tell, tell);
    };
  }
}
