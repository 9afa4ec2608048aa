package roundtable.core.conquest;

import java.util.List;
import roundtable.core.conquest.Move.Restack;
import roundtable.core.conquest.Move.Slide;
import roundtable.core.conquest.Move.Unstack;

/**
 * The three moves on a board, for the colours a player may move this turn (a bit mask of colour
 * ordinals). "Touching" is the eight squares round a square; stacks hold one or three stones.
 */
final class MoveRules {
  private MoveRules() {}

  static boolean movable(int mask, int colour) {
    return colour >= 0 && (mask & (1 << colour)) != 0;
  }

  /** Every move by the three rules, without the forbidden-block rule. */
  static void generate(Board b, int mask, List<Move> out) {
    scan(b, mask, out);
  }

  /** Whether the three rules give this player any move at all. */
  static boolean hasAny(Board b, int mask) {
    return scan(b, mask, null);
  }

  /** Finds the moves; with no list, stops at the first and says whether there is one. */
  private static boolean scan(Board b, int mask, List<Move> out) {
    for (int from = 0; from < Square.COUNT; from++) {
      if (!movable(mask, b.top(from))) {
        continue;
      }
      if (b.size(from) == 3) {
        for (int first : Square.neighbours(from)) {
          if (b.isEmpty(first)) {
            for (int second : Square.neighbours(first)) {
              if (b.isEmpty(second)) {
                if (out == null) {
                  return true;
                }
                out.add(new Unstack(from, first, second));
              }
            }
          }
        }
        if (b.isOneColourStack(from)) {
          for (int to : Square.neighbours(from)) {
            if (b.size(to) == 1 && b.top(to) == b.top(from)) {
              if (out == null) {
                return true;
              }
              out.add(new Slide(from, to));
            }
          }
        }
      } else {
        for (int via : Square.neighbours(from)) {
          if (b.size(via) == 1) {
            for (int onto : Square.neighbours(via)) {
              if (onto != from && b.size(onto) == 1) {
                if (out == null) {
                  return true;
                }
                out.add(new Restack(from, via, onto));
              }
            }
          }
        }
      }
    }
    return false;
  }

  /** Null when the move follows one of the three rules, else why not, in words. */
  static String check(Board b, int mask, Move move) {
    if (move instanceof Unstack u) {
      if (b.size(u.from()) != 3) {
        return "only a stack of three can be unstacked; " + Square.name(u.from()) + " holds " + b.size(u.from());
      }
      if (!movable(mask, b.top(u.from()))) {
        return "the stack on " + Square.name(u.from()) + " is not yours to move";
      }
      if (!Square.touching(u.from(), u.first()) || !b.isEmpty(u.first())) {
        return "the top two must go onto a free square touching " + Square.name(u.from());
      }
      if (!Square.touching(u.first(), u.second()) || !b.isEmpty(u.second())) {
        return "the top stone must go onto a free square touching " + Square.name(u.first());
      }
      return null;
    }
    if (move instanceof Restack r) {
      if (b.size(r.from()) != 1 || !movable(mask, b.top(r.from()))) {
        return "a restack starts with a single stone of yours; " + Square.name(r.from()) + " has none";
      }
      if (!Square.touching(r.from(), r.via()) || b.size(r.via()) != 1) {
        return "the stone must go onto a single stone touching " + Square.name(r.from());
      }
      if (r.onto() == r.from() || !Square.touching(r.via(), r.onto()) || b.size(r.onto()) != 1) {
        return "the pair must go onto a single stone touching " + Square.name(r.via());
      }
      return null;
    }
    if (move instanceof Slide s) {
      if (!b.isOneColourStack(s.from()) || !movable(mask, b.top(s.from()))) {
        return "only a stack of three stones of one of your colours can slide; " + Square.name(s.from()) + " is not one";
      }
      if (!Square.touching(s.from(), s.to()) || b.size(s.to()) != 1 || b.top(s.to()) != b.top(s.from())) {
        return "the top two must slide onto a single stone of the same colour touching " + Square.name(s.from());
      }
      return null;
    }
    return "not a move on the board";
  }

  /** The board after a move that {@link #check} accepted. */
  static Board play(Board b, Move move) {
    if (move instanceof Unstack u) {
      return b.with(u.from(), Board.single(b.stone(u.from(), 0)),
          u.first(), Board.single(b.stone(u.from(), 1)),
          u.second(), Board.single(b.stone(u.from(), 2)));
    }
    if (move instanceof Restack r) {
      return b.with(r.from(), Board.EMPTY, r.via(), Board.EMPTY,
          r.onto(), Board.triple(b.top(r.onto()), b.top(r.via()), b.top(r.from())));
    }
    if (move instanceof Slide s) {
      int c = b.top(s.from());
      return b.with(s.from(), Board.single(c), s.to(), Board.triple(c, c, c), -1, 0);
    }
    throw new IllegalArgumentException("not a move on the board: " + move);
  }

  /** The colour the move is made with: the colour of the stone or stack that moves. */
  static int colourMoved(Board b, Move move) {
    if (move instanceof Unstack u) {
      return b.top(u.from());
    }
    if (move instanceof Restack r) {
      return b.top(r.from());
    }
    if (move instanceof Slide s) {
      return b.top(s.from());
    }
    return -1;
  }
}
