package roundtable.core.conquest;

import roundtable.core.table.Action;

/** Secret turn-order tokens: the holder of the number whose turn it is shows its token, then moves. */
public record ShowToken() implements Action {}
