package roundtable.core.bot;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import roundtable.core.log.ActionLog;
import roundtable.core.log.LogNotation;
import roundtable.core.table.Action;
import roundtable.core.table.Applied;
import roundtable.core.table.Decision;
import roundtable.core.table.Event;
import roundtable.core.game.Game;
import roundtable.core.table.GameState;
import roundtable.core.table.Knowledge;
import roundtable.core.table.TableConfig;

/**
 * A whole game on mental poker between random bots, one of which leaves for good at its n-th move:
 * it sends its leave step instead of the move, and from then on the open-handed bot plays the seat
 * ({@link LeftSeats}). The game is then played again from its log, as any peer would replay it.
 */
final class Leaving<S extends GameState> {
  final Game<S> game;
  final TableConfig config;
  final int leaver;
  final Selfplay.Recorded<S> played;
  /** The step of the log at which the leave step was applied. */
  int leftAt = -1;

  /** The seat's player, until it has made this many moves; then its leave step, then nothing. */
  private final class Leaver implements Player<S> {
    private final Player<S> player;
    private final int movesBeforeLeaving;
    private int moves;

    Leaver(Player<S> player, int movesBeforeLeaving) {
      this.player = player;
      this.movesBeforeLeaving = movesBeforeLeaving;
    }

    @Override
    public String name() {
      return player.name();
    }

    @Override
    public Optional<Action> act(Game<S> g, S state, int seat, Decision decision) {
      if (leftAt >= 0) {
        // Named among others for a move (who holds a secret turn token), it has none: else the
        // open-handed bot would have played it before the prompt came here.
        if (decision != Decision.MOVE || !g.legalActions(state, seat, Knowledge.NOTHING).isEmpty()) {
          throw new AssertionError("the table asked seat " + seat + " for a " + decision + " after it left");
        }
        return Optional.empty();
      }
      Optional<Action> action = player.act(g, state, seat, decision);
      if (decision == Decision.MOVE && action.isPresent() && moves++ == movesBeforeLeaving) {
        return player.leave(g, state, seat);
      }
      return action;
    }

    @Override
    public Optional<Action> audit(Game<S> g, S state, int seat) {
      return Optional.empty(); // its seeds went out with its leave step
    }
  }

  Leaving(Game<S> rules, int players, Map<String, String> options, int leaver, int movesBeforeLeaving, long seed) {
    this.game = LeftSeats.of(rules);
    this.config = TableConfig.of(rules, players, options, false);
    this.leaver = leaver;
    List<String> names = new ArrayList<>();
    for (int s = 0; s < players; s++) {
      names.add("random");
    }
    List<Player<S>> seats = new ArrayList<>(Bots.seats(game, names, new SplittableRandom(seed)));
    seats.set(leaver, new Leaver(seats.get(leaver), movesBeforeLeaving));
    List<Integer> count = new ArrayList<>(List.of(0));
    Selfplay.Watcher<S> watcher = (before, seat, decision, action, after) -> {
      if (seat == leaver && action instanceof roundtable.core.crypto.PokerStep.Leave) {
        leftAt = count.get(0);
      }
      count.set(0, count.get(0) + 1);
    };
    this.played = record(watcher, seats);
  }

  private Selfplay.Recorded<S> record(Selfplay.Watcher<S> watcher, List<Player<S>> seats) {
    ActionLog[] log = {ActionLog.empty(LogNotation.of(game))};
    Selfplay.Result<S> result = Selfplay.run(game, config, seats, 200_000, (before, seat, decision, action, after) -> {
      watcher.applied(before, seat, decision, action, after);
      log[0] = log[0].append(seat, action, before);
    });
    return new Selfplay.Recorded<>(result, log[0]);
  }

  S end() {
    return played.result().state();
  }

  /** The log's actions applied again through the rules with left seats: the events of the open-handed bot. */
  List<String> openHandedMoves() throws Exception {
    List<String> moves = new ArrayList<>();
    S state = game.setup(config);
    for (ActionLog.Entry e : played.log().entries()) {
      if (game.prompt(state).isOver()) {
        break; // the audit steps
      }
      Applied<S> applied = game.apply(state, e.seat(), e.action());
      for (Event event : applied.events()) {
        if (event.text().startsWith("seat " + leaver + " (left; the open-handed bot): ")) {
          moves.add(event.text());
        }
      }
      state = applied.state();
    }
    return moves;
  }
}
