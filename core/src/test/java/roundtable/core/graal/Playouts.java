package roundtable.core.graal;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import roundtable.core.secrets.SeatSecrets;
import roundtable.core.random.Committer;
import roundtable.core.random.Fix;
import roundtable.core.random.JointDraw;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Action;
import roundtable.core.table.Decision;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Prompt;
import roundtable.core.table.TableConfig;

/** Whole games between random players, for property tests. */
final class Playouts {
  /** How a game went. */
  record Result(GraalState state, int moves, boolean capped) {}

  /** Told of each state after a move, to check properties. */
  interface Check {
    void after(GraalState before, int seat, Action action, GraalState after) throws Exception;
  }

  private Playouts() {}

  /** Fixes every joint draw waiting (identity shuffles, first picks), as in an open log. */
  static GraalState settleDraws(GraalState s) throws IllegalActionException {
    while (true) {
      Prompt p = Graal.GAME.prompt(s);
      if (p.isOver() || !p.seats().containsValue(Decision.RANDOMNESS)) {
        return s;
      }
      JointDraw draw = Graal.GAME.pendingDraw(s).orElseThrow();
      List<Integer> values = new ArrayList<>();
      for (int i = 0; i < (draw.shuffle() ? draw.n() : 1); i++) {
        values.add(i);
      }
      s = Graal.GAME.apply(s, p.seats().firstKey(), new Fix(values)).state();
    }
  }

  /** A random result for a joint draw, fixed in the clear (open logs only). */
  static Fix fix(JointDraw draw, SplittableRandom random) {
    List<Integer> values = new ArrayList<>();
    if (draw.shuffle()) {
      for (int i = 0; i < draw.n(); i++) {
        values.add(i);
      }
      for (int i = values.size() - 1; i > 0; i--) {
        Collections.swap(values, i, random.nextInt(i + 1));
      }
    } else {
      values.add(random.nextInt(draw.n()));
    }
    return new Fix(values);
  }

  /**
   * A random legal move, skills one time in five (each use reshuffles the deck, which makes the
   * open cards' bookkeeping grow), so that a thousand games stay fast.
   */
  static Action pick(List<Action> legal, SplittableRandom random) {
    Action a = legal.get(random.nextInt(legal.size()));
    if (a instanceof Move.Skill && legal.size() > 1 && random.nextInt(5) > 0) {
      List<Action> others = legal.stream().filter(x -> !(x instanceof Move.Skill)).toList();
      a = others.get(random.nextInt(others.size()));
    }
    return a;
  }

  static Result play(int players, Map<String, String> options, boolean openLog, long seed, int cap, Check check)
      throws Exception {
    return play(players, options, openLog, false, seed, cap, check);
  }

  /**
   * One game; with {@code fix}, an open log's random draws are fixed in the clear by the test (one
   * action instead of a commitment and a reveal from every seat), which keeps a thousand games fast.
   */
  static Result play(int players, Map<String, String> options, boolean openLog, boolean fix, long seed, int cap,
      Check check) throws Exception {
    SplittableRandom random = new SplittableRandom(seed);
    GraalState s = Graal.GAME.setup(TableConfig.of(Graal.GAME, players, options, openLog));
    SeatSecrets[] secrets = new SeatSecrets[players];
    Committer[] committers = new Committer[players];
    for (int i = 0; i < players; i++) {
      if (openLog) {
        committers[i] = new Committer(i, random.split());
      } else {
        secrets[i] = new SeatSecrets(i, random.split());
      }
    }
    int moves = 0;
    while (true) {
      Prompt prompt = Graal.GAME.prompt(s);
      if (prompt.isOver()) {
        return new Result(s, moves, false);
      }
      if (moves >= cap) {
        return new Result(s, moves, true);
      }
      int seat = prompt.seats().firstKey();
      Decision decision = prompt.seats().get(seat);
      Action action;
      if (decision == Decision.RANDOMNESS || decision == Decision.PROTOCOL_STEP) {
        action = !openLog ? secrets[seat].step(Graal.GAME, s)
            : fix ? fix(Graal.GAME.pendingDraw(s).orElseThrow(), random)
            : committers[seat].act(Graal.GAME.pendingDraw(s).orElseThrow());
      } else {
        List<Action> legal = Graal.GAME.legalActions(s, seat, openLog ? Knowledge.NOTHING : secrets[seat]);
        if (legal.isEmpty()) {
          throw new AssertionError("no legal move for seat " + seat + " at " + prompt.text() + "\n" + Graal.GAME.diagram(s));
        }
        action = pick(legal, random);
        moves++;
      }
      GraalState next;
      try {
        next = Graal.GAME.apply(s, seat, action).state();
      } catch (IllegalActionException e) {
        throw new AssertionError("seat " + seat + " '" + action + "' refused: " + e.getMessage() + "\n"
            + Graal.GAME.diagram(s), e);
      }
      if (check != null) {
        check.after(s, seat, action, next);
      }
      s = next;
    }
  }
}
