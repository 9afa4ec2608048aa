package roundtable.core.conquest;

import java.util.ArrayList;
import java.util.List;
import roundtable.core.conquest.Move.Blocked;
import roundtable.core.conquest.Move.Restack;
import roundtable.core.conquest.Move.Slide;
import roundtable.core.conquest.Move.Unstack;
import roundtable.core.conquest.Notice.Reason;
import roundtable.core.crypto.PokerStep;
import roundtable.core.random.JointDraw;
import roundtable.core.table.Action;
import roundtable.core.table.Applied;
import roundtable.core.table.Event;
import roundtable.core.table.IllegalActionException;

/** A turn: who may move, the move itself, the forbidden block, repetitions and passing the turn. */
final class Turns {
  /** Positions are counted per side: the same board reached by the other side is another position. */
  private static final long[] SIDE_KEYS = {0x2545F4914F6CDD1DL, 0x9E3779B97F4A7C15L};

  private Turns() {}

  /** A commitment, reveal or fix for the draw under way: the first player, or the tokens. */
  static ConquestState drawStep(ConquestState s, int seat, Action action, List<Event> events)
      throws IllegalActionException {
    if (s.startDraw() != null && !(action instanceof PokerStep.AnyTime)) {
      JointDraw draw = s.startDraw().apply(seat, action);
      if (!draw.isDone()) {
        return s.withDraw(draw, -1, -1);
      }
      int first = draw.pickResult();
      events.add(new Notice.FirstPlayer(first, Who.seat(s.lineup(), first)));
      return s.withDraw(null, first, first);
    }
    if (s.tokens() != null && (!s.tokens().pending().isOver() || action instanceof PokerStep.AnyTime)) {
      // A seat may leave for good at any moment (DESIGN, "A seat that leaves for good").
      return TokenTurns.step(s, seat, action, events);
    }
    throw new IllegalActionException("no draw or hidden-card step is under way");
  }

  static Applied<ConquestState> play(ConquestState s, int seat, Move move) throws IllegalActionException {
    if (s.toMove() < 0) {
      throw new IllegalActionException("token " + (s.cycleTurn() + 1) + " plays now: its holder shows it first");
    }
    if (seat != s.toMove()) {
      throw new IllegalActionException("it is " + Conquest.who(s, s.toMove()).english() + "'s turn, not "
          + s.lineup().seatName(seat) + "'s");
    }
    if (move instanceof Blocked) {
      if (hasLegalMove(s, seat)) {
        throw new IllegalActionException(Conquest.who(s, seat).english()
            + " has a legal move; 'blocked' is only for a player left without one");
      }
      // Rulebook: a player left without a move makes the game unplayable, "donc nul".
      List<Event> events = new ArrayList<>();
      return new Applied<>(Match.endRound(s, -1, Reason.BLOCKED, Conquest.who(s, seat), events), events);
    }
    String wrong = MoveRules.check(s.board(), s.movableMask(seat), move);
    if (wrong != null) {
      throw new IllegalActionException(wrong);
    }
    Board after = MoveRules.play(s.board(), move);
    int ring = ConquestState.ringHolder(after, s.lineup());
    if (ring < 0) {
      int blocked = blockedSeat(s, seat, after);
      if (blocked >= 0) {
        throw new IllegalActionException("forbidden: this move would leave " + s.lineup().seatName(blocked)
            + " without any move (rulebook: never block the next player)");
      }
    }
    List<Event> moved = moveEvents(new Moved(Conquest.who(s, seat), move), move);
    if (ring >= 0) {
      List<Event> events = new ArrayList<>(moved);
      return new Applied<>(Match.endRound(passTurn(s, seat, after, s.repetitions()), ring, Reason.ENCIRCLED,
          Who.side(s.lineup(), ring), events), events);
    }
    int side = s.lineup().side(seat);
    long key = after.hash() ^ SIDE_KEYS[side];
    Repetitions reps = s.repetitions().add(key);
    ConquestState next = passTurn(s, seat, after, reps);
    int times = reps.count(key);
    // Not in the rulebook: a stalemate can't go on for ever; at the move limit the round is drawn, like a block.
    int limit = s.settings().moveLimit();
    boolean atLimit = limit > 0 && next.moves() >= limit;
    if (times < 3 && !atLimit) {
      return new Applied<>(next, moved);
    }
    // The third time a side brings a position about is a warning; the fourth loses the round.
    List<Event> events = new ArrayList<>(moved);
    if (times == 3) {
      events.add(new Notice.RepetitionWarning(Who.side(s.lineup(), side)));
    } else if (times >= 4) {
      return new Applied<>(Match.endRound(next, 1 - side, Reason.REPEATED, Who.side(s.lineup(), side), events), events);
    }
    if (atLimit) {
      return new Applied<>(Match.endRound(next, -1, Reason.MOVE_LIMIT, null, events), events);
    }
    return new Applied<>(next, events);
  }

  /**
   * A move's events, an immutable list made once (issue 18: {@code Applied} keeps such a list as
   * it is): who moved, then each lift of stones, as the board animates them.
   */
  private static List<Event> moveEvents(Moved moved, Move move) {
    if (move instanceof Unstack u) {
      return List.of(moved, StonesMoved.of(u.from(), u.first(), 2), StonesMoved.of(u.first(), u.second(), 1));
    }
    if (move instanceof Restack r) {
      return List.of(moved, StonesMoved.of(r.from(), r.via(), 1), StonesMoved.of(r.via(), r.onto(), 2));
    }
    Slide sl = (Slide) move;
    return List.of(moved, StonesMoved.of(sl.from(), sl.to(), 2));
  }

  /** Legal: it wins the round, or every player who may move next keeps a move. */
  static boolean keepsNextPlayerMoving(ConquestState s, int mover, Board after) {
    return ConquestState.ringHolder(after, s.lineup()) >= 0 || blockedSeat(s, mover, after) < 0;
  }

  static boolean hasLegalMove(ConquestState s, int seat) {
    List<Move> moves = new ArrayList<>();
    MoveRules.generate(s.board(), s.movableMask(seat), moves);
    NextPlayers next = new NextPlayers(s, seat);
    for (Move m : moves) {
      if (next.keepMoving(m)) {
        return true;
      }
    }
    return false;
  }

  /**
   * {@link #keepsNextPlayerMoving} for the moves of one mover on the state's board, asked of many
   * moves (issue 19: it scanned the board after each). Whether a move follows the three rules
   * reads only its own squares, and a move changes at most three squares; so a player who may
   * play next keeps a move after any move of the mover that leaves one of that player's moves
   * untouched. Up to four of its moves on squares apart are found once (a move can't touch all
   * four), and the board after a move is scanned only where none is left untouched.
   */
  static final class NextPlayers {
    private final ConquestState s;
    private final int[] masks;
    /** By player who may play next, the squares of its moves found apart, three by move. */
    private final int[][] apart;

    NextPlayers(ConquestState s, int mover) {
      this.s = s;
      int loneTurns = s.loneTurns() + (mover == s.lineup().loneSeat() ? 1 : 0);
      List<Integer> seats = new ArrayList<>();
      for (int k = 1; k <= s.players(); k++) {
        if (mayPlayNext(s, mover, (mover + k) % s.players())) {
          seats.add((mover + k) % s.players());
        }
      }
      masks = new int[seats.size()];
      apart = new int[seats.size()][];
      List<Move> moves = new ArrayList<>();
      for (int i = 0; i < masks.length; i++) {
        masks[i] = ConquestState.movableMask(s.lineup(), seats.get(i), loneTurns);
        moves.clear();
        MoveRules.generate(s.board(), masks[i], moves);
        int[] found = new int[12];
        int n = 0;
        for (int k = 0; k < moves.size() && n < found.length; k++) {
          int[] squares = squares(moves.get(k));
          if (!touches(found, n, squares)) {
            System.arraycopy(squares, 0, found, n, 3);
            n += 3;
          }
        }
        apart[i] = java.util.Arrays.copyOf(found, n);
      }
    }

    /** Same as {@code keepsNextPlayerMoving(s, mover, MoveRules.play(s.board(), move))}. */
    boolean keepMoving(Move move) {
      int[] changed = squares(move);
      boolean[] kept = new boolean[masks.length];
      boolean all = true;
      for (int i = 0; i < masks.length; i++) {
        kept[i] = untouched(apart[i], changed);
        all &= kept[i];
      }
      if (all) {
        return true;
      }
      Board after = MoveRules.play(s.board(), move);
      if (ConquestState.ringHolder(after, s.lineup()) >= 0) {
        return true;
      }
      for (int i = 0; i < masks.length; i++) {
        if (!kept[i] && !MoveRules.hasAny(after, masks[i])) {
          return false;
        }
      }
      return true;
    }

    /** Some move of these (three squares each) has none of the changed squares. */
    private static boolean untouched(int[] moves, int[] changed) {
      for (int k = 0; k < moves.length; k += 3) {
        if (!touches(changed, 3, new int[] {moves[k], moves[k + 1], moves[k + 2]})) {
          return true;
        }
      }
      return false;
    }

    /** Whether any of the first n squares is one of these. */
    private static boolean touches(int[] squares, int n, int[] these) {
      for (int i = 0; i < n; i++) {
        for (int t : these) {
          if (squares[i] == t) {
            return true;
          }
        }
      }
      return false;
    }

    /** The squares a move reads and changes (a slide's two, its first again). */
    private static int[] squares(Move m) {
      if (m instanceof Unstack u) {
        return new int[] {u.from(), u.first(), u.second()};
      }
      if (m instanceof Restack r) {
        return new int[] {r.from(), r.via(), r.onto()};
      }
      Slide sl = (Slide) m;
      return new int[] {sl.from(), sl.to(), sl.from()};
    }
  }

  /**
   * The player this move would leave without any move, or -1: "Laisser toujours une possibilité de
   * jeu au joueur suivant". Clockwise, the next player is the next seat. With tokens (not in the
   * rulebook: the tokens may hide who is next), every player who may play next: with open tokens
   * the holder of the next number; with secret tokens every player who has not played in this turn
   * round; after the last number, every player, the mover too, since the new deal may give anyone 1.
   */
  static int blockedSeat(ConquestState s, int mover, Board after) {
    int loneTurns = s.loneTurns() + (mover == s.lineup().loneSeat() ? 1 : 0);
    for (int k = 1; k <= s.players(); k++) {
      int seat = (mover + k) % s.players();
      if (mayPlayNext(s, mover, seat)
          && !MoveRules.hasAny(after, ConquestState.movableMask(s.lineup(), seat, loneTurns))) {
        return seat;
      }
    }
    return -1;
  }

  /** Whether this seat may play the move after the mover's. */
  private static boolean mayPlayNext(ConquestState s, int mover, int seat) {
    int players = s.players();
    if (!s.turnOrder().usesTokens()) {
      return seat == (mover + 1) % players;
    }
    int played = s.cycleTurn() + 1;
    return played == players
        || s.turnOrder() == TurnOrder.TOKENS_OPEN && TokenTurns.face(s.tokens(), seat).orElse(-1) == played + 1
        || s.turnOrder() == TurnOrder.TOKENS_SECRET && TokenTurns.face(s.tokens(), seat).isEmpty();
  }

  private static ConquestState passTurn(ConquestState s, int mover, Board after, Repetitions reps) {
    int loneTurns = s.loneTurns() + (mover == s.lineup().loneSeat() ? 1 : 0);
    if (!s.turnOrder().usesTokens()) {
      return s.with(after, s.moves() + 1, (mover + 1) % s.players(), 0, loneTurns, null, reps);
    }
    ConquestState moved = s.with(after, s.moves() + 1, -1, s.cycleTurn(), loneTurns, s.tokens(), reps);
    return TokenTurns.passTurn(moved, s.cycleTurn() + 1);
  }
}
