package roundtable.core.conquest;

import roundtable.core.table.Event;

/** Stones lifted together from one square onto another: what the board animates. */
public record StonesMoved(int from, int to, int count) implements Event {
  /**
   * Each lift of a move, between touching squares, made once (issue 18: every move made two):
   * by square, step to the touching square (1, 8, 9 or 10 either way, offset by 10) and count.
   */
  private static final StonesMoved[] TOUCHING = new StonesMoved[Square.COUNT * 21 * 2];

  static {
    for (int from = 0; from < Square.COUNT; from++) {
      for (int to : Square.neighbours(from)) {
        for (int count = 1; count <= 2; count++) {
          TOUCHING[(from * 21 + to - from + 10) * 2 + count - 1] = new StonesMoved(from, to, count);
        }
      }
    }
  }

  /** The lift of one or two stones onto a touching square: the same object every time. */
  static StonesMoved of(int from, int to, int count) {
    return TOUCHING[(from * 21 + to - from + 10) * 2 + count - 1];
  }

  @Override
  public String text() {
    return (count == 1 ? "1 stone " : count + " stones ") + Square.name(from) + " → " + Square.name(to);
  }
}
