package roundtable.core.bot;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.TreeSet;
import roundtable.core.game.Game;
import roundtable.core.random.Committer;
import roundtable.core.random.JointDraw;
import roundtable.core.table.Action;
import roundtable.core.table.GameState;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Outcome;
import roundtable.core.table.Prompt;

/**
 * One move's information-set search tree (single-observer ISMCTS, Cowling, Powley and Whitehouse
 * 2012): the tree's edges are (seat, move), shared by every sampled world, and a child's UCT score
 * counts the times it was available rather than its parent's visits, since a move may exist in one
 * world and not in another. Joint draws met on the way are answered by fresh secrets for every
 * seat, so each playout draws its own dice and shuffles.
 */
final class Search<S extends GameState> {
  /** UCT's exploration constant; rewards are in [0, 1]. */
  static final double EXPLORATION = 0.7;
  /** Moves a playout plays at random past the tree before the evaluator judges the position. */
  static final int ROLLOUT_DEPTH = 6;
  /** Table steps one playout may take at most (draws included), in case a game loops. */
  static final int MAX_STEPS = 2_000;

  private final Game<S> game;
  private final int seat;
  private final Knowledge knowledge;
  private final Evaluator<S> evaluator;
  private final SplittableRandom random;
  private final Node root = new Node();
  /** Every seat a prompt has named so far: the seats a position is judged among. */
  private final TreeSet<Integer> seats = new TreeSet<>();
  /** The evaluator's leads judged so far, for their scale. */
  private int leads;
  private double leadSum;

  Search(Game<S> game, int seat, Knowledge knowledge, Evaluator<S> evaluator, SplittableRandom random) {
    this.game = game;
    this.seat = seat;
    this.knowledge = knowledge;
    this.evaluator = evaluator;
    this.random = random;
    seats.add(seat);
  }

  private record Edge(int seat, Action action) {}

  private record Turn(int seat, List<Action> actions) {}

  /** A node of the tree: the reward of the seat that chose the move leading here. */
  private static final class Node {
    final Map<Edge, Node> children = new LinkedHashMap<>();
    int visits;
    int available;
    double reward;
  }

  /** One iteration in one sampled world: select, expand, play out, back up. */
  void iterate(S world) {
    Playout playout = new Playout(world);
    List<Node> path = new ArrayList<>();
    List<Integer> movers = new ArrayList<>();
    Node node = root;
    boolean expanded = false;
    while (!expanded) {
      Optional<Turn> turn = playout.turn();
      if (turn.isEmpty()) {
        break;
      }
      int mover = turn.get().seat();
      List<Action> untried = new ArrayList<>();
      Node best = null;
      Action bestAction = null;
      double bestScore = Double.NEGATIVE_INFINITY;
      for (Action action : turn.get().actions()) {
        Node child = node.children.get(new Edge(mover, action));
        if (child == null) {
          untried.add(action);
          continue;
        }
        child.available++;
        double score = child.reward / child.visits + EXPLORATION * Math.sqrt(Math.log(child.available) / child.visits);
        if (score > bestScore) {
          bestScore = score;
          best = child;
          bestAction = action;
        }
      }
      if (!untried.isEmpty()) {
        bestAction = untried.get(random.nextInt(untried.size()));
        best = new Node();
        best.available = 1;
        node.children.put(new Edge(mover, bestAction), best);
        expanded = true;
      }
      if (!playout.play(mover, bestAction)) {
        break;
      }
      path.add(best);
      movers.add(mover);
      node = best;
    }
    Map<Integer, Double> rewards = playout.rollout();
    for (int i = 0; i < path.size(); i++) {
      path.get(i).visits++;
      path.get(i).reward += rewards.getOrDefault(movers.get(i), 0.0);
    }
  }

  /** The seat's most tried move among its real legal ones (the first listed if none was tried). */
  Action best(List<Action> legal) {
    Action best = legal.get(0);
    int most = -1;
    for (Action action : legal) {
      Node child = root.children.get(new Edge(seat, action));
      if (child != null && child.visits > most) {
        most = child.visits;
        best = action;
      }
    }
    return best;
  }

  /** One playout's world as it goes: the state and every seat's fresh secrets for the draws. */
  private final class Playout {
    S state;
    int steps;
    final Map<Integer, Committer> committers = new HashMap<>();

    Playout(S state) {
      this.state = state;
    }

    /**
     * The next seat to move and its moves, after answering any joint draw; empty when the game is
     * over or waits for something a playout does not answer (a secret choice, a mental-poker step,
     * a draw committed to before the search began).
     */
    Optional<Turn> turn() {
      while (steps++ < MAX_STEPS) {
        Prompt prompt = game.prompt(state);
        seats.addAll(prompt.seats().keySet());
        boolean drew = false;
        for (var named : prompt.seats().entrySet()) {
          int s = named.getKey();
          switch (named.getValue()) {
            case MOVE -> {
              List<Action> actions = game.legalActions(state, s, s == seat ? knowledge : Knowledge.NOTHING);
              if (!actions.isEmpty()) {
                return Optional.of(new Turn(s, actions));
              }
            }
            case RANDOMNESS -> drew = drew || draw(s);
            default -> { }
          }
          if (drew) {
            break;
          }
        }
        if (!drew) {
          return Optional.empty();
        }
      }
      return Optional.empty();
    }

    private boolean draw(int s) {
      Optional<JointDraw> draw = game.pendingDraw(state);
      if (draw.isEmpty() || !(draw.get().awaitsCommitFrom(s) || draw.get().awaitsRevealFrom(s))) {
        return false;
      }
      try {
        return play(s, committers.computeIfAbsent(s, k -> new Committer(k, random)).act(draw.get()));
      } catch (RuntimeException e) { // a commitment made before the search: its secret is not ours
        return false;
      }
    }

    boolean play(int s, Action action) {
      try {
        state = game.apply(state, s, action).state();
        return true;
      } catch (IllegalActionException e) {
        return false;
      }
    }

    /** Random moves up to the depth, then every seat's reward for where the game got to. */
    Map<Integer, Double> rollout() {
      for (int depth = 0; depth < ROLLOUT_DEPTH; depth++) {
        Optional<Turn> turn = turn();
        if (turn.isEmpty()) {
          break;
        }
        List<Action> actions = turn.get().actions();
        if (!play(turn.get().seat(), actions.get(random.nextInt(actions.size())))) {
          break;
        }
      }
      return rewards(state);
    }
  }

  /**
   * Each seat's reward in [0, 1]: a finished game pays its winners 1 (an even share in a draw);
   * else the evaluator's lead of the seat over the best of the others, squashed by the mean lead
   * seen so far in this search (the evaluators' scales differ from game to game).
   */
  private Map<Integer, Double> rewards(S state) {
    Map<Integer, Double> rewards = new HashMap<>();
    double even = 1.0 / seats.size();
    Optional<Outcome> outcome = game.prompt(state).isOver() ? game.outcome(state) : Optional.empty();
    if (outcome.isPresent()) {
      List<Integer> winners = outcome.get().winners();
      seats.forEach(s -> rewards.put(s, winners.isEmpty() ? even : winners.contains(s) ? 1.0 : 0.0));
      return rewards;
    }
    if (evaluator == null || seats.size() < 2) {
      seats.forEach(s -> rewards.put(s, even));
      return rewards;
    }
    Map<Integer, Double> scores = new HashMap<>();
    for (int s : seats) {
      double score = evaluator.score(state, s);
      scores.put(s, Double.isNaN(score) ? Double.NEGATIVE_INFINITY : score);
    }
    for (int s : seats) {
      double best = Double.NEGATIVE_INFINITY;
      for (int other : seats) {
        best = other == s ? best : Math.max(best, scores.get(other));
      }
      double lead = scores.get(s) - best;
      if (Double.isFinite(lead)) {
        leads++;
        leadSum += Math.abs(lead);
      }
      double scale = leadSum > 0 ? leadSum / leads : 1;
      rewards.put(s, Double.isNaN(lead) ? 0.5 : 0.5 + 0.5 * Math.tanh(lead / scale));
    }
    return rewards;
  }
}
