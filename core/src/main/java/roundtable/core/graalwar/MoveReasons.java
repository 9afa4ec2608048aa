package roundtable.core.graalwar;

import java.util.ArrayList;
import java.util.List;
import roundtable.core.graalwar.Move.Shot;
import roundtable.core.graalwar.Move.Step;

/** Why a move is refused, in words; null when the rules allow it. */
final class MoveReasons {
  private MoveReasons() {}

  /** The move of a seat that commands these armies (a bit mask), in this camp. */
  static String check(Board b, int armies, int side, Move move) {
    int from = move instanceof Step m ? m.from() : ((Shot) move).archer();
    if (!onBoard(move)) {
      return "a hole of the move is off the board";
    }
    if (b.isEmpty(from)) {
      return "there is no soldier on " + Hole.name(from);
    }
    if (b.side(from) != side) {
      return "the " + b.piece(from).word() + " on " + Hole.name(from) + " is " + Sides.name(b.side(from)) + "'s";
    }
    if ((armies >> b.army(from) & 1) == 0) {
      return "the " + b.piece(from).word() + " on " + Hole.name(from) + " belongs to another army of your camp";
    }
    if (MoveRules.allows(b, move)) {
      return null;
    }
    Piece piece = b.piece(from);
    if (move instanceof Shot shot) {
      if (piece != Piece.ARCHER) {
        return "only an archer shoots; " + Hole.name(from) + " holds a " + piece.word();
      }
      List<Move> legal = new ArrayList<>();
      MoveRules.generateFrom(b, from, legal);
      boolean aimed = legal.stream().anyMatch(m -> m instanceof Shot x && x.target() == shot.target());
      return aimed ? "the soldier on " + Hole.name(shot.target()) + " can't fall back to "
          + Hole.name(shot.landing()) + ": it goes 1 to 3 free holes back or to the side, out of range"
          : "the archer on " + Hole.name(from) + " can't shoot at " + Hole.name(shot.target())
          + ": an enemy within 3 holes in a line, not over a forest, a rock or a donjon";
    }
    int to = ((Step) move).to();
    if (b.side(to) == side) {
      return Hole.name(to) + " holds one of " + Sides.name(side) + "'s own soldiers";
    }
    if (piece == Piece.ARCHER && !b.isEmpty(to)) {
      return "an archer never takes: it shoots";
    }
    if (b.isDonjon(to)) {
      return "a donjon is entered only from its cour, one hole, and never by an archer";
    }
    return "the " + piece.word() + " on " + Hole.name(from) + " can't go to " + Hole.name(to) + ": " + how(piece);
  }

  private static boolean onBoard(Move move) {
    return move instanceof Step m ? onBoard(m.from()) && onBoard(m.to())
        : onBoard(((Shot) move).archer()) && onBoard(((Shot) move).target()) && onBoard(((Shot) move).landing());
  }

  private static boolean onBoard(int hole) {
    return hole >= 0 && hole < Hole.COUNT;
  }

  /** The piece's move in words, with what stops it. */
  static String how(Piece piece) {
    String stops = piece.mounted() ? ", never through a forest or over a rock" : ", never over a rock";
    return switch (piece) {
      case ROI -> "the roi goes 1 or 2 holes in any direction" + stops;
      case PRINCE, DUC, CHEVALIER -> "it goes any distance in any direction" + stops;
      case SERGENT -> "the sergent goes up to 12 holes diagonally or 1 straight" + stops;
      case PIQUIER -> "the piquier goes up to 12 holes straight or 1 diagonally" + stops;
      case ECUYER -> "the écuyer goes 1 hole straight then 1 diagonally, outward, and may jump over soldiers";
      case ARCHER -> "the archer goes exactly 3 holes in any direction to a free hole" + stops;
    } + (piece == Piece.ECUYER ? "" : "; it stops before any soldier and can't cross a cour");
  }
}
