package roundtable.core.grailcup;

/**
 * Who leads the round: the seat holding the Chancellor's seal ({@code sealFromDie}: won on the
 * Village die this round, so its holder keeps it), this round's Chancellor, and the way the Allies
 * are called ({@code direction} +1 clockwise, -1 counterclockwise, 0 not chosen yet).
 */
public record Council(int seal, boolean sealFromDie, int chancellor, int direction) {}
