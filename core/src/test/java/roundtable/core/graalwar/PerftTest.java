package roundtable.core.graalwar;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import roundtable.core.random.Bytes;
import roundtable.core.table.Action;
import roundtable.core.table.Knowledge;

/**
 * Golden counts of legal actions from a fixed deployment on the classic layout, like chess's
 * perft: any change to the move rules that changes them must be meant.
 */
class PerftTest {
  static final String WHITE = "castle j2 j3 roi a4 prince m5 duc u3 chevalier g6 e8 sergent q2 j11 piquier j2 p2 "
      + "ecuyer w1 e11 archer s4 b6 k6 l7 u9 d12";
  static final String BLUE = "castle d23 d22 roi r22 prince m19 duc f24 chevalier b19 q19 sergent j13 j23 "
      + "piquier p19 u22 ecuyer d16 c24 archer q15 t15 e17 x19 a24 u24";

  /** The battle's first position: both deployments committed and revealed. */
  static GraalwarState deployed() throws Exception {
    Bytes salt = Bytes.fromHex("0f0e0d0c0b0a09080706050403020100");
    DeployPlan white = new DeployPlan(Deployment.parse(WHITE), salt);
    DeployPlan blue = new DeployPlan(Deployment.parse(BLUE), salt);
    GraalwarState s = DeploymentTest.start();
    s = Graalwar.GAME.apply(s, 0, white.commit(0)).state();
    s = Graalwar.GAME.apply(s, 1, blue.commit(1)).state();
    s = Graalwar.GAME.apply(s, 0, white.reveal()).state();
    return Graalwar.GAME.apply(s, 1, blue.reveal()).state();
  }

  static long perft(GraalwarState s, int depth) throws Exception {
    if (depth == 0 || s.outcome() != null) {
      return 1;
    }
    List<Action> legal = Graalwar.GAME.legalActions(s, s.toMove(), Knowledge.NOTHING);
    if (depth == 1) {
      return legal.size();
    }
    long n = 0;
    for (Action a : legal) {
      n += perft(Graalwar.GAME.apply(s, s.toMove(), a).state(), depth - 1);
    }
    return n;
  }

  @Test
  void theDeploymentsAreLegalAndWhiteMovesFirst() throws Exception {
    GraalwarState s = deployed();
    assertEquals(0, s.toMove());
    assertEquals(WHITE, Deployment.parse(WHITE).text(), "the text is canonical");
    assertEquals(BLUE, Deployment.parse(BLUE).text());
  }

  @Test
  void depthOne() throws Exception {
    assertEquals(PERFT_1, perft(deployed(), 1));
  }

  @Test
  void depthTwo() throws Exception {
    assertEquals(PERFT_2, perft(deployed(), 2));
  }

  @Test
  void depthThree() throws Exception {
    assertEquals(PERFT_3, perft(deployed(), 3));
  }

  static final long PERFT_1 = 218;
  static final long PERFT_2 = 45_337;
  static final long PERFT_3 = 9_832_491;
}
