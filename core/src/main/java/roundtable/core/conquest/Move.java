package roundtable.core.conquest;

import roundtable.core.table.Action;

/** The three moves of the rulebook, and the admission that no move is left. */
public sealed interface Move extends Action {
  /**
   * 1) Unstack one of your stacks of three: the top two go onto a free square touching it, then
   * the top one of those onto a free square touching that; the bottom stone stays.
   */
  record Unstack(int from, int first, int second) implements Move {}

  /**
   * 2) Restack in one move: one of your single stones onto a single stone touching it, then the
   * pair onto a single stone touching that, any colours: the stones underneath are prisoners.
   */
  record Restack(int from, int via, int onto) implements Move {}

  /** 3) Slide the top two of a one-colour stack of yours onto a single stone of that colour touching it. */
  record Slide(int from, int to) implements Move {}

  /** The player to move has no legal move: the round can't go on and is drawn (rulebook: "nul"). */
  record Blocked() implements Move {}
}
