package roundtable.core.conquest;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import roundtable.core.random.Committer;
import roundtable.core.table.Action;
import roundtable.core.table.Applied;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Prompt;
import roundtable.core.table.TableConfig;

/** A whole game between random players, for property tests. */
final class Playout {
  final List<String> lines = new ArrayList<>();
  ConquestState state;
  int actions;

  static Playout play(int players, Map<String, String> options, long seed, int maxActions) throws IllegalActionException {
    return play(players, options, seed, maxActions, false);
  }

  static Playout play(int players, Map<String, String> options, long seed, int maxActions, boolean greedy)
      throws IllegalActionException {
    Playout p = new Playout();
    SplittableRandom random = new SplittableRandom(seed);
    p.state = Conquest.GAME.setup(TableConfig.of(Conquest.GAME, players, options, false));
    Committer[] committers = new Committer[players];
    for (int s = 0; s < players; s++) {
      committers[s] = new Committer(s, random.split());
    }
    while (p.actions < maxActions) {
      Prompt prompt = Conquest.GAME.prompt(p.state);
      if (prompt.isOver()) {
        break;
      }
      for (int seat : prompt.seats().keySet()) {
        Action a;
        var draw = Conquest.GAME.pendingDraw(p.state);
        if (draw.isPresent()) {
          a = committers[seat].act(draw.get());
        } else {
          List<Action> legal = Conquest.GAME.legalActions(p.state, seat, Knowledge.NOTHING);
          if (legal.isEmpty()) {
            continue;
          }
          a = greedy ? best(p.state, seat, legal, random) : legal.get(random.nextInt(legal.size()));
        }
        Applied<ConquestState> applied = Conquest.GAME.apply(p.state, seat, a);
        p.lines.add(seat + " " + a);
        p.state = applied.state();
        p.actions++;
        break;
      }
    }
    return p;
  }

  private static Action best(ConquestState s, int seat, List<Action> legal, SplittableRandom random)
      throws IllegalActionException {
    Action best = null;
    double bestScore = Double.NEGATIVE_INFINITY;
    for (Action a : legal) {
      ConquestState next = Conquest.GAME.apply(s, seat, a).state();
      double score = ConquestEvaluator.INSTANCE.score(next, seat) + random.nextDouble() * 0.001;
      if (score > bestScore) {
        bestScore = score;
        best = a;
      }
    }
    return best;
  }
}
