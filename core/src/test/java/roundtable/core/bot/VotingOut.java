package roundtable.core.bot;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import roundtable.core.crypto.SeatLeaves;
import roundtable.core.log.ActionLog;
import roundtable.core.log.LogNotation;
import roundtable.core.table.Action;
import roundtable.core.table.Applied;
import roundtable.core.table.Event;
import roundtable.core.game.Game;
import roundtable.core.table.GameState;
import roundtable.core.table.Prompt;
import roundtable.core.table.TableConfig;

/**
 * A whole game on mental poker at a table opened with {@code seat-leaves=continue}, between random
 * bots, one of which vanishes at its n-th move (no leave step: a crash, a lid closed for good).
 * Once the table waits for it alone, the others vote it out: the lowest seat signs its share of the
 * seat's key out of turn, the others when the cards ask for theirs; the key rebuilt, the open-handed
 * bot plays the seat to the end. The log is the one every peer keeps.
 */
final class VotingOut<S extends GameState> {
  final Game<S> game;
  final Game<S> rules;
  final TableConfig config;
  final int away;
  final List<Player<S>> players;
  ActionLog log;
  S state;
  /** The step of the log that began the vote (the first share published), and the step that rebuilt the key. */
  int votedAt = -1;
  int rebuiltAt = -1;

  VotingOut(Game<S> rules, int players, Map<String, String> options, int away, int movesBeforeVanishing, long seed) {
    this.rules = rules;
    this.game = LeftSeats.of(rules);
    Map<String, String> chosen = new java.util.HashMap<>(options);
    chosen.put(SeatLeaves.KEY, SeatLeaves.CONTINUE);
    this.config = TableConfig.of(rules, players, chosen, false);
    this.away = away;
    List<String> names = new ArrayList<>();
    for (int s = 0; s < players; s++) {
      names.add("random");
    }
    this.players = new ArrayList<>(Bots.seats(game, names, new SplittableRandom(seed)));
    this.players.set(away, new Vanishing(this.players.get(away), movesBeforeVanishing));
    play();
  }

  /** The seat's player until it has made this many moves; then nothing, ever. */
  private final class Vanishing implements Player<S> {
    private final Player<S> player;
    private final int moves;
    private int made;

    Vanishing(Player<S> player, int moves) {
      this.player = player;
      this.moves = moves;
    }

    boolean gone() {
      return made > moves;
    }

    @Override
    public String name() {
      return player.name();
    }

    @Override
    public Optional<Action> act(Game<S> g, S s, int seat, roundtable.core.table.Decision decision) {
      if (gone()) {
        return Optional.empty();
      }
      Optional<Action> action = player.act(g, s, seat, decision);
      if (decision == roundtable.core.table.Decision.MOVE && action.isPresent() && made++ == moves) {
        return Optional.empty(); // gone mid-turn
      }
      return action;
    }

    @Override
    public Optional<Action> audit(Game<S> g, S s, int seat) {
      return Optional.empty();
    }
  }

  private void play() {
    state = game.setup(config);
    log = ActionLog.empty(LogNotation.of(game));
    for (int count = 0; count < 200_000; count++) {
      Prompt prompt = game.prompt(state);
      if (prompt.isOver()) {
        for (int seat = 0; seat < players.size(); seat++) {
          int s = seat;
          players.get(seat).audit(game, state, seat).ifPresent(a -> log = log.append(s, a, state));
        }
        return;
      }
      Optional<Turn> turn = firstToAct(prompt);
      if (turn.isEmpty()) {
        turn = voteOut();
      }
      if (turn.isEmpty()) {
        throw new AssertionError("the table is stuck at step " + count + ": " + prompt.text() + "; "
            + LeftSeats.whyNotVoteOut(rules, state, away).orElse(""));
      }
      apply(turn.get().seat(), turn.get().action());
    }
    throw new AssertionError("no end within 200000 actions");
  }

  private record Turn(int seat, Action action) {}

  private Optional<Turn> firstToAct(Prompt prompt) {
    for (var named : prompt.seats().entrySet()) {
      Optional<Action> action = players.get(named.getKey()).act(game, state, named.getKey(), named.getValue());
      if (action.isPresent()) {
        return Optional.of(new Turn(named.getKey(), action.get()));
      }
    }
    return Optional.empty();
  }

  /** The table waits for the vanished seat alone: every other seat agrees, the lowest signs first. */
  private Optional<Turn> voteOut() {
    if (votedAt >= 0 || LeftSeats.whyNotVoteOut(rules, state, away).isPresent()) {
      return Optional.empty();
    }
    Turn first = null;
    for (int seat = 0; seat < players.size(); seat++) {
      if (seat != away) {
        Action share = players.get(seat).voteOut(game, state, seat, away).orElseThrow();
        first = first == null ? new Turn(seat, share) : first;
      }
    }
    votedAt = log.size();
    return Optional.of(first);
  }

  private void apply(int seat, Action action) {
    try {
      S next = game.apply(state, seat, action).state();
      log = log.append(seat, action, state);
      if (rebuiltAt < 0 && LeftSeats.left(game, next).contains(away)) {
        rebuiltAt = log.size() - 1;
      }
      state = next;
    } catch (roundtable.core.table.IllegalActionException e) {
      throw new AssertionError("seat " + seat + "'s '" + LogNotation.of(game).format(action) + "' is refused: "
          + e.getMessage(), e);
    }
  }

  /** The log's actions applied again: the events of the open-handed bot in the vanished seat. */
  List<String> openHandedMoves() throws Exception {
    List<String> moves = new ArrayList<>();
    S s = game.setup(config);
    for (ActionLog.Entry e : log.entries()) {
      if (game.prompt(s).isOver()) {
        break;
      }
      Applied<S> applied = game.apply(s, e.seat(), e.action());
      for (Event event : applied.events()) {
        if (event.text().startsWith("seat " + away + " (left; the open-handed bot): ")) {
          moves.add(event.text());
        }
      }
      s = applied.state();
    }
    return moves;
  }
}
