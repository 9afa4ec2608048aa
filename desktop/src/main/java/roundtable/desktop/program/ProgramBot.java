package roundtable.desktop.program;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.random.RandomGenerator;
import roundtable.core.bot.Selfplay;
import roundtable.core.game.Bot;
import roundtable.core.game.Game;
import roundtable.core.table.Action;
import roundtable.core.table.Decision;
import roundtable.core.table.GameState;
import roundtable.core.table.Knowledge;
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

  private final ProgramTalk<S> talk;
  private S asked;
  private Action answered;
  private int requests;

  private ProgramBot(ProgramTalk<S> talk) {
    this.talk = talk;
  }

  /**
   * Starts the program for this seat and greets it. A program that cannot be started is a failure
   * like any other: said on {@code err}, and the fallback plays.
   *
   * @param fallback who plays the seat once the program failed; empty: the seat waits
   */
  public static <S extends GameState> ProgramBot<S> start(Game<S> game, TableConfig config, int seat, Program program,
      Optional<Bot<S>> fallback, PrintWriter err) {
    ProgramBot<S> bot = new ProgramBot<>(new ProgramTalk<>(game, seat, program, fallback, err));
    bot.talk.open(config);
    return bot;
  }

  @Override
  public String name() {
    return talk.name();
  }

  /** What went wrong with the program, if it failed. */
  public Optional<String> failure() {
    return talk.failure();
  }

  /** The requests the program answered. */
  public int requests() {
    return requests;
  }

  @Override
  public Optional<Action> choose(Game<S> g, S state, int s, Knowledge knowledge, RandomGenerator rng) {
    if (talk.failure().isPresent()) {
      return talk.fallback().flatMap(bot -> bot.choose(g, state, s, knowledge, rng));
    }
    if (answered != null && Objects.equals(state, asked)) {
      return Optional.of(answered); // asked again before its answer was applied (a table that re-asks)
    }
    List<Action> actions = g.legalActions(state, s, knowledge);
    if (actions.isEmpty()) {
      return Optional.empty(); // named with others, of which another acts (a secret token's holder)
    }
    Decision decision = g.prompt(state).seats().getOrDefault(s, Decision.MOVE);
    List<String> legal = BotMessages.legal(talk.notation(), actions);
    boolean sent = talk.send(talk.eventsLine(), talk.actLine(state, knowledge, decision, legal));
    Optional<Action> chosen = talk.answer(sent, legal, actions);
    if (chosen.isEmpty()) {
      return talk.fallback().flatMap(bot -> bot.choose(g, state, s, knowledge, rng));
    }
    asked = state;
    answered = chosen.get();
    requests++;
    return chosen;
  }

  @Override
  public void applied(S before, int by, Decision decision, Action action, S after) {
    boolean chosen = decision == Decision.MOVE || decision == Decision.SECRET_CHOICE;
    talk.applied(by, chosen ? talk.notation().format(action) : null);
  }

  /** Tells the program the last moves and how the game ended, then ends it. */
  public void finish(Optional<Outcome> outcome) {
    talk.finish(outcome);
  }

  /** Ends the program, if it still runs: its input closed, then killed after a short grace. */
  @Override
  public void close() {
    talk.close();
  }
}
