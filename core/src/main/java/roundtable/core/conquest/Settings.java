package roundtable.core.conquest;

import roundtable.core.canon.CanonicalWriter;

/**
 * What a table of conquest was opened with; fixed for the whole match.
 *
 * @param match best of three rounds (true) or a single round
 * @param moveLimit moves after which a round with no encirclement is drawn, 0 for none
 * @param openLog random results may be fixed in the clear
 */
public record Settings(Lineup lineup, TurnOrder turnOrder, boolean match, int moveLimit, boolean openLog) {
  void encode(CanonicalWriter out) {
    out.writeString("conquest").writeInt(lineup.players()).writeBoolean(lineup.adjacent());
    out.writeString(turnOrder.key()).writeBoolean(match).writeInt(moveLimit).writeBoolean(openLog);
  }
}
