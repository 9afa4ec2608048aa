package roundtable.core.graalwar;

import java.util.ArrayList;
import java.util.List;
import roundtable.core.canon.CanonicalWriter;
import roundtable.core.random.Bytes;
import roundtable.core.table.GameState;
import roundtable.core.table.Outcome;

/**
 * A game of Graal: the secret deployment, then the battle.
 *
 * @param layout the rocks and forests
 * @param score the match: which game, who moves first in it, the games won
 * @param commitments each seat's commitment to its deployment, empty until it commits
 * @param deployments each seat's revealed deployment text, empty until it reveals
 * @param board the soldiers, once every deployment is revealed (else null)
 * @param toMove the seat to move in the battle, -1 while deploying
 * @param moves the moves played in the battle
 * @param outcome how the game ended, or null while it goes on
 */
public record GraalwarState(
    Settings settings,
    Layout layout,
    Score score,
    List<Bytes> commitments,
    List<String> deployments,
    Board board,
    int toMove,
    int moves,
    Outcome outcome) implements GameState {
  static final Bytes NONE = Bytes.of(new byte[0]);

  public GraalwarState {
    commitments = List.copyOf(commitments);
    deployments = List.copyOf(deployments);
  }

  static GraalwarState start(Settings settings, Layout layout) {
    int n = settings.lineup().players();
    return new GraalwarState(settings, layout, Score.START, java.util.Collections.nCopies(n, NONE),
        java.util.Collections.nCopies(n, ""), null, -1, 0, null);
  }

  /** The next game of the match: screens up again, the last winner to move first. */
  GraalwarState nextGame(Score next) {
    int n = settings.lineup().players();
    return new GraalwarState(settings, layout, next, java.util.Collections.nCopies(n, NONE),
        java.util.Collections.nCopies(n, ""), null, -1, 0, null);
  }

  public Lineup lineup() {
    return settings.lineup();
  }

  public int players() {
    return settings.lineup().players();
  }

  public boolean committed(int seat) {
    return commitments.get(seat).length() > 0;
  }

  public boolean revealed(int seat) {
    return !deployments.get(seat).isEmpty();
  }

  /** The first seat that has not committed (when {@code commits}) or revealed yet, or -1. */
  int waitingFor(boolean commits) {
    for (int seat = 0; seat < players(); seat++) {
      if (commits ? !committed(seat) : !revealed(seat)) {
        return seat;
      }
    }
    return -1;
  }

  /** The screens are up: some seat has still to commit or to reveal. */
  public boolean deploying() {
    return board == null;
  }

  GraalwarState withCommitment(int side, Bytes digest) {
    List<Bytes> c = new ArrayList<>(commitments);
    c.set(side, digest);
    return new GraalwarState(settings, layout, score, c, deployments, board, toMove, moves, outcome);
  }

  GraalwarState withDeployment(int side, String text) {
    List<String> d = new ArrayList<>(deployments);
    d.set(side, text);
    return new GraalwarState(settings, layout, score, commitments, d, board, toMove, moves, outcome);
  }

  GraalwarState withBoard(Board next, int toMove, int moves, Outcome outcome) {
    return new GraalwarState(settings, layout, score, commitments, deployments, next, toMove, moves, outcome);
  }

  @Override
  public void encode(CanonicalWriter out) {
    settings.encode(out);
    out.writeString(layout.name()).writeBytes(layout.codes());
    score.encode(out);
    out.writeAll(commitments, (w, b) -> w.writeBytes(b.toArray()));
    out.writeAll(deployments, CanonicalWriter::writeString);
    out.writeBoolean(board != null);
    if (board != null) {
      board.encode(out);
    }
    out.writeInt(toMove).writeInt(moves);
    out.writeBoolean(outcome != null);
    if (outcome != null) {
      out.writeAll(outcome.winners(), CanonicalWriter::writeInt);
    }
  }
}
