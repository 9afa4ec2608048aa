package roundtable.desktop.program;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import roundtable.core.game.Bot;
import roundtable.core.game.Game;
import roundtable.core.log.LogNotation;
import roundtable.core.table.Action;
import roundtable.core.table.Decision;
import roundtable.core.table.GameState;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Notation;
import roundtable.core.table.Outcome;
import roundtable.core.table.TableConfig;

/**
 * What a seat says to its program and how its answers are judged (docs/bots.md), shared by
 * {@link ProgramBot} (a local game's thread waits for the answer) and {@link ProgramSeat} (a table's
 * session never waits: a worker does). The moves since the last message are kept for the next
 * request; a failure is said once on {@code err} (the seat, the program, what it did) and ends the
 * program; then {@link #fallback} plays the seat.
 *
 * <p>The I/O ({@link #open}, {@link #send}, {@link #answer}, {@link #finish}) is done by one thread
 * at a time; the moves are kept ({@link #applied}) and the lines made ({@link #eventsLine},
 * {@link #actLine}) on another, safely.
 */
final class ProgramTalk<S extends GameState> {
  /** How long a program has to leave by itself once its input is closed. */
  static final long GRACE_MS = 500;
  private static final int QUOTED = 80;

  private final Game<S> game;
  private final int seat;
  private final ProgramBot.Program program;
  private final Optional<Bot<S>> fallback;
  private final PrintWriter err;
  private final Notation notation;
  private final List<Map<String, Object>> events = new ArrayList<>();
  private volatile BotProcess process;
  private volatile Optional<String> failure = Optional.empty();
  private int step;
  /** The step of the last request made. */
  private int askedAt;

  ProgramTalk(Game<S> game, int seat, ProgramBot.Program program, Optional<Bot<S>> fallback, PrintWriter err) {
    this.game = game;
    this.seat = seat;
    this.program = program;
    this.fallback = fallback;
    this.err = err;
    this.notation = LogNotation.of(game);
  }

  /**
   * Starts the program and greets it. A program that cannot be started is a failure like any other:
   * said on {@code err}, and the fallback plays.
   */
  void open(TableConfig config) {
    try {
      process = BotProcess.start(program.command(), program.stderr());
      if (!process.send(BotMessages.hello(game, config, seat, program.msPerMove()))) {
        fail("stopped reading its input before the greeting");
      }
    } catch (IOException e) {
      fail("could not be started (" + e.getMessage() + ")");
    }
  }

  String name() {
    return "program(" + program.command().replace(',', ';') + ")";
  }

  Notation notation() {
    return notation;
  }

  Optional<Bot<S>> fallback() {
    return fallback;
  }

  /** What went wrong with the program, if it failed. */
  Optional<String> failure() {
    return failure;
  }

  /** One action applied at the table: a move or a secret choice ({@code text} the log's words), or a table's step (null). */
  synchronized void applied(int by, String text) {
    step++;
    if (failure.isEmpty() && text != null) {
      events.add(BotMessages.move(by, text));
    }
  }

  /** The moves since the last message, as one {@code events} line, and forgotten; empty when none. */
  synchronized Optional<String> eventsLine() {
    if (events.isEmpty()) {
      return Optional.empty();
    }
    String line = BotMessages.events(List.copyOf(events));
    events.clear();
    return Optional.of(line);
  }

  /** The request to act on {@code state}. */
  synchronized String actLine(S state, Knowledge knowledge, Decision decision, List<String> legal) {
    askedAt = step;
    return BotMessages.act(game, state, seat, knowledge, step, decision, legal, program.msPerMove());
  }

  /** Sends the moves and the request (lines written before were not asked for: thrown away); false when it no longer reads. */
  boolean send(Optional<String> events, String act) {
    process.skipUnasked();
    return (events.isEmpty() || process.send(events.get())) && process.ask(act);
  }

  /** Waits for the answer to the request sent; the action it names, or empty after saying how the program failed. */
  Optional<Action> answer(boolean sent, List<String> legal, List<Action> actions) {
    BotProcess.Reply reply;
    String at = " at step " + askedAt();
    try {
      reply = process.next(sent ? program.msPerMove() : GRACE_MS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      fail("was interrupted" + at);
      return Optional.empty();
    }
    if (reply instanceof BotProcess.Reply.Late late) {
      fail("did not answer within " + late.ms() + " ms" + at);
    } else if (reply instanceof BotProcess.Reply.Ended ended) {
      fail(ended.how() + at + ", before answering");
    } else if (reply instanceof BotProcess.Reply.Flood flood) {
      fail(flood.how() + at);
    } else if (reply instanceof BotProcess.Reply.Line line) {
      Optional<String> text = action(line.text());
      if (text.isEmpty()) {
        fail("answered '" + quoted(line.text()) + "'" + at + ", which is not {\"action\": \"...\"}");
      } else {
        int index = legal.indexOf(text.get().strip());
        if (index >= 0) {
          return Optional.of(actions.get(index));
        }
        fail("answered '" + quoted(text.get()) + "'" + at + ", which is not one of its " + legal.size()
            + " legal actions (" + quoted(String.join(", ", legal)) + ")");
      }
    }
    return Optional.empty();
  }

  private synchronized int askedAt() {
    return askedAt;
  }

  /** The action an answer names, if it is an object with an {@code action} string. */
  private static Optional<String> action(String line) {
    try {
      if (JsonLine.read(line) instanceof Map<?, ?> answer && answer.get("action") instanceof String action) {
        return Optional.of(action);
      }
    } catch (IllegalArgumentException e) {
      // not JSON: said by the caller
    }
    return Optional.empty();
  }

  private static String quoted(String text) {
    String one = text.replace('\n', ' ');
    return one.length() <= QUOTED ? one : one.substring(0, QUOTED) + "...";
  }

  private void fail(String what) {
    failure = Optional.of(what);
    String then = fallback.map(bot -> "the built-in " + bot.name() + " bot plays seat " + seat + " from now on")
        .orElse("seat " + seat + " waits from now on");
    synchronized (err) {
      err.println("roundtable: seat " + seat + "'s program (" + program.command() + ") " + what + "; " + then
          + " (its error output: " + program.stderr() + ")");
      err.flush();
    }
    synchronized (this) {
      events.clear();
    }
    BotProcess running = process;
    if (running != null) {
      running.close(0);
    }
  }

  /** Tells the program the last moves and how the game ended, then ends it. */
  void finish(Optional<Outcome> outcome) {
    if (failure.isEmpty() && process != null) {
      eventsLine().ifPresent(process::send);
      process.send(BotMessages.end(outcome, seat));
    }
    close();
  }

  /** Ends the program, if it still runs: its input closed, then killed after a short grace. */
  void close() {
    BotProcess running = process;
    if (running != null) {
      running.close(GRACE_MS);
      process = null;
    }
  }
}
