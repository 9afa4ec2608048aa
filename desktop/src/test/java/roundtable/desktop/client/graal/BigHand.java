package roundtable.desktop.client.graal;

import java.util.List;
import roundtable.core.graal.Graal;
import roundtable.core.graal.GraalState;
import roundtable.core.table.Decision;

/** A Graal table in a random game (open cards) where seat 0 is asked to move holding many cards. */
public final class BigHand {
  private BigHand() {}

  public static GraalState of(int players, int cards) {
    for (long seed = 1; seed < 60; seed++) {
      for (GraalState s : Table.states(players, seed)) {
        if (Graal.GAME.prompt(s).seats().getOrDefault(0, null) == Decision.MOVE && Graal.hand(s, 0).size() >= cards) {
          return s;
        }
      }
    }
    throw new AssertionError("no hand of " + cards + " in 60 random games");
  }

  public static List<String> names(int players) {
    return Table.names(players);
  }
}
