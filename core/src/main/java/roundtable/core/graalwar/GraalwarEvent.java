package roundtable.core.graalwar;

import roundtable.core.table.Event;

/** What happened on the pegboard, for the animation and the log. */
public sealed interface GraalwarEvent extends Event {
  /** A side committed to its deployment, behind its screen. */
  record Committed(int seat, String name) implements GraalwarEvent {
    @Override
    public String text() {
      return name + " has deployed behind the screen and committed to it";
    }
  }

  /** A seat lifted its screen: its army's deployment matched its commitment and the rules. */
  record Deployed(int seat, String name, Deployment deployment) implements GraalwarEvent {
    @Override
    public String text() {
      Castle c = deployment.castle();
      return name + " lifts the screen: " + (c == null ? ""
          : "château-fort on " + Hole.name(c.donjon()) + " (cour " + Hole.name(c.cour()) + "), ")
          + deployment.soldiers().size() + " soldiers";
    }
  }

  record PieceMoved(int side, Piece piece, int from, int to) implements GraalwarEvent {
    @Override
    public String text() {
      return Sides.name(side) + " " + piece.word() + " " + Hole.name(from) + " to " + Hole.name(to);
    }
  }

  record PieceTaken(int side, Piece piece, int hole) implements GraalwarEvent {
    @Override
    public String text() {
      return Sides.name(side) + "'s " + piece.word() + " on " + Hole.name(hole) + " is taken";
    }
  }

  record ArrowShot(int side, int archer, int target) implements GraalwarEvent {
    @Override
    public String text() {
      return Sides.name(side) + " archer on " + Hole.name(archer) + " shoots at " + Hole.name(target);
    }
  }

  record PushedBack(int side, Piece piece, int from, int to) implements GraalwarEvent {
    @Override
    public String text() {
      return Sides.name(side) + "'s " + piece.word() + " falls back from " + Hole.name(from) + " to " + Hole.name(to);
    }
  }

  /**
   * The game is over: won ({@code side} ≥ 0) or drawn, after {@code moves} moves. {@code other} is
   * the side the ending befell: whose donjon was taken or household captured, or who had no move
   * left (-1 at the move limit); {@code piece} and {@code hole}, for a donjon taken, what stands on it.
   */
  record GameWon(int side, Ending ending, int moves, int other, Piece piece, int hole) implements GraalwarEvent {
    static GameWon donjon(int side, int moves, Piece piece, int hole) {
      return new GameWon(side, Ending.DONJON, moves, 1 - side, piece, hole);
    }

    static GameWon household(int side, int moves) {
      return new GameWon(side, Ending.HOUSEHOLD, moves, 1 - side, null, -1);
    }

    static GameWon moveLimit(int moves) {
      return new GameWon(-1, Ending.MOVE_LIMIT, moves, -1, null, -1);
    }

    static GameWon noMove(int stuck, int moves) {
      return new GameWon(-1, Ending.NO_MOVE, moves, stuck, null, -1);
    }

    @Override
    public String text() {
      String reason = switch (ending) {
        case DONJON -> "its " + piece.word() + " occupies " + Sides.name(other) + "'s donjon on " + Hole.name(hole);
        case HOUSEHOLD -> "it has taken " + Sides.name(other) + "'s roi, prince and duc";
        case MOVE_LIMIT -> moves + " moves and nobody has won (not in the rulebook)";
        case NO_MOVE -> Sides.name(other) + " has no move left (not in the rulebook)";
      };
      return side < 0 ? "Drawn: " + reason : Sides.name(side) + " wins: " + reason;
    }
  }

  /** How a game ends: the rulebook's two ways to win, and the two draws it leaves out. */
  enum Ending { DONJON, HOUSEHOLD, MOVE_LIMIT, NO_MOVE }

  /** A match of three games is over, won by a camp ({@code side} ≥ 0) or drawn. */
  record MatchWon(int side, int white, int blue) implements GraalwarEvent {
    @Override
    public String text() {
      String games = " (games White " + white + ", Blue " + blue + ")";
      return side < 0 ? "The match is drawn" + games : Sides.name(side) + " wins the match" + games;
    }
  }

  /** The next game of a match begins (numbered from 1): the armies deploy again, {@code first} moves first. */
  record NextGame(int game, int first) implements GraalwarEvent {
    @Override
    public String text() {
      return "Game " + game + " of the match: every army deploys again behind the screens, and "
          + Sides.name(first) + " moves first";
    }
  }
}
