package roundtable.core.hidden;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import roundtable.core.canon.CanonicalWriter;
import roundtable.core.random.JointDraw;
import roundtable.core.table.Action;
import roundtable.core.table.Applied;
import roundtable.core.game.Game;
import roundtable.core.table.GameState;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Notation;
import roundtable.core.table.Outcome;
import roundtable.core.table.Prompt;
import roundtable.core.table.TableConfig;
import roundtable.core.table.TableOption;
import roundtable.core.table.Viewer;

/**
 * A test game of joint dice only: each of {@link #ROUNDS} rounds every seat commits and reveals
 * for a die of the same purpose, "die", so a purpose comes back round after round. The seat
 * (total of the dice mod the players) wins.
 */
final class DiceRounds implements Game<DiceRounds.State> {
  static final DiceRounds GAME = new DiceRounds();
  static final int ROUNDS = 4;

  record State(int players, int round, int total, JointDraw draw) implements GameState {
    @Override
    public void encode(CanonicalWriter out) {
      out.writeInt(players).writeInt(round).writeInt(total);
      draw.encode(out);
    }

    boolean over() {
      return round == ROUNDS;
    }
  }

  private static JointDraw die(int players) {
    List<Integer> seats = new ArrayList<>();
    for (int s = 0; s < players; s++) {
      seats.add(s);
    }
    return JointDraw.pick("die", 6, seats, false);
  }

  @Override
  public String id() {
    return "dice";
  }

  @Override
  public String title() {
    return "Dice rounds";
  }

  @Override
  public int minPlayers() {
    return 2;
  }

  @Override
  public int maxPlayers() {
    return 4;
  }

  @Override
  public List<TableOption> options() {
    return List.of();
  }

  @Override
  public State setup(TableConfig config) {
    return new State(config.players(), 0, 0, die(config.players()));
  }

  @Override
  public Prompt prompt(State s) {
    return s.over() ? Prompt.none() : s.draw().prompt();
  }

  @Override
  public Optional<Outcome> outcome(State s) {
    int winner = s.total() % s.players();
    return s.over() ? Optional.of(Outcome.won(winner, new roundtable.core.table.Event.Note("seat " + winner + " wins on " + s.total()))) : Optional.empty();
  }

  @Override
  public List<Action> legalActions(State s, int seat, Knowledge knowledge) {
    return List.of();
  }

  @Override
  public Applied<State> apply(State s, int seat, Action action) throws IllegalActionException {
    if (s.over()) {
      throw new IllegalActionException("the dice are over");
    }
    JointDraw draw = s.draw().apply(seat, action);
    if (!draw.isDone()) {
      return new Applied<>(new State(s.players(), s.round(), s.total(), draw), List.of());
    }
    return new Applied<>(new State(s.players(), s.round() + 1, s.total() + draw.pickResult() + 1, die(s.players())),
        List.of());
  }

  @Override
  public Optional<JointDraw> pendingDraw(State s) {
    return s.over() ? Optional.empty() : Optional.of(s.draw());
  }

  @Override
  public State view(State s, Viewer viewer) {
    return s;
  }

  @Override
  public Notation notation() {
    return new Notation() {
      @Override
      public String format(Action action) {
        throw new IllegalArgumentException("dice have no moves");
      }

      @Override
      public Action parse(String text) throws NotationException {
        throw new NotationException("dice have no moves");
      }
    };
  }

  @Override
  public String diagram(State s) {
    return "round " + s.round() + ", total " + s.total() + "\n";
  }
}
