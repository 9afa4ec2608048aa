package roundtable.core.conquest;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.Test;
import roundtable.core.table.Action;
import roundtable.core.table.Knowledge;
import roundtable.core.table.TableConfig;

/**
 * Golden numbers, perft-style: how many legal action sequences there are from the start position
 * (seat 0 to move, drawn with an open-log fix) to depths 1, 2 and 3.
 */
class PerftTest {
  static long perft(ConquestState s, int depth) throws Exception {
    if (depth == 0 || s.outcome() != null) {
      return 1;
    }
    int seat = s.toMove();
    long n = 0;
    for (Action a : Conquest.GAME.legalActions(s, seat, Knowledge.NOTHING)) {
      n += depth == 1 ? 1 : perft(Conquest.GAME.apply(s, seat, a).state(), depth - 1);
    }
    return n;
  }

  static ConquestState start(int players) throws Exception {
    return Play.line(Conquest.GAME.setup(TableConfig.of(Conquest.GAME, players, Map.of(), true)), "0 fix 0").state();
  }

  @Test
  void twoPlayers() throws Exception {
    // Depth 1 by hand: each of red's and yellow's stacks at the edge's positions 2 and 6 unstacks
    // 22 ways, at 3 and 5 21 ways: 2 × (22 + 21 + 21 + 22) = 172; no slide or restack yet.
    ConquestState s = start(2);
    assertEquals(172, perft(s, 1));
    assertEquals(GOLDEN_2P_DEPTH_2, perft(s, 2));
    assertEquals(GOLDEN_2P_DEPTH_3, perft(s, 3));
  }

  @Test
  void fourPlayers() throws Exception {
    ConquestState s = start(4);
    assertEquals(86, perft(s, 1));
    assertEquals(GOLDEN_4P_DEPTH_2, perft(s, 2));
    assertEquals(GOLDEN_4P_DEPTH_3, perft(s, 3));
  }

  static final long GOLDEN_2P_DEPTH_2 = 28_716;
  static final long GOLDEN_2P_DEPTH_3 = 4_060_492;
  static final long GOLDEN_4P_DEPTH_2 = 7_179;
  static final long GOLDEN_4P_DEPTH_3 = 598_732;
}
