package roundtable.core.graalwar;

import roundtable.core.canon.CanonicalWriter;

/**
 * What a table of graalwar was opened with.
 *
 * @param lineup the seats, their camps and armies
 * @param games 1 for a single game, 3 for a match of three games (two winning games)
 * @param moveLimit moves (both sides counted) after which a game nobody has won is drawn, 0 for none
 * @param openLog random results may be fixed in the clear
 */
public record Settings(Lineup lineup, int games, int moveLimit, boolean openLog) {
  void encode(CanonicalWriter out) {
    out.writeString("graalwar").writeInt(lineup.players()).writeInt(games).writeInt(moveLimit).writeBoolean(openLog);
  }
}
