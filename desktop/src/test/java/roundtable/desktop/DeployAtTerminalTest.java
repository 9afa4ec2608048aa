package roundtable.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import roundtable.core.graalwar.DeployReveal;
import roundtable.core.graalwar.Deployment;
import roundtable.core.graalwar.Graalwar;
import roundtable.core.graalwar.GraalwarState;
import roundtable.core.graalwar.Hole;
import roundtable.core.graalwar.Piece;
import roundtable.core.secrets.SeatSecrets;
import roundtable.core.random.Commit;
import roundtable.core.table.Action;
import roundtable.core.table.Decision;
import roundtable.core.table.TableConfig;
import roundtable.desktop.cli.TerminalPlayer;

/** A person at the terminal types its own graalwar deployment, "à leur guise", and reveals it later. */
@Timeout(20)
class DeployAtTerminalTest {
  static final Graalwar GAME = Graalwar.GAME;
  static final String WHITE = "castle l1 l2 roi k1 prince m1 duc j1 chevalier a1 x1 sergent b2 c2 piquier f2 g2"
      + " ecuyer h2 i2 archer f12 g12 h12 p12 q12 r12";

  @Test
  void aDeploymentTypedIsCheckedThenCommittedToAndRevealed() throws Exception {
    String forest = WHITE.replace("chevalier a1", "chevalier d12"); // d12 is a forest
    String typed = "deploy " + forest + "\ndeploy " + WHITE + "\n1\n";
    StringWriter screen = new StringWriter();
    Semaphore woken = new Semaphore(0);
    TerminalPlayer<GraalwarState> person = new TerminalPlayer<GraalwarState>(new SeatSecrets(0,
        new SplittableRandom(1)), new BufferedReader(new StringReader(typed)), new PrintWriter(screen, true),
        woken::release).start();
    assertTrue(woken.tryAcquire(3, 10, TimeUnit.SECONDS), "three lines read");
    GraalwarState s = GAME.setup(TableConfig.of(GAME, 2, Map.of(), true));
    Action commit = person.act(GAME, s, 0, Decision.SECRET_CHOICE).orElseThrow();
    assertTrue(screen.toString().contains("or deploy as you like"), screen.toString());
    assertTrue(screen.toString().contains("the chevalier on d12 stands in a forest, where no rider goes"),
        screen.toString());
    assertTrue(commit instanceof Commit);
    s = GAME.apply(s, 0, commit).state();
    SeatSecrets blue = new SeatSecrets(1, new SplittableRandom(2));
    s = GAME.apply(s, 1, GAME.legalActions(s, 1, blue).get(0)).state();
    Action reveal = person.act(GAME, s, 0, Decision.SECRET_CHOICE).orElseThrow();
    assertEquals(Deployment.parse(WHITE).text(), ((DeployReveal) reveal).layout());
    s = GAME.apply(s, 0, reveal).state();
    s = GAME.apply(s, 1, GAME.legalActions(s, 1, blue).get(0)).state();
    assertEquals(Piece.CHEVALIER, s.board().piece(Hole.parse("a1")), "White's army as typed");
  }

  @Test
  void aPersonWhoseLaptopCrashedAfterCommittingComesBackAndRevealsWhatItTyped() throws Exception {
    Semaphore woken = new Semaphore(0);
    SeatSecrets secrets = new SeatSecrets(0, new SplittableRandom(1));
    TerminalPlayer<GraalwarState> person = new TerminalPlayer<GraalwarState>(secrets,
        new BufferedReader(new StringReader("deploy " + WHITE + "\n")), new PrintWriter(new StringWriter(), true),
        woken::release).start();
    assertTrue(woken.tryAcquire(1, 10, TimeUnit.SECONDS), "the line is read");
    GraalwarState s = GAME.setup(TableConfig.of(GAME, 2, Map.of(), true));
    s = GAME.apply(s, 0, person.act(GAME, s, 0, Decision.SECRET_CHOICE).orElseThrow()).state();
    String saved = secrets.export(); // what the session saves before the commitment is sent
    SeatSecrets blue = new SeatSecrets(1, new SplittableRandom(2));
    s = GAME.apply(s, 1, GAME.legalActions(s, 1, blue).get(0)).state();
    // the laptop restarts: the same seat's secrets read back from its folder, nothing typed again
    SeatSecrets back = SeatSecrets.restore(saved, 0, new SplittableRandom(3));
    TerminalPlayer<GraalwarState> again = new TerminalPlayer<GraalwarState>(back,
        new BufferedReader(new StringReader("1\n")), new PrintWriter(new StringWriter(), true), woken::release).start();
    assertTrue(woken.tryAcquire(1, 10, TimeUnit.SECONDS), "the line is read");
    assertEquals(java.util.List.of(new DeployReveal(Deployment.parse(WHITE).text(), ((DeployReveal)
        GAME.legalActions(s, 0, back).get(0)).salt())), GAME.legalActions(s, 0, back), "only the reveal of what it typed");
    Action reveal = again.act(GAME, s, 0, Decision.SECRET_CHOICE).orElseThrow();
    s = GAME.apply(s, 0, reveal).state();
    s = GAME.apply(s, 1, GAME.legalActions(s, 1, blue).get(0)).state();
    assertEquals(Piece.CHEVALIER, s.board().piece(Hole.parse("a1")), "White's army as typed before the crash");
  }
}
