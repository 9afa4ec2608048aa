package roundtable.core.bot;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import roundtable.core.log.ActionLog;
import roundtable.core.log.LogNotation;
import roundtable.core.table.Action;
import roundtable.core.table.Decision;
import roundtable.core.game.Game;
import roundtable.core.table.GameState;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Outcome;
import roundtable.core.table.Prompt;
import roundtable.core.table.SeatAction;
import roundtable.core.table.TableConfig;

/**
 * Drives a whole game between players without a table around it: ask the prompt, let the first
 * seat it names that has an action act, apply, again, until the prompt names nobody. Bounded by
 * a number of actions, so that a game that never ends is reported instead of looping; a failure
 * of the rules or of a player is reported too, with the log up to it.
 */
public final class Selfplay {
  private Selfplay() {}

  /** Told of every action the rules accept. */
  @FunctionalInterface
  public interface Watcher<S extends GameState> {
    void applied(S before, int seat, Decision decision, Action action, S after);
  }

  /**
   * How a driven game ended.
   *
   * @param actions how many actions were applied
   * @param problem why the game stopped before its end, if it did
   */
  public record Result<S extends GameState>(S state, int actions, Optional<Outcome> outcome, Optional<String> problem) {
    public boolean finished() {
      return problem.isEmpty();
    }
  }

  /** An action of a driven game: the state it was made on, the seat, its decision and the action. */
  public record Played<S extends GameState>(S before, int seat, Decision decision, Action action) {}

  /**
   * Every action of {@code games} whole games between random bots (seeds 0, 1, 2...), for the
   * benchmarks to replay.
   */
  public static <S extends GameState> List<Played<S>> randomGames(Game<S> game, TableConfig config, int games) {
    List<Played<S>> played = new ArrayList<>();
    for (int g = 0; g < games; g++) {
      run(game, config, Bots.seats(game, Collections.nCopies(config.players(), "random"),
          new SplittableRandom(g)), 100_000,
          (before, seat, decision, action, after) -> played.add(new Played<>(before, seat, decision, action)));
    }
    return played;
  }

  /** A driven game with its log. */
  public record Recorded<S extends GameState>(Result<S> result, ActionLog log) {}

  /** Plays a game and records every action with the hash of the state it was made on. */
  public static <S extends GameState> Recorded<S> play(
      Game<S> game, TableConfig config, List<? extends Player<S>> players, int maxActions) {
    return play(game, config, players, maxActions, (before, seat, decision, action, after) -> { });
  }

  /** Plays and records a game, telling the watcher too of each action (a bot program hears the moves). */
  public static <S extends GameState> Recorded<S> play(
      Game<S> game, TableConfig config, List<? extends Player<S>> players, int maxActions, Watcher<S> also) {
    Recorder<S> recorder = new Recorder<>(ActionLog.empty(LogNotation.of(game)));
    Result<S> result = run(game, config, players, maxActions, (before, seat, decision, action, after) -> {
      recorder.applied(before, seat, decision, action, after);
      also.applied(before, seat, decision, action, after);
    });
    return new Recorded<>(result, recorder.log);
  }

  /** Plays a game without recording it, telling the watcher of each action. */
  public static <S extends GameState> Result<S> run(
      Game<S> game, TableConfig config, List<? extends Player<S>> players, int maxActions, Watcher<S> watcher) {
    if (players.size() != config.players()) {
      throw new IllegalArgumentException(players.size() + " players for a table of " + config.players());
    }
    S state = game.setup(config);
    for (int count = 0; ; count++) {
      Prompt prompt = game.prompt(state);
      if (prompt.isOver()) {
        audit(game, state, players, watcher);
        return new Result<>(state, count, game.outcome(state), Optional.empty());
      }
      if (count == maxActions) {
        return stopped(state, count, "the game did not end within " + maxActions + " actions");
      }
      if (prompt.seats().lastKey() >= players.size()) {
        return stopped(state, count, "the prompt names seat " + prompt.seats().lastKey() + " at a table of " + players.size());
      }
      Optional<SeatAction> turn;
      try {
        turn = firstToAct(game, state, prompt, players);
      } catch (RuntimeException e) {
        return stopped(state, count, "a player failed: " + e);
      }
      if (turn.isEmpty()) {
        return stopped(state, count, "no seat the prompt names has an action: " + prompt.text());
      }
      int seat = turn.get().seat();
      Action action = turn.get().action();
      S next;
      try {
        next = game.apply(state, seat, action).state();
      } catch (IllegalActionException e) {
        return stopped(state, count, "seat " + seat + " played '" + LogNotation.of(game).format(action)
            + "', which the rules refuse: " + e.getMessage());
      } catch (RuntimeException e) {
        return stopped(state, count, "the rules failed on seat " + seat + "'s '"
            + LogNotation.of(game).format(action) + "': " + e);
      }
      watcher.applied(state, seat, prompt.seats().get(seat), action, next);
      state = next;
    }
  }

  /**
   * The first seat the prompt names, in seat order, that acts now. Several seats may be named at
   * once: all of them for commitments (any order gives the same result), or all that might hold a
   * secret turn token, of which only the holder acts.
   */
  private static <S extends GameState> Optional<SeatAction> firstToAct(
      Game<S> game, S state, Prompt prompt, List<? extends Player<S>> players) {
    for (var named : prompt.seats().entrySet()) {
      int seat = named.getKey();
      Optional<Action> action = players.get(seat).act(game, state, seat, named.getValue());
      if (action.isPresent()) {
        return Optional.of(new SeatAction(seat, action.get()));
      }
    }
    return Optional.empty();
  }

  /** After the game every seat publishes its audit step, if it has one (the hidden-card shuffles). */
  private static <S extends GameState> void audit(Game<S> game, S state, List<? extends Player<S>> players,
      Watcher<S> watcher) {
    for (int seat = 0; seat < players.size(); seat++) {
      int s = seat;
      players.get(seat).audit(game, state, seat)
          .ifPresent(step -> watcher.applied(state, s, Decision.PROTOCOL_STEP, step, state));
    }
  }

  private static <S extends GameState> Result<S> stopped(S state, int count, String problem) {
    return new Result<>(state, count, Optional.empty(), Optional.of(problem));
  }

  /** Keeps the log as the game goes. */
  private static final class Recorder<S extends GameState> implements Watcher<S> {
    private ActionLog log;

    Recorder(ActionLog log) {
      this.log = log;
    }

    @Override
    public void applied(S before, int seat, Decision decision, Action action, S after) {
      log = log.append(seat, action, before);
    }
  }
}
