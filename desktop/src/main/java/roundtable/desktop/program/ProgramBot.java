package roundtable.desktop.program;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.random.RandomGenerator;
import roundtable.core.bot.Selfplay;
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
 * A seat's moves chosen by a program that speaks JSON lines (docs/bots.md). Only moves and secret
 * choices reach it: the seat's commitments, reveals and hidden-card steps are its
 * {@code BotPlayer}'s, so the program never holds a secret. A program that answers something
 * illegal, late, not JSON, that ends or floods its output is told nothing more: one line on
 * {@code err} names the seat, the program and what it did, and the fallback bot plays the seat from
 * then on (or, without one, the seat waits).
 *
 * <p>One game's thread calls it; it is told of the table's moves as a {@link Selfplay.Watcher}.
 */
public final class ProgramBot<S extends GameState> implements Bot<S>, Selfplay.Watcher<S>, AutoCloseable {
  /** How long a program has to leave by itself once its input is closed. */
  private static final long GRACE_MS = 500;
  private static final int QUOTED = 80;

  /**
   * What a seat's program is and how it is held to the protocol.
   *
   * @param command the program, split into words as a shell would ({@link BotProcess#words})
   * @param msPerMove the time it has for each request
   * @param stderr the file its standard error goes to (appended)
   */
  public record Program(String command, long msPerMove, Path stderr) {
    public Program {
      BotProcess.words(command); // refuses an empty command or an open quote now
      if (msPerMove < 1) {
        throw new IllegalArgumentException("a program needs at least 1 ms per move, not " + msPerMove);
      }
    }
  }

  private final Game<S> game;
  private final int seat;
  private final Program program;
  private final Optional<Bot<S>> fallback;
  private final PrintWriter err;
  private final Notation notation;
  private final List<Map<String, Object>> events = new ArrayList<>();
  private BotProcess process;
  private Optional<String> failure = Optional.empty();
  private int step;
  private S asked;
  private Action answered;
  private int requests;

  private ProgramBot(Game<S> game, int seat, Program program, Optional<Bot<S>> fallback, PrintWriter err) {
    this.game = game;
    this.seat = seat;
    this.program = program;
    this.fallback = fallback;
    this.err = err;
    this.notation = LogNotation.of(game);
  }

  /**
   * Starts the program for this seat and greets it. A program that cannot be started is a failure
   * like any other: said on {@code err}, and the fallback plays.
   *
   * @param fallback who plays the seat once the program failed; empty: the seat waits
   */
  public static <S extends GameState> ProgramBot<S> start(Game<S> game, TableConfig config, int seat, Program program,
      Optional<Bot<S>> fallback, PrintWriter err) {
    ProgramBot<S> bot = new ProgramBot<>(game, seat, program, fallback, err);
    try {
      bot.process = BotProcess.start(program.command(), program.stderr());
      if (!bot.process.send(BotMessages.hello(game, config, seat, program.msPerMove()))) {
        bot.fail("stopped reading its input before the greeting");
      }
    } catch (IOException e) {
      bot.fail("could not be started (" + e.getMessage() + ")");
    }
    return bot;
  }

  @Override
  public String name() {
    return "program(" + program.command().replace(',', ';') + ")";
  }

  /** What went wrong with the program, if it failed. */
  public Optional<String> failure() {
    return failure;
  }

  /** The requests the program answered. */
  public int requests() {
    return requests;
  }

  @Override
  public Optional<Action> choose(Game<S> g, S state, int s, Knowledge knowledge, RandomGenerator rng) {
    if (failure.isPresent()) {
      return fallback.flatMap(bot -> bot.choose(g, state, s, knowledge, rng));
    }
    if (answered != null && Objects.equals(state, asked)) {
      return Optional.of(answered); // asked again before its answer was applied (a table that re-asks)
    }
    List<Action> actions = g.legalActions(state, s, knowledge);
    if (actions.isEmpty()) {
      return Optional.empty(); // named with others, of which another acts (a secret token's holder)
    }
    Decision decision = g.prompt(state).seats().getOrDefault(s, Decision.MOVE);
    Optional<Action> chosen = ask(state, knowledge, decision, actions);
    if (chosen.isEmpty()) {
      return fallback.flatMap(bot -> bot.choose(g, state, s, knowledge, rng));
    }
    asked = state;
    answered = chosen.get();
    requests++;
    return chosen;
  }

  /** The program's answer, or empty after saying how it failed. */
  private Optional<Action> ask(S state, Knowledge knowledge, Decision decision, List<Action> actions) {
    List<String> legal = BotMessages.legal(notation, actions);
    process.skipUnasked();
    boolean sent = (events.isEmpty() || process.send(BotMessages.events(List.copyOf(events))))
        && process.ask(BotMessages.act(game, state, seat, knowledge, step, decision, legal, program.msPerMove()));
    events.clear();
    BotProcess.Reply reply;
    try {
      reply = sent ? process.next(program.msPerMove()) : process.next(GRACE_MS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      fail("was interrupted at step " + step);
      return Optional.empty();
    }
    String at = " at step " + step;
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
    events.clear();
    if (process != null) {
      process.close(0);
    }
  }

  @Override
  public void applied(S before, int by, Decision decision, Action action, S after) {
    step++;
    if (failure.isEmpty() && (decision == Decision.MOVE || decision == Decision.SECRET_CHOICE)) {
      events.add(BotMessages.move(by, notation.format(action)));
    }
  }

  /** Tells the program the last moves and how the game ended, then ends it. */
  public void finish(Optional<Outcome> outcome) {
    if (failure.isEmpty() && process != null) {
      if (!events.isEmpty()) {
        process.send(BotMessages.events(List.copyOf(events)));
      }
      process.send(BotMessages.end(outcome, seat));
    }
    close();
  }

  /** Ends the program, if it still runs: its input closed, then killed after a short grace. */
  @Override
  public void close() {
    if (process != null) {
      process.close(GRACE_MS);
      process = null;
    }
  }
}
