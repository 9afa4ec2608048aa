package roundtable.core.graalwar;

import roundtable.core.table.Action;

/** What a side does at its turn: move one soldier, or have an archer shoot. */
public sealed interface Move extends Action {
  /**
   * A soldier goes from one hole to another: a slide in a line, or the écuyer's jump. Ending on an
   * enemy takes it ("le soldat ennemi est pris et sorti du jeu").
   */
  record Step(int from, int to) implements Move {}

  /**
   * An archer shoots at an enemy at most three holes away in a line; the enemy goes back or to the
   * side, one to three holes, to the landing hole the shooter chooses.
   */
  record Shot(int archer, int target, int landing) implements Move {}
}
