package roundtable.core.table;

/**
 * A step of a table protocol, not a move of a game: a commitment or a reveal of a joint random
 * draw, a step of the hidden cards (a shuffle, decryption shares). The table model routes these to
 * what waits for them ({@code roundtable.core.hidden.Waits}); a game's own rules see its moves only.
 */
public interface TableStep extends Action {
  /**
   * A step the hidden cards take whatever else the table waits for, a draw or a move: leaving for
   * good, publishing a share of a seat voted out (DESIGN, "A seat that leaves for good").
   */
  interface AnyTime extends TableStep {}
}
