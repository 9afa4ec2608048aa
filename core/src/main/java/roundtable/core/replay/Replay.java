package roundtable.core.replay;

import java.io.IOException;
import java.io.Reader;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import roundtable.core.canon.StateHash;
import roundtable.core.game.GameCatalog;
import roundtable.core.log.ActionLog;
import roundtable.core.log.LogError;
import roundtable.core.log.LogException;
import roundtable.core.log.LogFile;
import roundtable.core.log.LogNotation;
import roundtable.core.table.Action;
import roundtable.core.crypto.Audit;
import roundtable.core.bot.LeftSeats;
import roundtable.core.table.Applied;
import roundtable.core.game.Game;
import roundtable.core.game.MayAct;
import roundtable.core.table.GameState;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Notation;
import roundtable.core.table.Notation.NotationException;
import roundtable.core.table.Outcome;
import roundtable.core.table.TableConfig;

/**
 * Plays a game log through its game's rules, line by line, checking the state hashes the log
 * gives. The first malformed or illegal line stops it, with the line and the reason.
 */
public final class Replay {
  private Replay() {}

  /** What a replay gives: {@link Played} or {@link Stopped}. */
  public sealed interface Result permits Played, Stopped {}

  /** A position reached by playing a log's lines. */
  public record Played<S extends GameState>(Game<S> game, TableConfig config, S state, ActionLog actions)
      implements Result {
    /** How the game ended, or empty while it goes on. */
    public Optional<Outcome> outcome() {
      return game.prompt(state).isOver() ? game.outcome(state) : Optional.empty();
    }

    /** The outcome in words, or {@code unfinished}. */
    public String outcomeText() {
      return outcome().map(Outcome::text).orElse("unfinished");
    }

    public String stateHash() {
      return StateHash.hex(state);
    }

    public String diagram() {
      return game.diagram(state);
    }

    /** The audit of the hidden cards from the log's audit steps, empty for a game without. */
    public Optional<Audit.Result> audit() {
      return actions.audit(game.hiddenCards(state));
    }

    /** The audit in the notation's words, or {@code none} for a game without. */
    public String auditText() {
      return audit().map(Audit.Result::text).orElse("none");
    }
  }

  /**
   * The log stopped at a wrong line.
   *
   * @param before the position before that line, when the header was good
   */
  public record Stopped(LogError error, Optional<Played<?>> before) implements Result {}

  public static Result run(String text) {
    try {
      return run(LogFile.parse(text));
    } catch (LogException e) {
      return new Stopped(e.error(), Optional.empty());
    }
  }

  public static Result run(Reader reader) throws IOException {
    try {
      return run(LogFile.parse(reader));
    } catch (LogException e) {
      return new Stopped(e.error(), Optional.empty());
    }
  }

  /** Replays a log of any game in the {@link GameCatalog}. */
  public static Result run(LogFile log) {
    String id = log.header().game();
    return GameCatalog.byId(id)
        .<Result>map(game -> run(game, log))
        .orElseGet(() -> new Stopped(new LogError(log.header().lineOf("game"), GameCatalog.unknown(id)), Optional.empty()));
  }

  /** Replays a log of this game. */
  public static <S extends GameState> Result run(Game<S> rules, LogFile log) {
    // A seat that left for good is played by the open-handed bot: its actions are not in the log,
    // every replay computes them again (LeftSeats).
    Game<S> game = LeftSeats.of(rules);
    TableConfig config;
    try {
      config = config(game, log.header());
    } catch (LogException e) {
      return new Stopped(e.error(), Optional.empty());
    }
    Notation notation = LogNotation.of(game);
    Played<S> at = new Played<>(game, config, game.setup(config), ActionLog.empty(notation));
    try {
      for (LogFile.Line line : log.lines()) {
        at = step(at, notation, line);
      }
      checkEnd(at, log);
      return at;
    } catch (LogException e) {
      return new Stopped(e.error(), Optional.of(at));
    }
  }

  private static TableConfig config(Game<?> game, LogFile.Header h) throws LogException {
    if (!game.id().equals(h.game())) {
      throw new LogException(h.lineOf("game"), "this is a log of " + h.game() + ", not of " + game.id());
    }
    // Checked a piece at a time, so that the error names the line that is wrong.
    configured(h.lineOf("players"), () -> TableConfig.of(game, h.players(), Map.of(), h.openLog()));
    for (var option : h.options().entrySet()) {
      configured(h.lineOf("option " + option.getKey()),
          () -> TableConfig.of(game, h.players(), Map.of(option.getKey(), option.getValue()), h.openLog()));
    }
    return configured(h.lineOf("game"), () -> TableConfig.of(game, h.players(), h.options(), h.openLog()));
  }

  private static TableConfig configured(int line, Supplier<TableConfig> config) throws LogException {
    try {
      return config.get();
    } catch (IllegalArgumentException e) {
      throw new LogException(line, e.getMessage());
    }
  }

  private static <S extends GameState> Played<S> step(Played<S> at, Notation notation, LogFile.Line line)
      throws LogException {
    Action action;
    try {
      action = notation.parse(line.action());
    } catch (NotationException e) {
      throw new LogException(line.number(), "cannot read '" + line.action() + "': " + e.getMessage());
    }
    String hash = at.stateHash();
    if (line.stateHash().isPresent() && !line.stateHash().get().equals(hash)) {
      throw new LogException(line.number(), "the log says this action was made on state "
          + line.stateHash().get() + ", but the replayed state is " + hash);
    }
    Applied<S> applied;
    try {
      applied = MayAct.apply(at.game(), at.state(), line.seat(), action);
    } catch (IllegalActionException e) {
      throw new LogException(line.number(), e.getMessage());
    }
    return new Played<>(at.game(), at.config(), applied.state(), at.actions().append(line.seat(), action, hash));
  }

  /** The final checks a log may state after its last action. */
  private static void checkEnd(Played<?> at, LogFile log) throws LogException {
    var hash = log.endHash();
    if (hash.isPresent() && !hash.get().value().equals(at.stateHash())) {
      throw new LogException(hash.get().number(), "the log ends on state " + hash.get().value()
          + ", but the replayed state is " + at.stateHash());
    }
    var audit = log.audit();
    if (audit.isPresent() && !audit.get().value().equals(at.auditText())) {
      throw new LogException(audit.get().number(), "the log says the audit gives '" + audit.get().value()
          + "', but the replay gives '" + at.auditText() + "'");
    }
    var outcome = log.outcome();
    if (outcome.isPresent() && !outcome.get().value().equals(at.outcomeText())) {
      throw new LogException(outcome.get().number(), "the log says the outcome is '" + outcome.get().value()
          + "', but the replay gives '" + at.outcomeText() + "'");
    }
  }
}
