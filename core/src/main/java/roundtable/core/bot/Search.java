package roundtable.core.bot;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import roundtable.core.game.Bot;
import roundtable.core.game.Game;
import roundtable.core.random.Committer;
import roundtable.core.random.JointDraw;
import roundtable.core.table.Action;
import roundtable.core.table.GameState;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Prompt;

/**
 * One move's information-set search tree (single-observer ISMCTS, Cowling, Powley and Whitehouse
 * 2012), guided by the game's evaluator. The tree's edges are (seat, move), shared by every sampled
 * world; a child's UCT score counts the times it was available rather than its parent's visits,
 * since a move may exist in one world and not in another.
 *
 * <p>A node met for the first time in a world is expanded whole: every move there is played once
 * and the position after it judged ({@link Judge}), which stands as that child's first visit
 * (heuristic initialisation: a search of one iteration per node is the greedy bot). The leaf's
 * value backed up the path is that of the best move there for the seat that makes it, so the
 * others are expected to answer as well as the evaluator sees; more iterations look deeper along
 * the lines that matter. No random playouts: in these games they mostly add noise. Joint draws met
 * on the way are answered by fresh secrets for every seat, so each world draws its own dice and
 * shuffles.
 *
 * <p>In a single-observer tree the others' moves are searched like the seat's own, in worlds where
 * the seat's hidden cards are the real ones: an edge "that seat plays card 17" is one edge whatever
 * face card 17 has in the world, so the others play as if blind to their own hands and fitted to
 * the seat's (strategy fusion; Cowling, Powley and Whitehouse 2012 answer it with one tree per
 * seat, multiple-observer ISMCTS). Given an opponent model ({@code others}), a cheaper answer is
 * used instead: each other seat plays the move that bot chooses in the sampled world on what that
 * seat sees there (its own hand, the open cards), and the tree branches on the seat's own moves
 * only. Morrigan's search uses it (its greedy bot scores moves without a position's evaluator), and
 * Graal's (its greedy bot, cheaper: {@code GraalOthers}).
 */
final class Search<S extends GameState> {
  /** UCT's exploration constant; rewards are in [0, 1]. */
  static final double EXPLORATION = 0.5;
  /** Table steps one descent may take at most (draws included), in case a game loops. */
  static final int MAX_STEPS = 2_000;
  /**
   * The others' modelled moves one descent may play at most: where the seat has one move only for a
   * long stretch, a descent would otherwise play the others to the end of the game.
   */
  static final int MODELLED_MOVES = 60;

  private final Game<S> game;
  private final int seat;
  private final Knowledge knowledge;
  private final Judge<S> judge;
  private final SplittableRandom random;
  /** How the other seats play, each on what it sees; null: their moves are searched in the tree. */
  private final Bot<S> others;
  private final Node root = new Node(null, null);

  Search(Game<S> game, int seat, Knowledge knowledge, Judge<S> judge, SplittableRandom random) {
    this(game, seat, knowledge, judge, random, null);
  }

  Search(Game<S> game, int seat, Knowledge knowledge, Judge<S> judge, SplittableRandom random, Bot<S> others) {
    this.others = others;
    this.game = game;
    this.seat = seat;
    this.knowledge = knowledge;
    this.judge = judge;
    this.random = random;
  }

  private record Edge(int seat, Action action) {}

  /** A node of the tree: the position after its edge, with the rewards seen from there. */
  private static final class Node {
    final Map<Edge, Node> children = new LinkedHashMap<>();
    /** The move that leads here. */
    final Action action;
    /** Each seat's reward for the position as first judged (the visit it started with). */
    final Map<Integer, Double> judged;
    int visits;
    int available;
    double reward;
    boolean expanded;

    Node(Action action, Map<Integer, Double> judged) {
      this.action = action;
      this.judged = judged;
    }

    double mean() {
      return reward / visits;
    }
  }

  /** One iteration in one sampled world: descend by UCT, expand the leaf, back its value up. */
  void iterate(S world) {
    Descent descent = new Descent(world);
    List<Node> path = new ArrayList<>();
    List<Integer> movers = new ArrayList<>();
    Node node = root;
    Map<Integer, Double> value;
    int othersMoves = 0;
    for (;;) {
      Optional<Turn> turn = descent.turn();
      if (turn.isEmpty()) {
        value = judge.rewards(descent.state);
        break;
      }
      int mover = turn.get().seat();
      if (mover != seat && others != null) {
        // The other seat answers as the model plays on its own view of this world; not a branch.
        if (++othersMoves > MODELLED_MOVES) {
          value = judge.rewards(descent.state);
          break;
        }
        Optional<Action> answer = others.choose(game, descent.state, mover, Knowledge.NOTHING, random);
        if (answer.isEmpty() || !descent.play(mover, answer.get())) {
          value = judge.rewards(descent.state);
          break;
        }
        node = node.children.computeIfAbsent(new Edge(mover, answer.get()), e -> new Node(e.action(), Map.of()));
        path.add(node);
        movers.add(mover);
        continue;
      }
      boolean leaf = !node.expanded;
      Node best = null;
      double bestScore = Double.NEGATIVE_INFINITY;
      for (Action action : turn.get().actions()) {
        Edge edge = new Edge(mover, action);
        Node child = node.children.get(edge);
        if (child == null) {
          Optional<S> after = descent.after(mover, action);
          if (after.isEmpty()) {
            continue;
          }
          child = new Node(action, judge.rewards(after.get()));
          child.visits = 1;
          child.reward = child.judged.getOrDefault(mover, 0.0);
          node.children.put(edge, child);
        }
        child.available++;
        double score = leaf ? child.mean()
            : child.mean() + EXPLORATION * Math.sqrt(Math.log(child.available) / child.visits);
        if (score > bestScore) {
          bestScore = score;
          best = child;
        }
      }
      node.expanded = true;
      if (best == null) {
        value = judge.rewards(descent.state);
        break;
      }
      if (leaf) {
        value = best.judged; // the mover plays what it judges best; the line goes no deeper this time
        break;
      }
      if (!descent.play(mover, best.action)) {
        value = judge.rewards(descent.state);
        break;
      }
      path.add(best);
      movers.add(mover);
      node = best;
    }
    for (int i = 0; i < path.size(); i++) {
      path.get(i).visits++;
      path.get(i).reward += value.getOrDefault(movers.get(i), 0.0);
    }
  }

  /**
   * The seat's best judged legal move other than {@code move}, when {@code move} is judged a lead
   * (a reward above one half: a draw would cost the seat) and the other at most {@code margin} worse.
   */
  Optional<Action> alternative(Action move, List<Action> legal, double margin) {
    Node chosen = root.children.get(new Edge(seat, move));
    if (chosen == null || chosen.mean() <= 0.5) {
      return Optional.empty();
    }
    Node best = null;
    for (Action action : legal) {
      Node child = root.children.get(new Edge(seat, action));
      if (child != null && child != chosen && (best == null || child.mean() > best.mean())) {
        best = child;
      }
    }
    return best != null && best.mean() >= chosen.mean() - margin ? Optional.of(best.action) : Optional.empty();
  }

  /** The seat's most visited move among its real legal ones, the better judged on a tie. */
  Action best(List<Action> legal) {
    Action best = legal.get(0);
    double most = -1;
    for (Action action : legal) {
      Node child = root.children.get(new Edge(seat, action));
      if (child != null) {
        double rank = child.visits + child.mean() / 2; // a visit outweighs any difference of means
        if (rank > most) {
          most = rank;
          best = action;
        }
      }
    }
    return best;
  }

  private record Turn(int seat, List<Action> actions) {}

  /** One descent's world as it goes: the state and every seat's fresh secrets for the draws. */
  private final class Descent {
    S state;
    int steps;
    final Map<Integer, Committer> committers = new HashMap<>();

    Descent(S state) {
      this.state = state;
    }

    /**
     * The next seat to move and its moves, after answering any joint draw; empty when the game is
     * over or waits for something a search does not answer (a secret choice, a mental-poker step,
     * a draw committed to before the search began).
     */
    Optional<Turn> turn() {
      while (steps++ < MAX_STEPS) {
        Prompt prompt = game.prompt(state);
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

    /** The position after this move, the descent staying where it is. */
    Optional<S> after(int s, Action action) {
      try {
        return Optional.of(game.apply(state, s, action).state());
      } catch (IllegalActionException e) {
        return Optional.empty();
      }
    }

    boolean play(int s, Action action) {
      Optional<S> next = after(s, action);
      next.ifPresent(n -> state = n);
      return next.isPresent();
    }
  }
}
