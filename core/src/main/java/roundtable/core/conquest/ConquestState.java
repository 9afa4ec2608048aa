package roundtable.core.conquest;

import java.util.List;
import roundtable.core.canon.CanonicalWriter;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.random.JointDraw;
import roundtable.core.table.GameState;
import roundtable.core.table.Outcome;

/**
 * A position of À la conquête du Graal, with the match around it.
 *
 * @param settings the table's options, fixed for the match
 * @param board the stones
 * @param round the round being played, from 1 (a match is at most three rounds)
 * @param moves the moves played in this round
 * @param grails the Grails each side has taken, by side
 * @param startDraw the joint draw of the first player, while it is under way (else null)
 * @param starter the seat that began this round (clockwise order), or -1
 * @param toMove the seat to move when everybody knows it, else -1
 * @param cycleTurn with tokens: how many players have played in this turn round
 * @param loneTurns with 3 players: the turns the lone player has played this round (it
 *     alternates its two colours)
 * @param tokens the numbered tokens of this turn round (token variants), else null
 * @param repetitions positions reached by each side's moves this round
 * @param rounds how each finished round ended
 * @param outcome how the match ended, or null while it goes on
 */
public record ConquestState(
    Settings settings,
    Board board,
    int round,
    int moves,
    List<Integer> grails,
    JointDraw startDraw,
    int starter,
    int toMove,
    int cycleTurn,
    int loneTurns,
    HiddenCards tokens,
    Repetitions repetitions,
    List<Notice.RoundEnded> rounds,
    Outcome outcome) implements GameState {

  public ConquestState {
    grails = List.copyOf(grails);
    rounds = List.copyOf(rounds);
  }

  public Lineup lineup() {
    return settings.lineup();
  }

  public TurnOrder turnOrder() {
    return settings.turnOrder();
  }

  public int players() {
    return settings.lineup().players();
  }

  /** The colours (bit mask) this seat may move at its next turn. */
  int movableMask(int seat) {
    return movableMask(lineup(), seat, loneTurns);
  }

  /** The lone player of three alternates its two colours, one per turn (rulebook, "A trois joueurs"). */
  static int movableMask(Lineup lineup, int seat, int loneTurns) {
    return seat == lineup.loneSeat() ? 1 << lineup.colour(seat, loneTurns % 2) : lineup.colourMask(seat);
  }

  /** The side holding all eight squares round the Grail, or -1. */
  static int ringHolder(Board board, Lineup lineup) {
    int side = -1;
    for (int sq : Square.RING) {
      int top = board.top(sq);
      if (top < 0) {
        return -1;
      }
      int s = lineup.sideOfColour(top);
      if (side >= 0 && s != side) {
        return -1;
      }
      side = s;
    }
    return side;
  }

  ConquestState with(Board board, int moves, int toMove, int cycleTurn, int loneTurns, HiddenCards tokens,
      Repetitions repetitions) {
    return new ConquestState(settings, board, round, moves, grails, startDraw, starter,
        toMove, cycleTurn, loneTurns, tokens, repetitions, rounds, outcome);
  }

  ConquestState withDraw(JointDraw startDraw, int starter, int toMove) {
    return new ConquestState(settings, board, round, moves, grails, startDraw, starter,
        toMove, cycleTurn, loneTurns, tokens, repetitions, rounds, outcome);
  }

  ConquestState withTokens(HiddenCards tokens, int toMove) {
    return with(board, moves, toMove, cycleTurn, loneTurns, tokens, repetitions);
  }

  @Override
  public void encode(CanonicalWriter out) {
    settings.encode(out);
    out.writeBytes(board.codes());
    out.writeInt(round).writeInt(moves).writeAll(grails, CanonicalWriter::writeInt);
    out.writeBoolean(startDraw != null);
    if (startDraw != null) {
      startDraw.encode(out);
    }
    out.writeInt(starter).writeInt(toMove).writeInt(cycleTurn).writeInt(loneTurns);
    out.writeBoolean(tokens != null);
    if (tokens != null) {
      tokens.encode(out);
    }
    out.writeLong(repetitions.digest()); // the positions of the round, summed (Repetitions.mix): issue 19
    out.writeAll(rounds, (w, r) -> w.writeInt(r.round()).writeInt(r.reason().code())
        .writeAll(r.who() == null ? List.<Integer>of() : r.who().seats(), CanonicalWriter::writeInt).writeInt(r.limit()));
    out.writeBoolean(outcome != null);
    if (outcome != null) {
      out.writeAll(outcome.winners(), CanonicalWriter::writeInt);
    }
  }
}
