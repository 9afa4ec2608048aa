package roundtable.core.graalwar;

import java.util.List;
import roundtable.core.canon.CanonicalWriter;

/**
 * Where a match stands: "Le gagnant joue le premier au début de la partie suivante."
 *
 * @param game the game being played, from 1
 * @param first the camp that moves first in this game (White in the first)
 * @param wins the games each camp has won
 */
public record Score(int game, int first, List<Integer> wins) {
  static final Score START = new Score(1, 0, List.of(0, 0));

  public Score {
    wins = List.copyOf(wins);
  }

  void encode(CanonicalWriter out) {
    out.writeInt(game).writeInt(first).writeAll(wins, CanonicalWriter::writeInt);
  }
}
