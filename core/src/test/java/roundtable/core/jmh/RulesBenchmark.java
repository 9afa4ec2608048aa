package roundtable.core.jmh;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import roundtable.core.canon.StateHash;
import roundtable.core.table.Action;
import roundtable.core.table.Applied;
import roundtable.core.table.GameState;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Knowledge;

/**
 * The rules' costs per call, each game on the moves of ten random games replayed in turn: a move
 * applied, a seat's legal actions, a state's hash (issue 19; {@code bench rules} gives the figures
 * a person reads).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class RulesBenchmark {
  @Param({"conquest", "graalwar", "graal", "grailcup", "morrigan"})
  public String game;

  private Positions positions;
  private int next;

  @Setup
  public void record() {
    positions = Positions.of(game);
  }

  private Positions.Position position() {
    List<Positions.Position> moves = positions.moves();
    Positions.Position p = moves.get(next);
    next = (next + 1) % moves.size();
    return p;
  }

  @Benchmark
  public Applied<GameState> apply() throws IllegalActionException {
    Positions.Position p = position();
    return positions.game().apply(p.state(), p.seat(), p.action());
  }

  @Benchmark
  public List<Action> legalActions() {
    Positions.Position p = position();
    return positions.game().legalActions(p.state(), p.seat(), Knowledge.NOTHING);
  }

  @Benchmark
  public byte[] stateHash() {
    return StateHash.of(position().state());
  }
}
